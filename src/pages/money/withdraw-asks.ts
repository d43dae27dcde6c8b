// What a withdrawal asks before it is sent (account-side §2 modals), in this order:
// - the currency's own agreement, until this page has seen it accepted (the modal answers at once
//   for a currency that asks none, or whose agreement the exchange says was accepted);
// - above the travel rule's threshold, whom the money goes to (the user or a permitted third
//   party), once per withdrawal;
// - for an account with no authenticator app, security key or SMS, the code mailed to it — only
//   while the account's withdrawal check is on: with it off (the security flag
//   no_enforce_withdrawal_check) the exchange sends a withdrawal without waiting for any
//   confirmation, so there is nothing for a code to confirm.
import { confirmsByEmail } from '../../protocol/account/email-code';
import type { CallInput } from '../../protocol/calls/define';
import type { TRADING_CALLS } from '../../protocol/calls/trading';
import type { BeneficiaryAnswer } from '../../app/modals/BeneficiaryModal';
import type { SecurityFlag } from '../../protocol/account/security-settings';

/** The security flag that turns the withdrawal check off ('1'). */
const CHECK_OFF = 'no_enforce_withdrawal_check' satisfies SecurityFlag;

/** Whether the withdrawal check is on, by the account's security settings
 *  (`[WHITELIST, [[FLAG, VALUE], …], PGP]`): on unless its flag is '1'. */
export function withdrawalCheckOn(settings: unknown): boolean {
  const flags = Array.isArray(settings) && Array.isArray(settings[1]) ? (settings[1] as unknown[]) : [];
  return !flags.some((f) => Array.isArray(f) && f[0] === CHECK_OFF && String(f[1]) === '1');
}

export type WithdrawAsk = 'agreement' | 'beneficiary' | 'code';

export interface WithdrawCase {
  currency: string;
  /** Currencies whose agreement this page saw accepted (or that ask none). */
  agreed: readonly string[];
  travelAsked: boolean;
  /** The beneficiary already declared for this withdrawal. */
  beneficiaryDeclared: boolean;
  tfaTypes: readonly string[] | undefined;
  /** The account's withdrawal check: on unless its owner turned it off (true while unknown, as
   *  the exchange then still waits for a confirmation). */
  withdrawalCheck: boolean;
}

export function nextWithdrawAsk(w: WithdrawCase): WithdrawAsk | null {
  if (!w.agreed.includes(w.currency)) return 'agreement';
  if (w.travelAsked && !w.beneficiaryDeclared) return 'beneficiary';
  if (w.withdrawalCheck && confirmsByEmail(w.tfaTypes)) return 'code';
  return null;
}

/** The asks' answers as the withdrawal call takes them (the exchange records the beneficiary). */
export function withdrawAnswers(
  beneficiary: BeneficiaryAnswer | null,
  emailCode: string | undefined,
): Partial<CallInput<typeof TRADING_CALLS.withdraw>> {
  return {
    ...(beneficiary ? { beneficiary_self: beneficiary.self ? 1 : 0 } : {}),
    ...(beneficiary && !beneficiary.self ? { beneficiary_relationship: beneficiary.relationship } : {}),
    ...(emailCode ? { email_code: emailCode } : {}),
  };
}
