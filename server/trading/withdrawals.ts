// Withdrawals: requested (the amount and the fee leave the wallet at once, so nothing else can
// spend them), confirmed from the e-mail link within the hour when the account asks for that, or
// cancelled (by the user, or when the hour passes) with the money back, then processed and sent.
// The address is checked per method, lightning invoices within their limits, and above the travel
// rule's threshold the withdrawal names its beneficiary and where the money goes.
import { createHash, randomBytes } from 'node:crypto';
import { LedgerCategory } from './ledger-category';
import { runUnit, type Ctx } from './context';
import { amountText, dec, moneyAmount, num } from './decimal';
import type { Margin } from './margin';
import { isRecord } from './orders/order-input';
import type { MovementState } from './records';
import { movementRow, type NotificationRow } from './wire';
import { cap, METHODS, txid, walletOf } from './wallet-methods';
import { notifiedWrite } from './notified-write';
import { addressProblem, lightningProblem, TRAVEL_RULE_USD } from './address-rules';
import { tellMovement } from './movement-notice';

/** How long the e-mail link of a withdrawal stays good. */
export const CONFIRM_WITHDRAWAL_MS = 3_600_000;

/** What the confirmation e-mail says; the link carries the token. */
export interface WithdrawalToConfirm {
  user: number;
  id: number;
  amount: string;
  currency: string;
  address: string | null;
  token: string;
  expires: number;
}

export interface WithdrawalConfirmation {
  /** Whether the user's withdrawals wait for the e-mail link. */
  required(user: number): boolean;
  send(w: WithdrawalToConfirm): void;
  /**
   * A mailed one-time code given with the request (an account with no other second factor): why
   * it does not confirm the withdrawal, or undefined — used up, the withdrawal needs no link then.
   */
  takeCode?(user: number, code: string): string | undefined;
  /** Whether the account may name a third party as the travel rule's beneficiary. */
  permittedBeneficiary?(user: number): boolean;
}

/** The travel rule's beneficiary as declared: the user, a permitted third party, or not said (API). */
export type BeneficiaryDeclared = { self: true } | { self: false; relationship: string } | null;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export class Withdrawals {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    private readonly confirmation?: WithdrawalConfirmation,
  ) {}

  request(user: number, input: unknown): NotificationRow {
    let mail: WithdrawalToConfirm | undefined;
    const n = notifiedWrite(this.ctx, user, 'acc_wd-req', ({ now, fail, done }) => {
      const gated = this.ctx.gates.withdraw(user);
      if (gated) return fail(gated);
      if (!isRecord(input)) return fail('method: invalid');
      const wallet = walletOf(input.wallet);
      if (!wallet) return fail('wallet: invalid');
      const methodName = typeof input.method === 'string' ? input.method.toLowerCase() : '';
      const method = METHODS[methodName];
      if (!method) return fail('method: invalid');
      const amount = moneyAmount(input.amount);
      if (!amount) return fail('amount: invalid');
      const address = methodName === 'lnx' ? text(input.invoice, 2048) || text(input.address, 2048) : text(input.address, 128);
      const problem = addressProblem(methodName, address);
      if (problem) return fail(problem);
      const listed = this.ctx.gates.withdraw(user, { currency: method.currency, address });
      if (listed) return fail(listed);
      const agreement = this.ctx.gates.agreement?.(user, method.currency);
      if (agreement) return fail(agreement);
      if (methodName === 'lnx') {
        const limit = lightningProblem(amount);
        if (limit) return fail(limit);
      }
      const note = typeof input.note === 'string' ? input.note.slice(0, 256) : null;
      const paymentId = typeof input.payment_id === 'string' ? input.payment_id.slice(0, 64) : null;
      const fee = dec(method.fee);
      const deduct = input.fee_deduct === 1 || input.fee_deduct === '1' || input.fee_deduct === true;
      const sent = deduct ? amount.minus(fee) : amount;
      if (!sent.gt(0)) return fail(`Invalid withdrawal: the amount must be larger than the fee of ${amountText(fee)} ${method.currency}`);
      let travelRule: MovementState['travelRule'] = null;
      if (this.ctx.prices.usd(method.currency, sent).gte(TRAVEL_RULE_USD)) {
        const person = [text(input.dest_firstname, 128), text(input.dest_lastname, 128)].filter(Boolean).join(' ');
        const beneficiary = text(input.dest_corp_name, 256) || person;
        const vasp = text(input.vasp_name, 256);
        const tos = input.travel_rule_tos === 1 || input.travel_rule_tos === '1' || input.travel_rule_tos === true;
        if (!beneficiary || !vasp || !tos)
          return fail(
            `Invalid withdrawal: above ${TRAVEL_RULE_USD} USD the travel rule needs the beneficiary's name, where the money goes and your declaration`,
          );
        const declared = this.beneficiary(user, input);
        if (typeof declared === 'string') return fail(declared);
        travelRule = { beneficiary, vasp, ...(declared ? { declared } : {}) };
      }
      const total = sent.plus(fee);
      if (this.margin.available(user, wallet, method.currency).lt(total)) {
        return fail(`Invalid withdrawal: not enough ${method.currency} available in the ${wallet} wallet`);
      }
      // Last, once nothing else refuses: a mailed code confirms now (and is used up), else the link.
      const code = typeof input.email_code === 'string' ? input.email_code.trim() : '';
      if (code !== '') {
        const wrong = this.confirmation?.takeCode ? this.confirmation.takeCode(user, code) : 'email code: not used by this exchange';
        if (wrong) return fail(`Invalid withdrawal: ${wrong}`);
      }
      const confirm = code === '' && (this.confirmation?.required(user) ?? false);
      const token = confirm ? randomBytes(24).toString('base64url') : null;
      const m: MovementState = {
        id: this.ctx.ids.movement.next(),
        user,
        kind: 'withdrawal',
        currency: method.currency,
        currencyName: method.name,
        method: methodName,
        wallet,
        amount: sent,
        fee,
        status: confirm ? 'PENDING' : 'PROCESSING',
        mtsStarted: now,
        mtsUpdated: now,
        address: address || null,
        paymentId,
        txid: null,
        note,
        due: now + (confirm ? CONFIRM_WITHDRAWAL_MS : this.ctx.timings.withdrawalDelayMs),
        confirmHash: token ? hash(token) : null,
        travelRule,
      };
      const a = this.ctx.accounts;
      const ref = { movement_id: m.id };
      a.book(
        user,
        wallet,
        method.currency,
        sent.negated(),
        `${cap(method.name.toLowerCase())} Withdrawal #${m.id} on wallet ${wallet}`,
        LedgerCategory.WITHDRAWAL,
        now,
        { reason: 'WITHDRAWAL', ...ref },
      );
      a.book(
        user,
        wallet,
        method.currency,
        fee.negated(),
        `${method.crypto ? 'Crypto' : 'Wire'} Withdrawal fee on wallet ${wallet}`,
        LedgerCategory.WITHDRAWAL_FEE,
        now,
        { reason: 'WITHDRAWAL_FEE', ...ref },
      );
      a.saveMovement(m);
      this.ctx.outbox.wallet(user, wallet, method.currency);
      if (token) {
        mail = { user, id: m.id, amount: amountText(sent), currency: method.currency, address: m.address, token, expires: m.due! };
      }
      const info = [m.id, null, methodName, paymentId, wallet, num(sent), null, null, num(fee)];
      return done(
        info,
        token
          ? 'Your withdrawal request has been received: confirm it from the link we sent to your e-mail address.'
          : 'Your withdrawal request has been successfully submitted.',
      );
    });
    // After the request is committed: the link must name a withdrawal that exists.
    if (mail) this.confirmation?.send(mail);
    return n;
  }

  /** The beneficiary the request declares above the travel rule's threshold, or why it cannot. */
  private beneficiary(user: number, input: Record<string, unknown>): BeneficiaryDeclared | string {
    const raw = input.beneficiary_self;
    if (raw === undefined) return null;
    if (raw === 1 || raw === '1' || raw === true) return { self: true };
    const relationship = text(input.beneficiary_relationship, 128);
    if (!(this.confirmation?.permittedBeneficiary?.(user) ?? false))
      return 'Invalid withdrawal: this account is not a permitted beneficiary, so above the travel rule threshold it withdraws only to yourself (Full verification lets an account name a third party)';
    if (!relationship) return 'Invalid withdrawal: a third party beneficiary needs your relationship to them';
    return { self: false, relationship };
  }

  /** The e-mail link: the withdrawal goes on to processing. Its id, or why not. */
  confirm(token: string): { id: number; user: number } | string {
    const wanted = hash(token);
    const m = [...this.ctx.accounts.movements.values()].find((x) => x.kind === 'withdrawal' && x.confirmHash === wanted);
    if (!m || m.status !== 'PENDING') return 'withdrawal: the link is not valid or was used already';
    const gated = this.ctx.gates.withdraw(m.user);
    if (gated) return gated;
    return runUnit(this.ctx, () => {
      const now = this.ctx.now();
      const next: MovementState = {
        ...m,
        status: 'PROCESSING',
        mtsUpdated: now,
        due: now + this.ctx.timings.withdrawalDelayMs,
        confirmHash: null,
      };
      this.ctx.accounts.saveMovement(next);
      this.tell(next, 'withdrawal_processing', `Withdrawal of ${amountText(m.amount)} ${m.currency} confirmed.`, now);
      return { id: m.id, user: m.user };
    });
  }

  /** The user takes back a withdrawal that has not been sent. */
  cancel(user: number, input: unknown): NotificationRow {
    return notifiedWrite(this.ctx, user, 'acc_wd-cancel', ({ now, fail, done }) => {
      const id = isRecord(input) ? Number(input.id) : NaN;
      // Only movements still under way are held here: a sent, cancelled or unknown one is not.
      const m = this.ctx.accounts.movements.get(id);
      if (!m || m.user !== user || m.kind !== 'withdrawal')
        return fail('Invalid cancel: no withdrawal of yours with this id waits to be sent');
      const back = this.refund(m, now, 'cancelled');
      return done(
        movementRow(back),
        `Withdrawal #${m.id} cancelled; ${amountText(m.amount.plus(m.fee))} ${m.currency} is back in your wallet.`,
      );
    });
  }

  /** Its time came: a confirmed withdrawal is sent, an unconfirmed one expires. */
  settle(m: MovementState, now: number): void {
    if (m.status === 'PENDING') {
      this.refund(m, now, 'expired');
      return;
    }
    const next: MovementState = {
      ...m,
      status: 'COMPLETED',
      mtsUpdated: now,
      due: null,
      txid: txid(`wd:${m.id}:${m.user}:${m.address ?? ''}`),
    };
    this.ctx.accounts.saveMovement(next);
    this.tell(next, 'withdrawal_complete', `Withdrawal of ${amountText(m.amount)} ${m.currency} completed.`, now);
  }

  private refund(m: MovementState, now: number, why: 'cancelled' | 'expired'): MovementState {
    const a = this.ctx.accounts;
    const ref = { reason: 'WITHDRAWAL_CANCEL', movement_id: m.id };
    a.book(
      m.user,
      m.wallet,
      m.currency,
      m.amount,
      `Canceled withdrawal #${m.id} on wallet ${m.wallet}`,
      LedgerCategory.WITHDRAWAL,
      now,
      ref,
    );
    if (!m.fee.isZero())
      a.book(
        m.user,
        m.wallet,
        m.currency,
        m.fee,
        `Canceled withdrawal fee #${m.id} on wallet ${m.wallet}`,
        LedgerCategory.WITHDRAWAL_FEE,
        now,
        ref,
      );
    const next: MovementState = { ...m, status: 'CANCELED', mtsUpdated: now, due: null, confirmHash: null };
    a.saveMovement(next);
    this.ctx.outbox.wallet(m.user, m.wallet, m.currency);
    const said = why === 'expired' ? 'expired unconfirmed' : 'cancelled';
    this.tell(
      next,
      'withdrawal_canceled',
      `Withdrawal of ${amountText(m.amount)} ${m.currency} ${said}; the money is back in your wallet.`,
      now,
    );
    return next;
  }

  private tell(m: MovementState, type: string, say: string, now: number): void {
    tellMovement(this.ctx, m, type, say, now);
  }
}
