// Currency agreements (account-side §2 modals): the currencies that ask their own agreement before
// a user's first deposit, withdrawal or trade, and each agreement's text, published in the conf
// (protocol/account/currency-agreement.ts). XRP: a deposit needs the destination tag the deposit
// page shows; SOL: only native SOL is credited, not tokens sent to the address.
import { agreementDue, agreementKeys } from '../../src/protocol/account/currency-agreement';
import type { Settings } from './settings';
import type { Terms } from './terms';

export const CURRENCY_AGREEMENTS: Readonly<Record<string, Terms>> = {
  XRP: {
    modified: Date.UTC(2026, 10, 15),
    title: 'XRP Deposit and Withdrawal Agreement',
    text: [
      'XRP deposits are credited by the destination tag (payment id) shown on the deposit page: a deposit sent without it, or with another tag, cannot be matched to your account and may be lost.',
      'An XRP address needs its reserve on the ledger: a withdrawal to a new address must be large enough to activate it, or the ledger refuses it and the fee is not returned.',
      'Check the tag your receiving exchange asks for before every withdrawal; Tradedesk cannot recall a payment once the ledger has it.',
    ].join('\n\n'),
  },
  SOL: {
    modified: Date.UTC(2026, 10, 15),
    title: 'Solana Deposit and Withdrawal Agreement',
    text: [
      'Only native SOL sent on the Solana network is credited to your account. Tokens sent to a Solana deposit address (SPL tokens, NFTs) are not credited and cannot be returned.',
      'A withdrawal goes to a Solana system account: sending to a token account or a program address can lose the funds.',
      'Solana transactions are final once confirmed; Tradedesk cannot recall them.',
    ].join('\n\n'),
  },
};

export const AGREEMENT_CURRENCIES = Object.keys(CURRENCY_AGREEMENTS);

/** Whether `currency`'s agreement still stops this user (it asks one, not accepted in its current version). */
export function agreementMissing(settings: Settings, userId: number, currency: string): boolean {
  const terms = CURRENCY_AGREEMENTS[currency.toUpperCase()];
  if (!terms) return false;
  const key = agreementKeys(currency).accepted;
  const accepted = settings.get(userId, [key])[0]?.[1];
  return agreementDue(AGREEMENT_CURRENCIES, currency, terms.modified, accepted);
}
