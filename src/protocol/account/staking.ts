// Staking (account-side issue 16, item 3): a currency of the list below is staked from the
// exchange wallet into a staked balance of the exchange's; rewards accrue at the currency's daily
// rate and are paid into the exchange wallet at the end of every staking period (a day, unless the
// exchange is started with TRADEDESK_STAKING_PERIOD_MS), each with its ledger entry; a stake or
// unstake first pays what accrued since the last payment. Unstaking returns the principal at once.
// A stake row on the wire:
// [CURRENCY, AMOUNT, DAILY_RATE, REWARDS_PAID, LAST_PAID_MTS, NEXT_PAYOUT_MTS, PERIOD_MS, MIN_AMOUNT].
// A staking event row: [ID, MTS, CURRENCY, KIND, AMOUNT].

export interface StakingTerms {
  currency: string;
  /** Paid per staking period on the amount staked (0.0001 = 0.01 %), as decimal text. */
  dailyRate: string;
  /** The least amount a stake adds, as decimal text. */
  minAmount: string;
}

/** The currencies that can be staked, with their rates (the exchange's conf). */
export const STAKING_TERMS: readonly StakingTerms[] = [
  { currency: 'ETH', dailyRate: '0.0001', minAmount: '0.01' },
  { currency: 'SOL', dailyRate: '0.0002', minAmount: '0.1' },
  { currency: 'UST', dailyRate: '0.00012', minAmount: '10' },
];

export const stakingTermsOf = (currency: string): StakingTerms | undefined => STAKING_TERMS.find((t) => t.currency === currency);

/** The staking period when TRADEDESK_STAKING_PERIOD_MS does not say otherwise: a day. */
export const DEFAULT_STAKING_PERIOD_MS = 86_400_000;

export interface Stake {
  currency: string;
  amount: number;
  dailyRate: number;
  rewardsPaid: number;
  lastPaidMts: number;
  nextPayoutMts: number;
  periodMs: number;
  minAmount: number;
}
export type StakeRow = [string, number, number, number, number, number, number, number];

export const STAKING_EVENT_KINDS = ['STAKE', 'UNSTAKE', 'REWARD'] as const;
export type StakingEventKind = (typeof STAKING_EVENT_KINDS)[number];
export interface StakingEvent {
  id: number;
  mts: number;
  currency: string;
  kind: StakingEventKind;
  amount: number;
}
export type StakingEventRow = [number, number, string, StakingEventKind, number];

export const encodeStake = (s: Stake): StakeRow => [
  s.currency,
  s.amount,
  s.dailyRate,
  s.rewardsPaid,
  s.lastPaidMts,
  s.nextPayoutMts,
  s.periodMs,
  s.minAmount,
];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function decodeStake(raw: unknown): Stake | undefined {
  if (!Array.isArray(raw) || raw.length < 8) return undefined;
  const [currency, amount, dailyRate, rewardsPaid, lastPaidMts, nextPayoutMts, periodMs, minAmount] = raw as unknown[];
  if (typeof currency !== 'string' || ![amount, dailyRate, rewardsPaid, lastPaidMts, nextPayoutMts, periodMs, minAmount].every(isNum))
    return undefined;
  return {
    currency,
    amount: amount as number,
    dailyRate: dailyRate as number,
    rewardsPaid: rewardsPaid as number,
    lastPaidMts: lastPaidMts as number,
    nextPayoutMts: nextPayoutMts as number,
    periodMs: periodMs as number,
    minAmount: minAmount as number,
  };
}

export const encodeStakingEvent = (e: StakingEvent): StakingEventRow => [e.id, e.mts, e.currency, e.kind, e.amount];

export function decodeStakingEvent(raw: unknown): StakingEvent | undefined {
  if (!Array.isArray(raw) || raw.length < 5) return undefined;
  const [id, mts, currency, kind, amount] = raw as unknown[];
  if (!isNum(id) || !isNum(mts) || typeof currency !== 'string' || !isNum(amount)) return undefined;
  if (!(STAKING_EVENT_KINDS as readonly unknown[]).includes(kind)) return undefined;
  return { id, mts, currency, kind: kind as StakingEventKind, amount };
}

/** The stakes of a `staking` reply ([[STAKE_ROW…], [EVENT_ROW…]]) and the account's events. */
export function decodeStaking(raw: unknown): { stakes: Stake[]; events: StakingEvent[] } {
  const [stakes, events] = Array.isArray(raw) ? (raw as unknown[]) : [];
  const list = <T>(v: unknown, f: (r: unknown) => T | undefined) =>
    (Array.isArray(v) ? v : []).map(f).filter((x): x is T => x !== undefined);
  return { stakes: list(stakes, decodeStake), events: list(events, decodeStakingEvent) };
}
