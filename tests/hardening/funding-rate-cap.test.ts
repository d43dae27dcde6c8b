// Finding 5 of the third probe (issue 32): a funding offer at a daily rate of 1e308 went into the
// public book. A rate (or an FRR delta) beyond 7 % a day is refused now, with the bound.
import { describe, expect, it } from 'vitest';
import { signed, startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

/** The notification's status and text; a refusal answered as the protocol's error is an ERROR. */
const outcome = (body: unknown) => {
  const n = body as unknown[];
  return n[0] === 'error' ? { status: 'ERROR', text: String(n[2]) } : { status: n[6], text: String(n[7]) };
};

describe('funding rates', () => {
  const offer = (rate: number | string, amount = '200') =>
    signed(rig.exchange, 'v2/auth/w/funding/offer/submit', { type: 'LIMIT', symbol: 'fUSD', amount, rate, period: 2 });

  it('refuses an offer or a bid above the highest daily rate, and takes one at it', async () => {
    for (const rate of [1e308, '0.0700001', 5]) {
      const r = await offer(rate);
      expect(outcome(r.body), String(rate)).toEqual({
        status: 'ERROR',
        text: 'rate: invalid (at most 0.07 a day, 7%)',
      });
    }
    expect(outcome((await offer(1e308, '-200')).body).text).toBe('rate: invalid (at most 0.07 a day, 7%)');
    const book = (await (await fetch(`${rig.exchange.url}/v2/book/fUSD/P0?len=100`)).json()) as number[][];
    expect(book.every((level) => level[0]! <= 0.07)).toBe(true);
    expect(outcome((await offer('0.07')).body).status).toBe('SUCCESS');
  });

  it('refuses an FRR-relative offer whose delta is beyond the same bound', async () => {
    const r = await signed(rig.exchange, 'v2/auth/w/funding/offer/submit', {
      type: 'FRRDELTAVAR',
      symbol: 'fUSD',
      amount: '200',
      rate: '1',
      period: 2,
    });
    expect(outcome(r.body)).toEqual({ status: 'ERROR', text: 'rate: invalid (at most 0.07 a day, 7%)' });
  });
});
