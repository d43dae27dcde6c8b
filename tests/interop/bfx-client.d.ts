// Just enough typing of the official Node client (bitfinex-api-node@7, CommonJS, untyped) for
// the interop tests.
declare module 'bitfinex-api-node/lib/transports/ws2.js' {
  import { EventEmitter } from 'node:events';
  interface WSv2Options {
    url?: string;
    apiKey?: string;
    apiSecret?: string;
    authToken?: string;
    manageOrderBooks?: boolean;
    transform?: boolean;
    autoReconnect?: boolean;
  }
  class WSv2 extends EventEmitter {
    static flags: { CHECKSUM: number; SEQ_ALL: number; TIMESTAMP: number };
    constructor(opts?: WSv2Options);
    open(): Promise<void>;
    close(code?: number, reason?: string): Promise<void>;
    enableFlag(flag: number): Promise<void>;
    subscribeOrderBook(symbol: string, prec?: string, len?: string): Promise<boolean>;
    subscribeTrades(symbol: string): Promise<boolean>;
    subscribeTicker(symbol: string): Promise<boolean>;
    subscribeCandles(key: string): Promise<boolean>;
    subscribeStatus(key: string): Promise<boolean>;
    getOB(symbol: string): unknown;
  }
  export = WSv2;
}

declare module 'bitfinex-api-node' {
  type Params = Record<string, unknown>;
  interface RESTv2 {
    status(params?: Params): Promise<unknown>;
    ticker(params: Params): Promise<Record<string, unknown>>;
    tickers(params?: Params): Promise<unknown[]>;
    tickersHistory(params?: Params): Promise<unknown[]>;
    trades(params: Params): Promise<unknown[]>;
    candles(params: Params): Promise<unknown[]>;
    orderBook(params: Params): Promise<unknown>;
    conf(params?: Params): Promise<unknown[]>;
    symbols(params?: Params): Promise<string[]>;
    futures(params?: Params): Promise<string[]>;
    statusMessages(params?: Params): Promise<unknown[]>;
    stats(params: Params): Promise<unknown[]>;
    liquidations(params?: Params): Promise<unknown[]>;
    marketAveragePrice(params: Params): Promise<unknown[]>;
    exchangeRate(params: Params): Promise<number>;
    [method: string]: unknown;
  }
  class BFX {
    constructor(opts?: Params);
    rest(version: 2, opts?: Params): RESTv2;
  }
  export = BFX;
}
