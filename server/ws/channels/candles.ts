// The `candles` channel (PROTOCOL §2.5): key `trade:TF:SYMBOL` (funding `trade:TF:fUSD:p30`,
// aggregates `trade:TF:fUSD:a30:p2:p30`); the newest rows as a snapshot, then each candle as it
// changes. `1W` and `7D` name the same timeframe.
import { ErrorCode } from '../../../src/protocol/errors';
import type { WireRow } from '../../market/types';
import { accept, listening, refuse, type ChannelSpec } from './types';

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
    const dedupKey = `candles|${key}`;
    return accept('candles', dedupKey, { ...echo, key }, ({ conn, hub, chanId }) =>
      listening('candles', chanId, dedupKey, () => {
        conn.sendChannel(chanId, [rows]);
        const send = (_row: WireRow, json: string) => conn.sendChannelJson(chanId, json);
        const alias = candleKeyAlias(key);
        return alias ? [hub.candles.add(key, send), hub.candles.add(alias, send)] : [hub.candles.add(key, send)];
      }),
    );
  },
};
