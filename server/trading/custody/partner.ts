// The custody partner as the exchange sees it (account-side §1; issue 16 item 11): one interface for
// whichever regulated-custody service the exchange is configured with (TRADEDESK_CUSTODY). The
// simulated partner (simulated.ts) keeps its books in the exchange's SQLite file; a real partner's
// adapter implements the same interface over the partner's API and is added to the factory
// (index.ts) without touching the callers (the desk, the routes, the page).
//
// The calls are synchronous because a transfer must book the exchange wallet and instruct the
// partner in one unit of work: the simulated partner books its side in the same SQLite transaction;
// a real adapter would journal the instruction in that transaction (its transfer PENDING) and
// settle it with the partner afterwards, so nothing is lost or sent twice across a crash.
import type { Dec } from '../decimal';
import type { Window } from '../history';
import type {
  CustodyDirection,
  CustodyFeeCharge,
  CustodyFees,
  CustodyFeeState,
  CustodyKyc,
  CustodyTransfer,
} from '../../../src/protocol/account/custody';
import type { CustodyAsset, Portfolio } from './portfolio';

/** The exchange's side of a custody transfer: the user's exchange wallet, its ledger and its prices. */
export interface ExchangeWalletPort {
  /** Available in the user's exchange wallet (its balance less what orders reserve). */
  available(user: number, currency: string): Dec;
  /** Books `amount` on the exchange wallet with a ledger entry (and tells the user's sockets). */
  book(user: number, currency: string, amount: Dec, description: string, mts: number, meta: Record<string, unknown>): void;
  /** One SQLite transaction: everything `fn` books commits together or not at all. */
  unit<T>(fn: () => T): T;
  /** The exchange's index price of a currency in USD (its own tickers), undefined without one. */
  indexPrice(currency: string): Dec | undefined;
  /** Why the exchange would refuse the account a spot trade (region, US residence, freeze), if it would. */
  tradingRefusal(user: number): string | undefined;
  /** Why the exchange would refuse money leaving the account (freeze, enforced second factor), if it would. */
  withdrawalRefusal(user: number): string | undefined;
  now(): number;
}

export interface CustodyTransferInput {
  direction: CustodyDirection;
  currency: string;
  amount: number | string;
}

/** A regulated-custody partner. Every refusal is returned as its text (a field error starts with
 *  `<field>: invalid`), never thrown. */
export interface CustodyPartner {
  /** The partner's name as the page shows it. */
  readonly name: string;
  /** The account's KYC with the partner (NOT_STARTED, PENDING, APPROVED, REJECTED). */
  kycStatus(user: number): CustodyKyc;
  /** Applies (again, after a rejection) for a custody account; a pending or approved one is left as it is. */
  onboard(user: number): CustodyKyc | string;
  /** The yearly custody fee and each currency's transfer terms. */
  fees(): CustodyFees;
  /** The currencies the partner holds, with their transfer terms. */
  assets(): readonly CustodyAsset[];
  /** What the partner holds for the account, per currency it holds (0 where nothing). */
  balances(user: number): Map<string, Dec>;
  /** USD per unit of every currency the partner holds (undefined without a price). */
  indexPrices(): Map<string, Dec | undefined>;
  /** The custody balances valued at the index prices, with their shares and the yearly fee. */
  portfolio(user: number): Portfolio;
  /** The account's transfers in the window, newest first (oldest first with sort 1). */
  transfers(user: number, w: Window): CustodyTransfer[];
  /** Moves money between the exchange wallet and the custody account, both sides in one unit. */
  transfer(user: number, input: CustodyTransferInput): CustodyTransfer | string;
  /** The exchange's schedule (its timer): charges the custody fee of every period that ended by
   *  `now`, each period once, catching up the periods missed while the exchange was down. */
  chargeFees(now: number): void;
  /** The account's custody fee schedule: the period, the last and next charge, the totals charged. */
  feeState(user: number): CustodyFeeState;
  /** The custody fees charged to the account in the window, newest first (oldest first with sort 1). */
  feeCharges(user: number, w: Window): CustodyFeeCharge[];
}
