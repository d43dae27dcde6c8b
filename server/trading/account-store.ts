// Trading's state: every record lives in SQLite and, while live, in memory for the hot paths
// (reservations, liquidation checks, snapshots). Every change is written through at once, so
// it joins the caller's transaction; reload() brings memory back to the database after a
// transaction rolled back.
import { OwnedIndex, keep } from './owned-index';
import type { Database } from 'better-sqlite3';
import { prepareStatements, type Stmts } from './account-statements';
import type { SqliteStore } from '../store/sqlite';
import { IdSequence } from '../store/id-sequence';
import { dec, money, type Dec, ZERO } from './decimal';
import {
  fundingFromJson,
  fundingToJson,
  movementFromJson,
  movementToJson,
  positionFromJson,
  positionToJson,
  type AlertState,
  type FundingState,
  type MovementState,
  type PositionState,
  type UserOffer,
  type UserOrder,
  type WalletState,
  type WalletType,
} from './records';

export const walletKey = (user: number, type: string, currency: string): string => `${user}|${type}|${currency}`;

function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}

export class AccountStore {
  readonly db: Database;
  private readonly s: Stmts;
  private readonly ledgerIds: IdSequence;

  readonly wallets = new Map<string, WalletState>();
  private readonly walletsByUser = new Map<number, Set<string>>();
  private readonly liveOrders = new OwnedIndex<UserOrder>(
    (o) => o.id,
    (o) => o.owner,
  );
  /** Live orders by id. */
  readonly orders = this.liveOrders.byId;
  readonly positions = new Map<number, PositionState>();
  private readonly positionByUserSymbol = new Map<string, number>();
  private readonly positionsBySymbol = new Map<string, Set<number>>();
  private readonly liveOffers = new OwnedIndex<UserOffer>(
    (o) => o.id,
    (o) => o.owner,
  );
  readonly offers = this.liveOffers.byId;
  private readonly liveFunding = new OwnedIndex<FundingState>(
    (f) => f.id,
    (f) => f.user,
  );
  readonly funding = this.liveFunding.byId;
  readonly movements = new Map<number, MovementState>();
  readonly alerts = new Map<string, AlertState>();
  private readonly alertsBySymbol = new Map<string, Set<string>>();

  constructor(readonly store: SqliteStore) {
    this.db = store.db;
    this.s = prepareStatements(this.db);
    this.ledgerIds = new IdSequence(store, 'ledger', 100);
    this.reload();
  }

  /** Rebuilds memory from the database. */
  reload(): void {
    for (const m of [
      this.wallets,
      this.walletsByUser,
      this.positions,
      this.positionByUserSymbol,
      this.positionsBySymbol,
      this.movements,
      this.alerts,
      this.alertsBySymbol,
    ] as Array<Map<unknown, unknown>>)
      m.clear();
    for (const index of [this.liveOrders, this.liveOffers, this.liveFunding]) index.clear();
    for (const r of this.s.wallets.all()) {
      const w: WalletState = {
        user: r.user,
        type: r.type as WalletType,
        currency: r.currency,
        balance: dec(r.balance),
        description: r.description,
        meta: r.meta === null ? null : (JSON.parse(r.meta) as Record<string, unknown>),
        mts: r.mts,
      };
      this.indexWallet(w);
    }
    for (const body of this.s.activeBodies.tr_orders.all()) this.liveOrders.put(JSON.parse(body) as UserOrder);
    for (const body of this.s.activeBodies.tr_positions.all()) this.indexPosition(positionFromJson(body));
    for (const body of this.s.activeBodies.tr_offers.all()) this.liveOffers.put(JSON.parse(body) as UserOffer);
    for (const body of this.s.activeBodies.tr_funding.all()) this.liveFunding.put(fundingFromJson(body));
    for (const body of this.s.activeBodies.tr_movements.all()) {
      const m = movementFromJson(body);
      this.movements.set(m.id, m);
    }
    for (const r of this.s.alerts.all()) this.indexAlert({ ...r, direction: r.direction > 0 ? 1 : -1 });
  }

  // ---- wallets & ledger ----------------------------------------------------------------------

  private indexWallet(w: WalletState): void {
    const key = walletKey(w.user, w.type, w.currency);
    this.wallets.set(key, w);
    addTo(this.walletsByUser, w.user, key);
  }

  /** The wallet, or a zero wallet that exists only once something is booked on it. */
  wallet(user: number, type: WalletType, currency: string): WalletState {
    return (
      this.wallets.get(walletKey(user, type, currency)) ?? { user, type, currency, balance: ZERO, description: null, meta: null, mts: 0 }
    );
  }

  hasWallet(user: number, type: WalletType, currency: string): boolean {
    return this.wallets.has(walletKey(user, type, currency));
  }

  walletsOf(user: number): WalletState[] {
    const keys = this.walletsByUser.get(user);
    return keys ? [...keys].map((k) => this.wallets.get(k) as WalletState) : [];
  }

  /** Books `amount` (rounded to 8 decimals) on a wallet with a ledger entry. Returns the entry's
   *  amount (0 when nothing was booked). */
  book(
    user: number,
    type: WalletType,
    currency: string,
    amount: Dec,
    description: string,
    category: number,
    mts: number,
    meta: Record<string, unknown> | null = null,
  ): Dec {
    const value = money(amount);
    if (value.isZero()) return value;
    const before = this.wallet(user, type, currency);
    const w: WalletState = { ...before, balance: before.balance.plus(value), description, meta, mts };
    this.s.saveWallet.run(user, type, currency, w.balance.toFixed(), description, meta === null ? null : JSON.stringify(meta), mts);
    this.s.insertLedger.run(this.ledgerIds.next(), user, currency, type, mts, value.toFixed(), w.balance.toFixed(), description, category);
    this.indexWallet(w);
    return value;
  }

  // ---- orders ---------------------------------------------------------------------------------

  saveOrder(o: UserOrder, active: boolean): void {
    keep(this.s.saveOrder, this.liveOrders, o, active);
  }

  ordersOf(user: number): UserOrder[] {
    return this.liveOrders.of(user);
  }

  /** Any order of the user, live or closed. */
  findOrder(user: number, id: number): UserOrder | undefined {
    const live = this.orders.get(id);
    if (live) return live.owner === user ? live : undefined;
    const body = this.db.prepare<[number, number], string>('SELECT body FROM tr_orders WHERE id = ? AND user = ?').pluck().get(id, user);
    return body === undefined ? undefined : (JSON.parse(body) as UserOrder);
  }

  insertTrade(user: number, id: number, orderId: number, symbol: string, mts: number, row: unknown[]): void {
    this.s.insertTrade.run(user, id, orderId, symbol, mts, JSON.stringify(row));
  }

  // ---- positions ------------------------------------------------------------------------------

  private indexPosition(p: PositionState): void {
    this.positions.set(p.id, p);
    this.positionByUserSymbol.set(`${p.user}|${p.symbol}`, p.id);
    addTo(this.positionsBySymbol, p.symbol, p.id);
  }

  savePosition(p: PositionState): void {
    const body = positionToJson(p);
    const active = p.status === 'ACTIVE';
    this.s.savePosition.run(p.id, p.user, p.symbol, active ? 1 : 0, p.mtsUpdate, body);
    this.s.auditPosition.run(p.id, p.user, p.mtsUpdate, body);
    if (active) this.indexPosition(p);
    else {
      this.positions.delete(p.id);
      this.positionByUserSymbol.delete(`${p.user}|${p.symbol}`);
      removeFrom(this.positionsBySymbol, p.symbol, p.id);
    }
  }

  positionOf(user: number, symbol: string): PositionState | undefined {
    const id = this.positionByUserSymbol.get(`${user}|${symbol}`);
    return id === undefined ? undefined : this.positions.get(id);
  }

  positionsOf(user: number): PositionState[] {
    return [...this.positions.values()].filter((p) => p.user === user).sort((a, b) => a.id - b.id);
  }

  positionsIn(symbol: string): PositionState[] {
    const ids = this.positionsBySymbol.get(symbol);
    return ids ? [...ids].map((id) => this.positions.get(id) as PositionState) : [];
  }

  hasPositionsIn(symbol: string): boolean {
    return this.positionsBySymbol.has(symbol);
  }

  // ---- funding --------------------------------------------------------------------------------

  saveOffer(o: UserOffer, active: boolean): void {
    keep(this.s.saveOffer, this.liveOffers, o, active);
  }

  offersOf(user: number): UserOffer[] {
    return this.liveOffers.of(user);
  }

  saveFunding(f: FundingState): void {
    const active = f.status === 'ACTIVE';
    this.s.saveFunding.run(f.id, f.user, f.kind, f.symbol, active ? 1 : 0, f.mtsUpdate, fundingToJson(f));
    if (active) this.liveFunding.put(f);
    else this.liveFunding.remove(f);
  }

  fundingOf(user: number, kind: 'loan' | 'credit'): FundingState[] {
    return this.liveFunding.of(user).filter((f) => f.kind === kind);
  }

  insertFundingTrade(user: number, id: number, offerId: number, symbol: string, mts: number, row: unknown[]): void {
    this.s.insertFundingTrade.run(user, id, offerId, symbol, mts, JSON.stringify(row));
  }

  // ---- movements, alerts, settings ------------------------------------------------------------

  saveMovement(m: MovementState): void {
    const active = m.status === 'PROCESSING' || m.status === 'PENDING';
    this.s.saveMovement.run(m.id, m.user, m.currency, active ? 1 : 0, m.mtsUpdated, movementToJson(m));
    if (active) this.movements.set(m.id, m);
    else this.movements.delete(m.id);
  }

  private indexAlert(a: AlertState): void {
    this.alerts.set(`${a.user}|${a.key}`, a);
    addTo(this.alertsBySymbol, a.symbol, `${a.user}|${a.key}`);
  }

  saveAlert(a: AlertState): void {
    this.s.saveAlert.run(a.user, a.key, a.symbol, a.price, a.direction, a.mts);
    this.indexAlert(a);
  }

  deleteAlert(user: number, key: string): boolean {
    const a = this.alerts.get(`${user}|${key}`);
    if (!a) return false;
    this.s.deleteAlert.run(user, key);
    this.alerts.delete(`${user}|${key}`);
    removeFrom(this.alertsBySymbol, a.symbol, `${user}|${key}`);
    return true;
  }

  alertsOf(user: number): AlertState[] {
    return [...this.alerts.values()].filter((a) => a.user === user).sort((a, b) => a.mts - b.mts || a.key.localeCompare(b.key));
  }

  alertsIn(symbol: string): AlertState[] {
    const keys = this.alertsBySymbol.get(symbol);
    return keys ? [...keys].map((k) => this.alerts.get(k) as AlertState) : [];
  }

  userState<T>(user: number, key: string): T | undefined {
    const v = this.s.getUserState.get(user, key);
    return v === undefined ? undefined : (JSON.parse(v) as T);
  }

  setUserState(user: number, key: string, value: unknown): void {
    this.s.setUserState.run(user, key, JSON.stringify(value));
  }
}
