// Funding info (`fiu`, REST `/v2/auth/r/info/funding/{fSYM}`, PROTOCOL §3.4):
// ["sym", SYMBOL, [YIELD_LOAN, YIELD_LEND, DURATION_LOAN, DURATION_LEND, …]].
import { recordCodec, type Decoded } from '../record';

const codec = recordCodec(4, {
  yieldLoan: [0, 'num?'],
  yieldLend: [1, 'num?'],
  durationLoan: [2, 'num?'],
  durationLend: [3, 'num?'],
});

export interface FundingInfo extends Decoded<typeof codec> {
  symbol: string;
}

export function decodeFundingInfo(data: unknown): FundingInfo | undefined {
  if (!Array.isArray(data) || data[0] !== 'sym' || typeof data[1] !== 'string') return undefined;
  const v = codec.decode(data[2]);
  return v && { symbol: data[1], ...v };
}

export function encodeFundingInfo(info: FundingInfo): unknown[] {
  const { symbol, ...v } = info;
  return ['sym', symbol, codec.encode(v)];
}
