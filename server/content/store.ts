// The exchange's content store (SQLite): the articles of `/v1/articles`, the content pages of
// the marketing site (securities, competitions, legal texts, the content pages' texts in every
// locale), the blog posts, the product's releases and the home banners, seeded on first start. Seeding adds only what is missing, so an edited row is kept
// across restarts.
import type Database from 'better-sqlite3';
import type { Article, ArticleCategory, HelpTag } from '../../src/protocol/marketing/pages';
import { SEED_ARTICLES } from './seed-articles';
import { SEED_COMPETITIONS, SEED_CONTENT, type SeedCompetition, type SeedContent } from './seed-pages';
import { SEED_INFO_PAGES } from './info-pages/index';
import type { InfoPageText } from '../../src/protocol/marketing/pages';
import type { BlogPost, HomeBanner, Release } from '../../src/protocol/marketing/feeds';
import { SEED_BANNERS, SEED_BLOG_POSTS } from './seed-feeds';
import { RELEASES } from './releases';

interface ArticleRow {
  id: number;
  category: ArticleCategory;
  title: string;
  summary: string;
  body: string;
  author: string;
  published_at: number;
  /** The help contexts, each between commas (`,deposit,withdraw,`; '' for none). */
  tags: string;
}

const articleOf = (r: ArticleRow): Article => ({
  id: r.id,
  category: r.category,
  title: r.title,
  summary: r.summary,
  body: r.body,
  author: r.author,
  publishedAt: r.published_at,
  tags: r.tags.split(',').filter(Boolean) as HelpTag[],
});

interface BlogPostRow {
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  published_at: number;
}

interface BannerRow {
  id: number;
  texts: string;
  link: string;
  from_ms: number;
  to_ms: number;
}

const postOf = (r: BlogPostRow): BlogPost => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  author: r.author,
  publishedAt: r.published_at,
});

export interface ArticleQuery {
  category?: ArticleCategory;
  /** Only the articles that help with this context. */
  tag?: HelpTag;
  id?: number;
  limit: number;
  start: number;
}

export function createContentStore(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS site_articles (
      id INTEGER PRIMARY KEY, category TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
      body TEXT NOT NULL, author TEXT NOT NULL, published_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS site_articles_published ON site_articles(category, published_at);
    CREATE TABLE IF NOT EXISTS site_content (
      page TEXT PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS site_competitions (
      slug TEXT PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, rules TEXT NOT NULL,
      prize TEXT NOT NULL, pairs TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS site_blog_posts (
      slug TEXT PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL,
      author TEXT NOT NULL, published_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS site_releases (
      version TEXT PRIMARY KEY, date INTEGER NOT NULL, notes TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS site_banners (
      id INTEGER PRIMARY KEY, texts TEXT NOT NULL, link TEXT NOT NULL, from_ms INTEGER NOT NULL, to_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS site_info_pages (
      page TEXT NOT NULL, locale TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
      sections TEXT NOT NULL, cta TEXT, PRIMARY KEY (page, locale)
    );
  `);
  // The help contexts came later: a store made before them gains the column, its seeded articles
  // their tags (an article's tags are set only while it has none).
  const columns = db.prepare('PRAGMA table_info(site_articles)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'tags')) db.exec(`ALTER TABLE site_articles ADD COLUMN tags TEXT NOT NULL DEFAULT ''`);
  const seedArticle = db.prepare(`INSERT OR IGNORE INTO site_articles (id, category, title, summary, body, author, published_at, tags)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const seedTags = db.prepare(`UPDATE site_articles SET tags = ? WHERE id = ? AND tags = ''`);
  const tagsText = (tags: readonly string[] | undefined) => (tags && tags.length > 0 ? `,${tags.join(',')},` : '');
  const seedContent = db.prepare(`INSERT OR IGNORE INTO site_content VALUES (?, ?, ?, ?)`);
  const seedCompetition = db.prepare(`INSERT OR IGNORE INTO site_competitions VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const seedInfo = db.prepare(`INSERT OR IGNORE INTO site_info_pages VALUES (?, ?, ?, ?, ?, ?)`);
  const seedPost = db.prepare(`INSERT OR IGNORE INTO site_blog_posts VALUES (?, ?, ?, ?, ?, ?)`);
  const seedRelease = db.prepare(`INSERT OR IGNORE INTO site_releases VALUES (?, ?, ?)`);
  const seedBanner = db.prepare(`INSERT OR IGNORE INTO site_banners VALUES (?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const a of SEED_ARTICLES) {
      seedArticle.run(a.id, a.category, a.title, a.summary, a.body, a.author, a.publishedAt, tagsText(a.tags));
      if (a.tags) seedTags.run(tagsText(a.tags), a.id);
    }
    for (const c of SEED_CONTENT) seedContent.run(c.page, c.title, c.summary, c.body);
    for (const c of SEED_COMPETITIONS)
      seedCompetition.run(c.slug, c.title, c.summary, c.rules, c.prize, JSON.stringify(c.pairs), c.startsAt, c.endsAt);
    for (const [locale, pages] of Object.entries(SEED_INFO_PAGES))
      for (const [name, p] of Object.entries(pages))
        seedInfo.run(name, locale, p.title, p.summary, JSON.stringify(p.sections), p.cta ?? null);
    for (const p of SEED_BLOG_POSTS) seedPost.run(p.slug, p.title, p.summary, p.body, p.author, p.publishedAt);
    for (const r of RELEASES) seedRelease.run(r.version, r.date, JSON.stringify(r.notes));
    for (const b of SEED_BANNERS) seedBanner.run(b.id, JSON.stringify(b.text), b.link, b.from, b.to);
  })();

  const byId = db.prepare<[number], ArticleRow>('SELECT * FROM site_articles WHERE id = ?');
  const page = db.prepare<[string], SeedContent>('SELECT page, title, summary, body FROM site_content WHERE page = ?');
  const competitionRows = db.prepare('SELECT * FROM site_competitions ORDER BY starts_at DESC');
  const infoRows = db.prepare<[string], { locale: string; title: string; summary: string; sections: string; cta: string | null }>(
    'SELECT locale, title, summary, sections, cta FROM site_info_pages WHERE page = ?',
  );

  const postRows = db.prepare<[number], BlogPostRow>('SELECT * FROM site_blog_posts ORDER BY published_at DESC, slug LIMIT ?');
  const postBySlug = db.prepare<[string], BlogPostRow>('SELECT * FROM site_blog_posts WHERE slug = ?');
  const releaseRows = db.prepare<[number], { version: string; date: number; notes: string }>(
    'SELECT * FROM site_releases ORDER BY date DESC, version DESC LIMIT ?',
  );
  const bannerById = db.prepare<[number], BannerRow>('SELECT * FROM site_banners WHERE id = ?');
  const liveBannerIds = db.prepare<[number], number>('SELECT id FROM site_banners WHERE to_ms > ? ORDER BY id').pluck();

  const competitionOf = (r: Record<string, unknown>): SeedCompetition => ({
    slug: String(r.slug),
    title: String(r.title),
    summary: String(r.summary),
    rules: String(r.rules),
    prize: String(r.prize),
    pairs: JSON.parse(String(r.pairs)) as string[],
    startsAt: Number(r.starts_at),
    endsAt: Number(r.ends_at),
  });

  return {
    /** Newest first; one article when `id` is given (none when it is not of `category`). */
    articles(q: ArticleQuery): Article[] {
      if (q.id !== undefined) {
        const row = byId.get(q.id);
        return row && (q.category === undefined || row.category === q.category) ? [articleOf(row)] : [];
      }
      const where = [q.category ? 'category = ?' : '', q.tag ? "instr(tags, ',' || ? || ',') > 0" : ''].filter(Boolean);
      const args = [...(q.category ? [q.category] : []), ...(q.tag ? [q.tag] : [])];
      const rows = db
        .prepare(
          `SELECT * FROM site_articles ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, q.limit, q.start) as ArticleRow[];
      return rows.map(articleOf);
    },
    content: (name: string): SeedContent | undefined => page.get(name),
    /** A content page's texts by locale (none when the store has no text of it). */
    infoPage(name: string): Record<string, InfoPageText> | undefined {
      const rows = infoRows.all(name);
      if (rows.length === 0) return undefined;
      return Object.fromEntries(
        rows.map((r) => [
          r.locale,
          {
            title: r.title,
            summary: r.summary,
            sections: JSON.parse(r.sections) as InfoPageText['sections'],
            ...(r.cta ? { cta: r.cta } : {}),
          },
        ]),
      );
    },
    /** The blog feed, newest first (one post when `slug` is given; none when it is unknown). */
    blog(q: { slug?: string; limit: number }): BlogPost[] {
      if (q.slug !== undefined) {
        const row = postBySlug.get(q.slug);
        return row ? [postOf(row)] : [];
      }
      return postRows.all(q.limit).map(postOf);
    },
    /** The product's releases, newest first. */
    releases: (limit: number): Release[] =>
      releaseRows.all(limit).map((r) => ({ version: r.version, date: r.date, notes: JSON.parse(r.notes) as string[] })),
    /** A home banner by id (`pub:raw:banner:home:{id}`). */
    banner(id: number): HomeBanner | undefined {
      const r = bannerById.get(id);
      return r && { id: r.id, text: JSON.parse(r.texts) as Record<string, string>, link: r.link, from: r.from_ms, to: r.to_ms };
    },
    /** The banners not yet over at `now` (the home page asks for each and shows the one in force). */
    bannerIds: (now: number): number[] => liveBannerIds.all(now),
    competitions: (): SeedCompetition[] => competitionRows.all().map((r) => competitionOf(r as Record<string, unknown>)),
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
