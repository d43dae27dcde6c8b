// The `candles` channel (PROTOCOL §2.5): key `trade:TF:SYMBOL` (funding `trade:TF:fUSD:p30`,
// aggregates `trade:TF:fUSD:a30:p2:p30`); the newest rows as a snapshot, then each candle as it
// changes. `1W` and `7D` name the same timeframe.
import { ErrorCode } from '../../../src/protocol/errors';
import type { WireRow } from '../../market/types';
import type { ChannelSubscription } from '../connection';
import { type ChannelSpec, type OpenContext, refuse } from './types';

export const CANDLES_SNAPSHOT = 240;

/** The same key under the other name of the weekly timeframe, if it has one. */
export function candleKeyAlias(key: string): string | undefined {
  const parts = key.split(':');
  if (parts[1] === '1W') parts[1] = '7D';
  else if (parts[1] === '7D') parts[1] = '1W';
  else return undefined;
  return parts.join(':');
}

export const candlesChannel: ChannelSpec = {
  parse(request, market) {
    const { key } = request;
    const echo = { ...request };
    if (typeof key !== 'string') return refuse(ErrorCode.SUB_FAIL, 'key: invalid', echo);
    const rows = market.candles(key, { limit: CANDLES_SNAPSHOT, sort: -1 });
    if (rows === undefined) return refuse(ErrorCode.SUB_FAIL, 'key: invalid', echo);
    return {
      ok: true,
      dedupKey: `candles|${key}`,
      echo: { ...echo, channel: 'candles', key },
      open: (ctx) => candlesSubscription(ctx, key, rows),
    };
  },
};

function candlesSubscription({ conn, hub, chanId }: OpenContext, key: string, snapshot: WireRow[]): ChannelSubscription {
  const offs: Array<() => void> = [];
  return {
    channel: 'candles',
    chanId,
    dedupKey: `candles|${key}`,
    start() {
      conn.sendChannel(chanId, [snapshot]);
      const send = (_row: WireRow, json: string) => conn.sendChannelJson(chanId, json);
      offs.push(hub.candles.add(key, send));
      const alias = candleKeyAlias(key);
      if (alias) offs.push(hub.candles.add(alias, send));
    },
    stop() {
      for (const off of offs.splice(0)) off();
    },
  };
}
