// Helpers of the sign-in pages' texts; the texts themselves go through t() (src/i18n/auth.ts).
import { t } from '../../i18n';

/** The exchange's own text of a refusal (ExchangeError.message), or the error's message; a login
 *  refused from a new address (lock on new IP) says, in the user's language, to open the e-mailed
 *  link that allows it. */
export function errorText(err: unknown): string {
  const text = err instanceof Error && err.message ? err.message : String(err);
  return /lock on new IP/.test(text) ? t('auth.login.newAddress') : text;
}
