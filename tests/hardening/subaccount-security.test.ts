// Finding 1 of the third probe (issue 32): the master whitelisted one BTC address, made a
// sub-account, moved 0.01 BTC to it, made an API key there and withdrew to an address outside the
// list — the withdrawal check read the sub-account's own (always empty) whitelist. A sub-account's
// withdrawals, their codes and its new API keys follow its master's security now.
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { MODAL_CALLS } from '../../src/protocol/calls/modals';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { keyCall, pageCall as call, pageTrader, traderKey } from '../integration/page-session';
import { startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

const LISTED = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
const ELSEWHERE = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const EMAIL = 'master-wl@example.org';
const REFUSED = `Invalid withdrawal: ${ELSEWHERE} is not on this account's withdrawal whitelist for BTC`;

/** The text of a refusal, whether a notification or the protocol's error. */
const textOf = (r: unknown) => ((r as unknown[])[0] === 'error' ? String((r as unknown[])[2]) : String((r as unknown[])[7]));
const withdrawal = (address: string) => ({ wallet: 'exchange', method: 'bitcoin', amount: '0.002', address });

describe("a sub-account's withdrawals", () => {
  it("are held to the master's whitelist, and ask for codes only as the master's account does", async () => {
    const ex = rig.exchange;
    const base = ex.url;
    const { session: master, id: masterId } = await pageTrader(ex, EMAIL, 'Master-list-42x');

    // The master whitelists one BTC address, approved with the mailed code.
    const asked = (await call(master, C.securityChange.path, { whitelisted_addresses: { BTC: [LISTED] } })) as unknown[];
    const mail = ex.accounts.outbox.list({ to: EMAIL }).find((m) => m.kind === 'security-code');
    const code = /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
    expect(((await call(master, C.securityApprove.path, { token: asked[0], code })) as unknown[])[0]).toEqual({
      BTC: { on: true, addresses: [{ address: LISTED, error: null }] },
    });

    // A sub-account, funded with 0.01 BTC, and a full API key of its own.
    const subId = ((await call(master, C.subaccountCreate.path, { name: 'desk-wl' })) as unknown[])[0] as number;
    const body = { user_id_src: masterId, user_id_dst: subId, currency: 'BTC', amount: '0.01' };
    const moved = (await call(master, C.subaccountTransfer.path, { ...body, from: 'exchange', to: 'exchange' })) as unknown[];
    expect(moved[6]).toBe('SUCCESS');
    const full = { wallets: { read: 1, write: 1 }, withdraw: { read: 1, write: 1 }, account: { read: 1, write: 1 } };
    const [key, secret] = traderKey(ex, subId, 'sub bot', full);

    // With the key, and from the master's session switched to the sub-account: outside the list, refused.
    expect(textOf(await keyCall(base, key, secret, T.withdraw.path, withdrawal(ELSEWHERE)))).toBe(REFUSED);
    expect(await call(master, C.subaccountSwitch.path, { subaccountId: subId })).toEqual([subId]);
    expect(textOf(await call(master, T.withdraw.path, withdrawal(ELSEWHERE)))).toBe(REFUSED);
    // To the listed address it goes (waiting for the link, as the master's own would).
    const listed = (await keyCall(base, key, secret, T.withdraw.path, withdrawal(LISTED))) as unknown[];
    expect(listed[6]).toBe('SUCCESS');
    expect(textOf(listed)).toMatch(/confirm it from the link/);
    await call(master, C.subaccountSwitch.path, { subaccountId: 0 });

    // The master turns on its authenticator app: its account confirms no more by mailed codes,
    // nor does the sub-account's (whose own record has no second factor).
    const [secretOtp] = (await call(master, C.otpEnable.path)) as [string];
    expect(await call(master, C.otpConfirm.path, { code: generateSync({ secret: secretOtp }) })).toEqual([1]);
    const codeAsked = (await keyCall(base, key, secret, MODAL_CALLS.emailCode.path, { action: 'withdraw' })) as unknown[];
    expect(codeAsked).toEqual(['error', 10020, 'email code: not used by this account (it confirms with its second factor)']);
  });
});
