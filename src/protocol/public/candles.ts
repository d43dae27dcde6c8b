// Candles (PROTOCOL §2.5): [MTS, OPEN, CLOSE, HIGH, LOW, VOLUME] — open, close, high, low.
import { recordCodec, type Decoded } from '../record';

export interface Candle extends Decoded<typeof candleCodec> {}
export const candleCodec = recordCodec(6, {
  mts: [0, 'num'],
  open: [1, 'num'],
  close: [2, 'num'],
  high: [3, 'num'],
  low: [4, 'num'],
  volume: [5, 'num'],
});

export const encodeCandle = (c: Candle): [number, number, number, number, number, number] => [
  c.mts,
  c.open,
  c.close,
  c.high,
  c.low,
  c.volume,
];
