// When the remaining modals of account-side §2 are shown, and how each is remembered: a
// currency's own agreement (listed currencies, until the published version is accepted under its
// terms keys; the exchange's refusal names the currency), a withdrawal's asks in order (agreement,
// beneficiary above the travel rule's threshold, the mailed code for an account with no other
// second factor), the permitted beneficiary, and the funding disclaimer (until its version is
// accepted under its terms keys).
import { describe, expect, it } from 'vitest';
import {
  agreementConfKey,
  agreementDue,
  agreementKeys,
  agreementRefusal,
  agreementRefused,
} from '../../../src/protocol/account/currency-agreement';
import { nextWithdrawAsk, withdrawAnswers, withdrawalCheckOn, type WithdrawCase } from '../../../src/pages/money/withdraw-asks';
import { isPermittedBeneficiary } from '../../../src/protocol/account/beneficiary';
import { DISCLAIMERS, disclaimerDue, disclaimerKeys } from '../../../src/protocol/account/disclaimers';
import { UI_SETTING_KEY } from '../../../server/accounts/settings';

describe('a currency agreement', () => {
  it('is asked of a listed currency until the published version is accepted', () => {
    const listed = ['XRP', 'SOL'];
    expect(agreementDue(listed, 'BTC', 100, undefined)).toBe(false);
    expect(agreementDue(listed, 'XRP', 100, undefined)).toBe(true);
    expect(agreementDue(listed, 'xrp', 100, 99)).toBe(true);
    expect(agreementDue(listed, 'XRP', 100, 100)).toBe(false);
    expect(agreementDue(listed, 'XRP', 100, 150)).toBe(false);
    expect(agreementDue(listed, 'XRP', 100, '100')).toBe(true);
  });

  it('is remembered under the terms keys of its kind, which the exchange stores', () => {
    expect(agreementKeys('XRP')).toEqual({
      accepted: 'terms:currency_XRP:accepted',
      seen: 'terms:currency_XRP:seen',
      modified: 'terms:currency_XRP:modified',
    });
    expect(agreementConfKey('sol')).toBe('pub:legal:terms:currency_SOL');
    for (const key of Object.values(agreementKeys('XRP'))) expect(UI_SETTING_KEY.test(key)).toBe(true);
  });

  it("is asked when the exchange's refusal names it", () => {
    expect(agreementRefused(agreementRefusal('XRP'))).toBe('XRP');
    expect(agreementRefused('Invalid withdrawal: not enough XRP available')).toBeNull();
  });
});

describe("a withdrawal's asks", () => {
  const base: WithdrawCase = {
    currency: 'BTC',
    agreed: ['BTC'],
    travelAsked: false,
    beneficiaryDeclared: false,
    tfaTypes: ['otp'],
    withdrawalCheck: true,
  };
  it('asks the agreement first, until the page saw it accepted', () => {
    expect(nextWithdrawAsk({ ...base, agreed: [] })).toBe('agreement');
    expect(nextWithdrawAsk({ ...base, agreed: ['ETH'] })).toBe('agreement');
    expect(nextWithdrawAsk(base)).toBeNull();
  });
  it('asks the beneficiary above the threshold, once per withdrawal', () => {
    expect(nextWithdrawAsk({ ...base, travelAsked: true })).toBe('beneficiary');
    expect(nextWithdrawAsk({ ...base, travelAsked: true, beneficiaryDeclared: true })).toBeNull();
  });
  it('asks the mailed code of an account with no other second factor, last', () => {
    expect(nextWithdrawAsk({ ...base, tfaTypes: [] })).toBe('code');
    expect(nextWithdrawAsk({ ...base, tfaTypes: undefined })).toBe('code');
    expect(nextWithdrawAsk({ ...base, tfaTypes: ['u2f'] })).toBeNull();
    expect(nextWithdrawAsk({ ...base, tfaTypes: ['sms'] })).toBeNull();
    expect(nextWithdrawAsk({ ...base, tfaTypes: [], travelAsked: true })).toBe('beneficiary');
    expect(nextWithdrawAsk({ ...base, tfaTypes: [], agreed: [] })).toBe('agreement');
  });
  it('asks no mailed code while the withdrawal check is off (nothing waits for a confirmation)', () => {
    expect(nextWithdrawAsk({ ...base, tfaTypes: [], withdrawalCheck: false })).toBeNull();
    expect(nextWithdrawAsk({ ...base, tfaTypes: undefined, withdrawalCheck: false })).toBeNull();
    expect(nextWithdrawAsk({ ...base, tfaTypes: [], withdrawalCheck: false, travelAsked: true })).toBe('beneficiary');
    expect(nextWithdrawAsk({ ...base, tfaTypes: [], withdrawalCheck: false, agreed: [] })).toBe('agreement');
  });
  it("reads the withdrawal check from the account's security settings", () => {
    expect(withdrawalCheckOn([{}, [['no_enforce_withdrawal_check', '1']], null])).toBe(false);
    expect(
      withdrawalCheckOn([
        {},
        [
          ['no_enforce_withdrawal_check', '0'],
          ['ip_lock', '1'],
        ],
        null,
      ]),
    ).toBe(true);
    expect(withdrawalCheckOn([{}, [['ip_lock', '1']], null])).toBe(true);
    expect(withdrawalCheckOn(undefined)).toBe(true);
  });
});

describe("a withdrawal's answers", () => {
  it('go with the call as the exchange reads them', () => {
    expect(withdrawAnswers(null, undefined)).toEqual({});
    expect(withdrawAnswers({ self: true }, '123456')).toEqual({ beneficiary_self: 1, email_code: '123456' });
    expect(withdrawAnswers({ self: false, relationship: 'sister' }, undefined)).toEqual({
      beneficiary_self: 0,
      beneficiary_relationship: 'sister',
    });
  });
});

describe('the permitted beneficiary', () => {
  it('is an account verified at the Full level', () => {
    expect([0, 1, 2, 3].map(isPermittedBeneficiary)).toEqual([false, false, false, true]);
  });
});

describe('the funding disclaimer', () => {
  it('is shown until its version is accepted, remembered under terms keys', () => {
    expect(disclaimerDue('funding', undefined)).toBe(true);
    expect(disclaimerDue('funding', DISCLAIMERS.funding - 1)).toBe(true);
    expect(disclaimerDue('funding', DISCLAIMERS.funding)).toBe(false);
    expect(disclaimerKeys('funding').accepted).toBe('terms:disclaimer_funding:accepted');
    for (const key of Object.values(disclaimerKeys('funding'))) expect(UI_SETTING_KEY.test(key)).toBe(true);
  });
});
