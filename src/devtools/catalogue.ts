// The developer tools' messages: English with the overlay, each other language's file
// (src/i18n/<locale>/dev/devtools.ts) downloaded when the overlay shows in that language. Loaded by
// the overlay itself, like the marketing site's catalogue, so the app's language loader never
// lists these files and a production build (which never reaches this module) holds none of them.
import { addTranslations } from '../i18n';
import { devtoolsMessages } from '../i18n/devtools';
import { DEFAULT_LOCALE, type Locale } from '../format/locale';

addTranslations(DEFAULT_LOCALE, devtoolsMessages);

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

export async function loadDevtoolsCatalogue(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const mod = (await import(`../i18n/${locale}/dev/devtools.ts`)) as { messages: Record<string, string> };
  addTranslations(locale, mod.messages);
  loaded.add(locale);
}
