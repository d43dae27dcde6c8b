// Margin info (`miu`, REST `/v2/auth/r/info/margin/…`, PROTOCOL §3.4, §5.3):
// ["base", [USER_PL, USER_SWAPS, MARGIN_BALANCE, MARGIN_NET, MARGIN_REQUIRED, …]] and
// ["sym", SYMBOL, [TRADABLE_BALANCE, GROSS_BALANCE, BUY, SELL, …]]. The REST docs call slot 4
// of the base form MARGIN_MIN.
import { recordCodec, type Decoded } from '../record';

const baseCodec = recordCodec(5, {
  userPl: [0, 'num?'],
  userSwaps: [1, 'num?'],
  marginBalance: [2, 'num?'],
  marginNet: [3, 'num?'],
  marginRequired: [4, 'num?'],
});
const symCodec = recordCodec(4, { tradableBalance: [0, 'num?'], grossBalance: [1, 'num?'], buy: [2, 'num?'], sell: [3, 'num?'] });

export interface MarginInfoBase extends Decoded<typeof baseCodec> {
  kind: 'base';
}
export interface MarginInfoSymbol extends Decoded<typeof symCodec> {
  kind: 'sym';
  symbol: string;
}
export type MarginInfo = MarginInfoBase | MarginInfoSymbol;

export function decodeMarginInfo(data: unknown): MarginInfo | undefined {
  if (!Array.isArray(data)) return undefined;
  if (data[0] === 'base') {
    const v = baseCodec.decode(data[1]);
    return v && { kind: 'base', ...v };
  }
  if (data[0] === 'sym' && typeof data[1] === 'string') {
    const v = symCodec.decode(data[2]);
    return v && { kind: 'sym', symbol: data[1], ...v };
  }
  return undefined;
}

export function encodeMarginInfo(info: MarginInfo): unknown[] {
  if (info.kind === 'base') {
    const { kind: _k, ...v } = info;
    return ['base', baseCodec.encode(v)];
  }
  const { kind: _k, symbol, ...v } = info;
  return ['sym', symbol, symCodec.encode(v)];
}
