// The categories of ledger entries, as the exchange's ledger filter numbers them (PROTOCOL §5.3).

/** Ledger categories of the exchange's ledger filter. */
export const LedgerCategory = {
  EXCHANGE: 5,
  POSITION_CLOSED: 22,
  POSITION_FUNDING: 26,
  MARGIN_FUNDING_PAYMENT: 28,
  MARGIN_FUNDING_CHARGE: 29,
  DEPOSIT: 51,
  DEPOSIT_FEE: 54,
  WITHDRAWAL: 101,
  WITHDRAWAL_FEE: 104,
  TRANSFER: 201,
  TRADING_FEE: 212,
  STAKING_REWARD: 262,
  /** The affiliate programme's share of a referred account's trading fee. */
  AFFILIATE_REBATE: 241,
} as const;
