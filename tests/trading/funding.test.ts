// Funding: offers into the funding engine, a match becomes a loan (lender) or a credit
// (borrower), interest is paid out per interval, loans close at the end of their period.
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';
import { parseNewOffer } from '../../src/protocol/inputs/funding';

const DAY = 86_400_000;

describe('funding', () => {
  it('lends: offer → loan → daily interest to the funding wallet → closed after its period', async () => {
    const d = openDesk();
    const n = d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '1000', rate: '0.0003', period: 2 });
    expect(n[1]).toBe('fon-req');
    expect(n[6]).toBe('SUCCESS');
    expect(n[7]).toBe('Submitting funding offer of 1000.0 USD at 0.0003 for 2 days.');
    expect(d.of('fon')).toHaveLength(1);
    expect(wallet(d.trading, 'funding', 'USD')).toEqual([100000, 99000]);

    d.markets.offer('fUSD', -1500, 0.0004, 2);
    await d.settle();
    const loans = d.trading.loans(USER) as unknown[][];
    expect(loans).toHaveLength(1);
    expect([loans[0]![2], loans[0]![5], loans[0]![7], loans[0]![11], loans[0]![12]]).toEqual([1, 1000, 'ACTIVE', 0.0003, 2]);
    expect(d.of('fln')).toHaveLength(1);
    expect((d.of('fte') as unknown[][])[0]!.slice(4, 8)).toEqual([1000, 0.0003, 2, 1]);
    expect((d.of('foc') as unknown[][])[0]![10]).toBe('EXECUTED');
    expect(wallet(d.trading, 'funding', 'USD')).toEqual([100000, 99000]);

    d.markets.clock.now += DAY;
    expect((d.trading.wallets(USER).find((w) => w[0] === 'funding' && w[1] === 'USD') as unknown[])[3]).toBe(0.3);
    d.trading.runTimers();
    // 1000 × 0.0003 × 1 day = 0.3, less the exchange's 15 % = 0.255.
    expect(wallet(d.trading, 'funding', 'USD')).toEqual([100000.255, 99000.255]);
    d.markets.clock.now += DAY;
    d.trading.runTimers();
    expect(wallet(d.trading, 'funding', 'USD')).toEqual([100000.51, 100000.51]);
    expect(d.trading.loans(USER)).toEqual([]);
    expect((d.of('flc') as unknown[][])[0]![7]).toBe('CLOSED');
    const ledger = d.trading.history.ledgers(USER, 'USD', { limit: 2 }) as unknown[][];
    expect(ledger.map((l) => [l[5], l[8]])).toEqual([
      [0.255, 'Margin Funding Payment on wallet funding'],
      [0.255, 'Margin Funding Payment on wallet funding'],
    ]);
    expect(d.trading.history.fundingHist(USER, 'loan', undefined, { limit: 5 })).toHaveLength(1);
  });

  it('borrows: bid → credit → interest charged to the margin wallet; close pays back early', async () => {
    const d = openDesk();
    d.markets.offer('fUSD', 5000, 0.0002, 30);
    const n = d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '-2000', rate: '0.0005', period: 10 });
    expect(n[6]).toBe('SUCCESS');
    const credits = d.trading.credits(USER) as unknown[][];
    expect(credits).toHaveLength(1);
    expect([credits[0]![2], credits[0]![5], credits[0]![11], credits[0]![12]]).toEqual([-1, 2000, 0.0002, 10]);
    expect((d.of('fte') as unknown[][])[0]![4]).toBe(-2000);
    d.markets.clock.now += DAY / 2;
    const c = d.trading.closeFunding(USER, { id: credits[0]![0] });
    expect(c[6]).toBe('SUCCESS');
    // 2000 × 0.0002 × ½ day = 0.2 USD.
    expect(wallet(d.trading, 'margin', 'USD')[0]).toBe(99999.8);
    expect(d.trading.credits(USER)).toEqual([]);
    const info = d.trading.fundingInfo(USER, 'fUSD') as unknown[];
    expect(info).toEqual(['sym', 'fUSD', [0, 0, 0, 0]]);
  });

  it('refuses offers it cannot back and cancels the rest', () => {
    const d = openDesk();
    expect(d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '200000', rate: '0.0003', period: 2 })[7]).toBe(
      'Invalid offer: not enough balance in the funding wallet for 200000.0 USD',
    );
    expect(d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '10', rate: '0.0003', period: 2 })[7]).toBe(
      'Invalid offer: incorrect amount, minimum is 150 dollar or equivalent in USD',
    );
    // A period beyond 30 days never reaches trading: the protocol's parser refuses it.
    expect(parseNewOffer({ type: 'LIMIT', symbol: 'fUSD', amount: '1000', rate: '0.0003', period: 31 })).toEqual({
      ok: false,
      error: 'period: invalid',
    });
    expect(d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fXYZ', amount: '1000', rate: '0.0003', period: 2 })[7]).toBe(
      'symbol: invalid',
    );
    const n = d.trading.submitOffer(USER, { type: 'LIMIT', symbol: 'fUSD', amount: '1000', rate: '0.01', period: 2 });
    const id = (n[4] as unknown[])[0] as number;
    expect(d.trading.cancelOffer(USER, { id })[6]).toBe('SUCCESS');
    expect(d.trading.offers(USER)).toEqual([]);
    expect(wallet(d.trading, 'funding', 'USD')).toEqual([100000, 100000]);
    expect(d.trading.history.offersHist(USER, undefined, { limit: 5 })).toHaveLength(1);
  });

  it('auto-renew lends the idle balance and a kept loan is offered again', async () => {
    const d = openDesk();
    const a = d.trading.autoFunding(USER, { status: 1, currency: 'fETH', amount: '10', rate: '0.0001', period: 2 });
    expect(a[6]).toBe('SUCCESS');
    // The exchange reads the setting back: [CURRENCY, PERIOD, RATE, THRESHOLD, STATUS].
    expect(d.trading.autoFundingStates(USER)).toEqual([['ETH', 2, 0.0001, 10, 1]]);
    const offers = d.trading.offers(USER) as unknown[][];
    expect(offers.map((o) => [o[1], o[4], o[14], o[15], o[19]])).toEqual([['fETH', 10, 0.0001, 2, 1]]);
    d.markets.offer('fETH', -10, 0.0002, 2);
    await d.settle();
    const loan = (d.trading.loans(USER) as unknown[][])[0];
    expect(loan![18]).toBe(1);
    d.markets.clock.now += 2 * 86_400_000;
    d.trading.runTimers();
    // The loan closed and its 10 ETH are on offer again.
    expect(d.trading.loans(USER)).toEqual([]);
    expect((d.trading.offers(USER) as unknown[][]).map((o) => o[4])).toEqual([10]);
  });
});
