// Which terms an order waits for (account-side §2 modals), in the order asked:
// - the UK users warning, before a GB resident's first trade with real money (not in paper
//   trading). A GB resident is one whose verified residence is GB, or who has none and signed up
//   from GB; an account with neither country on record is not asked (GB is only the compliance
//   rules' default for it, not a residence it gave);
// - the derivatives terms and welcome, before the first order in derivatives context;
// - a currency's own agreement (protocol/account/currency-agreement.ts), before the first order
//   in a pair whose base or quote the exchange lists in `pub:list:currency:agreement` (XRP, SOL),
//   remembered under the currency's terms kind, `currency_{CCY}`, as its deposits and withdrawals
//   are: accepted on one of them, it is not asked again. The exchange itself asks it of a deposit
//   address and a withdrawal only (its text is about moving the currency in and out); an order
//   moves nothing off the exchange, and a bot's order of a key never sees a modal.
// Each is asked until this form has seen it accepted by the account trading now; when the
// exchange says it was accepted earlier, the modal answers at once without showing.
import type { ProductTerms } from '../../protocol/account/terms-kinds';
import type { TradingContext } from './state';

export interface OrderCase {
  context: TradingContext;
  paper: boolean;
  /** The verified country of residence, when there is one, and the sign-up country. */
  residence: string | null | undefined;
  signupCountry: string | null | undefined;
  /** The pair's base and quote, and the currencies that ask their own agreement. */
  currencies?: readonly string[];
  agreementListed?: readonly string[];
}

/** The terms an order may wait for: a product's, or a currency's agreement (`currency_XRP`). */
export type OrderTerms = ProductTerms | `currency_${string}`;

/** The currency of a currency agreement's kind, or null for a product's terms. */
export const agreementCurrency = (kind: OrderTerms): string | null => (kind.startsWith('currency_') ? kind.slice(9) : null);

const known = (c: string | null | undefined): c is string => typeof c === 'string' && c.trim() !== '';

/** Whether the account is a GB resident by its records: its residence, else its sign-up country. */
export function ukResident(residence: string | null | undefined, signupCountry: string | null | undefined): boolean {
  const country = known(residence) ? residence : known(signupCountry) ? signupCountry : null;
  return country !== null && ['GB', 'GBR'].includes(country.trim().toUpperCase());
}

/** The key under which a form remembers that `who` accepted `kind`. */
export const clearedKey = (kind: OrderTerms, who: string) => `${kind}@${who}`;

/**
 * The first terms to accept before sending this order, or null. `who` names the account trading
 * now (user and sub-account; '' when unknown), `cleared` what this form saw accepted (clearedKey).
 */
export function termsBeforeOrder(o: OrderCase, who: string, cleared: readonly string[]): OrderTerms | null {
  const asked: OrderTerms[] = [];
  if (!o.paper && ukResident(o.residence, o.signupCountry)) asked.push('uk_warning');
  if (o.context === 'derivatives') asked.push('derivatives');
  for (const c of o.currencies ?? []) if (o.agreementListed?.includes(c)) asked.push(`currency_${c}`);
  return asked.find((kind) => who === '' || !cleared.includes(clearedKey(kind, who))) ?? null;
}
