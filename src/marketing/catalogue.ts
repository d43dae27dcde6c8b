// The marketing site's message catalogue: English with the site, each other language's file
// (src/i18n/<locale>/site/marketing.ts) downloaded when that language is chosen. Loaded by the
// site itself, so the trading app's language loader never lists these files.
import { addTranslations } from '../i18n';
import { marketingMessages } from '../i18n/marketing';
import { DEFAULT_LOCALE, type Locale } from '../format/locale';

addTranslations(DEFAULT_LOCALE, marketingMessages);

export async function loadMarketingCatalogue(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  const mod = (await import(`../i18n/${locale}/site/marketing.ts`)) as { messages: Record<string, string> };
  addTranslations(locale, mod.messages);
}
