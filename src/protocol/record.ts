// Positional records: one table of (index, kind) per layout gives both the decoder and the
// encoder, so the two directions cannot disagree. Slots not named are the `_` placeholders and
// are written as null; decoders ignore them and any slot past the known length (§ notation:
// "never hard-code array lengths").
import { isPlainObject, toFlag, toNullableNumber, toNumber, type WireRow } from './wire';

/**
 * num: finite number (or numeric string), required · num?: number or null · num0: number, null
 * read as 0 (flags) · str: string, required · str?: string or null · bool: 0/1 flag, null read as
 * false · obj?: plain object or null (META) · raw: kept as received (nested payloads).
 */
export type FieldKind = 'num' | 'num?' | 'num0' | 'str' | 'str?' | 'bool' | 'obj?' | 'raw';
export type FieldSpec = readonly [index: number, kind: FieldKind];
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

interface KindValues {
  num: number;
  'num?': number | null;
  num0: number;
  str: string;
  'str?': string | null;
  bool: boolean;
  'obj?': Record<string, unknown> | null;
  raw: unknown;
}

export type RecordOf<F extends FieldSpecs> = { -readonly [K in keyof F]: KindValues[F[K][1]] };

export interface RecordCodec<R> {
  /** Number of slots the encoder writes. */
  readonly length: number;
  /** The record, or undefined when `row` is not an array or a named slot holds garbage. */
  decode(row: unknown): R | undefined;
  /** Every row that decodes; undefined when `rows` is not an array. */
  decodeList(rows: unknown): R[] | undefined;
  /** The exact wire array: `length` slots, placeholders null. */
  encode(record: R): WireRow;
}

// undefined is the "garbage" marker: no kind produces undefined as a value.
function read(kind: FieldKind, v: unknown): unknown {
  switch (kind) {
    case 'num':
      return toNumber(v);
    case 'num?':
      return toNullableNumber(v);
    case 'num0': {
      const n = toNullableNumber(v);
      return n === null ? 0 : n;
    }
    case 'str':
      return typeof v === 'string' ? v : undefined;
    case 'str?':
      return v === null || v === undefined ? null : typeof v === 'string' ? v : undefined;
    case 'bool':
      return toFlag(v);
    case 'obj?':
      return v === null || v === undefined ? null : isPlainObject(v) ? v : undefined;
    case 'raw':
      return v === undefined ? null : v;
  }
}

function write(kind: FieldKind, v: unknown): unknown {
  if (kind === 'bool') return v ? 1 : 0;
  if (kind === 'num0') return typeof v === 'number' ? v : 0;
  return v === undefined ? null : v;
}

/**
 * `tags`: slots that hold a fixed word naming the layout (`["pos", …]` of a liquidation): a row
 * without it is not this record, and the encoder writes it.
 */
export function recordCodec<const F extends FieldSpecs>(
  length: number,
  fields: F,
  tags: Readonly<Record<number, string>> = {},
): RecordCodec<RecordOf<F>> {
  const names = Object.keys(fields);
  const tagged = Object.entries(tags).map(([slot, word]) => [Number(slot), word] as const);
  const slots = names.map((n) => fields[n]![0]);
  const kinds = names.map((n) => fields[n]![1]);
  const count = names.length;

  function decode(row: unknown): RecordOf<F> | undefined {
    if (!Array.isArray(row) || tagged.some(([slot, word]) => row[slot] !== word)) return undefined;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const v = read(kinds[i]!, row[slots[i]!]);
      if (v === undefined) return undefined;
      out[names[i]!] = v;
    }
    return out as RecordOf<F>;
  }

  return {
    length,
    decode,
    decodeList(rows: unknown): RecordOf<F>[] | undefined {
      if (!Array.isArray(rows)) return undefined;
      const out: RecordOf<F>[] = [];
      for (const row of rows) {
        const r = decode(row);
        if (r !== undefined) out.push(r);
      }
      return out;
    },
    encode(record: RecordOf<F>): WireRow {
      const row: unknown[] = new Array<unknown>(length).fill(null);
      const src = record as Record<string, unknown>;
      for (let i = 0; i < count; i++) row[slots[i]!] = write(kinds[i]!, src[names[i]!]);
      for (const [slot, word] of tagged) row[slot] = word;
      return row;
    },
  };
}

/** The record a codec reads and writes: `interface Order extends Decoded<typeof orderCodec> {}`. */
export type Decoded<C> = C extends RecordCodec<infer R> ? R : never;
