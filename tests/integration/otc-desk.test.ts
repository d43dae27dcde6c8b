// The OTC desk against the running exchange (issue 16, item 1): a firm quote priced from the
// pair's book with the desk's spread, accepted into the exchange wallets with a ledger entry for
// each currency; the refusals of a lapsed quote, a second acceptance, a wallet short of money,
// bad input and a key without the right to trade; the quotes' history kept across a restart.
import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { OTC_QUOTE_TTL_S, OTC_SPREAD_RATE, decodeOtcQuote, type OtcQuote } from '../../src/protocol/account/otc-quote';
import { callPath } from '../../src/protocol/calls/define';
import { OTC_CALLS as O } from '../../src/protocol/calls/otc';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { accountRig, apiKeyOf, exchangeBalance, onOneDataFolder, type KeyCaps } from './account-rig';
import { keyCall, pageCall as call, type PageSession } from './page-session';
import { testClock } from '../test-clock';

// The desk's clock is the test's: a quote lapses when the test moves the clock past its seconds.
const clock = testClock();
const rig = accountRig('otc-desk', { seed: 16 }, 'correct horse battery 16', { env: {}, now: clock.now });
const newTrader = rig.newTrader;

async function quote(s: PageSession, body: unknown): Promise<OtcQuote> {
  const n = (await call(s, O.otcQuote.path, body)) as unknown[];
  expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
  return decodeOtcQuote(n[4])!;
}

/** The exchange wallet's balance of a currency. */
const balance = async (s: PageSession, currency: string): Promise<string> => (await exchangeBalance(s, currency)).toFixed();

describe('OTC desk', () => {
  it('quotes the mid with the spread, firm for the stated seconds; accepting settles both currencies with ledger entries', async () => {
    const s = await newTrader('otc-one@example.com');
    const ticker = (await (await fetch(`${rig.base}/v2/ticker/tBTCUSD`)).json()) as number[];
    const mid = new BigNumber(ticker[0]!).plus(ticker[2]!).div(2);
    const buy = await quote(s, { symbol: 'tBTCUSD', side: 'buy', amount: '0.5' });
    expect(buy).toMatchObject({ symbol: 'tBTCUSD', side: 'buy', amount: 0.5, status: 'FIRM', acceptedMts: null });
    expect(buy.expiresMts - buy.mts).toBe(OTC_QUOTE_TTL_S * 1000);
    // Above the mid by the spread (the book may have moved a little since the ticker was read).
    const ratio = new BigNumber(buy.price).div(mid).minus(1).toNumber();
    expect(ratio).toBeGreaterThan(Number(OTC_SPREAD_RATE) * 0.5);
    expect(ratio).toBeLessThan(Number(OTC_SPREAD_RATE) * 1.5);
    expect(buy.total).toBe(new BigNumber(buy.price).times(0.5).decimalPlaces(8).toNumber());

    const n = (await call(s, O.otcAccept.path, { id: buy.id })) as unknown[];
    expect(n[1]).toBe('otc-accept');
    expect(n[6]).toBe('SUCCESS');
    expect(n[7]).toBe(
      `OTC trade ${buy.id}: bought 0.5 BTC at ${new BigNumber(buy.price).toFixed()}${Number.isInteger(buy.price) ? '.0' : ''} USD`,
    );
    expect(decodeOtcQuote(n[4])).toMatchObject({ id: buy.id, status: 'ACCEPTED', acceptedMts: expect.any(Number) });
    expect(await balance(s, 'BTC')).toBe('2.5');
    expect(await balance(s, 'USD')).toBe(new BigNumber(100_000).minus(buy.total).toFixed());

    const ledger = (currency: string) => call(s, callPath(T.ledgersOf, { currency }), { limit: 5 }) as Promise<unknown[][]>;
    const [usd] = await ledger('USD');
    const [btc] = await ledger('BTC');
    expect(usd?.[5]).toBe(-buy.total);
    expect(String(usd?.[8])).toContain(`OTC trade ${buy.id}: bought 0.5 BTC`);
    expect(btc?.[5]).toBe(0.5);
    expect(btc?.[6]).toBe(2.5);

    // A sale the other way round: below the mid, BTC out, USD in.
    const sell = await quote(s, { symbol: 'tBTCUSD', side: 'sell', amount: 1 });
    expect(sell.price).toBeLessThan(buy.price);
    expect(((await call(s, O.otcAccept.path, { id: sell.id })) as unknown[])[6]).toBe('SUCCESS');
    expect(await balance(s, 'BTC')).toBe('1.5');
    expect(await balance(s, 'USD')).toBe(new BigNumber(100_000).minus(buy.total).plus(sell.total).toFixed());

    const history = ((await call(s, O.otcQuotes.path, {})) as unknown[]).map(decodeOtcQuote);
    expect(history.map((q) => [q?.id, q?.side, q?.status])).toEqual([
      [sell.id, 'sell', 'ACCEPTED'],
      [buy.id, 'buy', 'ACCEPTED'],
    ]);
  });

  it('refuses a second acceptance, even two at once, and moves the money once', async () => {
    const s = await newTrader('otc-two@example.com');
    const q = await quote(s, { symbol: 'tETHUSD', side: 'sell', amount: '3' });
    const both = (await Promise.all([call(s, O.otcAccept.path, { id: q.id }), call(s, O.otcAccept.path, { id: q.id })])) as unknown[][];
    expect(both.filter((r) => r[6] === 'SUCCESS')).toHaveLength(1);
    expect(both.filter((r) => r[0] === 'error')).toEqual([['error', 10001, `OTC accept refused: quote ${q.id} was accepted already`]]);
    expect(await call(s, O.otcAccept.path, { id: q.id })).toEqual([
      'error',
      10001,
      `OTC accept refused: quote ${q.id} was accepted already`,
    ]);
    expect(await balance(s, 'ETH')).toBe('27');
  });

  it('lets a quote lapse after its seconds: accepting it then is refused and nothing moves', async () => {
    const s = await newTrader('otc-three@example.com');
    const q = await quote(s, { symbol: 'tBTCUSD', side: 'buy', amount: '0.01' });
    clock.advance(OTC_QUOTE_TTL_S * 1000 + 300);
    expect(await call(s, O.otcAccept.path, { id: q.id })).toEqual([
      'error',
      10001,
      `OTC accept refused: quote ${q.id} lapsed ${OTC_QUOTE_TTL_S} s after it was given; ask for a new one`,
    ]);
    expect(await balance(s, 'BTC')).toBe('2');
    expect(await balance(s, 'USD')).toBe('100000');
    const [listed] = ((await call(s, O.otcQuotes.path, {})) as unknown[]).map(decodeOtcQuote);
    expect(listed).toMatchObject({ id: q.id, status: 'LAPSED', acceptedMts: null });
  });

  it('refuses to settle more than the wallet holds', async () => {
    const s = await newTrader('otc-four@example.com');
    const big = await quote(s, { symbol: 'tBTCUSD', side: 'buy', amount: '50' });
    const r = (await call(s, O.otcAccept.path, { id: big.id })) as unknown[];
    expect(r).toEqual(['error', 10001, expect.stringMatching(/^OTC accept refused: not enough USD available in the exchange wallet/)]);
    const sell = await quote(s, { symbol: 'tBTCUSD', side: 'sell', amount: '2.5' });
    expect(await call(s, O.otcAccept.path, { id: sell.id })).toEqual([
      'error',
      10001,
      'OTC accept refused: not enough BTC available in the exchange wallet (2.5 needed)',
    ]);
    expect(await balance(s, 'USD')).toBe('100000');
    expect(await balance(s, 'BTC')).toBe('2');
  });

  it('refuses bad input in the error shape, and quotes of other accounts', async () => {
    const s = await newTrader('otc-five@example.com');
    const other = await newTrader('otc-six@example.com');
    const ask = (body: unknown) => call(s, O.otcQuote.path, body);
    expect(await ask({ symbol: 'tBTCUSD', side: 'hold', amount: '1' })).toEqual(['error', 10020, 'side: invalid']);
    expect(await ask({ symbol: 'tBTCUSD', side: 'buy', amount: 'lots' })).toEqual(['error', 10020, 'amount: invalid']);
    expect(await ask({ symbol: 'fUSD', side: 'buy', amount: '1' })).toEqual(['error', 10020, 'symbol: invalid']);
    expect(await ask({ side: 'buy', amount: '1' })).toEqual(['error', 10020, 'symbol: invalid']);
    expect(await ask({ symbol: 'tBTCUSD', side: 'buy', amount: '-1' })).toEqual([
      'error',
      10020,
      'amount: invalid (a positive amount, at most 8 decimals)',
    ]);
    expect(await ask({ symbol: 'tBTCUSD', side: 'buy', amount: '0.000000001' })).toEqual([
      'error',
      10020,
      'amount: invalid (a positive amount, at most 8 decimals)',
    ]);
    expect(await ask({ symbol: 'tNOPEUSD', side: 'buy', amount: '1' })).toEqual([
      'error',
      10020,
      'symbol: invalid (a spot pair of the exchange)',
    ]);
    expect(await ask({ symbol: 'tBTCF0:USTF0', side: 'buy', amount: '1' })).toEqual([
      'error',
      10020,
      'symbol: invalid (a spot pair of the exchange)',
    ]);
    expect(await call(s, O.otcAccept.path, { id: 'first' })).toEqual(['error', 10020, 'id: invalid']);
    const theirs = await quote(other, { symbol: 'tBTCUSD', side: 'buy', amount: '0.1' });
    expect(await call(s, O.otcAccept.path, { id: theirs.id })).toEqual([
      'error',
      10001,
      `OTC accept refused: quote ${theirs.id} is not one of this account's`,
    ]);
    expect(await call(s, O.otcQuotes.path, {})).toEqual([]);
  });

  it('needs the right to write orders to quote and accept, and to read them for the history', async () => {
    const { id: userId } = await rig.trader('otc-seven@example.com');
    const key = (caps: KeyCaps) => apiKeyOf(rig, userId, 'otc bot', caps);
    const [readOnly, readSecret] = await key({ orders: { read: 1, write: 0 } });
    const body = { symbol: 'tBTCUSD', side: 'buy', amount: '0.1' };
    expect(await keyCall(rig.base, readOnly, readSecret, O.otcQuote.path, body)).toEqual([
      'error',
      10100,
      'apikey: permission denied (orders write)',
    ]);
    expect(await keyCall(rig.base, readOnly, readSecret, O.otcQuotes.path, {})).toEqual([]);
    const [wallets, walletsSecret] = await key({ wallets: { read: 1, write: 1 } });
    expect(await keyCall(rig.base, wallets, walletsSecret, O.otcQuotes.path, {})).toEqual([
      'error',
      10100,
      'apikey: permission denied (orders read)',
    ]);
    const [trader, traderSecret] = await key({ orders: { read: 1, write: 1 } });
    const n = (await keyCall(rig.base, trader, traderSecret, O.otcQuote.path, body)) as unknown[];
    expect(n[6]).toBe('SUCCESS');
    const id = decodeOtcQuote(n[4])!.id;
    expect(((await keyCall(rig.base, trader, traderSecret, O.otcAccept.path, { id })) as unknown[])[6]).toBe('SUCCESS');
  });

  it('keeps the quotes and their outcome across a restart', async () => {
    await onOneDataFolder('otc-restart', { seed: 16 }, async (boot) => {
      const first = await boot();
      const s1 = first.demo;
      const n = (await call(s1, O.otcQuote.path, { symbol: 'tBTCUSD', side: 'buy', amount: '0.2' })) as unknown[];
      const accepted = decodeOtcQuote(n[4])!;
      expect(((await call(s1, O.otcAccept.path, { id: accepted.id })) as unknown[])[6]).toBe('SUCCESS');
      const open = decodeOtcQuote(((await call(s1, O.otcQuote.path, { symbol: 'tETHUSD', side: 'sell', amount: '1' })) as unknown[])[4])!;
      const before = (await call(s1, O.otcQuotes.path, {})) as unknown[][];
      await first.exchange.close();

      const second = await boot();
      const s2 = second.demo;
      const after = (await call(s2, O.otcQuotes.path, {})) as unknown[][];
      expect(after.map((r) => r.slice(0, 8))).toEqual(before.map((r) => r.slice(0, 8)));
      expect(after.map((r) => decodeOtcQuote(r)!.id)).toEqual([open.id, accepted.id]);
      expect(decodeOtcQuote(after[1])?.status).toBe('ACCEPTED');
      // Accepted once, before the restart: still refused after it.
      expect(await call(s2, O.otcAccept.path, { id: accepted.id })).toEqual([
        'error',
        10001,
        `OTC accept refused: quote ${accepted.id} was accepted already`,
      ]);
      await second.close();
    });
  }, 60_000);
});
