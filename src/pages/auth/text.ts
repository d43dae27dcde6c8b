// Texts of the sign-in pages. Once the app's catalogue includes authMessages, every key goes
// through t() and its locales; until then the English source is formatted here.
import { IntlMessageFormat } from 'intl-messageformat';
import { isMessageKey, t } from '../../i18n';
import { type AuthMessageKey, authMessages } from '../../i18n/auth';

const compiled = new Map<AuthMessageKey, IntlMessageFormat>();

export function ta(key: AuthMessageKey, values?: Record<string, string | number>): string {
  if (isMessageKey(key)) return t(key, values);
  let fmt = compiled.get(key);
  if (!fmt) {
    fmt = new IntlMessageFormat(authMessages[key], 'en');
    compiled.set(key, fmt);
  }
  return String(fmt.format(values));
}

/** The exchange's own text of a refusal (ExchangeError.message), or the error's message. */
export function errorText(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return String(err);
}
