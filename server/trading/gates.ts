// The account gates the trading side asks before acting for a user (account-side §6): whether a
// new order (spot, margin, derivatives), a deposit or a withdrawal is allowed now, and if not the
// refusal's text. The account side answers from verification, region and freeze
// (accounts/gates.ts); without it every action is open (unit tests of the trading side).
export interface OrderKind {
  margin: boolean;
  derivative: boolean;
  /** A paper-trading pair (TESTBTC:TESTUSD…): always allowed. */
  paper: boolean;
}

export interface TradingGates {
  order(user: number, kind: OrderKind): string | undefined;
  deposit(user: number): string | undefined;
  /** Any other movement of the account's money (`what`: "a transfer", "a funding offer"…): the
   *  freeze stops every one. */
  money(user: number, what: string): string | undefined;
  /** A withdrawal (and, when known, where it goes: the whitelist's check). */
  withdraw(user: number, to?: { currency: string; address: string }): string | undefined;
  /** A currency's own agreement not accepted yet (a deposit address, a withdrawal of it). */
  agreement?(user: number, currency: string): string | undefined;
}

export const OPEN_GATES: TradingGates = {
  order: () => undefined,
  deposit: () => undefined,
  money: () => undefined,
  withdraw: () => undefined,
};
