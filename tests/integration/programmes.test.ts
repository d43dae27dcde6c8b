// The account's programmes against the running exchange (issue 16, items 5–7): a sign-up with a
// referral code recorded and the referrer credited its share of the referred account's trading
// fees (wallet, ledger, summary); an invoice paid by deposits to its address, and one that expired;
// competitors ranked by their volume on the competition's pairs; the refusals (an account not
// merchant- or competition-enabled, a bad amount, joining twice); and all of it kept across a
// restart.
import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { callPath } from '../../src/protocol/calls/define';
import { PROGRAMME_CALLS as P } from '../../src/protocol/calls/programmes';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { AFFILIATE_COMMISSION_RATE, decodeAffiliateSummary } from '../../src/protocol/programmes/affiliates';
import { decodeCompetitionEntry, decodeRanking } from '../../src/protocol/programmes/competitions';
import { decodeInvoice, INVOICE_TTL_MIN, type Invoice } from '../../src/protocol/programmes/invoices';
import { DEFAULT_TIMINGS } from '../../server/trading/context';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { testClock } from '../test-clock';
import { pageCall as call, pageLogin, pageTrader, type PageSession } from './page-session';
import { signUpConfirmed, until } from './signup-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;

const clock = testClock();
beforeAll(async () => {
  loopback = await startLoopbackExchange('programmes', { seed: 17 }, { env: {}, now: clock.now });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

const PASSWORD = 'correct horse battery 17';

/** The deposits sent arrive: the clock moves past their delay and the exchange's timers run (as
 *  their next tick would), instead of the test waiting the 2 to 3 s of the real ones. */
function depositsArrive(): void {
  clock.advance(DEFAULT_TIMINGS.depositDelayMs);
  exchange.trading.runTimers();
}

const signUp = (email: string, refCode?: string) => signUpConfirmed(base, email, PASSWORD, refCode);

async function balance(s: PageSession, currency: string): Promise<BigNumber> {
  const rows = (await call(s, T.wallets.path)) as unknown[][];
  return new BigNumber((rows.find((r) => r[0] === 'exchange' && r[1] === currency)?.[2] as number | undefined) ?? 0);
}

/** A market buy of the exchange wallet; resolves with the fees its trades charged (in the base currency). */
async function marketBuy(s: PageSession, symbol: string, amount: string): Promise<BigNumber[]> {
  const n = (await call(s, T.orderSubmit.path, { type: 'EXCHANGE MARKET', symbol, amount })) as unknown[];
  expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
  const orderId = ((n[4] as unknown[][])[0] as unknown[])[0] as number;
  const trades = await until(
    async () => ((await call(s, T.tradesHist.path, {})) as unknown[][]).filter((t) => t[3] === orderId),
    (ts) => ts.length > 0 && ts.reduce((sum, t) => sum.plus(t[4] as number), new BigNumber(0)).eq(amount),
  );
  return trades.map((t) => new BigNumber(t[9] as number).negated());
}

async function enable(s: PageSession, programme: 'merchant' | 'competition'): Promise<unknown[]> {
  return (await call(s, P.programmeEnable.path, { programme })) as unknown[];
}

async function createInvoice(s: PageSession, body: unknown): Promise<Invoice> {
  const n = (await call(s, P.invoiceCreate.path, body)) as unknown[];
  expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
  return decodeInvoice(n[4])!;
}

const invoices = async (s: PageSession) => ((await call(s, P.invoices.path, {})) as unknown[]).map(decodeInvoice);

describe('affiliates', () => {
  it('records a sign-up through a referral code and credits the referrer its share of the fees, with a ledger entry', async () => {
    const referrer = (await pageTrader(exchange, 'referrer@example.com', PASSWORD)).session;
    const before = decodeAffiliateSummary(await call(referrer, P.affiliates.path))!;
    expect(before.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(before.rate).toBe(AFFILIATE_COMMISSION_RATE);
    expect(before.referrals).toEqual([]);
    // The same code every time.
    expect(decodeAffiliateSummary(await call(referrer, P.affiliates.path))!.code).toBe(before.code);

    const referred = await signUp('friend.of.referrer@example.com', before.code.toLowerCase());
    const stranger = await signUp('no-referrer@example.com', 'NOSUCH22');
    const listed = decodeAffiliateSummary(await call(referrer, P.affiliates.path))!;
    expect(listed.referrals).toEqual([{ email: 'f•••@example.com', mts: expect.any(Number), earnedUsd: 0 }]);

    const btcBefore = await balance(referrer, 'BTC');
    const fees = await marketBuy(referred, 'tBTCUSD', '0.5');
    expect(fees.every((f) => f.isPositive())).toBe(true);
    // The share of each trade's fee, credited as the trade settles.
    const shares = fees.map((f) => f.times(AFFILIATE_COMMISSION_RATE).decimalPlaces(8));
    const share = shares.reduce((sum, x) => sum.plus(x), new BigNumber(0));
    expect((await balance(referrer, 'BTC')).minus(btcBefore).toFixed()).toBe(share.toFixed());
    const entries = ((await call(referrer, callPath(T.ledgersOf, { currency: 'BTC' }), { limit: 50 })) as unknown[][]).filter((e) =>
      String(e[8]).startsWith('Affiliate commission'),
    );
    expect(entries.map((e) => e[5]).sort()).toEqual(shares.map((x) => x.toNumber()).sort());
    for (const e of entries)
      expect(String(e[8])).toMatch(
        /^Affiliate commission: 20% of the trading fee of [\d.]+ BTC paid by f•••@example\.com \(trade \d+\) on wallet exchange$/,
      );

    // A trade of an account nobody referred credits nobody.
    await marketBuy(stranger, 'tBTCUSD', '0.1');
    const after = decodeAffiliateSummary(await call(referrer, P.affiliates.path))!;
    expect(after.earned).toEqual([{ currency: 'BTC', amount: share.toNumber() }]);
    expect(after.commissions).toHaveLength(shares.length);
    expect(after.commissions.every((c) => c.currency === 'BTC' && c.email === 'f•••@example.com')).toBe(true);
    expect(after.referrals[0]!.earnedUsd).toBeGreaterThan(0);
    expect(decodeAffiliateSummary(await call(stranger, P.affiliates.path))!.referrals).toEqual([]);
  }, 60_000);
});

describe('payments', () => {
  it('refuses invoices of an account that is not merchant-enabled, and merchant payments to one that takes no deposits', async () => {
    const s = (await pageTrader(exchange, 'not-a-merchant@example.com', PASSWORD)).session;
    expect(await call(s, P.invoiceCreate.path, { currency: 'BTC', amount: '0.1' })).toEqual([
      'error',
      10001,
      'Invoice refused: this account is not merchant-enabled (enable merchant payments first)',
    ]);
    const refused = await enable(s, 'merchant');
    expect(refused[0]).toBe('error');
    expect(String(refused[2])).toMatch(/^Merchant payments refused: invoices are paid by deposits, and /);
    expect(await call(s, P.programmes.path)).toEqual([
      ['merchant', null],
      ['competition', null],
    ]);
  });

  it('gives an invoice an address of its own; deposits to it settle it, and the user info says merchant-enabled', async () => {
    const s = await pageLogin(base, exchange.demo.email, exchange.demo.password);
    const on = await enable(s, 'merchant');
    expect(on[6]).toBe('SUCCESS');
    expect(on[7]).toBe('Merchant payments enabled');
    const info = (await call(s, '/v2/auth/r/info/user')) as unknown[];
    expect(info[24]).toBe(1);
    expect(info[25]).toBe(0);

    expect(await call(s, P.invoiceCreate.path, { currency: 'BTC', amount: '-1' })).toEqual([
      'error',
      10020,
      'amount: invalid (more than 0 and at most 1000000 BTC, at most 8 decimals)',
    ]);
    expect(await call(s, P.invoiceCreate.path, { currency: 'BTC', amount: 'a lot' })).toEqual(['error', 10020, 'amount: invalid']);
    expect(await call(s, P.invoiceCreate.path, { currency: 'DOGE', amount: '1' })).toEqual(['error', 10020, 'currency: invalid']);

    const inv = await createInvoice(s, { currency: 'btc', amount: '0.3', description: 'Order 17' });
    expect(inv).toMatchObject({ currency: 'BTC', amount: 0.3, status: 'PENDING', received: 0, paidMts: null, description: 'Order 17' });
    expect(inv.address).toMatch(/^bc1q/);
    expect(inv.expiresMts - inv.mts).toBe(INVOICE_TTL_MIN * 60_000);
    // The deposit page's address is not the invoice's.
    const dep = (await call(s, T.depositAddress.path, { wallet: 'exchange', method: 'bitcoin', op_renew: 0 })) as unknown[];
    expect((dep[4] as unknown[])[4]).not.toBe(inv.address);

    const btc = await balance(s, 'BTC');
    const send = (amount: string) => call(s, T.depositSend.path, { address: inv.address, amount }) as Promise<unknown[]>;
    expect((await send('0.1'))[6]).toBe('SUCCESS');
    depositsArrive();
    const part = await until(
      async () => (await invoices(s)).find((i) => i?.id === inv.id)!,
      (i) => i.received === 0.1,
    );
    expect(part.status).toBe('PENDING');
    expect((await send('0.2'))[6]).toBe('SUCCESS');
    depositsArrive();
    const paid = await until(
      async () => (await invoices(s)).find((i) => i?.id === inv.id)!,
      (i) => i.status === 'PAID',
    );
    expect(paid).toMatchObject({ received: 0.3, paidMts: expect.any(Number) });
    expect((await balance(s, 'BTC')).minus(btc).toFixed()).toBe('0.3');
  }, 30_000);

  it('lets an unpaid invoice expire; a deposit after its time is credited to the wallet but pays nothing', async () => {
    const s = await pageLogin(base, exchange.demo.email, exchange.demo.password);
    expect((await enable(s, 'merchant'))[7]).toBe('Merchant payments enabled already');
    const inv = await createInvoice(s, { currency: 'ETH', amount: '1' });
    // Its hour passed (the test moves the expiry instead of waiting an hour).
    exchange.store.db.prepare('UPDATE pg_invoices SET expires = ? WHERE id = ?').run(Date.now() - 1, inv.id);
    expect((await invoices(s)).find((i) => i?.id === inv.id)?.status).toBe('EXPIRED');
    const eth = await balance(s, 'ETH');
    expect(((await call(s, T.depositSend.path, { address: inv.address, amount: '1' })) as unknown[])[6]).toBe('SUCCESS');
    depositsArrive();
    await until(
      () => balance(s, 'ETH'),
      (b) => b.minus(eth).eq(1),
    );
    expect((await invoices(s)).find((i) => i?.id === inv.id)).toMatchObject({ status: 'EXPIRED', received: 0, paidMts: null });
  }, 30_000);
});

describe('competitions', () => {
  it('ranks its competitors by their volume on its pairs; refuses accounts not enabled and a second join', async () => {
    const now = Date.now();
    const day = 86_400_000;
    exchange.store.db
      .prepare('INSERT INTO site_competitions VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run('test-race', 'Test race', 'Most volume wins.', 'Volume in USD.', '1 UST', JSON.stringify(['tBTCUSD']), now - day, now + day);
    // One after the other: parallel logins from one address count as guesses (a captcha).
    const a = (await pageTrader(exchange, 'racer-a@example.com', PASSWORD)).session;
    const b = (await pageTrader(exchange, 'racer-b@example.com', PASSWORD)).session;
    const c = (await pageTrader(exchange, 'racer-c@example.com', PASSWORD)).session;
    const join = (s: PageSession, slug = 'test-race') => call(s, P.competitionJoin.path, { slug }) as Promise<unknown[]>;
    expect(await join(a)).toEqual(['error', 10001, 'Joining refused: this account is not competition-enabled (enable competitions first)']);
    for (const s of [a, b, c]) expect((await enable(s, 'competition'))[6]).toBe('SUCCESS');
    const joined = (await join(a)) as unknown[];
    expect(joined[6]).toBe('SUCCESS');
    expect(joined[7]).toBe('Joined Test race: trades on tBTCUSD count from its start to its end');
    expect(await join(a)).toEqual(['error', 10001, 'Joining refused: this account has joined Test race already']);
    expect(await join(a, 'no-such-race')).toEqual(['error', 10020, 'slug: invalid (not a competition of this site)']);
    expect(await join(a, 'LIF3')).toEqual(['error', 10001, 'Joining refused: LIF3 launch has ended']);
    expect((await join(b))[6]).toBe('SUCCESS');
    expect((await join(c))[6]).toBe('SUCCESS');

    await marketBuy(a, 'tBTCUSD', '0.1');
    await marketBuy(b, 'tBTCUSD', '0.4');
    // Not a pair of the competition: it does not count.
    await marketBuy(c, 'tETHUSD', '5');
    const ranking = ((await call(b, P.competitionRanking.path, { slug: 'test-race' })) as unknown[]).map(decodeRanking);
    expect(ranking.map((r) => [r?.rank, r?.nickname, r?.trades, r?.you])).toEqual([
      [1, 'racer-b', expect.any(Number), true],
      [2, 'racer-a', expect.any(Number), false],
      [3, 'racer-c', 0, false],
    ]);
    expect(ranking[0]!.volumeUsd).toBeGreaterThan(ranking[1]!.volumeUsd);
    expect(ranking[1]!.volumeUsd).toBeGreaterThan(0);
    expect(ranking[2]!.volumeUsd).toBe(0);
    expect(ranking.every((r) => typeof r?.mts === 'number')).toBe(true);

    const list = ((await call(a, P.competitions.path)) as unknown[]).map(decodeCompetitionEntry);
    expect(list.find((e) => e?.slug === 'test-race')).toMatchObject({ competitors: 3, joinedMts: expect.any(Number) });
    expect(list.find((e) => e?.slug === 'LIF3')).toMatchObject({ joinedMts: null });
  }, 60_000);
});
