// Trading for users on the embedded exchange (issue 3): wallets and ledger, orders into the
// trading engine, margin and derivatives positions, funding, transfers, movements and price
// alerts, with the per-user account stream of channel 0 (PROTOCOL §3.3). Everything is committed
// in SQLite before it is acknowledged or announced, and survives a restart.
import { OPEN_GATES } from './gates';
import { balanceInfoCodec } from '../../src/protocol/account/balance-info';
import type { EngineOffer, EngineOrder, Fill, FundingMatch, OrderEventKind } from '../engine/types';
import { migrate } from '../store/migrations';
import type { Trading, TradingInput, TradingOptions } from './api';
import { AccountStore } from './account-store';
import { Alerts } from './alerts';
import { DEFAULT_TIMINGS, Ids, runEvent, type Ctx } from './context';
import { atomsOf, Margin } from './margin';
import { MarginGroups, memoryMarginGroups } from './margin-groups';
import { MarginMode } from './margin-mode';
import { num, ZERO } from './decimal';
import { Funding } from './funding';
import { History } from './history';
import { OtcDesk } from './otc';
import { Staking } from './staking';
import { CardPurchases } from './card-purchases';
import { createCustodyPartner, CustodyDesk } from './custody/index';
import { NO_SECURITIES_PORT, Securities } from './securities';
import { Programmes } from './programmes/index';
import { NO_PORTS } from './programmes/ports';
import { PROGRAMME_MIGRATIONS } from './programmes/schema';
import { DerivFunding } from './deriv-funding';
import { Liquidator } from './liquidation';
import { Orders } from './orders/orders';
import { Outbox, type AccountMessage } from './outbox';
import { PairBook } from './pair-rules';
import { Positions } from './positions';
import { Prices } from './prices';
import { WALLET_TYPES, type WalletState, type WalletType } from './records';
import { reconcileEngines } from './restore';
import { TRADING_MIGRATIONS } from './schema';
import { createSpaceGuard, DEFAULT_DISK_RESERVE_MB } from '../store/space';
import { Settlement } from './settlement';
import { WalletOps } from './wallet-ops';
import { Withdrawals } from './withdrawals';
import { AddressBook } from './address-book';
import { checkAddress } from './address-rules';
import { fundAccount } from './demo-funding';
import { fundingRow, offerRow, orderRow, walletRow, type Row } from './wire';
import type { CalcRequest } from '../../src/protocol/inputs/calc';
import { encodeBorrowLimit } from '../../src/protocol/account/borrow-limit';

export type { AccountMessage, AccountListener } from './outbox';
export type { NotificationRow } from './wire';
export type { MovementMail, MovementNotice } from './movement-notice';
export type { TradingMarkets } from './ports';
export type { Via } from './orders/orders';
export type { WalletType } from './records';
export { DEMO_FUNDS, METHODS } from './wallet-methods';
export type { AccountSnapshots, Trading, TradingOptions } from './api';

export function createTrading(opts: TradingOptions): Trading {
  const { store, markets } = opts;
  migrate(store.db, 'trading', TRADING_MIGRATIONS);
  migrate(store.db, 'programmes', PROGRAMME_MIGRATIONS);
  const now = opts.now ?? Date.now;
  const accounts = new AccountStore(store);
  let funding: Funding | undefined;
  let margin: Margin | undefined;

  const outbox = new Outbox((user, wallets, positions) => {
    const out: AccountMessage[] = [];
    for (const id of positions) {
      const p = accounts.positions.get(id);
      if (p && margin) out.push(['pu', margin.positionRow(p)]);
    }
    for (const key of wallets) {
      const [type, currency] = key.split('|') as [WalletType, string];
      out.push(['wu', renderWallet(accounts.wallet(user, type, currency))]);
    }
    if (positions.size > 0 && margin) out.push(['miu', margin.marginBase(user)]);
    if (wallets.size > 0 && margin) out.push(['bu', balance(user)]);
    return out;
  });
  const ctx: Ctx = {
    store,
    accounts,
    markets,
    pairs: new PairBook(markets),
    outbox,
    prices: new Prices(markets),
    ids: new Ids(store),
    space: createSpaceGuard(store.db, store.path, opts.diskReserveBytes ?? DEFAULT_DISK_RESERVE_MB * 2 ** 20),
    timings: { ...DEFAULT_TIMINGS, ...opts.timings },
    gates: opts.gates ?? OPEN_GATES,
    marginGroups: new MarginGroups(opts.marginGroups ?? memoryMarginGroups()),
    movementMail: opts.movementMail,
    now,
  };
  const m = (margin = new Margin(ctx));
  const orders = new Orders(ctx, m);
  const settlement = new Settlement(ctx, m);
  const positions = new Positions(ctx, m, orders);
  const liquidator = new Liquidator(ctx, m, orders);
  const marginMode = new MarginMode(ctx, m, (user) => liquidator.checkUsers([user]));
  const derivFunding = new DerivFunding(ctx, (symbol) => liquidator.check(symbol));
  const fund = (funding = new Funding(ctx, m));
  const walletOps = new WalletOps(ctx, m);
  const withdrawals = new Withdrawals(ctx, m, opts.withdrawalConfirmation);
  const addressBook = new AddressBook(ctx);
  const alerts = new Alerts(ctx);
  const history = new History(ctx, m);
  const otc = new OtcDesk(ctx, m, opts.otcOffered ?? true);
  const staking = new Staking(ctx, m, opts.stakingOffered ?? true);
  const cards = new CardPurchases(ctx);
  const custody = new CustodyDesk(
    createCustodyPartner(opts.custody?.kind ?? 'simulated', ctx, m, opts.custody),
    m,
    opts.custody?.offered ?? true,
    now,
  );
  const securities = new Securities(ctx, m, opts.securitiesOffered ?? true, opts.securities ?? NO_SECURITIES_PORT);
  const programmes = (ctx.programmes = new Programmes(ctx, opts.programmes ?? NO_PORTS));

  function renderWallet(w: WalletState): Row {
    const unsettled = w.type === 'funding' && funding ? funding.unsettled(w.user, w.currency, now()) : null;
    return walletRow(w, m.available(w.user, w.type, w.currency), unsettled);
  }

  const positionAtoms = (owner: number, symbol: string): number => {
    const p = owner > 0 ? accounts.positionOf(owner, symbol) : undefined;
    return p ? atomsOf(p.amount) : 0;
  };
  markets.setPositionSource?.(positionAtoms);

  // ---- engine events ---------------------------------------------------------------------------
  let muted = false;
  const unsubscribe = markets.onEngine({
    order(o: EngineOrder, kind: OrderEventKind) {
      if (muted || o.owner <= 0) return;
      runEvent(ctx, 'order event', () => orders.onOrder(o, kind));
    },
    trade(f: Fill) {
      ctx.prices.trade(f.symbol, f.price);
      if (!muted && (f.maker.owner > 0 || f.taker.owner > 0)) {
        runEvent(ctx, 'fill', () => {
          if (f.maker.owner > 0) settlement.settle(f, f.maker, -f.amount, true);
          if (f.taker.owner > 0) settlement.settle(f, f.taker, f.amount, false);
        });
      }
      alerts.check(f.symbol, f.price);
      liquidator.check(f.symbol);
    },
    fundingOffer(o: EngineOffer, kind: OrderEventKind) {
      if (muted || o.owner <= 0) return;
      runEvent(ctx, 'offer event', () => fund.onOffer(o, kind));
    },
    fundingMatch(match: FundingMatch) {
      if (muted || (match.offer.owner <= 0 && match.bid.owner <= 0)) return;
      runEvent(ctx, 'funding match', () => fund.onMatch(match));
    },
  });
  // A new mark price can liquidate a derivatives position without any trade.
  const unsubscribeStatus = markets.data.onStatus?.((key, row) => {
    if (!key.startsWith('deriv:')) return;
    ctx.prices.status(key, row);
    liquidator.check(key.slice('deriv:'.length));
  });
  reconcileEngines(ctx, (on) => {
    muted = on;
  });

  const tickMs = opts.tickMs ?? 1000;
  const timer = tickMs > 0 ? setInterval(() => runTimers(), tickMs) : undefined;
  timer?.unref();

  function runTimers(at = now()): void {
    try {
      positions.accrueFunding(at);
      derivFunding.run();
      fund.payout(at);
      walletOps.settleMovements(at, withdrawals);
      staking.payout(at);
      custody.chargeFees(at);
    } catch (err) {
      console.error('tradedesk trading: timer failed:', err);
    }
  }

  // ---- reads -------------------------------------------------------------------------------------
  const sortedWallets = (user: number) =>
    accounts
      .walletsOf(user)
      .sort((a, b) => WALLET_TYPES.indexOf(a.type) - WALLET_TYPES.indexOf(b.type) || a.currency.localeCompare(b.currency));
  const wallets = (user: number) => sortedWallets(user).map(renderWallet);
  const positionRows = (user: number) => accounts.positionsOf(user).map((p) => m.positionRow(p));
  const orderRows = (user: number, symbol?: string, ids?: number[]) =>
    accounts
      .ordersOf(user)
      .filter((o) => (!symbol || o.symbol === symbol) && (!ids || ids.includes(o.id)))
      .map(orderRow);
  const offerRows = (user: number, symbol?: string) =>
    accounts
      .offersOf(user)
      .filter((o) => !symbol || o.symbol === symbol)
      .map(offerRow);
  const fundingRows = (user: number, kind: 'loan' | 'credit', symbol?: string) =>
    accounts
      .fundingOf(user, kind)
      .filter((f) => !symbol || f.symbol === symbol)
      .map(fundingRow);

  function marginInfo(user: number, key: string): unknown[] | undefined {
    if (key === 'base') return m.marginBase(user);
    if (key === 'sym_all') {
      return ctx.pairs
        .all()
        .filter((r) => r.margin || r.derivative)
        .map((r) => m.marginSym(user, r.symbol) as unknown[]);
    }
    return m.marginSym(user, key);
  }

  function balance(user: number): unknown[] {
    const m = margin as Margin;
    let aum = ZERO;
    for (const w of accounts.walletsOf(user)) aum = aum.plus(ctx.prices.usd(w.currency, w.balance));
    let pl = ZERO;
    for (const p of accounts.positionsOf(user)) {
      const rules = ctx.pairs.get(p.symbol);
      if (rules) pl = pl.plus(ctx.prices.usd(rules.quote, m.pl(p)));
    }
    return balanceInfoCodec.encode({ aum: num(aum.decimalPlaces(8)), aumNet: num(aum.plus(pl).decimalPlaces(8)) });
  }

  /** Answers of `calc` requests read by the protocol's parser; unknown symbols answer nothing. */
  function calc(user: number, requests: readonly CalcRequest[]): AccountMessage[] {
    const out: AccountMessage[] = [];
    for (const r of requests) {
      switch (r.kind) {
        case 'margin_base':
          out.push(['miu', m.marginBase(user)]);
          break;
        case 'balance':
          out.push(['bu', balance(user)]);
          break;
        case 'margin_sym': {
          const info = m.marginSym(user, r.symbol);
          if (info) out.push(['miu', info]);
          break;
        }
        case 'funding_sym':
          if (markets.data.fundingSymbols().includes(r.symbol)) out.push(['fiu', fund.info(user, r.symbol)]);
          break;
        case 'position': {
          const p = accounts.positionOf(user, r.symbol);
          if (p) out.push(['pu', m.positionRow(p)]);
          break;
        }
        case 'wallet':
          out.push(['wu', renderWallet(accounts.wallet(user, r.walletType, r.currency))]);
          break;
      }
    }
    return out;
  }

  /** The channel-0 inputs trading answers (PROTOCOL §3.5), by abbreviation. */
  const inputs: { [K in TradingInput['type']]: (user: number, payload: Extract<TradingInput, { type: K }>['payload']) => void } = {
    on: (u, p) => orders.submit(u, p, 'ws'),
    ou: (u, p) => orders.update(u, p, 'ws'),
    oc: (u, p) => orders.cancel(u, p),
    oc_multi: (u, p) => orders.cancelMulti(u, p),
    ox_multi: (u, p) => orders.multi(u, p, 'ws'),
    fon: (u, p) => fund.submitOffer(u, p),
    foc: (u, p) => fund.cancelOffer(u, p),
    calc: (u, p) => {
      for (const msg of calc(u, p)) outbox.deliver(u, msg);
    },
  };
  function input(user: number, i: TradingInput): void {
    (inputs[i.type] as (user: number, payload: TradingInput['payload']) => void)(user, i.payload);
  }

  return {
    onAccount: (user, fn) => outbox.on(user, fn),
    snapshots: (user) => ({
      ps: positionRows(user),
      ws: wallets(user),
      os: orderRows(user),
      fos: offerRows(user),
      fcs: fundingRows(user, 'credit'),
      fls: fundingRows(user, 'loan'),
    }),
    input,
    wallets,
    fundAccount: (user, grants) => fundAccount(ctx, user, grants),
    transfer: (user, body) => walletOps.transfer(user, body),
    transferToAccount: (user, to, body) => walletOps.transfer(user, body, to),
    depositAddress: (user, body) => walletOps.depositAddress(user, body),
    deposit: (user, o) => walletOps.deposit(user, o),
    withdraw: (user, body) => withdrawals.request(user, body),
    confirmWithdrawal: (token) => withdrawals.confirm(token),
    cancelWithdrawal: (user, body) => withdrawals.cancel(user, body),
    sendToAddress: (user, body) => walletOps.sendToAddress(user, body),
    checkAddress,
    travelRule: (address) => walletOps.travelRule(address),
    addressBook: (user, body) => addressBook.act(user, body),
    orders: orderRows,
    submitOrder: (user, body, via = 'rest') => orders.submit(user, body, via),
    updateOrder: (user, body, via = 'rest') => orders.update(user, body, via),
    cancelOrder: (user, body) => orders.cancel(user, body),
    cancelOrders: (user, body) => orders.cancelMulti(user, body),
    orderMulti: (user, ops, via = 'rest') => orders.multi(user, ops, via),
    cancelAllOrders: (user) => orders.cancelMulti(user, { all: true }),
    positions: positionRows,
    claimPosition: (user, body) => positions.claim(user, body),
    increasePosition: (user, body) => positions.increase(user, body),
    increasePositionInfo: (user, symbol, amount) => positions.increaseInfo(user, symbol, amount),
    setCollateral: (user, symbol, collateral) => positions.setCollateral(user, symbol, collateral),
    orderAvail: (user, body) => positions.orderAvail(user, body),
    marginGroup: (user) => ctx.marginGroups.group(user),
    setMarginGroup: (user, body) => marginMode.set(user, body),
    marginInfo,
    fundingInfo: (user, symbol) => (markets.data.fundingSymbols().includes(symbol) ? fund.info(user, symbol) : undefined),
    calc,
    offers: offerRows,
    loans: (user, symbol) => fundingRows(user, 'loan', symbol),
    credits: (user, symbol) => fundingRows(user, 'credit', symbol),
    submitOffer: (user, body) => fund.submitOffer(user, body),
    borrowLimit: (user, currency) =>
      markets.data.fundingSymbols().includes(`f${currency}`)
        ? encodeBorrowLimit(fund.borrowLimit(user, currency))
        : `currency: invalid (the funding market lends ${markets.data
            .fundingSymbols()
            .map((s) => s.slice(1))
            .join(', ')})`,
    cancelOffer: (user, body) => fund.cancelOffer(user, body),
    cancelAllOffers: (user, currency) => fund.cancelAll(user, currency),
    closeFunding: (user, body) => fund.close(user, body),
    keepFunding: (user, body) => fund.keep(user, body),
    autoFunding: (user, body) => fund.auto.set(user, body),
    autoFundingStates: (user) => fund.auto.states(user),
    setAlert: (user, body) => alerts.set(user, body),
    deleteAlert: (user, body) => alerts.del(user, body),
    alerts: (user) => alerts.list(user),
    fxRate: (from, to) => ctx.prices.fx(from, to),
    history,
    otc,
    staking,
    cards,
    custody,
    securities,
    programmes,
    runTimers,
    positionAtoms,
    close() {
      if (timer) clearInterval(timer);
      unsubscribe();
      unsubscribeStatus?.();
    },
  };
}
