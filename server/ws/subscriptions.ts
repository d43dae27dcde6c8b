// subscribe / unsubscribe (PROTOCOL §1.6): validation, the full echo, dup and limit checks,
// chanId allocation. chanIds come from one counter for the whole gateway, so an id is never
// reused and a late message of an old channel cannot be mistaken for a new one.
import { ErrorCode } from '../../src/protocol/errors';
import type { MarketData } from '../market/types';
import { bookChannel } from './channels/book';
import { candlesChannel } from './channels/candles';
import { statusChannel } from './channels/status';
import { tickerChannel } from './channels/ticker';
import { tradesChannel } from './channels/trades';
import type { ChannelSpec } from './channels/types';
import type { Connection } from './connection';
import { type EventRequest, errorEvent } from './frames';
import type { MarketHub } from './market-hub';

/** Public channels per connection; an authenticated connection gives one to channel 0. */
export const PUBLIC_CHANNEL_LIMIT = 25;

const CHANNELS = new Map<string, ChannelSpec>([
  ['book', bookChannel],
  ['trades', tradesChannel],
  ['ticker', tickerChannel],
  ['candles', candlesChannel],
  ['status', statusChannel],
]);

function isSubId(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string' || typeof value === 'number';
}

function readChanId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export class Subscriptions {
  private nextChanId = 1;

  constructor(
    private readonly hub: MarketHub,
    private readonly market: MarketData,
  ) {}

  subscribe(conn: Connection, request: EventRequest): void {
    const { channel } = request;
    if (typeof channel !== 'string') {
      conn.sendEvent(errorEvent(ErrorCode.PARAMS, 'channel: invalid', request));
      return;
    }
    const spec = CHANNELS.get(channel);
    if (!spec) {
      conn.sendEvent(errorEvent(ErrorCode.SUB_UNK, 'channel: unknown', request));
      return;
    }
    if (!isSubId(request.subId)) {
      conn.sendEvent(errorEvent(ErrorCode.PARAMS, 'subId: invalid', request));
      return;
    }
    const parsed = spec.parse(request, this.market);
    if (!parsed.ok) {
      conn.sendEvent(errorEvent(parsed.code, parsed.msg, parsed.echo));
      return;
    }
    for (const sub of conn.channels.values()) {
      if (sub.dedupKey === parsed.dedupKey) {
        conn.sendEvent(errorEvent(ErrorCode.SUB_MULTI, 'subscribe: dup', parsed.echo));
        return;
      }
    }
    const limit = PUBLIC_CHANNEL_LIMIT - (conn.authenticated ? 1 : 0);
    if (conn.channels.size >= limit) {
      conn.sendEvent(errorEvent(ErrorCode.SUB_LIMIT, 'subscribe: limit', parsed.echo));
      return;
    }
    const chanId = this.nextChanId++;
    const sub = parsed.open({ conn, chanId, hub: this.hub });
    conn.channels.set(chanId, sub);
    const { event: _event, chanId: _chanId, ...fields } = parsed.echo;
    conn.sendEvent({ event: 'subscribed', ...fields, chanId });
    conn.openChannel(chanId);
    try {
      sub.start();
    } catch {
      // The market failed to give a snapshot: no half-open channel stays behind.
      this.drop(conn, chanId);
      conn.sendEvent(errorEvent(ErrorCode.SUB_FAIL, 'subscribe: failed', { ...parsed.echo, chanId }));
    }
  }

  private drop(conn: Connection, chanId: number): void {
    conn.channels.get(chanId)?.stop();
    conn.channels.delete(chanId);
    conn.closeChannel(chanId);
  }

  unsubscribe(conn: Connection, request: EventRequest): void {
    const chanId = readChanId(request.chanId);
    if (chanId === undefined) {
      conn.sendEvent(errorEvent(ErrorCode.UNSUB_FAIL, 'unsubscribe: invalid', request));
      return;
    }
    if (!conn.channels.has(chanId)) {
      conn.sendEvent(errorEvent(ErrorCode.UNSUB_NOT, 'unsubscribe: not subscribed', request));
      return;
    }
    this.drop(conn, chanId);
    conn.sendEvent({ event: 'unsubscribed', status: 'OK', chanId });
  }
}
