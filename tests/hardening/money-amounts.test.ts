// Finding 4 of the third probe (issue 32): bignumber.js's isPositive() is true for 0, so transfers
// and withdrawals of 0 were accepted, and a withdrawal of exactly its fee with fee_deduct sent
// nothing and charged the fee. Each is refused now, with its reason.
import { describe, expect, it } from 'vitest';
import { signed, startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

/** The notification's status and text; a refusal answered as the protocol's error is an ERROR. */
const outcome = (body: unknown) => {
  const n = body as unknown[];
  return n[0] === 'error' ? { status: 'ERROR', text: String(n[2]) } : { status: n[6], text: String(n[7]) };
};

const btc = async (): Promise<number> => {
  const rows = (await signed(rig.exchange, 'v2/auth/r/wallets')).body as unknown[][];
  return Number(rows.find((w) => w[0] === 'exchange' && w[1] === 'BTC')?.[2] ?? 0);
};

describe('amounts of money', () => {
  it('refuses a transfer of 0 in every spelling', async () => {
    for (const amount of ['0', '0.0', 0, '-0']) {
      const r = await signed(rig.exchange, 'v2/auth/w/transfer', { from: 'exchange', to: 'margin', currency: 'USD', amount });
      expect(outcome(r.body), String(amount)).toEqual({ status: 'ERROR', text: 'amount: invalid' });
    }
  });

  it('refuses a withdrawal of 0, and one that would send nothing once the fee is deducted', async () => {
    const before = await btc();
    const address = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    const zero = await signed(rig.exchange, 'v2/auth/w/withdraw', { wallet: 'exchange', method: 'bitcoin', amount: '0', address });
    expect(outcome(zero.body)).toEqual({ status: 'ERROR', text: 'amount: invalid' });
    // 0.0004 BTC is the bitcoin method's fee: deducted, nothing would be sent.
    const feeOnly = await signed(rig.exchange, 'v2/auth/w/withdraw', {
      wallet: 'exchange',
      method: 'bitcoin',
      amount: '0.0004',
      address,
      fee_deduct: 1,
    });
    expect(outcome(feeOnly.body)).toEqual({
      status: 'ERROR',
      text: 'Invalid withdrawal: the amount must be larger than the fee of 0.0004 BTC',
    });
    expect(await btc()).toBe(before);
  });
});
