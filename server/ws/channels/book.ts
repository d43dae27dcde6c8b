// The `book` channel (PROTOCOL §2.1): P0–P4 and R0, trading and funding, F0 realtime or F1
// batches, len 1/25/100/250 per side. Every subscriber reads a shared BookView; this file only
// frames its changes for one connection (bulk, checksum).
import { isBookFreq, isBookLen, isBookPrec } from '../../../src/protocol/book/layout';
import { ErrorCode } from '../../../src/protocol/errors';
import { ConfFlag } from '../../../src/protocol/flags';
import type { BookPrec, MarketData } from '../../market/types';
import type { BookBatch, BookDelta, BookFreq, BookView, BookViewSubscriber } from '../book/view';
import type { ChannelSubscription, Connection } from '../connection';
import type { EventRequest } from '../frames';
import type { MarketHub } from '../market-hub';
import { accept, refuse, type ChannelRequest, type ChannelSpec, type OpenContext } from './types';
import { readSymbol } from './symbols';

/** `len` as a string ("25") or a number (25); default 25. */
function readLen(value: unknown): number | undefined {
  if (value === undefined) return 25;
  return isBookLen(value) ? Number(value) : undefined;
}

export const bookChannel: ChannelSpec = {
  parse(request: EventRequest, market: MarketData): ChannelRequest {
    const { symbol, echo } = readSymbol(request);
    if (symbol === undefined || !market.hasSymbol(symbol)) return refuse(ErrorCode.SUB_FAIL, 'symbol: invalid', echo);
    const p = request.prec ?? 'P0';
    if (!isBookPrec(p)) return refuse(ErrorCode.BOOK_PREC, 'prec: invalid', echo);
    const len = readLen(request.len);
    if (len === undefined) return refuse(ErrorCode.BOOK_LEN, 'len: invalid', echo);
    const f = request.freq ?? 'F0';
    if (!isBookFreq(f)) return refuse(ErrorCode.SUB_FAIL, 'freq: invalid', echo);
    return accept(
      'book',
      `book|${symbol}|${p}|${f}|${len}`,
      { ...echo, prec: p, freq: f, len: String(len) },
      (ctx) => new BookSubscription(ctx, symbol, p, f, len),
    );
  },
};

class BookSubscription implements ChannelSubscription, BookViewSubscriber {
  readonly channel = 'book';
  readonly dedupKey: string;
  readonly chanId: number;
  private readonly conn: Connection;
  private readonly hub: MarketHub;
  private view: BookView | null = null;
  /** Realtime updates held until the end of the tick for a BULK connection. */
  private pending: BookDelta[] = [];

  constructor(
    ctx: OpenContext,
    private readonly symbol: string,
    private readonly prec: BookPrec,
    private readonly freq: BookFreq,
    private readonly len: number,
  ) {
    this.conn = ctx.conn;
    this.hub = ctx.hub;
    this.chanId = ctx.chanId;
    this.dedupKey = `book|${symbol}|${prec}|${freq}|${len}`;
  }

  start(): void {
    const { view, snapshot } = this.hub.books.subscribe(this.symbol, this.prec, this.len, this.freq, this);
    this.view = view;
    this.conn.sendChannelJson(this.chanId, JSON.stringify(snapshot.entries));
    this.sendChecksum(snapshot.checksum);
  }

  stop(): void {
    if (this.view) this.hub.books.unsubscribe(this.view, this);
    this.view = null;
    this.pending = [];
  }

  onDelta(delta: BookDelta): void {
    if (this.conn.hasFlag(ConfFlag.BULK)) {
      this.pending.push(delta);
      this.view?.requestTickEnd();
      return;
    }
    this.conn.sendChannelJson(this.chanId, delta.json);
    if (this.view) this.sendChecksum(this.view.checksum());
  }

  onTickEnd(): void {
    this.flush();
  }

  flush(): void {
    if (this.pending.length === 0 || !this.view) return;
    const deltas = this.pending;
    this.pending = [];
    this.conn.sendChannelJson(this.chanId, bulkJson(deltas));
    // Every change since the previous flush is in `deltas`, so the live window is their result.
    this.sendChecksum(this.view.checksum());
  }

  onBatch(batch: BookBatch): void {
    if (this.conn.hasFlag(ConfFlag.BULK)) {
      this.conn.sendChannelJson(this.chanId, bulkJson(batch.deltas));
      this.sendChecksum(batch.checksum);
      return;
    }
    const steps = batch.stepChecksums;
    batch.deltas.forEach((delta, i) => {
      this.conn.sendChannelJson(this.chanId, delta.json);
      if (steps) this.sendChecksum(steps[i]!);
    });
    if (!steps) this.sendChecksum(batch.checksum);
  }

  wantsStepChecksums(): boolean {
    return this.conn.hasFlag(ConfFlag.CHECKSUM) && !this.conn.hasFlag(ConfFlag.BULK);
  }

  private sendChecksum(checksum: number): void {
    if (this.conn.hasFlag(ConfFlag.CHECKSUM)) this.conn.sendChannelJson(this.chanId, `"cs",${checksum}`);
  }
}

/** One entry as is; several as an array of arrays. */
function bulkJson(deltas: readonly BookDelta[]): string {
  if (deltas.length === 1) return deltas[0]!.json;
  return '[' + deltas.map((d) => d.json).join(',') + ']';
}
