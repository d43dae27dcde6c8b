// Small public REST answers (PROTOCOL §5.2): stats rows, platform status, calc results.
import { recordCodec, type RecordOf } from '../record';
import { toNumber } from '../wire';

const STAT = { mts: [0, 'num'], value: [1, 'num'] } as const;
const TRADE_AVG = { average: [0, 'num'], amount: [1, 'num'] } as const;

/** `/v2/stats1/{key}/{last|hist}` rows. */
export interface Stat extends RecordOf<typeof STAT> {}
/** `/v2/calc/trade/avg`: PRICE_AVG (RATE_AVG for funding) and AMOUNT. */
export interface TradeAverage extends RecordOf<typeof TRADE_AVG> {}

export const statCodec = recordCodec(2, STAT);
export const tradeAverageCodec = recordCodec(2, TRADE_AVG);
export const decodeStat = (row: unknown): Stat | undefined => statCodec.decode(row);
export const encodeStat = (s: Stat) => statCodec.encode(s);
export const decodeTradeAverage = (row: unknown): TradeAverage | undefined => tradeAverageCodec.decode(row);
export const encodeTradeAverage = (a: TradeAverage) => tradeAverageCodec.encode(a);

/** `/v2/platform/status`: [1] operative, [0] maintenance. */
export function decodePlatformStatus(body: unknown): 0 | 1 | undefined {
  if (!Array.isArray(body)) return undefined;
  const v = toNumber(body[0]);
  return v === 0 || v === 1 ? v : undefined;
}
export const encodePlatformStatus = (operative: boolean): [0 | 1] => [operative ? 1 : 0];

/** `/v2/calc/fx`: [CURRENT_RATE]. */
export function decodeFxRate(body: unknown): number | undefined {
  return Array.isArray(body) ? toNumber(body[0]) : undefined;
}
