// Small public REST answers (PROTOCOL §5.2): stats rows, platform status, calc results.
import { recordCodec, type Decoded } from '../record';
import { toNumber } from '../wire';

/** `/v2/stats1/{key}/{last|hist}` rows. */
export interface Stat extends Decoded<typeof statCodec> {}
export const statCodec = recordCodec(2, { mts: [0, 'num'], value: [1, 'num'] });
/** `/v2/calc/trade/avg`: PRICE_AVG (RATE_AVG for funding) and AMOUNT. */
export interface TradeAverage extends Decoded<typeof tradeAverageCodec> {}
export const tradeAverageCodec = recordCodec(2, { average: [0, 'num'], amount: [1, 'num'] });

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
