// Every user-facing text goes through t(): ICU messages, compiled once per key and locale. In the
// built client each message arrives already parsed (scripts/precompile-messages.ts).
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from './en';

export type MessageKey = keyof typeof en;

type Values = Record<string, string | number>;

const catalogues: Record<string, Partial<Record<MessageKey, string>>> = { en };
let locale = 'en';
const compiled = new Map<string, IntlMessageFormat>();

export function setLocale(next: string): void {
  locale = catalogues[next] ? next : 'en';
  compiled.clear();
}

export function t(key: MessageKey, values?: Values): string {
  const cacheKey = `${locale}\u0000${key}`;
  let fmt = compiled.get(cacheKey);
  if (!fmt) {
    const source = catalogues[locale]?.[key] ?? en[key];
    fmt = new IntlMessageFormat(source, locale);
    compiled.set(cacheKey, fmt);
  }
  return String(fmt.format(values));
}

/** Whether a string is a key of the catalogue (flexlayout hands us its model strings). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
