// Switching the language while a widget is still loading: a catalogue added between the switch's
// start and its files' arrival (the widget loaded meanwhile, in English) is translated as well
// before the new language is used, so no panel is left in English.
import { afterAll, describe, expect, it } from 'vitest';
import { addMessages, currentLocale, loadLocale, t } from '../../../src/i18n';
import { ordersMessages } from '../../../src/i18n/orders';
import { alertMessages } from '../../../src/i18n/alerts';

afterAll(async () => {
  await loadLocale('en');
});

describe('a language switch', () => {
  it('translates a catalogue added while its files were on their way', async () => {
    addMessages('alerts', alertMessages);
    const switching = loadLocale('ru');
    // The order form's module arrives before the Russian files do.
    addMessages('orders', ordersMessages);
    expect(await switching).toBe(true);
    expect(currentLocale()).toBe('ru');
    expect(t('orderForm.amount')).toBe('Количество');
  });

  it('lets the last of two quick switches win', async () => {
    const first = loadLocale('pt-BR');
    const second = loadLocale('en');
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(t('orderForm.amount')).toBe('Amount');
  });
});
