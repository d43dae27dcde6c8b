// Buying with a card against the running exchange (issue 16, item 4): the fx call's quote (rate,
// amount, card fee, what is received), a purchase paid by the exchange's test card credited to the
// exchange wallet with a ledger entry, the purchases' list kept across a restart, and the refusals
// of any other card, a number that is not one, an expired card, a wrong CVC and amounts out of
// bounds, each with its reason and nothing credited.
import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import {
  CARD_FEE_RATE,
  decodeCardPurchase,
  decodeCardQuote,
  TEST_CARD_NUMBER,
  type CardPurchase,
} from '../../src/protocol/account/card-purchase';
import { callPath } from '../../src/protocol/calls/define';
import { EARN_CALLS as E } from '../../src/protocol/calls/earn';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { accountRig, exchangeBalance as balance, onOneDataFolder } from './account-rig';
import { pageCall as call } from './page-session';

const rig = accountRig('card-purchases', { seed: 18 }, 'correct horse battery 18');
const newTrader = rig.newTrader;
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const TEST_CARD = { number: TEST_CARD_NUMBER, expiry: `12/${nextYear}`, cvc: '123' };

describe('buying with a card', () => {
  it('quotes the rate and the fee, and credits a test-card purchase to the exchange wallet with a ledger entry', async () => {
    const s = await newTrader('card-one@example.com');
    const quote = decodeCardQuote(await call(s, T.cardFx.path, { data: { amount: '200', from: 'EUR', to: 'ETH' } }))!;
    expect(quote.rate).toBeGreaterThan(0);
    expect(quote.gross).toBe(new BigNumber(200).times(quote.rate).decimalPlaces(8).toNumber());
    expect(quote.fee).toBe(new BigNumber(200).times(CARD_FEE_RATE).toNumber());
    expect(quote.receive).toBe(new BigNumber(200).minus(quote.fee).times(quote.rate).decimalPlaces(8, BigNumber.ROUND_HALF_UP).toNumber());

    const before = await balance(s, 'ETH');
    const n = (await call(s, E.cardBuy.path, { from: 'EUR', to: 'ETH', amount: '200', card: TEST_CARD })) as unknown[];
    expect(n[1]).toBe('card-buy');
    expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
    const p = decodeCardPurchase(n[4])!;
    expect(p).toMatchObject({ fiat: 'EUR', fiatAmount: 200, fee: 5, currency: 'ETH', cardLast4: '4242' });
    expect(p.credited).toBe(new BigNumber(195).times(p.rate).decimalPlaces(8, BigNumber.ROUND_HALF_UP).toNumber());
    expect(n[7]).toBe(
      `Card purchase #${p.id}: ${new BigNumber(p.credited).toFixed()} ETH for 200.00 EUR (fee 5.00 EUR) by card ending 4242`,
    );
    expect(await balance(s, 'ETH')).toEqual(before.plus(p.credited));
    const [entry] = (await call(s, callPath(T.ledgersOf, { currency: 'ETH' }), { limit: 5 })) as unknown[][];
    expect(entry?.[5]).toBe(p.credited);
    expect(String(entry?.[8])).toBe(`${String(n[7])} on wallet exchange`);

    const list = ((await call(s, E.cardPurchases.path, {})) as unknown[]).map(decodeCardPurchase);
    expect(list).toEqual([p]);
  });

  it('refuses any card but the test card, bad card data and amounts out of bounds, and credits nothing', async () => {
    const s = await newTrader('card-two@example.com');
    const buy = (body: Record<string, unknown>) =>
      call(s, E.cardBuy.path, { from: 'USD', to: 'BTC', amount: '100', card: TEST_CARD, ...body });
    const refused = (text: string) => ['error', 10001, text];
    expect(await buy({ card: { ...TEST_CARD, number: '4000 0566 5566 5556' } })).toEqual(
      refused(`Card refused: this exchange trades on paper money and takes only its test card, ${TEST_CARD_NUMBER}`),
    );
    expect(await buy({ card: { ...TEST_CARD, number: '4242 4242 4242 4241' } })).toEqual(
      refused('Card refused: the number is not a card number (12 to 19 digits that pass the Luhn check)'),
    );
    expect(await buy({ card: { ...TEST_CARD, expiry: '01/20' } })).toEqual(refused('Card refused: the card has expired'));
    expect(await buy({ card: { ...TEST_CARD, expiry: '13/40' } })).toEqual(
      refused('Card refused: the expiry date is not a month and year (MM/YY)'),
    );
    expect(await buy({ card: { ...TEST_CARD, cvc: '12' } })).toEqual(
      refused('Card refused: the CVC is the three digits on the back of the card'),
    );
    expect(await buy({ amount: '5' })).toEqual([
      'error',
      10020,
      "amount: invalid (a card pays 10 to 5000 US dollars' worth of USD at once)",
    ]);
    expect(await buy({ amount: '5000.01' })).toEqual([
      'error',
      10020,
      "amount: invalid (a card pays 10 to 5000 US dollars' worth of USD at once)",
    ]);
    expect(await buy({ amount: '10.001' })).toEqual(['error', 10020, 'amount: invalid (a positive amount, at most 2 decimals)']);
    expect(await buy({ from: 'BTC' })).toEqual(['error', 10020, 'from: invalid (one of USD, EUR, TRY, BRL, JPY)']);
    expect(await buy({ to: 'TESTBTC' })).toEqual(['error', 10020, 'to: invalid (one of BTC, ETH, LTC, XRP, UST is bought by card)']);
    expect(await buy({ card: undefined })).toEqual(['error', 10020, 'card: invalid']);
    expect(await balance(s, 'BTC')).toEqual(new BigNumber(2));
    expect(await call(s, E.cardPurchases.path, {})).toEqual([]);
  });

  it('keeps the purchases across a restart', async () => {
    await onOneDataFolder('cards-restart', { seed: 18 }, async (boot) => {
      const first = await boot();
      const s1 = first.demo;
      const n = (await call(s1, E.cardBuy.path, { from: 'USD', to: 'BTC', amount: '1000', card: TEST_CARD })) as unknown[];
      const bought = decodeCardPurchase(n[4]) as CardPurchase;
      const btc = await balance(s1, 'BTC');
      await first.exchange.close();

      const second = await boot();
      const s2 = second.demo;
      expect(((await call(s2, E.cardPurchases.path, {})) as unknown[]).map(decodeCardPurchase)).toEqual([bought]);
      expect(await balance(s2, 'BTC')).toEqual(btc);
      await second.close();
    });
  }, 60_000);
});
