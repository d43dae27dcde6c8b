// Every user-facing text goes through t(): ICU messages, compiled once per key and locale. In the
// built client each message arrives already parsed (scripts/precompile-messages.ts). The pages'
// own messages load with their page (addMessages), not with the first load.
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from './en';
import type { moneyMessages } from './money';
import type { apiKeyMessages } from './api-keys';
import type { reportMessages } from './reports';
import type { securityMessages } from './security';
import type { subaccountMessages } from './subaccounts';
import type { verificationMessages } from './verification';

/** The pages' catalogues, added when their page loads. */
type PageMessages = typeof moneyMessages &
  typeof apiKeyMessages &
  typeof reportMessages &
  typeof securityMessages &
  typeof subaccountMessages &
  typeof verificationMessages;
export type MessageKey = keyof typeof en | keyof PageMessages;

type Values = Record<string, string | number>;

const catalogues: Record<string, Partial<Record<MessageKey, string>>> = { en };
const pages: Partial<Record<MessageKey, string>> = {};

/** A page's own catalogue (English), added when the page's module loads. */
export function addMessages(messages: Partial<Record<keyof PageMessages, string>>): void {
  Object.assign(pages, messages);
}
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
    const source = catalogues[locale]?.[key] ?? (en as Partial<Record<MessageKey, string>>)[key] ?? pages[key];
    // A page's message asked before its page loaded: the key, and nothing cached.
    if (source === undefined) return key;
    fmt = new IntlMessageFormat(source, locale);
    compiled.set(cacheKey, fmt);
  }
  return String(fmt.format(values));
}

/** Whether a string is a key of the catalogue (flexlayout hands us its model strings). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
