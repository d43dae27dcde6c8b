// The `trades` channel (PROTOCOL §2.3): a snapshot of the newest trades, newest first, then
// every trade as `te` and, once settled, `tu` (funding: `fte` / `ftu`).
import { ErrorCode } from '../../../src/protocol/errors';
import type { WireRow } from '../../market/types';
import type { ChannelSubscription, Connection } from '../connection';
import type { MarketHub } from '../market-hub';
import { accept, refuse, type ChannelSpec, type OpenContext } from './types';
import { isFundingSymbol, readSymbol } from './symbols';

export const TRADES_SNAPSHOT = 30;

export const tradesChannel: ChannelSpec = {
  parse(request, market) {
    const { symbol, echo } = readSymbol(request);
    if (symbol === undefined || !market.hasSymbol(symbol)) return refuse(ErrorCode.SUB_FAIL, 'symbol: invalid', echo);
    return accept('trades', `trades|${symbol}`, echo, (ctx) => new TradesSubscription(ctx, symbol));
  },
};

class TradesSubscription implements ChannelSubscription {
  readonly channel = 'trades';
  readonly dedupKey: string;
  readonly chanId: number;
  private readonly conn: Connection;
  private readonly hub: MarketHub;
  private readonly entryType: string;
  private readonly updateType: string;
  private off: (() => void) | null = null;
  /** Trades sent as entries whose settled update (`tu`) follows after the current tick. */
  private unsettled: string[] = [];
  private settleScheduled: NodeJS.Immediate | null = null;

  constructor(
    ctx: OpenContext,
    private readonly symbol: string,
  ) {
    this.conn = ctx.conn;
    this.hub = ctx.hub;
    this.chanId = ctx.chanId;
    this.dedupKey = `trades|${symbol}`;
    const funding = isFundingSymbol(symbol);
    this.entryType = funding ? '"fte"' : '"te"';
    this.updateType = funding ? '"ftu"' : '"tu"';
  }

  start(): void {
    const rows = this.hub.market.trades(this.symbol, { limit: TRADES_SNAPSHOT, sort: -1 });
    this.conn.sendChannel(this.chanId, [rows]);
    this.off = this.hub.trades.add(this.symbol, (_row: WireRow, json: string) => this.onTrade(json));
  }

  stop(): void {
    this.off?.();
    this.off = null;
    if (this.settleScheduled) clearImmediate(this.settleScheduled);
    this.settleScheduled = null;
    this.unsettled = [];
  }

  private onTrade(json: string): void {
    this.conn.sendChannelJson(this.chanId, `${this.entryType},${json}`);
    this.unsettled.push(json);
    this.settleScheduled ??= setImmediate(() => this.settle());
  }

  private settle(): void {
    this.settleScheduled = null;
    const rows = this.unsettled;
    this.unsettled = [];
    for (const json of rows) this.conn.sendChannelJson(this.chanId, `${this.updateType},${json}`);
  }
}
