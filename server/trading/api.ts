// The public surface of trading (server/trading/index.ts builds it).
import type { TradingGates } from './gates';
import type { MarginGroupStore } from './margin-groups';
import type { WithdrawalConfirmation } from './withdrawals';
import type { MovementMail } from './movement-notice';
import type { AddressCheck } from './address-rules';
import type { Input } from '../../src/protocol/inputs';
import type { CalcRequest } from '../../src/protocol/inputs/calc';
import type { CancelOfferInput, NewOfferInput } from '../../src/protocol/inputs/funding';
import type { OrderOp } from '../../src/protocol/inputs/ops';
import type { CancelOrderInput, CancelOrdersInput, NewOrderInput, UpdateOrderInput } from '../../src/protocol/inputs/orders';
import type { SqliteStore } from '../store/sqlite';
import type { TradingTimings } from './context';
import type { Dec } from './decimal';
import type { History } from './history';
import type { OtcDesk } from './otc';
import type { Staking } from './staking';
import type { BorrowLimitRow } from '../../src/protocol/account/borrow-limit';
import type { Securities, SecuritiesPort } from './securities';
import type { CardPurchases } from './card-purchases';
import type { CustodyDesk, CustodyOptions } from './custody/index';
import type { Programmes } from './programmes/index';
import type { ProgrammePorts } from './programmes/ports';
import type { Via } from './orders/orders';
import type { AccountListener, AccountMessage } from './outbox';
import type { TradingMarkets } from './ports';
import type { WalletType } from './records';
import type { NotificationRow, Row } from './wire';

/** The channel-0 inputs trading takes (custom `ucm-*` notifications are the gateway's). */
export type TradingInput = Exclude<Input, { type: 'n' }>;

export interface AccountSnapshots {
  ps: Row[];
  ws: Row[];
  os: Row[];
  fos: Row[];
  fcs: Row[];
  fls: Row[];
}

export interface TradingOptions {
  store: SqliteStore;
  markets: TradingMarkets;
  now?: () => number;
  timings?: Partial<TradingTimings>;
  /** Period of the timer that pays interest, accrues funding costs and completes movements
   *  (0 = no timer; call runTimers() yourself). Default 1000 ms. */
  tickMs?: number;
  /** Room the disk must have for new orders and offers (bytes; 0: refuse none). Default 16 MiB. */
  diskReserveBytes?: number;
  /** Withdrawals that wait for an e-mail link (absent: none waits). */
  withdrawalConfirmation?: WithdrawalConfirmation;
  /** What the account allows (verification, region, freeze); absent: everything. */
  gates?: TradingGates;
  /** The e-mail of a deposit's or withdrawal's change, as the owner's settings allow (absent: none). */
  movementMail?: MovementMail;
  /** Whether the site offers the OTC desk (absent: it does). */
  otcOffered?: boolean;
  /** Whether the site offers staking (absent: it does). */
  stakingOffered?: boolean;
  /** The custody partner (TRADEDESK_CUSTODY) and whether the site offers it (absent: simulated, offered). */
  custody?: CustodyOptions;
  /** Whether the site offers securities (absent: it does). */
  securitiesOffered?: boolean;
  /** The account's securities state (absent: every gate open). */
  securities?: SecuritiesPort;
  /** Who an account is, the competitions, the site's programmes (absent: none known, all offered). */
  programmes?: ProgrammePorts;
  /** Where the users' margin groups are kept (the account's core settings); absent: in memory. */
  marginGroups?: MarginGroupStore;
}

export interface Trading {
  onAccount(userId: number, fn: AccountListener): () => void;
  snapshots(userId: number): AccountSnapshots;
  /** A channel-0 input read by the protocol's parser (PROTOCOL §3.5: on, ou, oc, oc_multi,
   *  ox_multi, fon, foc, calc). Its `n` and state messages arrive through onAccount. */
  input(userId: number, input: TradingInput): void;

  wallets(userId: number): Row[];
  fundAccount(userId: number, grants?: ReadonlyArray<{ wallet: WalletType; currency: string; amount: string }>): boolean;
  transfer(userId: number, input: unknown): NotificationRow;
  /** From a wallet of `userId` to one of another account (a master and its sub-account: the
   *  caller has checked they belong together; `between` names them, e.g. "alice to desk-1"). */
  transferToAccount(userId: number, to: { user: number; between: string }, input: unknown): NotificationRow;
  depositAddress(userId: number, input: unknown): NotificationRow;
  /** A deposit arriving (simulated): the movement id, or the refusal text. */
  deposit(userId: number, opts: { currency: string; amount: string | number; wallet?: WalletType; method?: string }): number | string;
  withdraw(userId: number, input: unknown): NotificationRow;
  /** The e-mail link of a withdrawal: its id and owner, or why it was refused. */
  confirmWithdrawal(token: string): { id: number; user: number } | string;
  cancelWithdrawal(userId: number, input: unknown): NotificationRow;
  /** The test chain of the embedded exchange: an amount sent to one of its deposit addresses. */
  sendToAddress(userId: number, input: unknown): NotificationRow;
  checkAddress(currency: string, address: string): AddressCheck;
  /** [THRESHOLD_USD, VASP name or null]. */
  travelRule(address: string): [number, string | null];
  /** One action on the user's address book: the list after it, or the refusal text. */
  addressBook(userId: number, input: unknown): unknown[][] | string;

  orders(userId: number, symbol?: string, ids?: number[]): Row[];
  // Order and offer writes take inputs read by the protocol's parsers (the REST call table's
  // input, or the channel-0 input): the exchange's own rules are checked here.
  submitOrder(userId: number, input: NewOrderInput, via?: Via): NotificationRow;
  updateOrder(userId: number, input: UpdateOrderInput, via?: Via): NotificationRow;
  cancelOrder(userId: number, input: CancelOrderInput): NotificationRow;
  cancelOrders(userId: number, input: CancelOrdersInput): NotificationRow;
  orderMulti(userId: number, ops: readonly OrderOp[], via?: Via): NotificationRow;
  /** Dead-man switch: every live order of the user. */
  cancelAllOrders(userId: number): NotificationRow;

  positions(userId: number): Row[];
  claimPosition(userId: number, input: unknown): NotificationRow;
  increasePosition(userId: number, input: unknown): NotificationRow;
  increasePositionInfo(userId: number, symbol: string, amount: Dec): unknown[] | string;
  setCollateral(userId: number, symbol: unknown, collateral: unknown): unknown[] | string;
  orderAvail(userId: number, input: Record<string, unknown>): unknown[] | string;
  /** The user's margin group: 1 isolated (the default), 0 cross-collateral. */
  marginGroup(userId: number): number;
  /** `/v2/auth/w/margin/group` `{group}`: switches the margin mode (refused while what is open
   *  would not fit the new mode's initial margin). */
  setMarginGroup(userId: number, input: unknown): NotificationRow;
  /** 'base', 'sym_all' or a trading symbol; undefined for an unknown symbol. */
  marginInfo(userId: number, key: string): unknown[] | undefined;
  fundingInfo(userId: number, symbol: string): unknown[] | undefined;
  /** Answers of a `calc` input, as account messages (also sent on the stream by input()). */
  calc(userId: number, requests: readonly CalcRequest[]): AccountMessage[];

  offers(userId: number, symbol?: string): Row[];
  loans(userId: number, symbol?: string): Row[];
  credits(userId: number, symbol?: string): Row[];
  submitOffer(userId: number, input: NewOfferInput): NotificationRow;
  /** What the margin wallet's collateral still backs of a currency's borrowing (borrow-limit.ts's row);
   *  a currency the funding market does not lend is refused with its text. */
  borrowLimit(userId: number, currency: string): BorrowLimitRow | string;
  cancelOffer(userId: number, input: CancelOfferInput): NotificationRow;
  cancelAllOffers(userId: number, currency?: unknown): NotificationRow;
  closeFunding(userId: number, input: unknown): NotificationRow;
  keepFunding(userId: number, input: unknown): NotificationRow;
  autoFunding(userId: number, input: unknown): NotificationRow;
  /** The auto-renew settings the exchange holds: [CURRENCY, PERIOD, RATE, THRESHOLD, STATUS]. */
  autoFundingStates(userId: number): Array<[string, number, number, number, 0 | 1]>;

  setAlert(userId: number, input: Record<string, unknown>): unknown[] | string;
  deleteAlert(userId: number, input: Record<string, unknown>): boolean;
  alerts(userId: number): unknown[][];

  /** Units of `to` one unit of `from` is worth (the markets' rates), or undefined. */
  fxRate(from: string, to: string): number | undefined;
  readonly history: History;
  /** The OTC desk's quotes and their acceptance. */
  readonly otc: OtcDesk;
  /** Stakes, unstakes and the staking rewards. */
  readonly staking: Staking;
  /** Purchases paid by card and their quotes. */
  readonly cards: CardPurchases;
  /** The custody partner's desk (TRADEDESK_CUSTODY). */
  readonly custody: CustodyDesk;
  /** The securities sales and subscriptions. */
  readonly securities: Securities;
  /** Affiliates, merchant payments and trading competitions. */
  readonly programmes: Programmes;
  /** Interest payouts, funding costs and movements due by `now` (the timer calls it). */
  runTimers(now?: number): void;
  /** Position source for EngineEnv.positionAtoms (signed atoms; 0 when none). */
  positionAtoms(owner: number, symbol: string): number;
  close(): void;
}
