// The e-mail one-time code (account-side §2 modals): an account with no other second factor (no
// authenticator app, no security key, no SMS) confirms a sensitive action with a code the
// exchange mails to it — six digits, good for ten minutes, used once. Too many wrong tries drop
// the code, and sends are rate limited. Read by the exchange (accounts/email-codes.ts) and by the
// client's rule of when the code modal is asked.

/** The actions a mailed code confirms: a withdrawal, and making an API key (a key outlives the
 *  session that made it, so a stolen session must not be able to mint one unconfirmed). */
export const EMAIL_CODE_ACTIONS = ['withdraw', 'api-key'] as const;
export type EmailCodeAction = (typeof EMAIL_CODE_ACTIONS)[number];

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a code takes before it is dropped (a new one must be asked). */
export const EMAIL_CODE_MAX_WRONG = 5;
/** At most one send per this long… */
export const EMAIL_CODE_RESEND_MS = 30_000;
/** …and this many sends an hour, per account and action. */
export const EMAIL_CODE_SENDS_PER_HOUR = 5;
// The code's form (six digits), which the code modal checks before sending, is in
// email-code-format.ts: the modal's own import, so that the pages that load the modal (withdraw,
// API keys) do not share this module through a chunk of its own.

/** Whether an account with these second-factor types (the user info's tfaType) confirms by mail. */
export function confirmsByEmail(tfaTypes: readonly string[] | null | undefined): boolean {
  return !(tfaTypes ?? []).some((t) => t === 'otp' || t === 'u2f' || t === 'sms');
}
