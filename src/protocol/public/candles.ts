// Candles (PROTOCOL §2.5): [MTS, OPEN, CLOSE, HIGH, LOW, VOLUME] — open, close, high, low.
import { recordCodec, type RecordOf } from '../record';

const CANDLE = {
  mts: [0, 'num'],
  open: [1, 'num'],
  close: [2, 'num'],
  high: [3, 'num'],
  low: [4, 'num'],
  volume: [5, 'num'],
} as const;

export interface Candle extends RecordOf<typeof CANDLE> {}
export const candleCodec = recordCodec(6, CANDLE);
export const decodeCandle = (row: unknown): Candle | undefined => candleCodec.decode(row);
export const encodeCandle = (c: Candle): [number, number, number, number, number, number] => [
  c.mts,
  c.open,
  c.close,
  c.high,
  c.low,
  c.volume,
];
