// Helpers of the sign-in pages' texts; the texts themselves go through t() (src/i18n/auth.ts).

/** The exchange's own text of a refusal (ExchangeError.message), or the error's message. */
export function errorText(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return String(err);
}
