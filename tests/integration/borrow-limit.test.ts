// The collateral check on borrowing against the running exchange (issue 16 item 3): the
// available-to-borrow figure (`/v2/auth/r/funding/borrow-limit`) is the margin wallets' USD value at
// the leverage the margin rules allow less what is borrowed or bid for; a funding bid above it is
// refused in the error shape saying the numbers, and places nothing; a bid within it is taken and
// counts against the figure; moving collateral out of the margin wallet lowers it; a currency the
// funding market does not lend is refused.
import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBorrowLimit, type BorrowLimitView } from '../../src/protocol/account/borrow-limit';
import { EARN_CALLS as E } from '../../src/protocol/calls/earn';
import { FUNDING_LISTS, TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall as call, pageTrader, type PageSession } from './page-session';

let loopback: LoopbackExchange;

beforeAll(async () => {
  loopback = await startLoopbackExchange('borrow-limit', { seed: 29 });
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

async function limitOf(s: PageSession, currency: string): Promise<BorrowLimitView> {
  const raw = await call(s, E.borrowLimit.path, { currency });
  const l = decodeBorrowLimit(raw);
  if (!l) throw new Error(`not a borrow limit: ${JSON.stringify(raw)}`);
  return l;
}

const bid = (s: PageSession, currency: string, amount: string) =>
  call(s, T.offerSubmit.path, { type: 'LIMIT', symbol: `f${currency}`, amount: `-${amount}`, rate: '0.0002', period: 2 });

describe('the collateral check on borrowing', () => {
  it('refuses a bid its margin collateral cannot back, saying the numbers, and takes one it can', async () => {
    const { session: s } = await pageTrader(loopback.exchange, 'borrow-limit@example.com', 'correct horse battery 29');
    const usd = await limitOf(s, 'USD');
    expect(usd.currency).toBe('USD');
    expect(usd.priceUsd).toBe(1);
    expect(usd.collateralUsd).toBeGreaterThan(100_000);
    // BTC/USD and the other USD margin pairs: 1 / 0.2 initial margin at the most.
    expect(usd.leverage).toBeGreaterThanOrEqual(1);
    expect(usd.limitUsd).toBe(new BigNumber(usd.collateralUsd).times(usd.leverage).decimalPlaces(2, BigNumber.ROUND_DOWN).toNumber());
    expect(usd.committedUsd).toBe(0);
    expect(usd.availableUsd).toBe(usd.limitUsd);
    expect(usd.available).toBe(usd.availableUsd);

    // Well above the figure (the other currencies' prices move between the calls).
    const tooMuch = new BigNumber(usd.availableUsd).times(1.1).toFixed(2);
    const refused = (await bid(s, 'USD', tooMuch)) as unknown[];
    expect(refused.slice(0, 2)).toEqual(['error', 10001]);
    const m =
      /^Invalid bid: not enough collateral in the margin wallet to borrow ([\d.]+) USD \(([\d.]+) USD\): its ([\d.]+) USD at ([\d.]+)× leverage backs ([\d.]+) USD, ([\d.]+) USD of it already borrowed or bid for, leaving ([\d.]+) USD \(([\d.]+) USD\); add collateral to the margin wallet or borrow less$/.exec(
        String(refused[2]),
      );
    expect(m, String(refused[2])).not.toBeNull();
    const [, amount, amountUsd, collateral, leverage, limit, committed, left, leftCcy] = m!.map(Number);
    expect([amount, amountUsd, leverage, committed]).toEqual([Number(tooMuch), Number(tooMuch), usd.leverage, 0]);
    expect(Math.abs(collateral! - usd.collateralUsd) / usd.collateralUsd).toBeLessThan(0.01);
    expect(limit).toBe(new BigNumber(collateral!).times(leverage!).decimalPlaces(2, BigNumber.ROUND_DOWN).toNumber());
    expect([left, leftCcy]).toEqual([limit, limit]);
    expect(await call(s, FUNDING_LISTS.offers.live.path)).toEqual([]);

    // Within the figure: taken, and it counts against it (whatever the bid meets in the book).
    const ok = (await bid(s, 'USD', '5000')) as unknown[];
    expect(ok[6]).toBe('SUCCESS');
    const after = await limitOf(s, 'USD');
    expect(after.committedUsd).toBe(5000);
    expect(after.availableUsd).toBe(new BigNumber(after.limitUsd).minus(5000).toNumber());
    // The same figure in BTC: the USD left at the BTC price.
    const btc = await limitOf(s, 'BTC');
    expect(btc.committedUsd).toBe(5000);
    expect(btc.available).toBe(new BigNumber(btc.availableUsd).div(btc.priceUsd!).decimalPlaces(8, BigNumber.ROUND_DOWN).toNumber());
    expect(((await bid(s, 'BTC', new BigNumber(btc.available!).plus(0.01).toFixed())) as unknown[])[2]).toMatch(
      /^Invalid bid: not enough collateral in the margin wallet to borrow [\d.]+ BTC \([\d.]+ USD\): .* 5000\.00 USD of it already borrowed or bid for/,
    );
  });

  it('lowers the figure when collateral leaves the margin wallet', async () => {
    const { session: s } = await pageTrader(loopback.exchange, 'borrow-limit-move@example.com', 'correct horse battery 29');
    const before = await limitOf(s, 'USD');
    const moved = (await call(s, T.transfer.path, { from: 'margin', to: 'exchange', currency: 'USD', amount: '50000' })) as unknown[];
    expect(moved[6]).toBe('SUCCESS');
    const after = await limitOf(s, 'USD');
    // 50,000 USD less (the other currencies' prices move meanwhile: within 1 %).
    expect(Math.abs(before.collateralUsd - after.collateralUsd - 50_000)).toBeLessThan(500);
    expect(after.availableUsd).toBeLessThan(before.availableUsd);
  });

  it('refuses a currency the funding market does not lend', async () => {
    const { session: s } = await pageTrader(loopback.exchange, 'borrow-limit-ccy@example.com', 'correct horse battery 29');
    const r = (await call(s, E.borrowLimit.path, { currency: 'DOGE' })) as unknown[];
    expect(r.slice(0, 2)).toEqual(['error', 10020]);
    expect(String(r[2])).toMatch(/^currency: invalid \(the funding market lends /);
  });
});
