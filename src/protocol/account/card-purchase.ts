// Buying with a card (account-side issue 16, item 4): a fiat amount paid by card buys a currency
// at the markets' rate, less the card fee, credited to the exchange wallet with a ledger entry.
// The embedded exchange is a paper venue: it takes only its test card (below) and refuses every
// other with the reason. The quote is `/v2/auth/r/deposit/card/mode0/fx`: [RATE, AMOUNT × RATE,
// FEE (of the fiat), RECEIVE ((AMOUNT − FEE) × RATE)].
// A purchase row on the wire: [ID, MTS, FIAT, FIAT_AMOUNT, FEE, CURRENCY, RATE, CREDITED, CARD_LAST4].

/** The exchange's test card: any expiry date to come and any three-digit CVC. */
export const TEST_CARD_NUMBER = '4242 4242 4242 4242';
/** The card fee, of the fiat amount (0.025 = 2.5 %), as decimal text. */
export const CARD_FEE_RATE = '0.025';
/** Fiat currencies a card pays in. */
export const CARD_FIATS = ['USD', 'EUR', 'TRY', 'BRL', 'JPY'] as const;
/** Currencies bought by card. */
export const CARD_CURRENCIES = ['BTC', 'ETH', 'LTC', 'XRP', 'UST'] as const;
/** The least and most one purchase pays, in US dollars' worth of the fiat. */
export const CARD_MIN_USD = 10;
export const CARD_MAX_USD = 5000;

export interface CardPurchase {
  id: number;
  mts: number;
  fiat: string;
  fiatAmount: number;
  fee: number;
  currency: string;
  rate: number;
  credited: number;
  cardLast4: string;
}
export type CardPurchaseRow = [number, number, string, number, number, string, number, number, string];

export const encodeCardPurchase = (p: CardPurchase): CardPurchaseRow => [
  p.id,
  p.mts,
  p.fiat,
  p.fiatAmount,
  p.fee,
  p.currency,
  p.rate,
  p.credited,
  p.cardLast4,
];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function decodeCardPurchase(raw: unknown): CardPurchase | undefined {
  if (!Array.isArray(raw) || raw.length < 9) return undefined;
  const [id, mts, fiat, fiatAmount, fee, currency, rate, credited, cardLast4] = raw as unknown[];
  if (!isNum(id) || !isNum(mts) || typeof fiat !== 'string' || !isNum(fiatAmount) || !isNum(fee)) return undefined;
  if (typeof currency !== 'string' || !isNum(rate) || !isNum(credited) || typeof cardLast4 !== 'string') return undefined;
  return { id, mts, fiat, fiatAmount, fee, currency, rate, credited, cardLast4 };
}

export interface CardQuote {
  rate: number;
  gross: number;
  fee: number;
  receive: number;
}

/** The fx call's answer as a quote (undefined when it is not one). */
export function decodeCardQuote(raw: unknown): CardQuote | undefined {
  if (!Array.isArray(raw) || raw.length < 4) return undefined;
  const [rate, gross, fee, receive] = raw as unknown[];
  if (![rate, gross, fee, receive].every(isNum)) return undefined;
  return { rate: rate as number, gross: gross as number, fee: fee as number, receive: receive as number };
}

/** Luhn's check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The subject of a write's notification ([MTS, TYPE, MESSAGE_ID, null, DATA, CODE, STATUS, TEXT])
 *  and its text. */
export function notificationParts(raw: unknown): { data: unknown; text: string } {
  const n = Array.isArray(raw) ? (raw as unknown[]) : [];
  return { data: n[4], text: typeof n[7] === 'string' ? n[7] : '' };
}
