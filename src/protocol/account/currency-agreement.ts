// Currency agreements (account-side §2 modals): some currencies ask their own agreement before a
// user's first deposit, withdrawal or trade with them. The exchange lists them in its currency
// conf (`pub:list:currency:agreement`) and publishes each one's text as terms of the kind
// `currency_{CCY}` (`pub:legal:terms:currency_{CCY}`: [MODIFIED_MTS, TITLE, TEXT]); acceptance is
// remembered per currency under the terms keys of that kind (`terms:currency_{CCY}:accepted|seen|
// modified`), and the exchange refuses the currency's deposit address and withdrawal until then.

export const CURRENCY_AGREEMENT_LIST = 'pub:list:currency:agreement';

export const agreementKind = (currency: string) => `currency_${currency.toUpperCase()}`;
export const agreementConfKey = (currency: string) => `pub:legal:terms:${agreementKind(currency)}`;
export const agreementKeys = (currency: string) => ({
  accepted: `terms:${agreementKind(currency)}:accepted`,
  seen: `terms:${agreementKind(currency)}:seen`,
  modified: `terms:${agreementKind(currency)}:modified`,
});

/** Whether `currency` asks its agreement of a user who accepted the version `accepted` (a time). */
export function agreementDue(listed: readonly string[], currency: string, modified: number, accepted: unknown): boolean {
  if (!listed.includes(currency.toUpperCase())) return false;
  return !(typeof accepted === 'number' && accepted >= modified);
}

/** The refusal of the exchange, and the text the client shows before asking. */
export const agreementRefusal = (currency: string) =>
  `currency: ${currency} asks you to accept its agreement first (accept it on the deposit or withdraw page)`;

/** The currency an exchange refusal names as waiting for its agreement, or null. */
export function agreementRefused(text: string): string | null {
  return /^currency: ([A-Z0-9]{2,12}) asks you to accept its agreement first/.exec(text)?.[1] ?? null;
}
