// Bit flags of the protocol: connection conf flags (PROTOCOL §1.5) and order flags (§4).
export const ConfFlag = {
  DEC_S: 8,
  TIME_S: 32,
  TIMESTAMP: 32768,
  SEQ_ALL: 65536,
  CHECKSUM: 131072,
  BULK: 536870912,
} as const;

export const OrderFlag = {
  HIDDEN: 64,
  CLOSE: 512,
  REDUCE_ONLY: 1024,
  POST_ONLY: 4096,
  OCO: 16384,
  NO_VAR_RATES: 524288,
} as const;

export const OfferFlag = { HIDDEN: 64 } as const;

export function hasFlag(flags: number, bit: number): boolean {
  // Flags go beyond 2^31 (BULK is 2^29, but clients may send higher bits): avoid 32-bit `&`.
  return Math.floor(flags / bit) % 2 === 1;
}
