// Money in and between wallets: transfers (with the UST ↔ USTF0 and USD ↔ UST conversions),
// deposit addresses and simulated deposits that credit after a delay (withdrawals are
// withdrawals.ts'). Every balance change has its ledger entry.
import { LedgerCategory } from './ledger-category';
import { runUnit, type Ctx } from './context';
import { amountText, dec, money, moneyAmount, num, type Dec } from './decimal';
import type { Margin } from './margin';
import { isRecord } from './orders/order-input';
import type { MovementState, WalletType } from './records';
import { notification, type NotificationRow } from './wire';
import { tellMovement } from './movement-notice';
import { cap, CURRENCY_NAMES, makeAddress, METHODS, txid, walletOf } from './wallet-methods';
import { notifiedWrite } from './notified-write';
import { TRAVEL_RULE_USD } from './address-rules';

/** The most one test deposit sends (in the address's currency). */
export const MAX_TEST_DEPOSIT = 1_000_000;

export class WalletOps {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
  ) {}

  private known(currency: string): boolean {
    const list = this.ctx.markets.data.conf('pub:list:currency');
    return currency === 'USTF0' || (Array.isArray(list) && list.includes(currency));
  }

  /** Conversion rate of a transfer from `from` to `to`, or undefined when not offered. */
  private conversion(from: string, to: string): Dec | undefined {
    if (from === to) return dec(1);
    const pair = `${from}>${to}`;
    if (pair === 'UST>USTF0' || pair === 'USTF0>UST') return dec(1);
    if (pair === 'USD>UST' || pair === 'UST>USD') {
      const r = this.ctx.prices.fx(from, to);
      return r === undefined ? undefined : dec(r).decimalPlaces(8);
    }
    return undefined;
  }

  /** Between the user's wallets, or — `to.user` another account (a master and its sub-account,
   *  the caller checked the pair; `to.between` names both in the texts) — from the user's wallet
   *  to the other account's. */
  transfer(user: number, input: unknown, other?: { user: number; between: string }): NotificationRow {
    const dst = other?.user ?? user;
    return notifiedWrite(this.ctx, user, 'acc_tf', ({ now, fail, done }) => {
      const gated = this.ctx.gates.money(user, 'a transfer');
      if (gated) return fail(gated);
      if (!isRecord(input)) return fail('from: invalid');
      const from = walletOf(input.from);
      if (!from) return fail('from: invalid');
      const to = walletOf(input.to);
      if (!to) return fail('to: invalid');
      const currency = typeof input.currency === 'string' ? input.currency : '';
      if (!this.known(currency)) return fail('currency: invalid');
      const currencyTo =
        input.currency_to === undefined || input.currency_to === null || input.currency_to === '' ? currency : input.currency_to;
      if (typeof currencyTo !== 'string' || !this.known(currencyTo)) return fail('currency_to: invalid');
      const amount = moneyAmount(input.amount);
      if (!amount) return fail('amount: invalid');
      if (from === to && currency === currencyTo && dst === user) return fail('Invalid transfer: the wallets are the same');
      const rate = this.conversion(currency, currencyTo);
      if (!rate) return fail(`Invalid transfer: ${currency} cannot be converted to ${currencyTo}`);
      if (this.margin.available(user, from, currency).lt(amount)) {
        return fail(`Invalid transfer: not enough ${currency} available in the ${from} wallet`);
      }
      const received = money(amount.times(rate));
      const between = other && dst !== user ? ` (${other.between})` : '';
      const text =
        currency === currencyTo
          ? `Transfer of ${amountText(amount)} ${currency} from wallet ${cap(from)} to ${cap(to)}${between}`
          : `Transfer of ${amountText(amount)} ${currency} (${amountText(received)} ${currencyTo}) from wallet ${cap(from)} to ${cap(to)}${between}`;
      const a = this.ctx.accounts;
      a.book(user, from, currency, amount.negated(), `${text} on wallet ${from}`, LedgerCategory.TRANSFER, now, { reason: 'TRANSFER' });
      a.book(dst, to, currencyTo, received, `${text} on wallet ${to}`, LedgerCategory.TRANSFER, now, { reason: 'TRANSFER' });
      this.ctx.outbox.wallet(user, from, currency);
      this.ctx.outbox.wallet(dst, to, currencyTo);
      const info = [now, from, to, null, currency, currencyTo, null, num(amount)];
      return done(info, `${amountText(amount)} ${currency} transfered from ${cap(from)} to ${cap(to)}${between}`);
    });
  }

  /** A deposit address of a method (a new one with op_renew): [_, METHOD, CURRENCY, _, ADDRESS, POOL_ADDRESS]. */
  depositAddress(user: number, input: unknown): NotificationRow {
    return runUnit(this.ctx, () => {
      const now = this.ctx.now();
      const fail = (text: string) => notification(now, 'acc_dep', null, false, text);
      const gated = this.ctx.gates.deposit(user);
      if (gated) return fail(gated);
      if (!isRecord(input)) return fail('method: invalid');
      const wallet = walletOf(input.wallet);
      if (!wallet) return fail('wallet: invalid');
      const methodName = typeof input.method === 'string' ? input.method.toLowerCase() : '';
      const method = METHODS[methodName];
      if (!method || !method.crypto) return fail('method: invalid');
      if (methodName === 'lnx') return fail('method: invalid (lightning deposits need an invoice)');
      const agreement = this.ctx.gates.agreement?.(user, method.currency);
      if (agreement) return fail(agreement);
      const renew = input.op_renew === 1 || input.op_renew === '1' || input.op_renew === true;
      const db = this.ctx.accounts.db;
      const last = db
        .prepare<[number, string], { seq: number; address: string }>(
          'SELECT seq, address FROM tr_deposit_addresses WHERE user = ? AND method = ? AND seq > 0 ORDER BY seq DESC LIMIT 1',
        )
        .get(user, methodName);
      let address = last?.address;
      if (!address || renew) {
        const seq = (last?.seq ?? 0) + 1;
        address = makeAddress(methodName, user, seq);
        db.prepare('INSERT INTO tr_deposit_addresses (user, method, seq, wallet, currency, address, mts) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          user,
          methodName,
          seq,
          wallet,
          method.currency,
          address,
          now,
        );
      }
      return notification(now, 'acc_dep', [null, methodName, method.currency, null, address, null], true, 'Deposit address ready.');
    });
  }

  /** The deposit address's owner, method and wallet, if it is one of this exchange's. */
  private addressOwner(address: string): { user: number; method: string; wallet: WalletType; currency: string } | undefined {
    return this.ctx.accounts.db
      .prepare<[string], { user: number; method: string; wallet: WalletType; currency: string }>(
        'SELECT user, method, wallet, currency FROM tr_deposit_addresses WHERE address = ? ORDER BY seq DESC LIMIT 1',
      )
      .get(address);
  }

  /** The embedded exchange's test chain: `amount` sent to one of its deposit addresses arrives
   *  as a deposit of the address's owner (PENDING, then credited). */
  sendToAddress(user: number, input: unknown): NotificationRow {
    return runUnit(this.ctx, () => {
      const now = this.ctx.now();
      const fail = (text: string) => notification(now, 'acc_dep-sim', null, false, text);
      if (!isRecord(input)) return fail('address: invalid');
      const address = typeof input.address === 'string' ? input.address.trim() : '';
      const owner = address ? this.addressOwner(address) : undefined;
      if (!owner) return fail('address: not a deposit address of this exchange');
      if (this.ctx.gates.deposit(owner.user)) return fail('address: this account does not take deposits now');
      const amount = moneyAmount(input.amount);
      if (!amount || amount.gt(MAX_TEST_DEPOSIT)) {
        return fail(`amount: invalid (a test deposit is more than 0 and at most ${MAX_TEST_DEPOSIT} ${owner.currency})`);
      }
      const id = this.deposit(owner.user, {
        currency: owner.currency,
        amount: amount.toFixed(),
        wallet: owner.wallet,
        method: owner.method,
        address,
      });
      if (typeof id === 'string') return fail(id);
      return notification(
        now,
        'acc_dep-sim',
        [id, owner.currency, num(amount), address],
        true,
        `Sent ${amountText(amount)} ${owner.currency} to ${address}.`,
      );
    });
  }

  /** What the travel rule knows of an address: [THRESHOLD_USD, VASP name or null when unknown]. */
  travelRule(address: string): [number, string | null] {
    return [TRAVEL_RULE_USD, this.addressOwner(address.trim()) ? 'Tradedesk' : null];
  }

  /** A deposit arrives (simulated): PENDING now, credited after depositDelayMs. */
  deposit(
    user: number,
    opts: { currency: string; amount: string | number; wallet?: WalletType; method?: string; txid?: string; address?: string },
  ): number | string {
    return runUnit(this.ctx, () => {
      const amount = moneyAmount(opts.amount);
      if (!amount) return 'amount: invalid';
      if (!this.known(opts.currency)) return 'currency: invalid';
      const now = this.ctx.now();
      const m: MovementState = {
        id: this.ctx.ids.movement.next(),
        user,
        kind: 'deposit',
        currency: opts.currency,
        currencyName: CURRENCY_NAMES[opts.currency] ?? opts.currency,
        method: opts.method ?? (CURRENCY_NAMES[opts.currency] ?? opts.currency).toLowerCase(),
        wallet: opts.wallet ?? 'exchange',
        amount,
        fee: dec(0),
        status: 'PENDING',
        mtsStarted: now,
        mtsUpdated: now,
        address: opts.address ?? null,
        paymentId: null,
        txid: opts.txid ?? txid(`dep:${user}:${now}:${opts.currency}:${amount.toFixed()}`),
        note: null,
        due: now + this.ctx.timings.depositDelayMs,
      };
      this.ctx.accounts.saveMovement(m);
      tellMovement(
        this.ctx,
        m,
        'deposit_new',
        `Deposit of ${amountText(m.amount)} ${m.currency} received, waiting for confirmations.`,
        now,
      );
      if (this.ctx.timings.depositDelayMs <= 0) this.complete(m, now);
      return m.id;
    });
  }

  /** Completes the deposits whose time has come; withdrawals are Withdrawals' to settle. */
  settleMovements(now: number, withdrawals: { settle(m: MovementState, now: number): void }): void {
    const due = [...this.ctx.accounts.movements.values()].filter((m) => m.due !== null && m.due <= now);
    if (due.length === 0) return;
    runUnit(this.ctx, () => {
      for (const m of due) {
        if (m.kind === 'deposit') this.complete(m, now);
        else withdrawals.settle(m, now);
      }
    });
  }

  /** A deposit credited: the wallet and the ledger move, the owner is told. */
  private complete(m: MovementState, now: number): void {
    const next: MovementState = { ...m, status: 'COMPLETED', mtsUpdated: now, due: null };
    this.ctx.accounts.book(
      m.user,
      m.wallet,
      m.currency,
      m.amount,
      `Deposit (${m.currencyName}) #${m.id} on wallet ${m.wallet}`,
      LedgerCategory.DEPOSIT,
      now,
      { reason: 'DEPOSIT', movement_id: m.id },
    );
    this.ctx.outbox.wallet(m.user, m.wallet, m.currency);
    this.ctx.accounts.saveMovement(next);
    tellMovement(this.ctx, next, 'deposit_complete', `Deposit of ${amountText(m.amount)} ${m.currency} completed.`, now);
    this.ctx.programmes?.depositCredited(m, now);
  }
}
