// Channel arrays (PROTOCOL §1.1, §1.4, §1.5, §2.2): `[CHAN_ID, …]`. With SEQ_ALL and TIMESTAMP
// the server appends numbers after the body, so the payload is found as "the last element that
// is an array", and heartbeats and checksums are recognised before any other parsing.
import { ConfFlag, hasFlag } from './flags';
import type { WireRow } from './wire';

/** The channel id of a channel array, or undefined for anything else (e.g. event objects). */
export function channelOf(msg: unknown): number | undefined {
  return Array.isArray(msg) && typeof msg[0] === 'number' ? msg[0] : undefined;
}

/** The last element that is an array (node's getMessagePayload): skips appended SEQ/timestamps. */
export function payloadOf(msg: unknown): unknown[] | undefined {
  if (!Array.isArray(msg)) return undefined;
  for (let i = msg.length - 1; i >= 1; i--) {
    const v: unknown = msg[i];
    if (Array.isArray(v)) return v;
  }
  return undefined;
}

/** The type word of `[CHAN_ID, TYPE, …]` (`te`, `hb`, `cs`, `os`, …), if there is one. */
export function messageTypeOf(msg: unknown): string | undefined {
  return Array.isArray(msg) && typeof msg[1] === 'string' ? msg[1] : undefined;
}

/** `[CHAN_ID, "hb"]`, `[CHAN_ID, "hb", SEQ]` (ufx also tolerates "hb" one slot later). */
export function isHeartbeat(msg: unknown): boolean {
  return Array.isArray(msg) && typeof msg[0] === 'number' && (msg[1] === 'hb' || msg[2] === 'hb');
}

/** `[CHAN_ID, "cs", CHECKSUM, …]` → CHECKSUM (signed int32), else undefined. */
export function checksumOf(msg: unknown): number | undefined {
  if (!Array.isArray(msg) || typeof msg[0] !== 'number' || msg[1] !== 'cs') return undefined;
  const cs: unknown = msg[2];
  return typeof cs === 'number' && Number.isInteger(cs) ? cs : undefined;
}

export const isChecksumMessage = (msg: unknown): boolean => checksumOf(msg) !== undefined;

/** Index of the last slot of the body: [ID, hb] 1, [ID, cs, N] 2, [ID, TYPE, DATA] 2, [ID, DATA] 1. */
function bodyEnd(msg: unknown[]): number {
  if (msg[1] === 'hb') return 1;
  return typeof msg[1] === 'string' ? 2 : 1;
}

// Millisecond timestamps are ≥ 1e12 (since 2001); sequence numbers stay far below.
const TIMESTAMP_MIN = 1e12;

/** Numbers appended after the body (sequence numbers, timestamps) in order. */
export function trailerOf(msg: unknown): number[] {
  if (!Array.isArray(msg) || typeof msg[0] !== 'number') return [];
  const out: number[] = [];
  for (let i = bodyEnd(msg) + 1; i < msg.length; i++) {
    const v: unknown = msg[i];
    if (typeof v === 'number') out.push(v);
  }
  return out;
}

export interface Sequence {
  /** Public sequence: one counter per connection across all channels, +1 per array message. */
  seq?: number;
  /** Authenticated sequence of channel 0 (0 while syncing). */
  authSeq?: number;
}

/**
 * SEQ_ALL numbers of a message. Public channels append SEQ; channel 0 appends PUB_SEQ, AUTH_SEQ,
 * except `n` notifications of type `*-req`, which carry only AUTH_SEQ; heartbeats carry SEQ.
 * Appended timestamps (TIMESTAMP flag) are recognised by size and skipped.
 */
export function sequenceOf(msg: unknown): Sequence {
  const nums = trailerOf(msg).filter((n) => n < TIMESTAMP_MIN);
  if (nums.length === 0 || !Array.isArray(msg)) return {};
  if (msg[0] !== 0 || msg[1] === 'hb') return { seq: nums[nums.length - 1] };
  const data: unknown = msg[2];
  const isReq = msg[1] === 'n' && Array.isArray(data) && typeof data[1] === 'string' && data[1].endsWith('-req');
  if (isReq || nums.length === 1) return { authSeq: nums[nums.length - 1] };
  return { seq: nums[nums.length - 2], authSeq: nums[nums.length - 1] };
}

/** The millisecond timestamp appended with the TIMESTAMP flag, if any. */
export function timestampOf(msg: unknown): number | undefined {
  const ts = trailerOf(msg).filter((n) => n >= TIMESTAMP_MIN);
  return ts.length > 0 ? ts[ts.length - 1] : undefined;
}

/**
 * Appends what the connection's flags ask for: SEQ (and AUTH_SEQ on channel 0), then the
 * timestamp. `seq` undefined leaves it out (e.g. `*-req` notifications).
 */
export function withTrailer(msg: WireRow, flags: number, trailer: { seq?: number; authSeq?: number; ts?: number }): WireRow {
  const out = msg.slice();
  if (hasFlag(flags, ConfFlag.SEQ_ALL)) {
    if (trailer.seq !== undefined) out.push(trailer.seq);
    if (trailer.authSeq !== undefined) out.push(trailer.authSeq);
  }
  if (hasFlag(flags, ConfFlag.TIMESTAMP) && trailer.ts !== undefined) out.push(trailer.ts);
  return out;
}

/** Builders of the exact channel arrays. */
export const heartbeatMessage = (chanId: number): WireRow => [chanId, 'hb'];
export const checksumMessage = (chanId: number, checksum: number): WireRow => [chanId, 'cs', checksum];
export const channelMessage = (chanId: number, payload: unknown): WireRow => [chanId, payload];
export const typedChannelMessage = (chanId: number, type: string, payload: unknown): WireRow => [chanId, type, payload];
