// Wallets: the demo funds (once), transfers with their ledger entries, deposit addresses,
// deposits and withdrawals that complete later, price alerts.
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';

describe('wallets and movements', () => {
  it('funds the demo account once', () => {
    const d = openDesk();
    expect(d.trading.fundAccount(USER)).toBe(false);
    const ws = d.trading.snapshots(USER).ws as unknown[][];
    expect(ws.filter((w) => w[0] === 'exchange').map((w) => w[1])).toEqual(['BTC', 'ETH', 'EUR', 'TESTBTC', 'TESTUSD', 'USD', 'UST']);
    expect(ws.filter((w) => w[0] === 'margin').map((w) => w[1])).toContain('USTF0');
    expect(wallet(d.trading, 'funding', 'BTC')).toEqual([2, 2]);
    const moves = d.trading.history.movements(USER, 'USD', { limit: 10 }) as unknown[][];
    expect(moves).toHaveLength(3);
    expect(moves[0]![9]).toBe('COMPLETED');
  });

  it('transfers between wallets with a ledger entry on each side', () => {
    const d = openDesk();
    const n = d.trading.transfer(USER, { from: 'exchange', to: 'margin', currency: 'USD', amount: '1234.5' });
    expect(n[1]).toBe('acc_tf');
    expect(n[6]).toBe('SUCCESS');
    expect((n[4] as unknown[]).slice(1, 8)).toEqual(['exchange', 'margin', null, 'USD', 'USD', null, 1234.5]);
    expect(wallet(d.trading, 'exchange', 'USD')).toEqual([98765.5, 98765.5]);
    expect(wallet(d.trading, 'margin', 'USD')).toEqual([101234.5, 101234.5]);
    const ledger = d.trading.history.ledgers(USER, 'USD', { limit: 2 }) as unknown[][];
    expect(ledger.map((l) => [l[2], l[5], l[6], l[8]])).toEqual([
      ['margin', 1234.5, 101234.5, 'Transfer of 1234.5 USD from wallet Exchange to Margin on wallet margin'],
      ['exchange', -1234.5, 98765.5, 'Transfer of 1234.5 USD from wallet Exchange to Margin on wallet exchange'],
    ]);
    // UST → USTF0 for derivatives collateral, 1:1.
    expect(d.trading.transfer(USER, { from: 'exchange', to: 'margin', currency: 'UST', currency_to: 'USTF0', amount: '100' })[6]).toBe(
      'SUCCESS',
    );
    expect(wallet(d.trading, 'margin', 'USTF0')[0]).toBe(50100);
    expect(d.trading.transfer(USER, { from: 'exchange', to: 'margin', currency: 'USD', amount: '1000000' })[7]).toBe(
      'Invalid transfer: not enough USD available in the exchange wallet',
    );
    expect(d.trading.transfer(USER, { from: 'exchange', to: 'nowhere', currency: 'USD', amount: '1' })[7]).toBe('to: invalid');
    // Money held by an open order cannot leave.
    d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '1', price: '90000' });
    expect(d.trading.transfer(USER, { from: 'exchange', to: 'funding', currency: 'USD', amount: '9000' })[6]).toBe('ERROR');
    const hist = d.trading.history.walletsHist(USER, undefined, 'USD') as unknown[][];
    expect(hist.find((h) => h[0] === 'exchange')?.[2]).toBe(98765.5);
  });

  it('withdraws: debited at once with the fee, completed after the delay', async () => {
    const d = openDesk({ timings: { withdrawalDelayMs: 5000 } });
    const to = { wallet: 'exchange', method: 'bitcoin', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' };
    // Above 1,000 USD the travel rule asks who receives the money and where it goes.
    expect(d.trading.withdraw(USER, { ...to, amount: '0.5' })[7]).toMatch(/^Invalid withdrawal: above 1000 USD the travel rule needs/);
    const travel = { dest_firstname: 'Ada', dest_lastname: 'Lovelace', vasp_name: 'self-hosted', travel_rule_tos: 1 };
    const n = d.trading.withdraw(USER, { ...to, amount: '0.5', ...travel });
    expect(n[1]).toBe('acc_wd-req');
    expect(n[6]).toBe('SUCCESS');
    const info = n[4] as unknown[];
    expect(info.slice(2, 9)).toEqual(['bitcoin', null, 'exchange', 0.5, null, null, 0.0004]);
    expect(wallet(d.trading, 'exchange', 'BTC')).toEqual([1.4996, 1.4996]);
    let move = (d.trading.history.movements(USER, 'BTC', { limit: 1 }) as unknown[][])[0];
    expect([move![9], move![12], move![13], move![16]]).toEqual([
      'PROCESSING',
      -0.5,
      -0.0004,
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    ]);
    d.trading.runTimers(d.markets.clock.now + 4000);
    expect((d.trading.history.movements(USER, 'BTC', { limit: 1 }) as unknown[][])[0]![9]).toBe('PROCESSING');
    d.trading.runTimers(d.markets.clock.now + 5000);
    move = (d.trading.history.movements(USER, 'BTC', { limit: 1 }) as unknown[][])[0];
    expect(move![9]).toBe('COMPLETED');
    expect(typeof move![20]).toBe('string');
    await d.settle();
    const told = (d.of('n') as unknown[][]).filter((n) => /^(acc_wd-req|withdrawal_)/.test(String(n[1])));
    expect(told.map((n) => [n[1], n[6]])).toEqual([
      ['acc_wd-req', 'ERROR'],
      ['acc_wd-req', 'SUCCESS'],
      ['withdrawal_complete', 'SUCCESS'],
    ]);
    expect((told[2]![4] as unknown[]).slice(9, 13)).toEqual(['COMPLETED', null, null, -0.5]);
    expect(d.trading.withdraw(USER, { ...to, amount: '5', ...travel })[7]).toBe(
      'Invalid withdrawal: not enough BTC available in the exchange wallet',
    );
    expect(d.trading.withdraw(USER, { wallet: 'exchange', method: 'bitcoin', amount: '0.001', address: 'x' })[7]).toBe(
      'address: invalid for bitcoin',
    );
  });

  it('gives deposit addresses and credits an arriving deposit', async () => {
    const d = openDesk({ timings: { depositDelayMs: 1000 } });
    const a = d.trading.depositAddress(USER, { wallet: 'exchange', method: 'bitcoin', op_renew: 0 });
    expect(a[1]).toBe('acc_dep');
    const address = (a[4] as unknown[])[4] as string;
    expect(address).toMatch(/^bc1q/);
    expect((d.trading.depositAddress(USER, { wallet: 'exchange', method: 'bitcoin', op_renew: 0 })[4] as unknown[])[4]).toBe(address);
    expect((d.trading.depositAddress(USER, { wallet: 'exchange', method: 'bitcoin', op_renew: 1 })[4] as unknown[])[4]).not.toBe(address);
    const id = d.trading.deposit(USER, { currency: 'BTC', amount: '0.25' });
    expect(typeof id).toBe('number');
    expect(wallet(d.trading, 'exchange', 'BTC')[0]).toBe(2);
    d.trading.runTimers(d.markets.clock.now + 1000);
    expect(wallet(d.trading, 'exchange', 'BTC')[0]).toBe(2.25);
    const ledger = (d.trading.history.ledgers(USER, 'BTC', { limit: 1 }) as unknown[][])[0];
    expect(ledger![8]).toBe(`Deposit (BITCOIN) #${id} on wallet exchange`);
    await d.settle();
    // Each state change reaches the owner's stream as an `n` carrying the movements row.
    const told = (d.of('n') as unknown[][]).filter((n) => String(n[1]).startsWith('deposit_'));
    expect(told.map((n) => [n[1], (n[4] as unknown[])[0], (n[4] as unknown[])[9], (n[4] as unknown[])[12], n[6], n[7]])).toEqual([
      ['deposit_new', id, 'PENDING', 0.25, 'SUCCESS', 'Deposit of 0.25 BTC received, waiting for confirmations.'],
      ['deposit_complete', id, 'COMPLETED', 0.25, 'SUCCESS', 'Deposit of 0.25 BTC completed.'],
    ]);
  });
});

describe('price alerts', () => {
  it('fires once when the price reaches it, then is gone', async () => {
    const d = openDesk();
    d.markets.maker('tBTCUSD', -0.1, 95000);
    d.markets.taker('tBTCUSD', 0.1);
    const row = d.trading.setAlert(USER, { type: 'price', symbol: 'tBTCUSD', price: '96000' });
    expect(row).toEqual(['price:tBTCUSD:96000', 'price', 'tBTCUSD', 96000, 100, 1]);
    d.trading.setAlert(USER, { type: 'price', symbol: 'tBTCUSD', price: '90000' });
    expect(d.trading.alerts(USER)).toHaveLength(2);
    d.markets.maker('tBTCUSD', -0.1, 95500);
    d.markets.taker('tBTCUSD', 0.1);
    await d.settle();
    expect((d.of('n') as unknown[][]).filter((n) => n[1] === 'uca')).toEqual([]);
    d.markets.maker('tBTCUSD', -0.1, 96100);
    d.markets.taker('tBTCUSD', 0.1);
    await d.settle();
    const fired = (d.of('n') as unknown[][]).filter((n) => n[1] === 'uca');
    expect(fired.map((n) => (n[4] as unknown[])[0])).toEqual(['price:tBTCUSD:96000']);
    expect(d.trading.alerts(USER).map((a) => a[0])).toEqual(['price:tBTCUSD:90000']);
    expect(d.trading.deleteAlert(USER, { alertId: 'price:tBTCUSD:90000' })).toBe(true);
    expect(d.trading.alerts(USER)).toEqual([]);
    expect(d.trading.setAlert(USER, { type: 'price', symbol: 'tBTCUSD', price: '-1' })).toBe('price: invalid');
    // Zero is not a price (BigNumber counts it as positive).
    expect(d.trading.setAlert(USER, { type: 'price', symbol: 'tBTCUSD', price: '0' })).toBe('price: invalid');
    expect(d.trading.alerts(USER)).toEqual([]);
  });
});
