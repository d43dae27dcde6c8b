// The terms kinds of account-side §3 (term agreement) and the user-settings keys each one has:
// accepted (the modification time of the version accepted), seen (when the dialog was last shown)
// and modified (the version's time, as the exchange published it when accepted). The exchange
// publishes each kind at `pub:legal:terms:{kind}`; which kinds a user must accept depends on
// where they are (the default terms everywhere, the Turkish site's own, the securities pages').
export const TERMS_KINDS = [
  'default',
  'Turkish',
  'securities',
  'securities_general',
  'securities_membership',
  'securities_aifc',
  'securities_el_salvador',
] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];

/**
 * Terms a user accepts once, before an action, rather than at sign-in (account-side §2 modals):
 * the derivatives terms (with their welcome), asked before the first derivatives order, and the UK
 * users warning, asked of a GB resident before the first trade with real money. Published and
 * remembered exactly as a terms kind (`pub:legal:terms:derivatives`, `terms:derivatives:accepted`…).
 */
export const PRODUCT_TERMS = ['derivatives', 'uk_warning'] as const;
export type ProductTerms = (typeof PRODUCT_TERMS)[number];
/** Any terms the exchange publishes and a user accepts. */
export type AnyTermsKind = TermsKind | ProductTerms;

export const termsKeys = (kind: AnyTermsKind) => ({
  accepted: `terms:${kind}:accepted`,
  seen: `terms:${kind}:seen`,
  modified: `terms:${kind}:modified`,
});

export const termsConfKey = (kind: AnyTermsKind) => `pub:legal:terms:${kind}`;
