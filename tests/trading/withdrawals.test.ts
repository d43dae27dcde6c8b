// Withdrawals that wait for the e-mail link, are cancelled or expire with the money back; the
// address check per method, lightning limits, the travel rule's lookup, the test chain that
// sends to a deposit address, and the address book.
import { describe, expect, it } from 'vitest';
import { openDesk, USER, wallet } from './helpers';
import type { WithdrawalToConfirm } from '../../server/trading/withdrawals';
import { CONFIRM_WITHDRAWAL_MS } from '../../server/trading/withdrawals';

const ETH_TO = { wallet: 'exchange', method: 'ethereum', address: '0x00000000000000000000000000000000000000aa' };

function mailedDesk() {
  const mails: WithdrawalToConfirm[] = [];
  const d = openDesk({
    timings: { withdrawalDelayMs: 5000, depositDelayMs: 1000 },
    withdrawalConfirmation: { required: () => true, send: (w) => mails.push(w) },
  });
  return { d, mails };
}

const status = (d: ReturnType<typeof openDesk>, currency: string) =>
  (d.trading.history.movements(USER, currency, { limit: 1 }) as unknown[][])[0]![9];

describe('withdrawals confirmed by e-mail', () => {
  it('waits for the link, then processes and sends; the link works once', () => {
    const { d, mails } = mailedDesk();
    const n = d.trading.withdraw(USER, { ...ETH_TO, amount: '0.1' });
    expect(n[6]).toBe('SUCCESS');
    expect(n[7]).toMatch(/confirm it from the link/);
    expect(wallet(d.trading, 'exchange', 'ETH')[0]).toBeCloseTo(30 - 0.1 - 0.00135, 8);
    expect(status(d, 'ETH')).toBe('PENDING');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ user: USER, amount: '0.1', currency: 'ETH', address: ETH_TO.address });

    expect(d.trading.confirmWithdrawal('not-the-token')).toMatch(/not valid/);
    const ok = d.trading.confirmWithdrawal(mails[0]!.token);
    expect(ok).toEqual({ id: mails[0]!.id, user: USER });
    expect(status(d, 'ETH')).toBe('PROCESSING');
    expect(d.trading.confirmWithdrawal(mails[0]!.token)).toMatch(/used already/);
    d.trading.runTimers(d.markets.clock.now + 5000);
    expect(status(d, 'ETH')).toBe('COMPLETED');
    // Sent: no cancelling it now.
    expect(d.trading.cancelWithdrawal(USER, { id: mails[0]!.id })[7]).toBe(
      'Invalid cancel: no withdrawal of yours with this id waits to be sent',
    );
  });

  it('a cancelled or expired withdrawal gives the money back, with ledger entries, and is told', async () => {
    const { d, mails } = mailedDesk();
    d.trading.withdraw(USER, { ...ETH_TO, amount: '0.2' });
    expect(d.trading.cancelWithdrawal(USER + 1, { id: mails[0]!.id })[7]).toMatch(/^Invalid cancel: no withdrawal of yours/);
    const c = d.trading.cancelWithdrawal(USER, { id: mails[0]!.id });
    expect(c[6]).toBe('SUCCESS');
    expect(wallet(d.trading, 'exchange', 'ETH')[0]).toBe(30);
    expect(status(d, 'ETH')).toBe('CANCELED');
    expect(d.trading.confirmWithdrawal(mails[0]!.token)).toMatch(/not valid/);
    const ledger = (d.trading.history.ledgers(USER, 'ETH', { limit: 2 }) as unknown[][]).map((l) => [l[5], l[8]]);
    expect(ledger).toEqual([
      [0.00135, `Canceled withdrawal fee #${mails[0]!.id} on wallet exchange`],
      [0.2, `Canceled withdrawal #${mails[0]!.id} on wallet exchange`],
    ]);

    d.trading.withdraw(USER, { ...ETH_TO, amount: '0.25' });
    d.trading.runTimers(d.markets.clock.now + CONFIRM_WITHDRAWAL_MS);
    expect(status(d, 'ETH')).toBe('CANCELED');
    expect(wallet(d.trading, 'exchange', 'ETH')[0]).toBe(30);
    await d.settle();
    const told = (d.of('n') as unknown[][]).filter((x) => x[1] === 'withdrawal_canceled').map((x) => x[7]);
    expect(told).toEqual([
      'Withdrawal of 0.2 ETH cancelled; the money is back in your wallet.',
      'Withdrawal of 0.25 ETH expired unconfirmed; the money is back in your wallet.',
    ]);
  });

  it('survives a restart while it waits for the link', () => {
    const { d, mails } = mailedDesk();
    d.trading.withdraw(USER, { ...ETH_TO, amount: '0.1' });
    const again = d.restart();
    expect(again.trading.confirmWithdrawal(mails[0]!.token)).toEqual({ id: mails[0]!.id, user: USER });
  });
});

describe('addresses', () => {
  it('checks an address per method and currency', () => {
    const d = openDesk();
    expect(d.trading.checkAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({ valid: true, method: 'bitcoin' });
    expect(d.trading.checkAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toEqual({ valid: true, method: 'ethereum' });
    expect(d.trading.checkAddress('ETH', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({
      valid: false,
      message: 'This is not a ETH address',
    });
    expect(d.trading.checkAddress('USD', 'anything').valid).toBe(false);
    expect(d.trading.withdraw(USER, { ...ETH_TO, address: '0x123', amount: '0.1' })[7]).toBe('address: invalid for ethereum');
  });

  it('keeps lightning invoices within their limits', () => {
    const d = openDesk();
    const invoice = `lnbc1${'q'.repeat(60)}`;
    const ln = (amount: string) => d.trading.withdraw(USER, { wallet: 'exchange', method: 'lnx', invoice, amount })[7];
    expect(ln('0.03')).toBe('Invalid withdrawal: a lightning invoice pays at most 0.02 BTC');
    expect(ln('0.0000001')).toBe('Invalid withdrawal: a lightning invoice pays at least 0.000001 BTC');
    expect(ln('0.001')).toBe('Your withdrawal request has been successfully submitted.');
  });

  it("sends test coins to a deposit address, which arrive as its owner's deposit; knows its own addresses", () => {
    const d = openDesk({ timings: { depositDelayMs: 1000 } });
    const address = (d.trading.depositAddress(USER, { wallet: 'exchange', method: 'ethereum' })[4] as unknown[])[4] as string;
    const sent = d.trading.sendToAddress(USER + 1, { address, amount: '1.5' });
    expect(sent[6]).toBe('SUCCESS');
    expect((sent[4] as unknown[]).slice(1)).toEqual(['ETH', 1.5, address]);
    expect(d.trading.sendToAddress(USER, { address: '0xnot-ours', amount: '1' })[7]).toBe(
      'address: not a deposit address of this exchange',
    );
    expect(d.trading.sendToAddress(USER, { address, amount: '1e12' })[7]).toMatch(/^amount: invalid/);
    d.trading.runTimers(d.markets.clock.now + 1000);
    expect(wallet(d.trading, 'exchange', 'ETH')[0]).toBe(31.5);
    expect(d.trading.travelRule(address)).toEqual([1000, 'Tradedesk']);
    expect(d.trading.travelRule(ETH_TO.address)).toEqual([1000, null]);
  });

  it('keeps an address book: add, refuse a bad or repeated address, delete', () => {
    const d = openDesk();
    const added = d.trading.addressBook(USER, { action: 'add', method: 'ethereum', address: ETH_TO.address, label: 'Cold wallet' });
    expect(added).toEqual([[expect.any(Number), 'ethereum', 'ETH', ETH_TO.address, 'Cold wallet', expect.any(Number)]]);
    expect(d.trading.addressBook(USER, { action: 'add', method: 'ethereum', address: ETH_TO.address })).toBe(
      'address: already in the address book',
    );
    expect(d.trading.addressBook(USER, { action: 'add', method: 'bitcoin', address: 'nope' })).toBe('address: invalid for bitcoin');
    expect(d.trading.addressBook(USER + 1, { action: 'list' })).toEqual([]);
    const id = (added as unknown[][])[0]![0];
    expect(d.trading.addressBook(USER + 1, { action: 'delete', id })).toBe('id: invalid');
    expect(d.trading.addressBook(USER, { action: 'delete', id })).toEqual([]);
  });
});
