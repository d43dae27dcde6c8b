// Every locale of the spec has every catalogue file with exactly the English keys; each message
// parses, takes the same arguments as its English source, and is a translation (not the English
// text again: a sentence left in English fails).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../../../src/format/locale';
import { FIRST_LOAD_CATALOGUES, PAGE_CATALOGUES, type CatalogueName } from '../../../src/i18n';
import { coreMessages } from '../../../src/i18n/en';
import { authMessages } from '../../../src/i18n/auth';
import { tradingMessages } from '../../../src/i18n/trading';
import { ordersMessages } from '../../../src/i18n/orders';
import { marketMessages } from '../../../src/i18n/market';
import { noticeMessages } from '../../../src/i18n/notices';
import { moneyMessages } from '../../../src/i18n/money';
import { apiKeyMessages } from '../../../src/i18n/api-keys';
import { reportMessages } from '../../../src/i18n/reports';
import { interfaceMessages } from '../../../src/i18n/interface';
import { qaMessages } from '../../../src/i18n/qa';
import { securityMessages } from '../../../src/i18n/security';
import { subaccountMessages } from '../../../src/i18n/subaccounts';
import { verificationMessages } from '../../../src/i18n/verification';
import { marketingMessages } from '../../../src/i18n/marketing';
import { otcMessages } from '../../../src/i18n/otc';
import { paletteMessages } from '../../../src/i18n/palette';
import { outcomeMessages } from '../../../src/i18n/outcomes';
import { alertMessages } from '../../../src/i18n/alerts';
import { earnMessages } from '../../../src/i18n/earn';
import { securitiesMessages } from '../../../src/i18n/securities';
import { modalMessages } from '../../../src/i18n/modals';
import { devtoolsMessages } from '../../../src/i18n/devtools';
import { custodyMessages } from '../../../src/i18n/custody';

/** The catalogues their own code loads, never the app's language loader: the marketing site's
 *  (src/marketing/catalogue.ts) and the developer tools' (src/devtools/catalogue.ts, dev builds only). */
const SITE_CATALOGUES = ['site/marketing', 'dev/devtools'] as const;
type Name = CatalogueName | (typeof SITE_CATALOGUES)[number];

const ENGLISH: Record<Name, Record<string, string>> = {
  core: coreMessages,
  auth: authMessages,
  trading: tradingMessages,
  orders: ordersMessages,
  market: marketMessages,
  notices: noticeMessages,
  money: moneyMessages,
  'api-keys': apiKeyMessages,
  reports: reportMessages,
  interface: interfaceMessages,
  qa: qaMessages,
  security: securityMessages,
  subaccounts: subaccountMessages,
  verification: verificationMessages,
  'site/marketing': marketingMessages,
  otc: otcMessages,
  palette: paletteMessages,
  outcomes: outcomeMessages,
  alerts: alertMessages,
  earn: earnMessages,
  securities: securitiesMessages,
  modals: modalMessages,
  'dev/devtools': devtoolsMessages,
  custody: custodyMessages,
};
const NAMES: Name[] = [...FIRST_LOAD_CATALOGUES, ...PAGE_CATALOGUES, ...SITE_CATALOGUES];
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../src/i18n');

/** The argument names a message uses ({name}, {n, plural, …}, {x, select, …}), nested too. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

/** An English text a translation must change: at least three words of letters. */
const isSentence = (text: string) => (text.replace(/\{[^{}]*\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).length >= 3;

describe.each(LOCALES.filter((l) => l !== 'en'))('the %s catalogue', (locale) => {
  const load = async (name: Name) => {
    const file = path.join(dir, locale, `${name}.ts`);
    expect(existsSync(file), `${locale}/${name}.ts`).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/export const messages/);
    // A file URL, not a template: the site's catalogue lies a folder deeper than the app's.
    return ((await import(pathToFileURL(file).href)) as { messages: Record<string, string> }).messages;
  };

  it.each(NAMES)('%s: the English keys, parsing, with the same arguments', async (name) => {
    const messages = await load(name);
    const english = ENGLISH[name];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) {
      let ast: MessageFormatElement[];
      try {
        ast = parse(text);
      } catch (err) {
        throw new Error(`${locale}/${name} ${key}: ${JSON.stringify(text)} does not parse: ${(err as Error).message}`, { cause: err });
      }
      expect([...argumentsOf(ast)].sort(), `${locale} ${key}`).toEqual([...argumentsOf(parse(english[key]!))].sort());
    }
  });

  it('is a translation: English sentences are not left as they are', async () => {
    const same: string[] = [];
    let sentences = 0;
    for (const name of NAMES) {
      const messages = await load(name);
      for (const [key, source] of Object.entries(ENGLISH[name])) {
        if (!isSentence(source)) continue;
        sentences++;
        if (messages[key]?.trim() === source.trim()) same.push(key);
      }
    }
    // A few may stay (a product name, a code sample); a sentence in English more than that is not.
    expect(same.length, `left in English: ${same.slice(0, 20).join(', ')}`).toBeLessThanOrEqual(Math.ceil(sentences * 0.02));
  });
});
