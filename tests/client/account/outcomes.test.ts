// Every order and position outcome told: an order executed ("Bought 0.002 BTC at 93,977"),
// filled in part (once per burst), cancelled by the trader, its OCO partner or its time in force,
// ended by the exchange; a position opened, closed, liquidated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Order } from '../../../src/protocol/account/order';
import {
  closedFundingOutcome,
  closedOfferOutcome,
  closedOrderOutcome,
  partialFillOutcome,
  positionOutcome,
} from '../../../src/models/account/outcomes';
import type { FundingOffer } from '../../../src/protocol/account/funding-offer';
import { FILL_BURST_MS } from '../../../src/models/account/outcome-teller';
import { noticeText } from '../../../src/ui/notice-text';
import { order as sampleOrder } from '../../protocol/samples';
import { accountSetup, order, position } from './fake-account';
import '../../../src/ui/outcome-messages';

const NOW = 1_700_000_000_000;
const anOrder = (o: Partial<Order>): Order => ({
  ...sampleOrder,
  symbol: 'tBTCUSD',
  type: 'EXCHANGE MARKET',
  placedId: null,
  mtsTif: null,
  ...o,
});
const words = (o: ReturnType<typeof closedOrderOutcome>) => noticeText({ text: '', message: o.message });

describe('order outcomes', () => {
  it('tells an executed buy and sell with the amount and the average price', () => {
    const buy = closedOrderOutcome(anOrder({ amount: 0, amountOrig: 0.002, priceAvg: 93977.12, status: 'EXECUTED @ 93977(0.002)' }), NOW);
    expect(buy.kind).toBe('order-executed');
    expect(buy.level).toBe('success');
    expect(words(buy)).toBe('Bought 0.002 BTC at 93,977');
    const sell = closedOrderOutcome(
      anOrder({ amount: 0, amountOrig: -1.5, priceAvg: 3120.4, symbol: 'tETHUSD', status: 'EXECUTED @ 3120.4(-1.5)' }),
      NOW,
    );
    expect(words(sell)).toBe('Sold 1.5 ETH at 3,120.4');
  });

  it('tells who cancelled: the trader, the OCO partner, the time in force, or the exchange', () => {
    const resting = { type: 'EXCHANGE LIMIT', amount: 0.01, amountOrig: 0.01, price: 90000, priceAvg: 0 };
    expect(words(closedOrderOutcome(anOrder({ ...resting, status: 'CANCELED' }), NOW))).toBe('Cancelled: exchange limit buy of 0.01 BTC');
    expect(words(closedOrderOutcome(anOrder({ ...resting, status: 'CANCELED', placedId: 77 }), NOW))).toBe(
      'Cancelled by its OCO partner: exchange limit buy of 0.01 BTC',
    );
    expect(words(closedOrderOutcome(anOrder({ ...resting, status: 'CANCELED', mtsTif: NOW - 1 }), NOW))).toBe(
      'Expired: exchange limit buy of 0.01 BTC',
    );
    expect(words(closedOrderOutcome(anOrder({ ...resting, status: 'CANCELED', mtsTif: NOW + 60_000 }), NOW))).toMatch(/^Cancelled: /);
    const postOnly = closedOrderOutcome(anOrder({ ...resting, status: 'POSTONLY CANCELED' }), NOW);
    expect(words(postOnly)).toBe('Ended by the exchange (POSTONLY CANCELED): exchange limit buy of 0.01 BTC');
    const partly = closedOrderOutcome(
      anOrder({ ...resting, amount: 0.004, priceAvg: 90000, status: 'CANCELED was: PARTIALLY FILLED @ 90000(0.006)' }),
      NOW,
    );
    expect(words(partly)).toBe('Cancelled: exchange limit buy of 0.01 BTC, after 0.006 BTC @ 90,000');
  });

  it('tells a partial fill with what is filled so far', () => {
    const o = anOrder({ type: 'EXCHANGE LIMIT', amount: -0.3, amountOrig: -1, priceAvg: 95010, status: 'PARTIALLY FILLED @ 95010(-0.7)' });
    expect(words(partialFillOutcome(o))).toBe('Sold 0.7 of 1 BTC so far, at 95,010');
  });

  it('tells positions opened, closed and liquidated', () => {
    const p = positionCodecRow({ symbol: 'tBTCF0:USTF0', amount: -0.25, basePrice: 95000, status: 'ACTIVE' });
    expect(words(positionOutcome(p, 'pn'))).toBe('Position opened: short 0.25 BTC-PERP at 95,000');
    expect(words(positionOutcome({ ...p, status: 'CLOSED' }, 'pc'))).toBe('Position closed: BTC-PERP');
    const liq = positionOutcome({ ...p, status: 'LIQUIDATED' }, 'pc');
    expect(liq.level).toBe('error');
    expect(words(liq)).toBe('Position liquidated: BTC-PERP');
  });
});

describe('funding outcomes', () => {
  const offer = (o: Partial<FundingOffer>): FundingOffer => ({
    id: 1,
    symbol: 'fUSD',
    mtsCreate: NOW,
    mtsUpdate: NOW,
    amount: 0,
    amountOrig: 1000,
    type: 'LIMIT',
    flags: 0,
    status: 'EXECUTED at 0.0002(1000)',
    rate: 0.0002,
    period: 2,
    notify: false,
    hidden: false,
    renew: false,
    rateReal: null,
    ...o,
  });

  it('tells a funding offer taken or cancelled, a loan and a credit ended', () => {
    expect(words(closedOfferOutcome(offer({})))).toBe('Lent 1,000 USD at 0.020000% a day for 2 days');
    expect(words(closedOfferOutcome(offer({ amountOrig: -500, period: 30, status: 'EXECUTED' })))).toBe(
      'Borrowed 500 USD at 0.020000% a day for 30 days',
    );
    const cancelled = closedOfferOutcome(offer({ amount: 1000, status: 'CANCELED' }));
    expect(cancelled.kind).toBe('offer-cancelled');
    expect(words(cancelled)).toBe('Funding offer cancelled: lend 1,000 USD');
    const loan = { ...offer({}), side: 1, rateType: 'FIXED', mtsOpening: NOW, mtsLastPayout: null, noClose: false, amount: 250 } as never;
    expect(words(closedFundingOutcome(loan, 'flc'))).toBe('Loan ended: 250 USD back in the funding wallet');
    expect(words(closedFundingOutcome(loan, 'fcc'))).toBe('Credit closed: 250 USD repaid');
  });
});

describe('the account tells what the stream says', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const told = (account: ReturnType<typeof accountSetup>['account']) =>
    account.notifications.items.filter((n) => n.message).map((n) => noticeText(n));

  it('one partial-fill notice per burst, none when the order closes first, and the close at once', () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    channel.receive([0, 'on', order(1, { amount: 1 })]);
    channel.receive([0, 'ou', withFill(order(1, { amount: 0.8, status: 'PARTIALLY FILLED @ 100(0.2)' }), 1, 100)]);
    channel.receive([0, 'ou', withFill(order(1, { amount: 0.5, status: 'PARTIALLY FILLED @ 100(0.3)' }), 1, 100)]);
    expect(told(account)).toEqual([]);
    vi.advanceTimersByTime(FILL_BURST_MS);
    expect(told(account)).toEqual(['Bought 0.5 of 1 BTC so far, at 100.00']);

    channel.receive([0, 'ou', withFill(order(1, { amount: 0.2, status: 'PARTIALLY FILLED @ 100(0.3)' }), 1, 100)]);
    channel.receive([0, 'oc', withFill(order(1, { amount: 0, status: 'EXECUTED @ 100(0.2)' }), 1, 100)]);
    vi.advanceTimersByTime(FILL_BURST_MS * 2);
    expect(told(account)).toEqual(['Bought 1 BTC at 100.00', 'Bought 0.5 of 1 BTC so far, at 100.00']);
  });

  it('a position opened and closed is told, and a toast shows it', () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    channel.receive([0, 'pn', position('tBTCUSD', 0.5)]);
    channel.receive([0, 'pc', position('tBTCUSD', 0, { status: 'CLOSED' })]);
    expect(told(account)).toEqual(['Position closed: BTC/USD', expect.stringMatching(/^Position opened: long 0\.5 BTC\/USD at /)]);
    expect(account.notifications.toasts.length).toBe(2);
  });

  it('a deposit and a withdrawal are told at each state change, in the catalogue words, once each', () => {
    const { account, channel } = accountSetup();
    channel.setStatus('authenticated');
    const moved = (type: string, id: number, status: string, amount: number, currency = 'BTC') => {
      const row = new Array<unknown>(22).fill(null);
      Object.assign(row, { 0: id, 1: currency, 2: 'BITCOIN', 5: NOW, 6: NOW, 9: status, 12: amount });
      channel.receive([0, 'n', [NOW, type, null, null, row, null, 'SUCCESS', `exchange text ${type}`]]);
    };
    moved('deposit_new', 7, 'PENDING', 0.25);
    moved('deposit_complete', 7, 'COMPLETED', 0.25);
    moved('withdrawal_complete', 8, 'COMPLETED', -0.5);
    moved('withdrawal_canceled', 9, 'CANCELED', -1200, 'USD');
    expect(told(account)).toEqual([
      'Withdrawal of 1,200 USD was cancelled; the money is back in your wallet',
      'Withdrawal of 0.5 BTC sent',
      'Deposit of 0.25 BTC credited',
      'Deposit of 0.25 BTC arrived, waiting for confirmations',
    ]);
    expect(account.notifications.items.map((n) => n.kind)).toEqual([
      'withdrawal-cancelled',
      'withdrawal-completed',
      'deposit-completed',
      'deposit-pending',
    ]);
    expect(account.notifications.items[0]!.level).toBe('error');
    // Any other notification keeps the exchange's own text.
    channel.receive([0, 'n', [NOW, 'acc_tf', null, null, null, null, 'SUCCESS', '1 USD transfered from Exchange to Margin']]);
    expect(noticeText(account.notifications.items[0]!)).toBe('1 USD transfered from Exchange to Margin');
    expect(account.notifications.items).toHaveLength(5);
  });
});

/** The wire row with its original amount and average price set (slots 7 and 17). */
function withFill(row: unknown[], amountOrig: number, priceAvg: number): unknown[] {
  const copy = row.slice();
  copy[7] = amountOrig;
  copy[17] = priceAvg;
  return copy;
}

function positionCodecRow(p: { symbol: string; amount: number; basePrice: number; status: string }) {
  return {
    symbol: p.symbol,
    status: p.status,
    amount: p.amount,
    basePrice: p.basePrice,
    marginFunding: null,
    marginFundingType: null,
    pl: null,
    plPerc: null,
    priceLiq: null,
    leverage: null,
    id: 1,
    mtsCreate: null,
    mtsUpdate: null,
    type: null,
    collateral: null,
    collateralMin: null,
    meta: null,
  };
}
