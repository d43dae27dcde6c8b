// The rules of the spec's modals (issue 15, item 2), each apart from React.
import { describe, expect, it } from 'vitest';
import { dueTerms } from '../../../src/models/account/terms';
import { PRODUCT_TERMS, TERMS_KINDS, termsConfKey, termsKeys } from '../../../src/protocol/account/terms-kinds';
import { agreementCurrency, clearedKey, termsBeforeOrder, ukResident, type OrderCase } from '../../../src/widgets/orderForm/terms-rule';
import { agreementKeys, agreementKind } from '../../../src/protocol/account/currency-agreement';
import { AGREEMENT_CURRENCIES } from '../../../server/accounts/currency-agreements';
import { TERMS } from '../../../server/accounts/terms';
import { confValue } from '../../../server/market/conf';
import { settingKeyProblem } from '../../../server/accounts/settings';
import { PAPER_CURRENCIES, demoBlocked } from '../../../src/pages/money/demo-block';
import { HIGH_COST_DAILY_RATE, highCostLoan } from '../../../src/protocol/account/borrow';
import { highCostBid } from '../../../src/widgets/funding/high-cost';
import { DEFAULT_TRADES_STATE, TRADE_COLUMNS, parseTradesState } from '../../../src/widgets/trades/settings';
import { DEFAULT_MARKETS_STATE, MARKET_COLUMNS, parseMarketsState } from '../../../src/widgets/markets/settings';
import { WIDGETS } from '../../../src/layouts/registry';
import type { WidgetDefaults } from '../../../src/layouts/widget-props';

const DEFAULTS = { chartInterval: '30m', bookPrecision: 'P0' } as unknown as WidgetDefaults;

const order = (o: Partial<OrderCase>): OrderCase => ({ context: 'exchange', paper: false, residence: null, signupCountry: null, ...o });

describe('derivatives terms and welcome', () => {
  it('an order in derivatives context waits for them until this form saw the trader accept', () => {
    const deriv = order({ context: 'derivatives' });
    expect(termsBeforeOrder(deriv, '7/0', [])).toBe('derivatives');
    expect(termsBeforeOrder(deriv, '7/0', [clearedKey('derivatives', '7/0')])).toBeNull();
    // Another account signed in (or a sub-account) is asked for its own acceptance.
    expect(termsBeforeOrder(deriv, '8/0', [clearedKey('derivatives', '7/0')])).toBe('derivatives');
    expect(termsBeforeOrder(deriv, '7/3', [clearedKey('derivatives', '7/0')])).toBe('derivatives');
    expect(termsBeforeOrder(deriv, '', [clearedKey('derivatives', '')])).toBe('derivatives');
    // The UK warning accepted is not the derivatives terms.
    expect(termsBeforeOrder(deriv, '7/0', [clearedKey('uk_warning', '7/0')])).toBe('derivatives');
    // Spot and margin orders ask for none.
    expect(termsBeforeOrder(order({ context: 'exchange' }), '7/0', [])).toBeNull();
    expect(termsBeforeOrder(order({ context: 'margin' }), '7/0', [])).toBeNull();
  });

  it('are remembered with the keys of a terms kind, apart from the sign-in kinds', () => {
    expect(PRODUCT_TERMS).toEqual(['derivatives', 'uk_warning']);
    expect(TERMS_KINDS as readonly string[]).not.toContain('derivatives');
    expect(termsKeys('derivatives')).toEqual({
      accepted: 'terms:derivatives:accepted',
      seen: 'terms:derivatives:seen',
      modified: 'terms:derivatives:modified',
    });
    // The exchange keeps them as the web client's settings of the user.
    for (const kind of PRODUCT_TERMS)
      for (const key of Object.values(termsKeys(kind))) expect(settingKeyProblem(key, true), key).toBeUndefined();
  });

  it('the exchange publishes them at their conf key, with their own text', () => {
    const published = confValue(termsConfKey('derivatives')) as [number, string, string];
    expect(published).toEqual([TERMS.derivatives.modified, 'Derivatives Terms', TERMS.derivatives.text]);
    expect(TERMS.derivatives.text).toMatch(/liquidated/);
    // A perpetual is read BASE-PERP everywhere: the terms never name a wire currency.
    expect(TERMS.derivatives.text).not.toMatch(/F0/);
  });

  it('are asked once: not after the version published was accepted, again after a modification', () => {
    const conf = [[TERMS.derivatives.modified, 'Derivatives Terms', TERMS.derivatives.text]];
    expect(dueTerms(['derivatives'], conf, []).map((d) => d.kind)).toEqual(['derivatives']);
    expect(dueTerms(['derivatives'], conf, [['terms:derivatives:accepted', TERMS.derivatives.modified]])).toEqual([]);
    const modified = [[TERMS.derivatives.modified + 1, 'Derivatives Terms', 'new text']];
    expect(dueTerms(['derivatives'], modified, [['terms:derivatives:accepted', TERMS.derivatives.modified]]).map((d) => d.kind)).toEqual([
      'derivatives',
    ]);
    // Accepting the default terms at sign-in does not accept these.
    expect(dueTerms(['derivatives'], conf, [['terms:default:accepted', Date.now()]]).map((d) => d.kind)).toEqual(['derivatives']);
  });
});

describe("a currency's agreement before an order", () => {
  const listed = ['XRP', 'SOL'];
  const pair = (base: string, quote: string, o: Partial<OrderCase> = {}) =>
    order({ currencies: [base, quote], agreementListed: listed, ...o });
  it('is asked of the first order in a pair whose base or quote asks one, until this form saw it accepted', () => {
    expect(termsBeforeOrder(pair('XRP', 'USD'), '7/0', [])).toBe('currency_XRP');
    expect(termsBeforeOrder(pair('BTC', 'SOL'), '7/0', [])).toBe('currency_SOL');
    expect(termsBeforeOrder(pair('XRP', 'SOL'), '7/0', [])).toBe('currency_XRP');
    expect(termsBeforeOrder(pair('XRP', 'SOL'), '7/0', [clearedKey('currency_XRP', '7/0')])).toBe('currency_SOL');
    expect(termsBeforeOrder(pair('XRP', 'USD'), '7/0', [clearedKey('currency_XRP', '7/0')])).toBeNull();
    // Another account trading now is asked for its own.
    expect(termsBeforeOrder(pair('XRP', 'USD'), '8/0', [clearedKey('currency_XRP', '7/0')])).toBe('currency_XRP');
    // Pairs of currencies that ask none, and a form that has not read the list yet, ask nothing.
    expect(termsBeforeOrder(pair('BTC', 'USD'), '7/0', [])).toBeNull();
    expect(termsBeforeOrder(order({ currencies: ['XRP', 'USD'] }), '7/0', [])).toBeNull();
  });
  it("comes after the product's terms, in any context and in paper trading", () => {
    expect(termsBeforeOrder(pair('XRP', 'USD', { context: 'derivatives' }), '7/0', [])).toBe('derivatives');
    expect(termsBeforeOrder(pair('XRP', 'USD', { context: 'derivatives' }), '7/0', [clearedKey('derivatives', '7/0')])).toBe(
      'currency_XRP',
    );
    expect(termsBeforeOrder(pair('SOL', 'USD', { context: 'margin', paper: true }), '7/0', [])).toBe('currency_SOL');
  });
  it("is remembered under the currency's terms kind, the one its deposits and withdrawals use", () => {
    expect(agreementCurrency('currency_XRP')).toBe('XRP');
    expect(agreementCurrency('derivatives')).toBeNull();
    expect(agreementKind('XRP')).toBe('currency_XRP');
    expect(agreementKeys('SOL').accepted).toBe('terms:currency_SOL:accepted');
    expect(AGREEMENT_CURRENCIES).toEqual(listed);
  });
});

describe('UK users warning', () => {
  it('a GB resident is one whose residence is GB, or who has none and signed up from GB', () => {
    expect(ukResident('GB', null)).toBe(true);
    expect(ukResident(null, 'GB')).toBe(true);
    expect(ukResident(' gbr ', undefined)).toBe(true);
    expect(ukResident('', 'GB')).toBe(true);
    // The verified residence wins over the sign-up country, both ways.
    expect(ukResident('FR', 'GB')).toBe(false);
    expect(ukResident('GB', 'FR')).toBe(true);
    // No country on record: GB is only the compliance rules' default, not a residence.
    expect(ukResident(null, null)).toBe(false);
    expect(ukResident(undefined, '  ')).toBe(false);
    expect(ukResident(null, 'GG')).toBe(false);
  });

  it('comes before the first real-money trade of a GB resident, in any context, once', () => {
    const uk = order({ signupCountry: 'GB' });
    expect(termsBeforeOrder(uk, '9/0', [])).toBe('uk_warning');
    expect(termsBeforeOrder({ ...uk, context: 'margin' }, '9/0', [])).toBe('uk_warning');
    expect(termsBeforeOrder(uk, '9/0', [clearedKey('uk_warning', '9/0')])).toBeNull();
    // Paper trading is not a trade with real money.
    expect(termsBeforeOrder({ ...uk, paper: true }, '9/0', [])).toBeNull();
    // Not asked of others.
    expect(termsBeforeOrder(order({ signupCountry: 'BR' }), '9/0', [])).toBeNull();
    expect(termsBeforeOrder(order({}), '9/0', [])).toBeNull();
  });

  it('a GB resident’s first derivatives order asks the warning, then the derivatives terms', () => {
    const uk = order({ residence: 'GB', context: 'derivatives' });
    expect(termsBeforeOrder(uk, '9/0', [])).toBe('uk_warning');
    expect(termsBeforeOrder(uk, '9/0', [clearedKey('uk_warning', '9/0')])).toBe('derivatives');
    expect(termsBeforeOrder(uk, '9/0', [clearedKey('uk_warning', '9/0'), clearedKey('derivatives', '9/0')])).toBeNull();
    // In paper trading only the derivatives terms.
    expect(termsBeforeOrder({ ...uk, paper: true }, '9/0', [])).toBe('derivatives');
  });

  it('the exchange publishes it with the keys of a terms kind', () => {
    expect(termsKeys('uk_warning').accepted).toBe('terms:uk_warning:accepted');
    const published = confValue(termsConfKey('uk_warning')) as [number, string, string];
    expect(published).toEqual([TERMS.uk_warning.modified, 'Risk Warning for UK Residents', TERMS.uk_warning.text]);
    expect(TERMS.uk_warning.text).toMatch(/lose all the money/);
  });
});

describe('demo block', () => {
  it('stops a real-currency action of an account in paper trading, not a paper currency', () => {
    expect(demoBlocked(true, 'ETH')).toBe(true);
    expect(demoBlocked(true, 'USD')).toBe(true);
    expect(demoBlocked(true, 'TESTBTC')).toBe(false);
    expect(demoBlocked(true, 'testusd')).toBe(false);
    expect(demoBlocked(false, 'ETH')).toBe(false);
    // No currency chosen yet: nothing to stop.
    expect(demoBlocked(true, '')).toBe(false);
  });

  it('the paper currencies are the ones the exchange lists', () => {
    expect(confValue('pub:list:currency:paper')).toEqual([...PAPER_CURRENCIES]);
  });
});

describe('high-cost open-loan warning', () => {
  it('is asked above 0.1 % a day, the threshold the borrow page states', () => {
    expect(HIGH_COST_DAILY_RATE).toBe('0.001');
    expect(highCostLoan('0.001')).toBe(false);
    expect(highCostLoan('0.0010001')).toBe(true);
    expect(highCostLoan(0.002)).toBe(true);
    expect(highCostLoan('junk')).toBe(false);
  });

  it('the funding widget asks it of a LIMIT bid typed in per cent, not of an FRR delta', () => {
    expect(highCostBid('LIMIT', '0.2')).toBe(true);
    expect(highCostBid('LIMIT', ' 0.1 ')).toBe(false);
    expect(highCostBid('LIMIT', '0.05')).toBe(false);
    expect(highCostBid('LIMIT', '')).toBe(false);
    expect(highCostBid('FRRDELTAVAR', '0.5')).toBe(false);
    expect(highCostBid('FRRDELTAFIX', '0.5')).toBe(false);
  });
});

describe('trades and market watch settings', () => {
  it('the trades widget keeps known columns once each, in order, at least one, and its options', () => {
    expect(parseTradesState(undefined)).toEqual(DEFAULT_TRADES_STATE);
    expect(parseTradesState({})).toEqual({ columns: ['time', 'price', 'amount'], options: { flash: true, sideColour: true } });
    expect(parseTradesState({ columns: ['total', 'price', 'price', 'nope'], options: { flash: false, sideColour: 'x' } })).toEqual({
      columns: ['price', 'total'],
      options: { flash: false, sideColour: true },
    });
    // None known: the default columns, never an empty table.
    expect(parseTradesState({ columns: [] }).columns).toEqual(['time', 'price', 'amount']);
    expect(TRADE_COLUMNS).toEqual(['time', 'price', 'amount', 'total']);
  });

  it('the markets widget keeps its tab and sorting beside its columns and options', () => {
    expect(parseMarketsState(undefined)).toEqual(DEFAULT_MARKETS_STATE);
    expect(DEFAULT_MARKETS_STATE.columns).toEqual(['favorite', 'last', 'change', 'volume']);
    const saved = parseMarketsState({
      tab: 'USD',
      sorting: [{ id: 'last', desc: true }],
      columns: ['volume', 'last'],
      options: { fit: false },
    });
    expect(saved).toEqual({
      tab: 'USD',
      sorting: [{ id: 'last', desc: true }],
      columns: ['last', 'volume'],
      options: { fit: false, flash: true },
    });
    // The pair is always shown: every other column may be hidden.
    expect(parseMarketsState({ columns: [] }).columns).toEqual([]);
    // A layout saved before the settings existed shows every column.
    expect(parseMarketsState({ tab: 'FAV', sorting: [] }).columns).toEqual([...MARKET_COLUMNS]);
  });

  it('the registry hands both widgets their saved state as it is (read in their own chunk)', () => {
    const raw = { columns: ['total'] };
    for (const type of ['trades', 'markets'] as const) {
      const element = WIDGETS[type].render({ widgetKey: `widget/${type}/x`, raw, setState: () => undefined, defaults: DEFAULTS }) as {
        props: { state: unknown };
      };
      expect(element.props.state, type).toBe(raw);
    }
  });
});
