// The interface languages of the spec (market-side §3 "Locales") and how `Intl` names each: the
// catalogue of a locale lives in src/i18n/<locale>/, numbers and dates follow `intlLocale`.
export const LOCALES = ['en', 'ru', 'zh-CN', 'zh-TW', 'es-EM', 'tr-TR', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ru: 'Русский',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'es-EM': 'Español (Latinoamérica)',
  'tr-TR': 'Türkçe',
  'pt-BR': 'Português (Brasil)',
};

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/** The BCP 47 tag `Intl` formats with: es-EM is the spec's Spanish of the Americas (es-419). */
export function intlLocale(locale: Locale): string {
  return locale === 'es-EM' ? 'es-419' : locale === 'en' ? 'en-US' : locale;
}

/** The locale of a browser's languages (navigator.languages), or the default. */
export function localeOfBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    if (lower === 'zh-hk' || lower === 'zh-hant' || lower.startsWith('zh-hant')) return 'zh-TW';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('es')) return 'es-EM';
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('tr')) return 'tr-TR';
    if (lower.startsWith('ru')) return 'ru';
    if (lower.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Where this browser keeps its last language (beside the account's setting, read before sign-in). */
export const LOCALE_HINT_KEY = 'tradedesk:locale';

/** The language to start in: the one this browser used last, else the browser's own. */
export function startingLocale(storage: Pick<Storage, 'getItem'> | undefined, languages: readonly string[]): Locale {
  let kept: string | null;
  try {
    kept = storage?.getItem(LOCALE_HINT_KEY) ?? null;
  } catch {
    kept = null;
  }
  return isLocale(kept) ? kept : localeOfBrowser(languages);
}
