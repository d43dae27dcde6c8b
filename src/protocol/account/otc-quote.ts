// The OTC desk's quotes (account-side issue 16, item 1): a firm price of the exchange's for one
// amount of a spot pair, bought or sold at once in the exchange wallet, good for OTC_QUOTE_TTL_S
// seconds. The exchange prices it from its own book — the mid of the best bid and ask, with
// OTC_SPREAD_RATE added for a buyer and taken off for a seller. A quote row on the wire:
// [ID, MTS, SYMBOL, SIDE, AMOUNT, PRICE, TOTAL, EXPIRES_MTS, STATUS, ACCEPTED_MTS | null].

/** How long a quote is firm, in seconds. */
export const OTC_QUOTE_TTL_S = 15;
/** The desk's spread on each side of the mid (0.002 = 0.2 %), as decimal text. */
export const OTC_SPREAD_RATE = '0.002';

export const OTC_SIDES = ['buy', 'sell'] as const;
export type OtcSide = (typeof OTC_SIDES)[number];

/** FIRM: can be accepted until EXPIRES_MTS · ACCEPTED: settled · LAPSED: not accepted in time. */
export const OTC_STATUSES = ['FIRM', 'ACCEPTED', 'LAPSED'] as const;
export type OtcStatus = (typeof OTC_STATUSES)[number];

export interface OtcQuote {
  id: number;
  mts: number;
  /** `tBTCUSD`. */
  symbol: string;
  side: OtcSide;
  /** Of the base currency, positive. */
  amount: number;
  /** Quote currency per base unit. */
  price: number;
  /** AMOUNT × PRICE, of the quote currency: what a buyer pays or a seller receives. */
  total: number;
  expiresMts: number;
  status: OtcStatus;
  acceptedMts: number | null;
}

export type OtcQuoteRow = [number, number, string, OtcSide, number, number, number, number, OtcStatus, number | null];

export function encodeOtcQuote(q: OtcQuote): OtcQuoteRow {
  return [q.id, q.mts, q.symbol, q.side, q.amount, q.price, q.total, q.expiresMts, q.status, q.acceptedMts];
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A quote row of the wire, or undefined when it is not one. */
export function decodeOtcQuote(raw: unknown): OtcQuote | undefined {
  if (!Array.isArray(raw) || raw.length < 10) return undefined;
  const [id, mts, symbol, side, amount, price, total, expiresMts, status, acceptedMts] = raw as unknown[];
  if (!isNum(id) || !isNum(mts) || typeof symbol !== 'string' || !isNum(amount) || !isNum(price) || !isNum(total)) return undefined;
  if (!isNum(expiresMts) || !(OTC_SIDES as readonly unknown[]).includes(side)) return undefined;
  if (!(OTC_STATUSES as readonly unknown[]).includes(status)) return undefined;
  if (acceptedMts !== null && !isNum(acceptedMts)) return undefined;
  return { id, mts, symbol, side: side as OtcSide, amount, price, total, expiresMts, status: status as OtcStatus, acceptedMts };
}

/** The quote of an `otc-quote` or `otc-accept` notification ([MTS, TYPE, MESSAGE_ID, null, DATA,
 *  CODE, STATUS, TEXT]) and its text. */
export function quoteOfNotification(raw: unknown): { quote: OtcQuote | undefined; text: string } {
  const n = Array.isArray(raw) ? (raw as unknown[]) : [];
  return { quote: decodeOtcQuote(n[4]), text: typeof n[7] === 'string' ? n[7] : '' };
}
