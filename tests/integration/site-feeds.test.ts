// The site's remaining calls against a running exchange (issue 16, item 9): the blog feed and the
// releases feed from the seeded store, the home banners through /v2/conf, the home page's data
// (banners in force, stats), the Brazilian sign-up's pages only on the Brazilian site, the
// analytics lead's validation and bound, the keep-alive ping, and a sign-up with a CPF (refused
// with wrong check digits or outside Brazil, kept with the account).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { PUBLIC_CALLS as P } from '../../src/protocol/calls/public';
import { ACCOUNT_CALLS as A } from '../../src/protocol/calls/account';
import { bannerConfKey, type BlogPost, type Release } from '../../src/protocol/marketing/feeds';
import { SEED_BANNERS, SEED_BLOG_POSTS } from '../../server/content/seed-feeds';
import { RELEASES } from '../../server/content/releases';
import { MAX_LEADS_PER_DAY } from '../../server/http/site-routes';

let main: LoopbackExchange;
let br: LoopbackExchange;
const url = (x: LoopbackExchange, path: string) => `http://127.0.0.1:${x.exchange.port}${path}`;

beforeAll(async () => {
  main = await startLoopbackExchange('feeds', { seed: 5 });
  br = await startLoopbackExchange('feeds-br', { seed: 5, site: 'br' });
}, 90_000);
afterAll(async () => {
  await main?.close();
  await br?.close();
});

const get = async (path: string, x = main) => {
  const res = await fetch(url(x, path));
  return { status: res.status, body: (await res.json()) as unknown };
};
const post = async (path: string, body: unknown, x = main) => {
  const res = await fetch(url(x, path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown[] };
};
const pageData = (page: string, x = main) => get(P.pageData.path.replace(':page', page), x);

describe('the blog feed', () => {
  it('answers the seeded posts newest first, one by slug, none for an unknown slug', async () => {
    const all = (await get(P.blog.path)).body as BlogPost[];
    expect(all.map((p) => p.slug)).toEqual([...SEED_BLOG_POSTS].sort((a, b) => b.publishedAt - a.publishedAt).map((p) => p.slug));
    expect(all[0]).toMatchObject({ title: expect.any(String), author: expect.any(String), body: expect.stringContaining('\n\n') });
    expect(((await get(`${P.blog.path}?limit=1`)).body as BlogPost[]).length).toBe(1);
    const one = (await get(`${P.blog.path}?slug=reading-the-funding-rate`)).body as BlogPost[];
    expect(one.map((p) => p.title)).toEqual(['Reading the funding rate']);
    expect((await get(`${P.blog.path}?slug=no-such-post`)).body).toEqual([]);
  });

  it('refuses a malformed slug or limit in the protocol’s shape', async () => {
    for (const q of ['slug=Bad_Slug', 'slug=../x', 'limit=0', 'limit=51']) {
      const r = await get(`${P.blog.path}?${q}`);
      expect((r.body as unknown[]).slice(0, 2), q).toEqual(['error', 10020]);
    }
  });

  it('feeds /blog and /blog/{slug}; an unknown slug is a 404', async () => {
    const index = (await pageData('blog')).body as { data: { posts: Array<Record<string, unknown>> } };
    expect(index.data.posts).toHaveLength(SEED_BLOG_POSTS.length);
    expect(index.data.posts[0]).not.toHaveProperty('body');
    const one = (await pageData('blog/why-we-built-an-embedded-exchange')).body as { data: { post: BlogPost } };
    expect(one.data.post.title).toBe('Why we built an embedded exchange');
    expect((await pageData('blog/no-such-post')).status).toBe(404);
  });
});

describe('the releases feed', () => {
  it('answers the product’s releases from the repository’s file, newest first', async () => {
    const all = (await get(P.releases.path)).body as Release[];
    expect(all).toEqual(RELEASES);
    expect(all.map((r) => r.date)).toEqual([...all.map((r) => r.date)].sort((a, b) => b - a));
    expect(((await get(`${P.releases.path}?limit=2`)).body as Release[]).map((r) => r.version)).toEqual(
      RELEASES.slice(0, 2).map((r) => r.version),
    );
    expect(((await get(`${P.releases.path}?limit=abc`)).body as unknown[]).slice(0, 2)).toEqual(['error', 10020]);
    expect(((await pageData('releases')).body as { data: { releases: Release[] } }).data.releases).toEqual(RELEASES);
  });
});

describe('the home banners', () => {
  it('answer pub:raw:banner:home:{id} through /v2/conf (null for an unknown id)', async () => {
    const keys = [bannerConfKey(1), bannerConfKey(2), bannerConfKey(99), 'pub:raw:banner:home:x'].join(',');
    const values = (await get(P.conf.path.replace(':keys', keys))).body as unknown[];
    expect(values).toEqual([SEED_BANNERS[0], SEED_BANNERS[1], null, null]);
  });

  it('are named by the home page’s data while not over, beside the website stats', async () => {
    const home = (await pageData('index')).body as { data: { banners: number[]; stats: Record<string, unknown>; posts: unknown[] } };
    const live = SEED_BANNERS.filter((b) => b.to > Date.now()).map((b) => b.id);
    expect(home.data.banners).toEqual(live);
    expect(home.data.stats).toMatchObject({ markets: expect.any(Number), accounts: expect.any(Number) });
    expect(home.data.posts.length).toBeGreaterThan(0);
  });
});

describe('the Brazilian sign-up pages', () => {
  it('exist only on the Brazilian site', async () => {
    for (const page of ['brv/sign-up', 'brv/sign-up-submitted']) {
      expect((await pageData(page)).status, page).toBe(404);
      expect((await pageData(page, br)).status, page).toBe(200);
    }
  });
});

describe('the analytics lead', () => {
  it('records a valid lead and refuses a malformed one in the protocol’s shape', async () => {
    const db = main.exchange.store.db;
    expect(await post(P.lead.path, { source: 'brv-sign-up', page: '/brv/sign-up', refcode: 'ABCD2345' })).toEqual({
      status: 200,
      body: [1],
    });
    expect((await post(P.lead.path, { source: 'join', page: '/join' })).body).toEqual([1]);
    expect(db.prepare('SELECT source, page, refcode FROM site_leads ORDER BY id').all()).toEqual([
      { source: 'brv-sign-up', page: '/brv/sign-up', refcode: 'ABCD2345' },
      { source: 'join', page: '/join', refcode: null },
    ]);
    const bad = [
      { page: '/join' },
      { source: 'elsewhere', page: '/join' },
      { source: 'join', page: 'javascript:alert(1)' },
      { source: 'join', page: `/${'x'.repeat(200)}` },
      { source: 'join', page: '/join', refcode: 'not a code' },
    ];
    for (const body of bad) {
      const r = await post(P.lead.path, body);
      expect(r.body.slice(0, 2), JSON.stringify(body)).toEqual(['error', 10020]);
    }
    expect(db.prepare('SELECT COUNT(*) FROM site_leads').pluck().get()).toBe(2);
  });

  it('stops recording at the day’s bound', async () => {
    const db = br.exchange.store.db;
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const fill = db.prepare("INSERT INTO site_leads (day, at, source, page) VALUES (?, ?, 'join', '/join')");
    db.transaction(() => {
      for (let i = 0; i < MAX_LEADS_PER_DAY; i++) fill.run(day, day);
    })();
    expect((await post(P.lead.path, { source: 'join', page: '/join' }, br)).body).toEqual([0]);
    expect(db.prepare('SELECT COUNT(*) FROM site_leads').pluck().get()).toBe(MAX_LEADS_PER_DAY);
  });
});

describe('the keep-alive ping', () => {
  it('answers [1, MTS] as JSON without a session', async () => {
    const before = Date.now();
    const res = await fetch(url(main, P.ping.path));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const [one, mts] = (await res.json()) as [number, number];
    expect(one).toBe(1);
    expect(mts).toBeGreaterThanOrEqual(before);
    expect((await fetch(url(main, P.ping.path), { method: 'POST' })).status).toBe(404);
  });
});

describe('a sign-up with a CPF', () => {
  async function captcha(x: LoopbackExchange) {
    const [id, question] = (await post(A.captchaChallenge.path, {}, x)).body as [string, string];
    const m = /(\d+)\s*([+−-])\s*(\d+)/.exec(question)!;
    const answer = m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]);
    return { captchaToken: `${id}:${answer}`, captchaProvider: 'local' };
  }
  const form = { password: 'correct horse battery', fullName: 'Ana Souza', phone: '+55 11 91234-5678', country: 'BR' };

  it('makes the account with country BR and keeps the CPF, name and phone', async () => {
    const email = 'ana.cpf@example.com';
    const r = await post(A.signup.path, { ...form, email, cpf: '529.982.247-25', ...(await captcha(br)) }, br);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const user = br.exchange.accounts.users.byEmail(email)!;
    expect(user.signupCountry).toBe('BR');
    expect(br.exchange.accounts.signup.details(user.id)).toEqual({ fullName: 'Ana Souza', cpf: '52998224725', phone: '+55 11 91234-5678' });
  });

  it('refuses wrong check digits, and a CPF outside Brazil', async () => {
    const wrong = await post(A.signup.path, { ...form, email: 'b@example.com', cpf: '529.982.247-52', ...(await captcha(br)) }, br);
    expect(wrong.body.slice(0, 2)).toEqual(['error', 10020]);
    expect(String(wrong.body[2])).toMatch(/^cpf: invalid/);
    const abroad = await post(
      A.signup.path,
      { ...form, email: 'c@example.com', country: 'PT', cpf: '529.982.247-25', ...(await captcha(br)) },
      br,
    );
    expect(String(abroad.body[2])).toMatch(/^cpf: only for residents of Brazil/);
    expect(br.exchange.accounts.users.byEmail('b@example.com')).toBeUndefined();
    expect(br.exchange.accounts.users.byEmail('c@example.com')).toBeUndefined();
  });
});
