// The wire format shared by the client and the embedded exchange (PROTOCOL.md). Pure TypeScript:
// no DOM, no Node modules, no I/O.
export * from './errors';
export * from './flags';
export * from './wire';
export * from './record';
export type { Parsed, ParsedWithCode } from './result';
export * from './events';
export * from './subscriptions';
export * from './messages';
export * from './symbols';
export * from './order-types';
export * from './order-status';
export * from './nonce';
export * from './signing';
export * from './inputs';

export * from './book/checksum';
export * from './book/precision';
export * from './book/layout';
export * from './book/state';
export { CRC_START, crcAppend, crcFinish } from './book/crc32';

export * from './public/book-entries';
export * from './public/trades';
export * from './public/ticker';
export * from './public/candles';
export * from './public/candle-key';
export * from './public/deriv-status';
export * from './public/liquidations';
export * from './public/stats';

export * from './account/order';
export * from './account/position';
export * from './account/wallet';
export * from './account/balance-info';
export * from './account/margin-info';
export * from './account/funding-info';
export * from './account/funding-offer';
export * from './account/funding-credit';
export * from './account/trade';
export * from './account/funding-trade';
export * from './account/notification';
export * from './account/ledger';
export * from './account/movement';
export * from './account/user-info';
export * from './account/wallet-operations';
export * from './account/settings';
export * from './account/price-alert';
export * from './account/stream';
