// A list of articles (title, summary, author and date), each title a link to its page.
import { t, currentLocale } from '../../i18n';
import { formatDate } from '../../format/time';
import { intlLocale } from '../../format/locale';
import type { Article } from '../../protocol/marketing/pages';

export type ArticleSummary = Omit<Article, 'body'>;

export function postPath(a: Pick<Article, 'id' | 'category'>): string {
  return a.category === 'securities' ? `/securities/posts/${a.id}` : `/posts/${a.id}`;
}

export function Byline({ article }: { article: ArticleSummary }) {
  return (
    <p className="mk-byline">
      {t('mk.posts.byline', { author: article.author, date: formatDate(article.publishedAt, intlLocale(currentLocale())) })}
    </p>
  );
}

export function PostList({ posts }: { posts: readonly ArticleSummary[] }) {
  if (posts.length === 0) return <p className="mk-dim">{t('mk.posts.empty')}</p>;
  return (
    <ul className="mk-posts">
      {posts.map((p) => (
        <li key={p.id}>
          <h3>
            <a href={postPath(p)}>{p.title}</a>
          </h3>
          <Byline article={p} />
          <p>{p.summary}</p>
        </li>
      ))}
    </ul>
  );
}

export function postsOf(data: Record<string, unknown>): ArticleSummary[] {
  return Array.isArray(data.posts) ? (data.posts as ArticleSummary[]) : [];
}
