// Finding 2 of the third probe (issue 32): with the account frozen, a funding offer and a bid still
// went into the book, an OTC quote given before the freeze was accepted, a sub-account was made
// and funded, and a full API key was made. The freeze stops every movement of the account's money
// and these actions now, each refused with the protocol's error shape and why.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { OTC_CALLS as O } from '../../src/protocol/calls/otc';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { pageCall as call, pageTrader } from '../integration/page-session';
import { startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

const locked = (what: string) => `account: frozen (${what} is locked until the freeze is lifted)`;
/** A refusal's text: the protocol's error, or a notification with ERROR status. */
const refusal = (r: unknown) => {
  const a = r as unknown[];
  if (a[0] === 'error') return String(a[2]);
  expect(a[6], JSON.stringify(a)).toBe('ERROR');
  return String(a[7]);
};

describe('a frozen account', () => {
  it('moves no money: no funding offer or bid, OTC deal, transfer, sub-account or API key', async () => {
    const ex = rig.exchange;
    const { session: s, id } = await pageTrader(ex, 'frozen-money@example.org', 'Frozen-money-42x');
    // Before the freeze: a sub-account and a firm OTC quote.
    const subId = ((await call(s, C.subaccountCreate.path, { name: 'desk-frozen' })) as unknown[])[0] as number;
    const quoted = (await call(s, O.otcQuote.path, { symbol: 'tBTCUSD', side: 'buy', amount: '0.01' })) as unknown[];
    expect(quoted[6]).toBe('SUCCESS');
    const quoteId = (quoted[4] as unknown[])[0];
    const wallets = await call(s, T.wallets.path);

    expect(((await call(s, C.freeze.path)) as unknown[])[0]).toEqual(expect.any(Number));

    const offer = (amount: string) => ({ type: 'LIMIT', symbol: 'fUSD', amount, rate: '0.0002', period: 2 });
    expect(refusal(await call(s, T.offerSubmit.path, offer('200')))).toBe(locked('a funding offer'));
    expect(refusal(await call(s, T.offerSubmit.path, offer('-200')))).toBe(locked('a funding bid'));
    expect(refusal(await call(s, O.otcAccept.path, { id: quoteId }))).toBe(`OTC accept refused: ${locked('an OTC deal')}`);
    const move = { from: 'exchange', to: 'margin', currency: 'USD', amount: '10' };
    expect(refusal(await call(s, T.transfer.path, move))).toBe(locked('a transfer'));
    expect(await call(s, C.subaccountCreate.path, { name: 'desk-frozen-2' })).toEqual(['error', 10001, locked('a new sub-account')]);
    const funding = { ...move, to: 'exchange', user_id_src: id, user_id_dst: subId };
    expect(refusal(await call(s, C.subaccountTransfer.path, funding))).toBe(locked('a transfer'));
    const caps = { account: { read: 1, write: 1 }, wallets: { read: 1, write: 1 }, withdraw: { read: 1, write: 1 } };
    expect(await call(s, C.apiKeyCreate.path, { label: 'all of it', caps })).toEqual(['error', 10001, locked('a new API key')]);

    // Nothing moved, nothing was made; the sub-account is frozen with its master.
    expect(await call(s, T.wallets.path)).toEqual(wallets);
    expect(((await call(s, C.subaccounts.path)) as unknown[][]).map((r) => r[0])).toEqual([subId]);
    expect(await call(s, C.apiKeys.path)).toEqual([]);
    expect(await call(s, C.subaccountSwitch.path, { subaccountId: subId })).toEqual([subId]);
    expect(refusal(await call(s, T.transfer.path, move))).toBe(locked('a transfer'));
  });
});
