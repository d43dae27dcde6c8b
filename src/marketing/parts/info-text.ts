// The texts of a content page in the visitor's language, else English (the store always has
// English): the page data carries them in every locale.
import { DEFAULT_LOCALE } from '../../format/locale';
import type { InfoPageText } from '../../protocol/marketing/pages';

export function textOf(texts: unknown, locale: string): InfoPageText | undefined {
  if (typeof texts !== 'object' || texts === null) return undefined;
  const byLocale = texts as Record<string, InfoPageText | undefined>;
  const text = byLocale[locale] ?? byLocale[DEFAULT_LOCALE];
  if (!text || typeof text.title !== 'string') return undefined;
  return { ...text, sections: Array.isArray(text.sections) ? text.sections : [] };
}
