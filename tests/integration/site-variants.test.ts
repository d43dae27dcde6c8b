// A site variant at the exchange (TRADEDESK_SITE; account-side §6): the conf names the site and
// lists only what it offers, and the exchange itself refuses margin and derivatives orders on a
// site without them, while spot orders go through, and staking where the site does not offer it; the visitor's country and page views.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall, pageLogin, type PageSession } from './page-session';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { EARN_CALLS as E } from '../../src/protocol/calls/earn';
import { SECURITIES_CALLS as S } from '../../src/protocol/calls/securities';
import { GATE_REFUSALS } from '../../src/protocol/account/securities';
import { USER_INFO_SLOTS } from '../../server/accounts/user-info';
import { ACCOUNT_CALLS } from '../../src/protocol/calls/account';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../server/accounts/index';

let loopback: LoopbackExchange;
let base: string;
let demo: PageSession;

beforeAll(async () => {
  loopback = await startLoopbackExchange('site-tr', { seed: 5, site: 'tr', country: 'TR' });
  base = `http://127.0.0.1:${loopback.exchange.port}`;
  demo = await pageLogin(base, DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await loopback?.close();
});

const order = (type: string, symbol: string) =>
  pageCall(demo, T.orderSubmit.path, { type, symbol, amount: '0.001', price: '1000' }) as Promise<unknown[]>;

describe('the Turkish site', () => {
  it('is named by the conf, which lists only the features it offers', async () => {
    const res = await fetch(`${base}/v2/conf/pub:site:id,pub:list:features`);
    const [site, features] = (await res.json()) as [string, string[]];
    expect(site).toBe('tr');
    expect(features).toContain('spot');
    for (const off of ['margin', 'funding', 'derivatives']) expect(features).not.toContain(off);
  });

  it('refuses margin and derivatives orders with the reason, and takes spot orders', async () => {
    const margin = await order('LIMIT', 'tBTCUSD');
    expect(margin[0]).toBe('error');
    expect(String(margin[2])).toMatch(/margin trading is not offered on this site/);
    const deriv = await order('LIMIT', 'tBTCF0:USTF0');
    expect(deriv[0]).toBe('error');
    expect(String(deriv[2])).toMatch(/derivatives trading is not offered on this site/);
    const spot = await order('EXCHANGE LIMIT', 'tBTCUSD');
    expect(spot[6], JSON.stringify(spot)).toBe('SUCCESS');
  });

  it('refuses staking, which the site does not offer, and keeps the money in the wallet', async () => {
    expect(await pageCall(demo, E.stake.path, { currency: 'ETH', amount: '1' })).toEqual([
      'error',
      10001,
      'Stake refused: staking is not offered on this site',
    ]);
    expect(await pageCall(demo, E.unstake.path, { currency: 'ETH', amount: '1' })).toEqual([
      'error',
      10001,
      'Unstake refused: staking is not offered on this site',
    ]);
  });

  it('refuses securities, which the site does not offer: the sales, the answers and a subscription', async () => {
    const sales = await fetch(`${base}${S.sales.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await sales.json()).toEqual(['error', 10001, 'Securities are not offered on this site']);
    expect(await pageCall(demo, S.state.path)).toEqual(['error', 10001, 'Securities are not offered on this site']);
    expect(
      await pageCall(demo, S.prohibited.path, { answers: { sanctioned: false, politicallyExposed: false, restrictedJurisdiction: false } }),
    ).toEqual(['error', 10001, 'Securities are not offered on this site']);
    expect(await pageCall(demo, S.subscribe.path, { saleId: 1, amount: '100' })).toEqual(['error', 10001, GATE_REFUSALS.enabled]);
    expect(((await pageCall(demo, ACCOUNT_CALLS.userInfo.path)) as unknown[])[USER_INFO_SLOTS.isSecuritiesEnabled]).toBe(0);
  });
});

describe('the visitor calls of the site', () => {
  it('answer the configured country, and count page views (a bad path refused)', async () => {
    const geo = (await (await fetch(`${base}/v2/int/geo/ip`)).json()) as unknown[];
    expect(geo[1]).toBe('TR');
    const view = (path: unknown) =>
      fetch(`${base}/v2/int/analytics/pageview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path }),
      }).then((r) => r.json() as Promise<unknown[]>);
    expect(await view('/tradedesk')).toEqual([1]);
    const refused = await view('javascript:alert(1)');
    expect(refused[0]).toBe('error');
    expect(refused[1]).toBe(10020);
    const db = loopback.exchange.store.db;
    expect(db.prepare("SELECT views FROM site_pageviews WHERE path = '/tradedesk'").pluck().get()).toBe(1);
  });
});
