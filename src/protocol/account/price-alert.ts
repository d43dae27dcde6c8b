// Price alert (`uca` notification info, PROTOCOL §3.4): [KEY, "price", SYMBOL, PRICE, COUNT, DIRECTION].
import { recordCodec, type Decoded } from '../record';
import type { WireRow } from '../wire';

export interface PriceAlert extends Decoded<typeof codec> {}
const codec = recordCodec(6, {
  key: [0, 'str'],
  symbol: [2, 'str'],
  price: [3, 'num'],
  count: [4, 'num?'],
  direction: [5, 'any'],
});

export function decodePriceAlert(row: unknown): PriceAlert | undefined {
  return Array.isArray(row) && row[1] === 'price' ? codec.decode(row) : undefined;
}

export function encodePriceAlert(a: PriceAlert): WireRow {
  const row = codec.encode(a);
  row[1] = 'price';
  return row;
}
