// What each channel-0 stream belongs to (PROTOCOL §3.1 filters, §3.3 streams): the filter
// family that selects it, the capability a key needs to read it, and where a record names its
// symbol or wallet, so that `trading-tBTCUSD` or `wallet-exchange-BTC` can pick single records.
import type { Capability } from '../../accounts/index';

export type FilterFamily = 'trading' | 'funding' | 'wallet' | 'balance' | 'notify' | 'algo';

export interface StreamKind {
  family: FilterFamily;
  cap: Capability;
  /** The record's symbol (tBTCUSD, fUSD) or wallet key (exchange-BTC); undefined when it has none. */
  keyOf?(row: unknown[]): string | undefined;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const at = (i: number) => (row: unknown[]) => text(row[i]);

const ORDERS: StreamKind = { family: 'trading', cap: 'orders', keyOf: at(3) };
const POSITIONS: StreamKind = { family: 'trading', cap: 'positions', keyOf: at(0) };
const TRADES: StreamKind = { family: 'trading', cap: 'orders', keyOf: at(1) };
const WALLETS: StreamKind = {
  family: 'wallet',
  cap: 'wallets',
  keyOf: (row) => (typeof row[0] === 'string' && typeof row[1] === 'string' ? `${row[0]}-${row[1]}` : undefined),
};
const FUNDING: StreamKind = { family: 'funding', cap: 'funding', keyOf: at(1) };
const BALANCE: StreamKind = { family: 'balance', cap: 'wallets' };

const STREAMS: Readonly<Record<string, StreamKind>> = {
  os: ORDERS,
  on: ORDERS,
  ou: ORDERS,
  oc: ORDERS,
  ps: POSITIONS,
  pn: POSITIONS,
  pu: POSITIONS,
  pc: POSITIONS,
  te: TRADES,
  tu: TRADES,
  ws: WALLETS,
  wu: WALLETS,
  bu: BALANCE,
  miu: BALANCE,
  fos: FUNDING,
  fon: FUNDING,
  fou: FUNDING,
  foc: FUNDING,
  fcs: FUNDING,
  fcn: FUNDING,
  fcu: FUNDING,
  fcc: FUNDING,
  fls: FUNDING,
  fln: FUNDING,
  flu: FUNDING,
  flc: FUNDING,
  fte: FUNDING,
  ftu: FUNDING,
  // ["sym", "fUSD", [...]]: the symbol is in slot 1 like the other funding records.
  fiu: FUNDING,
};

/** The snapshots sent after a successful auth, in this order (PROTOCOL §3.2). */
export const SNAPSHOT_TYPES = ['ps', 'ws', 'os', 'fos', 'fcs', 'fls'] as const;
export type SnapshotType = (typeof SNAPSHOT_TYPES)[number];

export function streamOf(type: string): StreamKind | undefined {
  return Object.hasOwn(STREAMS, type) ? STREAMS[type] : undefined;
}

/**
 * The stream an answer to a request belongs to: `on-req` answers an order request, so a socket
 * that asked for `trading` (and not `notify`) still learns whether its order was accepted.
 */
export function requestStreamOf(notificationType: string): StreamKind | undefined {
  if (!notificationType.endsWith('-req')) return undefined;
  const input = notificationType.slice(0, -'-req'.length);
  if (input === 'on' || input === 'ou' || input === 'oc' || input === 'oc_multi' || input === 'ox_multi') return ORDERS;
  if (input === 'fon' || input === 'foc') return FUNDING;
  return undefined;
}

/** The write capability a channel-0 input needs; null for inputs that change nothing. */
export function inputCapability(input: string): Capability | null {
  if (input === 'on' || input === 'ou' || input === 'oc' || input === 'oc_multi' || input === 'ox_multi') return 'orders';
  if (input === 'fon' || input === 'foc') return 'funding';
  return null;
}
