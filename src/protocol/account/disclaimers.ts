// Disclaimers (account-side §2 modals): a risk statement shown before a risky product's first use
// and remembered per account, like a terms kind (`terms:disclaimer_{product}:accepted|seen|
// modified`). The text is the client's own (in the user's language), so its version is the date
// it was last changed here: a later version asks again. Shown on the first visit of /borrow
// (borrowing in the funding market).
export const DISCLAIMERS = {
  /** Borrowing: a loan bid in the funding market, its interest and the margin it backs. */
  funding: Date.UTC(2026, 10, 20),
} as const;
export type DisclaimerKind = keyof typeof DISCLAIMERS;

export const disclaimerKeys = (kind: DisclaimerKind) => ({
  accepted: `terms:disclaimer_${kind}:accepted`,
  seen: `terms:disclaimer_${kind}:seen`,
  modified: `terms:disclaimer_${kind}:modified`,
});

/** Whether the disclaimer is still to be shown to one who accepted the version `accepted`. */
export function disclaimerDue(kind: DisclaimerKind, accepted: unknown): boolean {
  return !(typeof accepted === 'number' && accepted >= DISCLAIMERS[kind]);
}
