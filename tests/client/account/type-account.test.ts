// The account type chosen on /verification is kept in the UI setting type_account (market-side
// §5), read back on the next visit (another device too).
import { describe, expect, it } from 'vitest';
import { TYPE_ACCOUNT_KEY, VerificationStore } from '../../../src/models/account/verification';

describe('type_account', () => {
  it('is read from the settings, kept when chosen, and anything else is no choice', async () => {
    const stored: Record<string, unknown> = { [TYPE_ACCOUNT_KEY]: 'corporate' };
    const rest = {
      call: async (def: { path: string }, body: { keys?: string[]; settings?: Record<string, unknown> }) => {
        if (def.path === '/v2/auth/r/settings') return (body.keys ?? []).filter((k) => k in stored).map((k) => [k, stored[k]]);
        if (def.path === '/v2/auth/w/settings/set') Object.assign(stored, body.settings);
        return [];
      },
    };
    const kyc = VerificationStore.create({}, { account: { channel: {}, rest } });
    expect([kyc.typeAccount, kyc.typeAccountRead]).toEqual([null, false]);
    await kyc.loadTypeAccount();
    expect([kyc.typeAccount, kyc.typeAccountRead]).toEqual(['corporate', true]);
    await kyc.chooseTypeAccount('individual');
    expect(stored[TYPE_ACCOUNT_KEY]).toBe('individual');
    stored[TYPE_ACCOUNT_KEY] = 'company';
    await kyc.loadTypeAccount();
    expect(kyc.typeAccount).toBeNull();
  });
});
