// The `ticker` channel (PROTOCOL §2.4): the current fields first, then every change.
import { ErrorCode } from '../../../src/protocol/errors';
import type { WireRow } from '../../market/types';
import { accept, listening, refuse, type ChannelSpec } from './types';
import { readSymbol } from './symbols';

export const tickerChannel: ChannelSpec = {
  parse(request, market) {
    const { symbol, echo } = readSymbol(request);
    if (symbol === undefined || !market.hasSymbol(symbol)) return refuse(ErrorCode.SUB_FAIL, 'symbol: invalid', echo);
    const dedupKey = `ticker|${symbol}`;
    return accept('ticker', dedupKey, echo, ({ conn, hub, chanId }) =>
      listening('ticker', chanId, dedupKey, () => {
        const fields = hub.market.ticker(symbol);
        if (fields) conn.sendChannel(chanId, [fields]);
        return [hub.tickers.add(symbol, (_fields: WireRow, json: string) => conn.sendChannelJson(chanId, json))];
      }),
    );
  },
};
