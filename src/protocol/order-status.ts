// ORDER_STATUS text (PROTOCOL §4): free text with fixed prefixes, e.g. `ACTIVE`,
// `EXECUTED @ 107.6(-0.2)`, `INSUFFICIENT BALANCE (G1)`, `ACTIVE (note:POSCLOSE)`,
// `CANCELED was: PARTIALLY FILLED @ 3926.75(2)` and, as the real server writes it,
// `EXECUTED @ 0.0085406(-0.31225457): was PARTIALLY FILLED @ 0.0085406(-0.68784543)`.
// Prices and amounts stay the exact text.

export interface OrderStatusFill {
  price: string;
  amount: string;
}

export interface OrderStatusPart {
  /** The state words: `ACTIVE`, `EXECUTED`, `PARTIALLY FILLED`, `POSTONLY CANCELED`, `RSN_DUST`… */
  state: string;
  fills: OrderStatusFill[];
  /** The code in brackets after the state: `G1` of `INSUFFICIENT BALANCE (G1)`. */
  reason?: string;
  /** `POSCLOSE` of `(note:POSCLOSE)`. */
  note?: string;
}

export interface ParsedOrderStatus extends OrderStatusPart {
  /** The earlier states after `was:`, oldest last as on the wire. */
  was: OrderStatusPart[];
}

const WAS = /:?\s+was:?\s+/;
const NOTE = /\s*\(note:\s*([^)]*)\)/;
const FILL = /([^\s@(),]+)\(([^()]*)\)/g;
const REASON = /\s*\(([^()]*)\)$/;

function parsePart(text: string): OrderStatusPart {
  let rest = text.trim();
  let note: string | undefined;
  const n = NOTE.exec(rest);
  if (n) {
    note = (n[1] ?? '').trim();
    rest = (rest.slice(0, n.index) + rest.slice(n.index + n[0].length)).trim();
  }
  const at = rest.indexOf('@');
  let state = (at < 0 ? rest : rest.slice(0, at)).trim();
  const fills: OrderStatusFill[] = [];
  if (at >= 0) for (const m of rest.slice(at + 1).matchAll(FILL)) fills.push({ price: m[1]!, amount: m[2]! });
  let reason: string | undefined;
  const r = REASON.exec(state);
  if (r) {
    reason = r[1] ?? '';
    state = state.slice(0, r.index).trim();
  }
  const part: OrderStatusPart = { state, fills };
  if (reason !== undefined) part.reason = reason;
  if (note !== undefined) part.note = note;
  return part;
}

/** Several earlier states are separated by commas; a bare `p(a)` continues the previous state. */
function parseWas(text: string): OrderStatusPart[] {
  const parts: OrderStatusPart[] = [];
  for (const segment of text.split(/,\s*/)) {
    if (segment.trim() === '') continue;
    const p = parsePart(/^[^A-Z_]/.test(segment.trim()) && parts.length > 0 ? `@ ${segment}` : segment);
    if (p.state === '' && parts.length > 0) parts[parts.length - 1]!.fills.push(...p.fills);
    else parts.push(p);
  }
  return parts;
}

export function parseOrderStatus(text: string): ParsedOrderStatus {
  const [head, ...older] = text.split(WAS);
  const current = parsePart(head ?? '');
  return { ...current, was: older.flatMap(parseWas) };
}

function formatPart(p: OrderStatusPart): string {
  let s = p.state;
  if (p.reason !== undefined) s += ` (${p.reason})`;
  if (p.fills.length > 0) s += ` @ ${p.fills.map((f) => `${f.price}(${f.amount})`).join(', ')}`;
  if (p.note !== undefined) s += ` (note:${p.note})`;
  return s;
}

/**
 * The text as the real server writes it: `EXECUTED @ P(A): was PARTIALLY FILLED @ P(A), …` after
 * a fill, `CANCELED was: PARTIALLY FILLED @ P(A)` otherwise.
 */
export function formatOrderStatus(status: OrderStatusPart & { was?: OrderStatusPart[] }): string {
  const head = formatPart(status);
  if (!status.was || status.was.length === 0) return head;
  return `${head}${status.fills.length > 0 ? ': was ' : ' was: '}${status.was.map(formatPart).join(', ')}`;
}

export type OrderStatusKind = 'active' | 'partially-filled' | 'executed' | 'canceled';

/**
 * What the status means for the order: still working (`ACTIVE`, `PARTIALLY FILLED`), filled
 * (`EXECUTED`, `FORCED EXECUTED`), or ended otherwise (every `… CANCELED`, `INSUFFICIENT …`,
 * `RSN_…`).
 */
export function orderStatusKind(text: string): OrderStatusKind {
  const { state } = parsePart(text.split(WAS)[0] ?? '');
  if (state === 'ACTIVE') return 'active';
  if (state === 'PARTIALLY FILLED') return 'partially-filled';
  if (state === 'EXECUTED' || state === 'FORCED EXECUTED') return 'executed';
  return 'canceled';
}
