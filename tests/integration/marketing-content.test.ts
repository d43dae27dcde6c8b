// The marketing site's server side: the articles of the seeded store (`/v1/articles`), each page's
// data (`/assets/page-data/{page}/page-data.json`: fees from the exchange's own fee configuration,
// the stats from `pub:raw:website:stats`, a missing page or one the site does not offer a 404 in
// the protocol's shape), newsletter subscriptions of a user and of a guest (to the outbox), and
// the platform status in maintenance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall, pageLogin } from './page-session';
import { ACCOUNT_CALLS as A } from '../../src/protocol/calls/account';
import { PUBLIC_CALLS as P } from '../../src/protocol/calls/public';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../server/accounts/index';
import type { Article, InfoPageData } from '../../src/protocol/marketing/pages';
import { LOCALES } from '../../src/format/locale';
import { METHODS } from '../../server/trading/wallet-methods';
import { LIGHTNING_LIMITS, TRAVEL_RULE_USD } from '../../server/trading/address-rules';
import { PAIRS } from '../../server/market/pairs';

let main: LoopbackExchange;
let base: string;

beforeAll(async () => {
  main = await startLoopbackExchange('marketing', { seed: 3 });
  base = `http://127.0.0.1:${main.exchange.port}`;
}, 60_000);
afterAll(async () => {
  await main?.close();
});

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};
const pageData = (page: string) => get(P.pageData.path.replace(':page', page));
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as unknown[] }),
  );

describe('/v1/articles', () => {
  it('answers the seeded news newest first, paged, and one article by id', async () => {
    const { status, body } = await get(`${P.articles.path}?category=news&limit=3`);
    expect(status).toBe(200);
    const list = body as Article[];
    expect(list).toHaveLength(3);
    expect(list.every((a) => a.category === 'news')).toBe(true);
    expect(list[0]!.publishedAt).toBeGreaterThanOrEqual(list[1]!.publishedAt);
    const next = (await get(`${P.articles.path}?category=news&limit=3&start=3`)).body as Article[];
    expect(next.map((a) => a.id)).not.toContain(list[0]!.id);
    const one = (await get(`${P.articles.path}?id=${list[0]!.id}`)).body as Article[];
    expect(one).toHaveLength(1);
    expect(one[0]!.body.length).toBeGreaterThan(100);
  });

  it('refuses bad parameters in the protocol shape', async () => {
    const { status, body } = await get(`${P.articles.path}?limit=500`);
    expect(status).toBe(500);
    expect(body).toEqual(['error', 10020, 'limit: invalid']);
    expect((await get(`${P.articles.path}?category=gossip`)).body).toEqual(['error', 10020, 'category: invalid']);
  });
});

describe('page data', () => {
  it('of the fees page is the exchange’s own fee configuration', async () => {
    const { status, body } = await pageData('fees');
    expect(status).toBe(200);
    const { page, data } = body as { page: string; data: { trading: unknown[][]; withdrawal: unknown[][] } };
    expect(page).toBe('fees');
    const btc = PAIRS.find((p) => p.pair === 'BTCUSD')!;
    expect(data.trading).toContainEqual(['BTCUSD', btc.makerFee, btc.takerFee]);
    expect(data.withdrawal.length).toBeGreaterThan(0);
  });

  it('of the stats page is pub:raw:website:stats, with the live 24-hour volume', async () => {
    const conf = (await get('/v2/conf/pub:raw:website:stats')).body as [Record<string, number>];
    expect(conf[0]!.markets).toBeGreaterThan(5);
    expect(conf[0]!.accounts).toBeGreaterThanOrEqual(1);
    const { data } = (await pageData('stats')).body as { data: { stats: Record<string, number> } };
    expect(data.stats.markets).toBe(conf[0]!.markets);
    expect(data.stats.volume24hUsd).toBeGreaterThanOrEqual(0);
  });

  it('of a post, of a nested page, and of the legal and competition templates', async () => {
    const post = (await pageData('posts/1')).body as { data: { post: Article } };
    expect(post.data.post.id).toBe(1);
    const about = (await pageData('securities/about')).body as { data: { title: string } };
    expect(about.data.title).toMatch(/Securities/);
    const terms = (await pageData('legal/terms')).body as { data: { title: string } };
    expect(terms.data.title).toBe('Terms of Service');
    const race = (await pageData('competitions/rally-royale')).body as { data: { competition: { pairs: string[] } } };
    expect(race.data.competition.pairs).toContain('tBTCUSD');
  });

  it('of a missing page is a 404 in the protocol’s shape, a page name out of shape refused', async () => {
    expect(await pageData('posts/999')).toEqual({ status: 404, body: ['error', 10020, 'page: not found'] });
    expect((await pageData('nowhere')).status).toBe(404);
    expect((await pageData('posts/../../etc')).status).not.toBe(200);
    expect((await get('/assets/page-data/fees/other.json')).status).toBe(404);
  });

  it('of a content page carries its texts in every locale from the store, and its link', async () => {
    const { status, body } = await pageData('manifesto');
    expect(status).toBe(200);
    const { data } = body as { data: InfoPageData };
    expect(Object.keys(data.texts).sort()).toEqual([...LOCALES].sort());
    expect(data.texts.en!.title).toBe('Manifesto');
    expect(data.texts.ru!.sections.length).toBeGreaterThanOrEqual(2);
    expect(data.href).toBe('/about');
    expect(data.methods).toBeUndefined();
  });

  it('of deposits and withdrawals lists each method with the exchange’s fee and limits', async () => {
    const { data } = (await pageData('deposits-withdrawals')).body as { data: InfoPageData };
    const methods = (data.methods ?? []).map(([method, currency, fee, min, max]) => [method, currency, fee, min, max]);
    expect(methods).toHaveLength(Object.keys(METHODS).length);
    expect(methods).toContainEqual(['bitcoin', 'BTC', METHODS.bitcoin!.fee, null, null]);
    expect(methods).toContainEqual(['lnx', 'BTC', '0', LIGHTNING_LIMITS.min.toFixed(), LIGHTNING_LIMITS.max.toFixed()]);
    expect(data.travelRuleUsd).toBe(TRAVEL_RULE_USD);
  });
});

describe('newsletter subscriptions', () => {
  it('of a guest go to the outbox once per campaign; a bad address or campaign is refused', async () => {
    const email = 'guest.reader@example.org';
    expect(await post(A.newsletterSubscribeGuest.path, { campaignId: 'weekly-markets', email })).toEqual({ status: 200, body: [1] });
    expect((await post(A.newsletterSubscribeGuest.path, { campaignId: 'weekly-markets', email: 'Guest.Reader@example.org' })).body).toEqual(
      [1],
    );
    const mails = main.exchange.accounts.outbox.list({ to: email });
    expect(mails.map((m) => m.kind)).toEqual(['newsletter', 'newsletter']);
    expect(mails[0]!.body).toMatch(/already subscribed/);
    expect(main.exchange.accounts.newsletter.subscribers('weekly-markets')).toBe(1);
    const bad = await post(A.newsletterSubscribeGuest.path, { campaignId: 'weekly-markets', email: 'no-at-sign' });
    expect(bad.body.slice(0, 2)).toEqual(['error', 10020]);
    expect(String(bad.body[2])).toMatch(/^email: invalid/);
    expect((await post(A.newsletterSubscribeGuest.path, { campaignId: 'spam', email })).body[0]).toBe('error');
  });

  it('of a signed-in user use the account’s address; without a session they are refused', async () => {
    const session = await pageLogin(base, DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD);
    expect(await pageCall(session, A.newsletterSubscribe.path, { campaignId: 'product-news' })).toEqual([1]);
    const mails = main.exchange.accounts.outbox.list({ to: DEFAULT_DEMO_EMAIL });
    expect(mails[0]!.kind).toBe('newsletter');
    expect(mails[0]!.subject).toMatch(/Product news/);
    const anonymous = await post(A.newsletterSubscribe.path, { campaignId: 'product-news' });
    expect(anonymous.body[0]).toBe('error');
    expect(anonymous.body[1]).toBe(10100);
  });
});

describe('a site without securities and derivatives, in maintenance', () => {
  let tr: LoopbackExchange;
  beforeAll(async () => {
    tr = await startLoopbackExchange('marketing-tr', { seed: 4, site: 'tr', maintenance: true });
  }, 60_000);
  afterAll(async () => {
    await tr?.close();
  });

  it('has no data for the pages it does not offer, and tells maintenance', async () => {
    const at = `http://127.0.0.1:${tr.exchange.port}`;
    expect((await fetch(`${at}${P.pageData.path.replace(':page', 'securities')}`)).status).toBe(404);
    expect((await fetch(`${at}${P.pageData.path.replace(':page', 'derivatives')}`)).status).toBe(404);
    expect((await fetch(`${at}${P.pageData.path.replace(':page', 'fees')}`)).status).toBe(200);
    // Thalex is a derivatives page; the other content pages every site has.
    expect((await fetch(`${at}${P.pageData.path.replace(':page', 'thalex')}`)).status).toBe(404);
    expect((await fetch(`${at}${P.pageData.path.replace(':page', 'support')}`)).status).toBe(200);
    expect(await (await fetch(`${at}${P.platformStatus.path}`)).json()).toEqual([0]);
    expect(await (await fetch(`${base}${P.platformStatus.path}`)).json()).toEqual([1]);
  });
});
