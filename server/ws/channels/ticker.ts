// The `ticker` channel (PROTOCOL §2.4): the current fields first, then every change.
import { ErrorCode } from '../../../src/protocol/errors';
import type { WireRow } from '../../market/types';
import type { ChannelSubscription } from '../connection';
import { type ChannelSpec, type OpenContext, refuse } from './types';
import { readSymbol } from './symbols';

export const tickerChannel: ChannelSpec = {
  parse(request, market) {
    const { symbol, echo } = readSymbol(request);
    if (symbol === undefined || !market.hasSymbol(symbol)) return refuse(ErrorCode.SUB_FAIL, 'symbol: invalid', echo);
    return {
      ok: true,
      dedupKey: `ticker|${symbol}`,
      echo: { ...echo, channel: 'ticker' },
      open: (ctx) => tickerSubscription(ctx, symbol),
    };
  },
};

function tickerSubscription({ conn, hub, chanId }: OpenContext, symbol: string): ChannelSubscription {
  let off: (() => void) | null = null;
  return {
    channel: 'ticker',
    chanId,
    dedupKey: `ticker|${symbol}`,
    start() {
      const fields = hub.market.ticker(symbol);
      if (fields) conn.sendChannel(chanId, [fields]);
      off = hub.tickers.add(symbol, (_fields: WireRow, json: string) => conn.sendChannelJson(chanId, json));
    },
    stop() {
      off?.();
      off = null;
    },
  };
}
