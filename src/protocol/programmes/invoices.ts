// Payments ('pay', account-side issue 16, item 6): a merchant-enabled account creates an invoice
// (a currency and an amount); the exchange gives it a payment address of its own (a deposit
// address of the merchant's exchange wallet), and the invoice is PAID when deposits to that
// address, sent before it expires, add up to its amount (the money is credited to the merchant's
// exchange wallet like any deposit). An invoice not paid within INVOICE_TTL_MIN minutes EXPIRED.
// An invoice row on the wire:
// [ID, MTS, CURRENCY, AMOUNT, ADDRESS, STATUS, RECEIVED, EXPIRES_MTS, PAID_MTS | null, DESCRIPTION].

/** How long an invoice waits for its payment, in minutes. */
export const INVOICE_TTL_MIN = 60;
/** The currencies an invoice can ask for, and the deposit method of each. */
export const PAY_METHODS = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  LTC: 'litecoin',
  UST: 'tetheruse',
  TESTBTC: 'testbtc',
} as const;
export type PayCurrency = keyof typeof PAY_METHODS;
export const PAY_CURRENCIES = Object.keys(PAY_METHODS) as PayCurrency[];
/** The most one invoice asks for. */
export const MAX_INVOICE_AMOUNT = 1_000_000;

/** PENDING: waiting for the payment · PAID: the deposits reached the amount · EXPIRED: not paid in time. */
export const INVOICE_STATUSES = ['PENDING', 'PAID', 'EXPIRED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface Invoice {
  id: number;
  mts: number;
  currency: string;
  amount: number;
  address: string;
  status: InvoiceStatus;
  /** What the address has received before the expiry. */
  received: number;
  expiresMts: number;
  paidMts: number | null;
  description: string;
}

export type InvoiceRow = [number, number, string, number, string, InvoiceStatus, number, number, number | null, string];

export function encodeInvoice(i: Invoice): InvoiceRow {
  return [i.id, i.mts, i.currency, i.amount, i.address, i.status, i.received, i.expiresMts, i.paidMts, i.description];
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function decodeInvoice(raw: unknown): Invoice | undefined {
  if (!Array.isArray(raw) || raw.length < 10) return undefined;
  const [id, mts, currency, amount, address, status, received, expiresMts, paidMts, description] = raw as unknown[];
  if (!isNum(id) || !isNum(mts) || typeof currency !== 'string' || !isNum(amount) || typeof address !== 'string') return undefined;
  if (!(INVOICE_STATUSES as readonly unknown[]).includes(status) || !isNum(received) || !isNum(expiresMts)) return undefined;
  if (paidMts !== null && !isNum(paidMts)) return undefined;
  return {
    id,
    mts,
    currency,
    amount,
    address,
    status: status as InvoiceStatus,
    received,
    expiresMts,
    paidMts,
    description: typeof description === 'string' ? description : '',
  };
}

/** The URI a wallet app reads from the invoice's QR code. */
export function paymentUri(i: Pick<Invoice, 'currency' | 'address' | 'amount'>): string {
  const scheme = PAY_METHODS[i.currency as PayCurrency] ?? i.currency.toLowerCase();
  return `${scheme}:${i.address}?amount=${i.amount}`;
}
