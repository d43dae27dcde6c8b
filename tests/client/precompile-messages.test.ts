// The build's message step: every catalogue message with ICU syntax ships as its syntax tree and
// formats exactly as its text does, a message without any stays the text t() shows as it is, and a
// message that does not parse stops the build.
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUE_ID, compileCatalogue } from '../../scripts/precompile-messages';
import { en } from '../../src/i18n/en';
import { moneyMessages } from '../../src/i18n/money';
import { apiKeyMessages } from '../../src/i18n/api-keys';
import { reportMessages } from '../../src/i18n/reports';
import { securityMessages } from '../../src/i18n/security';
import { LITERAL_MESSAGE } from '../../src/i18n/literal';

/** The module's exported object, evaluated from its compiled code. */
async function load(code: string): Promise<Record<string, unknown>> {
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { en: Record<string, unknown> };
  return mod.en;
}

describe('precompiled messages', () => {
  it('turns every message of the catalogues into a tree that formats as its text, or keeps a plain text', async () => {
    const all: Record<string, string> = { ...en, ...moneyMessages, ...apiKeyMessages, ...reportMessages, ...securityMessages };
    const compiled = await load(compileCatalogue(`export const en = ${JSON.stringify(all)};`, 'src/i18n/en.ts').code);
    expect(Object.keys(compiled)).toEqual(Object.keys(all));
    // Every argument of every message gets a value (2: a number for plurals, a word for selects).
    const values = new Proxy({}, { get: (_, name) => (name === 'side' ? 'buy' : 2), has: () => true }) as Record<string, number>;
    for (const [key, text] of Object.entries(all)) {
      const tree = compiled[key];
      if (LITERAL_MESSAGE.test(text)) {
        // No syntax: shipped as written, and ICU would show it the same.
        expect(tree, key).toBe(text);
        expect(new IntlMessageFormat(text, 'en').format(), key).toBe(text);
        continue;
      }
      expect(Array.isArray(tree), key).toBe(true);
      const fromTree = new IntlMessageFormat(tree as never, 'en').format(values);
      const fromText = new IntlMessageFormat(text, 'en').format(values);
      expect(fromTree, key).toEqual(fromText);
    }
  });

  it('fails the build on a message that does not parse, naming it', () => {
    expect(() => compileCatalogue(`export const m = { 'a.b': 'Hello {name' };`, 'src/i18n/bad.ts')).toThrow(
      /bad\.ts: the message "Hello \{name"/,
    );
  });

  it('applies to the catalogues and not to the formatter', () => {
    expect(CATALOGUE_ID.test('/x/src/i18n/en.ts')).toBe(true);
    expect(CATALOGUE_ID.test('/x/src/i18n/trading.ts')).toBe(true);
    expect(CATALOGUE_ID.test('/x/src/i18n/index.ts')).toBe(false);
    expect(CATALOGUE_ID.test('/x/src/i18n/ru/site/marketing.ts')).toBe(true);
    expect(CATALOGUE_ID.test('/x/src/widgets/book/en.ts')).toBe(false);
  });
});

describe('page catalogues', () => {
  it('a page adds its messages when it loads, and they format', async () => {
    const { t } = await import('../../src/i18n');
    expect(t('withdraw.title')).toBe('withdraw.title');
    await import('../../src/pages/money/messages');
    expect(t('withdraw.title')).toBe('Withdraw');
    expect(t('money.kind', { kind: 'deposit' })).toBe('Deposit');
  });
});
