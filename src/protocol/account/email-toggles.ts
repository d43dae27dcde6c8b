// The e-mail toggles of the user's settings (market-side §3 "UI settings": email toggles): which
// of the exchange's notice e-mails the user wants, kept under one settings key as
// `{deposits: false, …}` (a missing toggle is on). The client writes them, the exchange reads
// them before it sends such a notice. Security e-mails (codes, login notices, confirmation links)
// are not among them: they are always sent.
export const EMAIL_TOGGLES_KEY = 'email_toggles';

export const EMAIL_TOGGLES = ['deposits', 'withdrawals'] as const;
export type EmailToggle = (typeof EMAIL_TOGGLES)[number];
export type EmailToggles = Partial<Record<EmailToggle, boolean>>;

/** Whether the stored toggles (any value the settings hold) let this notice be sent. */
export function emailWanted(stored: unknown, toggle: EmailToggle): boolean {
  if (typeof stored !== 'object' || stored === null) return true;
  return (stored as Record<string, unknown>)[toggle] !== false;
}

/** The toggles a stored value holds, anything else dropped. */
export function readEmailToggles(stored: unknown): EmailToggles {
  const out: EmailToggles = {};
  if (typeof stored !== 'object' || stored === null) return out;
  for (const toggle of EMAIL_TOGGLES) {
    const v = (stored as Record<string, unknown>)[toggle];
    if (typeof v === 'boolean') out[toggle] = v;
  }
  return out;
}
