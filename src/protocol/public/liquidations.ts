// Liquidations (PROTOCOL §2.6, §5.2): rows ["pos", POS_ID, MTS, _, SYMBOL, AMOUNT, BASE_PRICE, _,
// IS_MATCH, IS_MARKET_SOLD, _, LIQUIDATION_PRICE]. The channel sends a list of rows; REST
// `/v2/liquidations/hist` wraps every row in a list of its own.
import { recordCodec, type Decoded } from '../record';

export interface Liquidation extends Decoded<typeof liquidationCodec> {}
export const liquidationCodec = recordCodec(
  12,
  {
    posId: [1, 'num'],
    mts: [2, 'num'],
    symbol: [4, 'str'],
    amount: [5, 'num'],
    basePrice: [6, 'num?'],
    isMatch: [8, 'bool'],
    isMarketSold: [9, 'bool'],
    liquidationPrice: [11, 'num?'],
  },
  { 0: 'pos' },
);

/** Both the channel's list of rows and REST's list of wrapped rows. */
export function decodeLiquidationList(rows: unknown): Liquidation[] | undefined {
  if (!Array.isArray(rows)) return undefined;
  const out: Liquidation[] = [];
  for (const item of rows) {
    const row = Array.isArray(item) && Array.isArray(item[0]) ? item[0] : item;
    const l = liquidationCodec.decode(row);
    if (l) out.push(l);
  }
  return out;
}
