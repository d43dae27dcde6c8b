// Securities sales (account-side issue 16, item 8): the exchange's sales of tokenised securities
// (tr_securities_sales, seeded with a handful of sales the first time the exchange starts, their
// dates around that day) and the subscriptions to them (tr_securities_subscriptions). The public
// list is the active sales (featured or started, not completed, not ended) by start. A
// subscription passes the gates of protocol/account/securities.ts in their order, each refusal
// with its gate's reason, then the sale's own rules (open now, the amount within its minimum,
// maximum and what is left of its target, the wallet's balance); it debits the exchange wallet of
// the sale's currency with a ledger entry and adds to the sale's raised amount in one unit of
// work, and a sale that reaches its target is completed. A securities master sees every sale and
// every account's subscriptions. The account's flags are the account side's (SecuritiesPort).
import {
  type AccreditedAnswers,
  activeSales,
  encodeSale,
  encodeStatus,
  encodeSubscription,
  GATE_REFUSALS,
  isOpenSale,
  isSecuritiesRegion,
  nextGate,
  type ProhibitedAnswers,
  type SaleRow,
  type SecuritiesSale,
  type SecuritiesStatus,
  type StatusRow,
  type SubscriptionRow,
} from '../../src/protocol/account/securities';
import type { Ctx } from './context';
import { dec, money, num, parseDec } from './decimal';
import { LedgerCategory } from './ledger-category';
import type { Margin } from './margin';
import { notifiedWrite } from './notified-write';
import type { NotificationRow } from './wire';

/** What the securities ask of the account side (given by exchange.ts). */
export interface SecuritiesPort {
  /** The account's securities state (undefined: no such account). */
  status(user: number): SecuritiesStatus | undefined;
  /** The prohibited-person answer: the new state, or the refusal's text. */
  answerProhibited(user: number, answers: ProhibitedAnswers): SecuritiesStatus | string;
  /** The accredited-investor questionnaire: the new state. */
  answerAccredited(user: number, answers: AccreditedAnswers): SecuritiesStatus;
  /** The El Salvador verification: the new state, or the refusal's text. */
  verifyElSalvador(user: number, input: { fullName: string; documentNumber: string }): SecuritiesStatus | string;
}

const OPEN_STATUS: SecuritiesStatus = {
  enabled: true,
  usResident: false,
  accredited: false,
  prohibited: 'passed',
  membership: true,
  aifc: true,
  elSalvador: true,
  master: false,
};

/** Without the account side (the trading side's own tests): every gate open, no answer kept. */
export const NO_SECURITIES_PORT: SecuritiesPort = {
  status: () => OPEN_STATUS,
  answerProhibited: () => OPEN_STATUS,
  answerAccredited: () => OPEN_STATUS,
  verifyElSalvador: () => OPEN_STATUS,
};

const NOT_OFFERED = 'Securities are not offered on this site';

interface SaleRecord {
  id: number;
  name: string;
  issuer: string;
  region: string;
  token: string;
  currency: string;
  price: string;
  min_amount: string;
  max_amount: string;
  start_mts: number;
  end_mts: number;
  featured: number;
  completed: number;
  raised: string;
  target: string;
}

interface SubscriptionRecord {
  id: number;
  sale_id: number;
  user: number;
  amount: string;
  tokens: string;
  currency: string;
  mts: number;
}

const DAY = 86_400_000;

/** The sales the exchange starts with, their dates relative to its first start: four on the
 *  public list (one featured before it starts) and three that are not (one not started and not
 *  featured, one ended, one completed). */
export function seedSales(t0: number): Array<Omit<SaleRecord, 'id'>> {
  const sale = (
    name: string,
    issuer: string,
    region: string,
    token: string,
    currency: string,
    price: number,
    min: number,
    max: number,
    startDays: number,
    endDays: number,
    featured: boolean,
    raised: number,
    target: number,
  ) => ({
    name,
    issuer,
    region,
    token,
    currency,
    price: String(price),
    min_amount: String(min),
    max_amount: String(max),
    start_mts: t0 + startDays * DAY,
    end_mts: t0 + endDays * DAY,
    featured: featured ? 1 : 0,
    completed: raised >= target ? 1 : 0,
    raised: String(raised),
    target: String(target),
  });
  return [
    sale(
      'Tradedesk Green Bond 2031',
      'Tradedesk Capital Ltd',
      'general',
      'TDGB31',
      'USD',
      100,
      100,
      50_000,
      -10,
      20,
      true,
      412_300,
      1_000_000,
    ),
    sale('Astana Solar Notes A', 'Qazaq Solar Energy JSC', 'aifc', 'QSOLA', 'UST', 10, 50, 25_000, -3, 27, false, 88_450, 500_000),
    sale(
      'Volcano Energy Bond',
      'LaGeo Digital SA de CV',
      'el_salvador',
      'VOLCB',
      'UST',
      100,
      100,
      100_000,
      -30,
      335,
      true,
      2_150_000,
      5_000_000,
    ),
    sale('Harbour Logistics Shares', 'Harbour Logistics plc', 'general', 'HRBL', 'USD', 25, 250, 20_000, 5, 35, true, 0, 750_000),
    sale('Steppe Agritech Note', 'Steppe Agritech LLP', 'aifc', 'STAGN', 'UST', 50, 100, 10_000, 2, 30, false, 0, 300_000),
    sale(
      'Tradedesk Treasury Token 2026',
      'Tradedesk Capital Ltd',
      'general',
      'TDTT26',
      'USD',
      1,
      10,
      10_000,
      -60,
      -5,
      false,
      640_000,
      2_000_000,
    ),
    sale(
      'Surf City Real Estate Token',
      'Surf City Properties SA',
      'el_salvador',
      'SURFRE',
      'UST',
      50,
      50,
      5_000,
      -40,
      10,
      true,
      800_000,
      800_000,
    ),
  ];
}

export class Securities {
  constructor(
    private readonly ctx: Ctx,
    private readonly margin: Margin,
    /** Whether the exchange's site offers securities (site/variants.ts). */
    readonly offered: boolean,
    private readonly port: SecuritiesPort,
  ) {
    this.seed();
  }

  private get db() {
    return this.ctx.accounts.db;
  }

  /** The first start seeds the sales; later starts keep what the exchange has. */
  private seed(): void {
    const count = this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM tr_securities_sales').get()?.n ?? 0;
    if (count > 0) return;
    const insert = this.db.prepare(
      `INSERT INTO tr_securities_sales (name, issuer, region, token, currency, price, min_amount, max_amount, start_mts, end_mts,
         featured, completed, raised, target)
       VALUES (@name, @issuer, @region, @token, @currency, @price, @min_amount, @max_amount, @start_mts, @end_mts, @featured,
         @completed, @raised, @target)`,
    );
    this.ctx.store.transaction(() => {
      for (const s of seedSales(this.ctx.now())) insert.run(s);
    });
  }

  private sale(r: SaleRecord): SecuritiesSale {
    return {
      id: r.id,
      name: r.name,
      issuer: r.issuer,
      region: isSecuritiesRegion(r.region) ? r.region : 'general',
      token: r.token,
      currency: r.currency,
      price: num(dec(r.price)),
      min: num(dec(r.min_amount)),
      max: num(dec(r.max_amount)),
      startMts: r.start_mts,
      endMts: r.end_mts,
      featured: r.featured === 1,
      completed: r.completed === 1,
      raised: num(dec(r.raised)),
      target: num(dec(r.target)),
    };
  }

  private records(): SaleRecord[] {
    return this.db.prepare<[], SaleRecord>('SELECT * FROM tr_securities_sales ORDER BY start_mts, id').all();
  }

  /** The account's answer (prohibited person, accredited investor, El Salvador verification)
   *  recorded: its new status row, or the refusal's text. */
  answer(user: number, write: (port: SecuritiesPort) => SecuritiesStatus | string): StatusRow | string {
    if (!this.offered) return NOT_OFFERED;
    if (!this.port.status(user)) return 'user: unknown';
    const r = write(this.port);
    return typeof r === 'string' ? r : encodeStatus(r);
  }

  /** `/v2/int/securities/sales`: the active sales by start. */
  sales(): SaleRow[] | string {
    if (!this.offered) return NOT_OFFERED;
    return activeSales(
      this.records().map((r) => this.sale(r)),
      this.ctx.now(),
    ).map(encodeSale);
  }

  /** `/v2/auth/r/securities`: [STATUS, SALES, SUBSCRIPTIONS] (a master's: every sale, every subscription). */
  state(user: number): [StatusRow, SaleRow[], SubscriptionRow[]] | string {
    if (!this.offered) return NOT_OFFERED;
    const status = this.port.status(user);
    if (!status) return 'user: unknown';
    const all = this.records().map((r) => this.sale(r));
    const sales = status.master ? all : activeSales(all, this.ctx.now());
    const subs = status.master
      ? this.db.prepare<[], SubscriptionRecord>('SELECT * FROM tr_securities_subscriptions ORDER BY mts DESC, id DESC LIMIT 1000').all()
      : this.db
          .prepare<[number], SubscriptionRecord>(
            'SELECT * FROM tr_securities_subscriptions WHERE user = ? ORDER BY mts DESC, id DESC LIMIT 1000',
          )
          .all(user);
    return [encodeStatus(status), sales.map(encodeSale), subs.map((s) => this.subscriptionRow(s))];
  }

  /** A subscription of `amount` of the sale's currency, paid from the exchange wallet. */
  subscribe(user: number, input: { saleId: number; amount: number | string }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'securities-subscribe', ({ now, fail, done }) => {
      const status = this.port.status(user);
      if (!status) return fail('user: unknown');
      const record = this.db.prepare<[number], SaleRecord>('SELECT * FROM tr_securities_sales WHERE id = ?').get(input.saleId);
      if (!record) return fail('saleId: invalid (no such sale)');
      const sale = this.sale(record);
      // The gates first, in the order the client asks them.
      const gate = this.offered ? nextGate(status, sale.region) : 'enabled';
      if (gate) return fail(GATE_REFUSALS[gate]);
      if (!isOpenSale(sale, now)) {
        const why = sale.completed ? 'is completed' : sale.endMts <= now ? 'has ended' : 'has not started';
        return fail(`Subscription refused: the sale ${sale.name} ${why}`);
      }
      const amount = parseDec(input.amount);
      if (!amount || !amount.gt(0) || !money(amount).eq(amount)) return fail('amount: invalid (a positive amount, at most 8 decimals)');
      if (amount.lt(sale.min)) return fail(`amount: invalid (the least subscription is ${sale.min} ${sale.currency})`);
      if (amount.gt(sale.max)) return fail(`amount: invalid (the largest subscription is ${sale.max} ${sale.currency})`);
      const left = dec(record.target).minus(record.raised);
      if (amount.gt(left)) return fail(`Subscription refused: only ${left.toFixed()} ${sale.currency} of the sale's target is left`);
      if (this.margin.available(user, 'exchange', sale.currency).lt(amount)) {
        return fail(`Subscription refused: not enough ${sale.currency} available in the exchange wallet (${amount.toFixed()} needed)`);
      }
      const tokens = amount.div(record.price).decimalPlaces(8, 1);
      const text = `Subscribed ${amount.toFixed()} ${sale.currency} to ${sale.name} (${tokens.toFixed()} ${sale.token}) from wallet exchange`;
      this.ctx.accounts.book(user, 'exchange', sale.currency, amount.negated(), text, LedgerCategory.TRANSFER, now, {
        reason: 'SECURITIES_SUBSCRIPTION',
        sale: sale.id,
      });
      const raised = dec(record.raised).plus(amount);
      this.db
        .prepare('UPDATE tr_securities_sales SET raised = ?, completed = ? WHERE id = ?')
        .run(raised.toFixed(), raised.gte(record.target) ? 1 : 0, sale.id);
      const id = Number(
        this.db
          .prepare('INSERT INTO tr_securities_subscriptions (sale_id, user, amount, tokens, currency, mts) VALUES (?, ?, ?, ?, ?, ?)')
          .run(sale.id, user, amount.toFixed(), tokens.toFixed(), sale.currency, now).lastInsertRowid,
      );
      this.ctx.outbox.wallet(user, 'exchange', sale.currency);
      const sub = { id, sale_id: sale.id, user, amount: amount.toFixed(), tokens: tokens.toFixed(), currency: sale.currency, mts: now };
      return done(this.subscriptionRow(sub), text);
    });
  }

  private subscriptionRow(s: SubscriptionRecord): SubscriptionRow {
    return encodeSubscription({
      id: s.id,
      saleId: s.sale_id,
      user: s.user,
      amount: num(dec(s.amount)),
      tokens: num(dec(s.tokens)),
      currency: s.currency,
      mts: s.mts,
    });
  }
}
