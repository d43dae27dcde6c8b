// The funding of perpetual contracts: at each funding event (every 8 hours, announced by the
// derivatives status as NEXT_FUNDING_EVT_MTS), every open derivatives position pays or receives
// amount × mark price × the funding rate set at that event (CURRENT_FUNDING): with a positive
// rate longs pay and shorts receive. The payment is booked on the margin wallet of the contract's
// quote currency (ledger category 26, position funding) and moves the position's collateral, so
// its liquidation price moves with it.
//
// An event is noticed when the status's next event time moves on; the event that passed is the
// one announced before. Which events were paid is kept in the store, so a restart pays an event
// it slept through once (at the rate and mark the status shows when it wakes) and never twice.
import { derivStatusCodec } from '../../src/protocol/public/deriv-status';
import { LedgerCategory } from './ledger-category';
import { runUnit, type Ctx } from './context';
import { dec, money } from './decimal';
import type { PositionState } from './records';

const stateKey = (symbol: string) => `trading:deriv-funding:${symbol}`;

export interface DerivFundingEvent {
  symbol: string;
  /** When the event happened. */
  mts: number;
  rate: number;
  mark: number;
}

export class DerivFunding {
  /** The announced event each contract is waiting for (read from the store once). */
  private readonly seen = new Map<string, number | undefined>();

  constructor(
    private readonly ctx: Ctx,
    /** Told about every position whose collateral changed (liquidation check). */
    private readonly changed: (symbol: string) => void,
  ) {}

  /** Looks at each contract's status; pays the events that passed. Returns what it paid for. */
  run(): DerivFundingEvent[] {
    const data = this.ctx.markets.data;
    if (!data.derivStatus) return [];
    const events: DerivFundingEvent[] = [];
    for (const rules of this.ctx.pairs.all()) {
      if (!rules.derivative) continue;
      const s = derivStatusCodec.decode(data.derivStatus(`deriv:${rules.symbol}`));
      if (!s || s.nextFundingEvtMts === null) continue;
      if (!this.seen.has(rules.symbol)) this.seen.set(rules.symbol, this.ctx.store.getState<number>(stateKey(rules.symbol)));
      const seen = this.seen.get(rules.symbol);
      if (seen === undefined) {
        // First sight of this contract: nothing passed yet that we announced.
        this.ctx.store.setState(stateKey(rules.symbol), s.nextFundingEvtMts);
        this.seen.set(rules.symbol, s.nextFundingEvtMts);
        continue;
      }
      if (s.nextFundingEvtMts <= seen) continue;
      const event: DerivFundingEvent = { symbol: rules.symbol, mts: seen, rate: s.currentFunding ?? 0, mark: s.markPrice ?? 0 };
      this.pay(event, rules.quote, s.nextFundingEvtMts);
      events.push(event);
    }
    return events;
  }

  private pay(event: DerivFundingEvent, quote: string, next: number): void {
    const due = this.ctx.accounts
      .positionsIn(event.symbol)
      .filter((p) => p.type === 1 && p.status === 'ACTIVE' && p.mtsCreate <= event.mts);
    runUnit(this.ctx, () => {
      const now = this.ctx.now();
      if (event.rate !== 0 && event.mark > 0) {
        for (const p of due) this.payOne(p, event, quote, now);
      }
      this.ctx.store.setState(stateKey(event.symbol), next);
    });
    // Only once the payments committed (runUnit throws, and the event stays due, otherwise).
    this.seen.set(event.symbol, next);
    if (due.length > 0) this.changed(event.symbol);
  }

  private payOne(p: PositionState, event: DerivFundingEvent, quote: string, now: number): void {
    // Longs pay a positive rate, shorts receive it.
    const payment = money(p.amount.times(event.mark).times(event.rate).negated());
    if (payment.isZero()) return;
    const text = `Position #${p.id} funding event ${event.symbol} @ ${event.mark} rate ${event.rate} on wallet margin`;
    this.ctx.accounts.book(p.user, 'margin', quote, payment, text, LedgerCategory.POSITION_FUNDING, now, {
      reason: 'DERIV_FUNDING',
      position_id: p.id,
      rate: event.rate,
      mark: event.mark,
      event_mts: event.mts,
    });
    const collateral = p.collateral.plus(payment);
    this.ctx.accounts.savePosition({
      ...p,
      collateral: collateral.isPositive() ? collateral : dec(0),
      mtsUpdate: now,
      meta: { reason: 'FUNDING' },
    });
    this.ctx.outbox.position(p.user, p.id);
    this.ctx.outbox.wallet(p.user, 'margin', quote);
  }
}
