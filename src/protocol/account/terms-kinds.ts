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

export const termsKeys = (kind: TermsKind) => ({
  accepted: `terms:${kind}:accepted`,
  seen: `terms:${kind}:seen`,
  modified: `terms:${kind}:modified`,
});

export const termsConfKey = (kind: TermsKind) => `pub:legal:terms:${kind}`;
