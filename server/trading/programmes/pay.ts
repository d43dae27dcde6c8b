// Payments (account-side issue 16, item 6): a merchant-enabled account's invoices. Each has a
// payment address of its own — a deposit address of the merchant's exchange wallet, kept apart
// from the deposit page's addresses (a negative sequence number) — and is PAID when the deposits
// sent to it before it expires add up to its amount; the money is credited like any deposit.
import {
  encodeInvoice,
  INVOICE_TTL_MIN,
  MAX_INVOICE_AMOUNT,
  PAY_METHODS,
  type InvoiceRow,
  type InvoiceStatus,
  type PayCurrency,
} from '../../../src/protocol/programmes/invoices';
import type { Ctx } from '../context';
import { amountText, dec, moneyAmount, num, type Dec } from '../decimal';
import type { Window } from '../history';
import { notifiedWrite } from '../notified-write';
import { makeAddress } from '../wallet-methods';
import { notification, type NotificationRow } from '../wire';

interface InvoiceRecord {
  id: number;
  user: number;
  currency: string;
  amount: string;
  address: string;
  description: string;
  received: string;
  mts: number;
  expires: number;
  paid: number | null;
}

const FAR = 9_999_999_999_999;

export class Pay {
  constructor(
    private readonly ctx: Ctx,
    private readonly merchant: (user: number) => boolean,
    private readonly offered: () => boolean,
  ) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  /** A new invoice of the merchant's, with its payment address. */
  create(user: number, input: { currency: PayCurrency; amount: number | string; description: string }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'pay-invoice', ({ now, fail, done }) => {
      if (!this.offered()) return fail('Invoice refused: payments are not offered on this site');
      if (!this.merchant(user)) return fail('Invoice refused: this account is not merchant-enabled (enable merchant payments first)');
      const amount = moneyAmount(input.amount);
      if (!amount || amount.gt(MAX_INVOICE_AMOUNT))
        return fail(`amount: invalid (more than 0 and at most ${MAX_INVOICE_AMOUNT} ${input.currency}, at most 8 decimals)`);
      const gated = this.ctx.gates.deposit(user);
      if (gated) return fail(`Invoice refused: ${gated}`);
      const method = PAY_METHODS[input.currency];
      const expires = now + INVOICE_TTL_MIN * 60_000;
      // The id first, so that the address can be made from it.
      const id = Number(
        this.db
          .prepare(
            'INSERT INTO pg_invoices (user, currency, amount, address, description, received, mts, expires) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(user, input.currency, amount.toFixed(), `pending:${now}:${Math.random()}`, input.description.trim(), '0', now, expires)
          .lastInsertRowid,
      );
      const address = makeAddress(method, user, -id);
      this.db.prepare('UPDATE pg_invoices SET address = ? WHERE id = ?').run(address, id);
      this.db
        .prepare('INSERT INTO tr_deposit_addresses (user, method, seq, wallet, currency, address, mts) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(user, method, -id, 'exchange', input.currency, address, now);
      const inv = this.record(id, user)!;
      return done(
        this.row(inv, now),
        `Invoice ${id}: ${amountText(amount)} ${input.currency} to ${address}, payable for ${INVOICE_TTL_MIN} minutes`,
      );
    });
  }

  /** A deposit credited (inside its unit): the invoice of its address counts it if it was sent in time. */
  depositCredited(m: { user: number; currency: string; amount: Dec; address: string | null; mtsStarted: number }, now: number): void {
    if (!m.address) return;
    const inv = this.db
      .prepare<[string, number], InvoiceRecord>('SELECT * FROM pg_invoices WHERE address = ? AND user = ?')
      .get(m.address, m.user);
    if (!inv || inv.paid !== null || m.mtsStarted > inv.expires || inv.currency !== m.currency) return;
    const received = dec(inv.received).plus(m.amount);
    const paid = received.gte(inv.amount) ? now : null;
    this.db.prepare('UPDATE pg_invoices SET received = ?, paid = ? WHERE id = ?').run(received.toFixed(), paid, inv.id);
    if (paid !== null) {
      const row = this.row({ ...inv, received: received.toFixed(), paid }, now);
      const text = `Invoice ${inv.id} paid: ${amountText(received)} ${inv.currency} received.`;
      this.ctx.outbox.push(inv.user, ['n', notification(now, 'pay-invoice-paid', row, true, text)]);
    }
  }

  /** The merchant's invoices in the window, newest first (oldest first with sort 1). */
  list(user: number, w: Window): InvoiceRow[] {
    const order = w.sort === 1 ? 'ASC' : 'DESC';
    const rows = this.db
      .prepare<[number, number, number, number], InvoiceRecord>(
        `SELECT * FROM pg_invoices WHERE user = ? AND mts BETWEEN ? AND ? ORDER BY mts ${order}, id ${order} LIMIT ?`,
      )
      .all(user, w.start ?? 0, w.end ?? FAR, w.limit);
    const now = this.ctx.now();
    return rows.map((r) => this.row(r, now));
  }

  private record(id: number, user: number): InvoiceRecord | undefined {
    return this.db.prepare<[number, number], InvoiceRecord>('SELECT * FROM pg_invoices WHERE id = ? AND user = ?').get(id, user);
  }

  private row(r: InvoiceRecord, now: number): InvoiceRow {
    const status: InvoiceStatus = r.paid !== null ? 'PAID' : now > r.expires ? 'EXPIRED' : 'PENDING';
    return encodeInvoice({
      id: r.id,
      mts: r.mts,
      currency: r.currency,
      amount: num(dec(r.amount)),
      address: r.address,
      status,
      received: num(dec(r.received)),
      expiresMts: r.expires,
      paidMts: r.paid,
      description: r.description,
    });
  }
}
