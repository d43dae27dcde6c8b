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
    // Authenticated channel 0 (with transform: true the callbacks receive bfx-api-node-models).
    auth(calc?: number, dms?: number): Promise<void>;
    updateAuthArgs(args: { apiKey?: string; apiSecret?: string; authToken?: string; calc?: number; dms?: number }): void;
    enableSequencing(args?: { audit: boolean }): Promise<void>;
    /** Resolves with the order row of the `on-req` notification (rejects on ERROR). */
    submitOrder(order: unknown): Promise<unknown[]>;
    updateOrder(changes: Record<string, unknown>): Promise<unknown[]>;
    cancelOrder(order: number | unknown[] | { id: number }): Promise<unknown[]>;
    onWalletSnapshot(opts: ListenerOpts, cb: (data: unknown[]) => void): void;
    onWalletUpdate(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onOrderSnapshot(opts: ListenerOpts, cb: (data: unknown[]) => void): void;
    onOrderNew(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onOrderUpdate(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onOrderClose(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onPositionSnapshot(opts: ListenerOpts, cb: (data: unknown[]) => void): void;
    onPositionNew(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onPositionUpdate(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onPositionClose(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onFundingOfferSnapshot(opts: ListenerOpts, cb: (data: unknown[]) => void): void;
    onFundingCreditSnapshot(opts: ListenerOpts, cb: (data: unknown[]) => void): void;
    onFundingLoanSnapshot(opts: ListenerOpts, cb: (data: unknown[]) => void): void;
    onAccountTradeEntry(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onAccountTradeUpdate(opts: ListenerOpts, cb: (data: unknown) => void): void;
    onNotification(opts: ListenerOpts, cb: (data: unknown) => void): void;
  }
  interface ListenerOpts {
    symbol?: string;
    id?: number;
    cid?: number;
    gid?: number;
    type?: string;
    cbGID?: string | number;
  }
  export = WSv2;
}

declare module 'bfx-api-node-models' {
  class Model {
    serialize(): unknown[];
  }
  export class Order extends Model {
    static type: Record<string, string>;
    constructor(data?: Record<string, unknown> | unknown[], ws?: unknown);
    id: number;
    gid: number | null;
    cid: number;
    symbol: string;
    amount: number;
    amountOrig: number;
    type: string;
    status: string;
    price: number;
    priceAvg: number;
    toNewOrderPacket(): Record<string, unknown>;
  }
  export class Wallet extends Model {
    type: string;
    currency: string;
    balance: number;
    unsettledInterest: number;
    balanceAvailable: number | null;
  }
  export class Position extends Model {
    symbol: string;
    status: string;
    amount: number;
    basePrice: number;
    id: number;
  }
  export class Trade extends Model {
    id: number;
    symbol: string;
    orderID: number;
    execAmount: number;
    execPrice: number;
    fee: number | null;
    feeCurrency: string | null;
  }
  export class Notification extends Model {
    mts: number;
    type: string;
    notifyInfo: unknown;
    status: string;
    text: string;
  }
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
    // Authenticated calls (apiKey/apiSecret or authToken in the options).
    submitOrder(params: { order: unknown }): Promise<unknown>;
    updateOrder(params: Params): Promise<unknown>;
    cancelOrder(params: { id: number }): Promise<unknown>;
    activeOrders(params?: Params): Promise<unknown[]>;
    wallets(params?: Params): Promise<unknown[]>;
    positions(params?: Params): Promise<unknown[]>;
    generateToken(params: Params): Promise<unknown[]>;
    [method: string]: unknown;
  }
  class BFX {
    constructor(opts?: Params);
    rest(version: 2, opts?: Params): RESTv2;
  }
  export = BFX;
}
