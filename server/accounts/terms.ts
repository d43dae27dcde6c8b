// The exchange's terms (account-side §3 term agreement): each kind with when it was last
// modified, its title and text, read by the client from `pub:legal:terms:{kind}`. A user's
// acceptance is the setting `terms:{kind}:accepted` (the modification time accepted): a later
// modification asks again. Signing up accepts the current default terms.
export interface Terms {
  modified: number;
  title: string;
  text: string;
}

export const TERMS: Readonly<Record<string, Terms>> = {
  default: {
    modified: Date.UTC(2026, 9, 1),
    title: 'Terms of Service',
    text: [
      'Tradedesk runs an embedded exchange for paper trading: balances, deposits and withdrawals on it are simulated and have no value.',
      'You keep your credentials, second factors and API keys secret, and you are responsible for what is done with them.',
      'Orders are matched by price and time; the exchange may refuse an order that breaks its rules, and says why.',
      'Verification levels, regional restrictions and account freezes apply as described on the Verification and Freeze pages.',
      'These terms may change; when they do, you are asked to accept the new version before going on.',
    ].join('\n\n'),
  },
};

export const termsSettingKey = (kind: string) => `terms:${kind}:accepted`;
