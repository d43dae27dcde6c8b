// The catalogue behind deposits and withdrawals: methods and their fees, currency names, wallet
// aliases, the demo account's starting funds, and the look of addresses and transaction ids.
import { createHash } from 'node:crypto';
import type { WalletType } from './records';

/** Deposit and withdrawal methods: currency, display name, network fee of a withdrawal. */
export const METHODS: Record<string, { currency: string; name: string; fee: string; crypto: boolean }> = {
  bitcoin: { currency: 'BTC', name: 'BITCOIN', fee: '0.0004', crypto: true },
  ethereum: { currency: 'ETH', name: 'ETHEREUM', fee: '0.00135', crypto: true },
  litecoin: { currency: 'LTC', name: 'LITECOIN', fee: '0.001', crypto: true },
  ripple: { currency: 'XRP', name: 'RIPPLE', fee: '0.1', crypto: true },
  solana: { currency: 'SOL', name: 'SOLANA', fee: '0.01', crypto: true },
  tetheruse: { currency: 'UST', name: 'TETHERUSE', fee: '3.0', crypto: true },
  tetherusx: { currency: 'UST', name: 'TETHERUSX', fee: '1.0', crypto: true },
  testbtc: { currency: 'TESTBTC', name: 'TESTBTC', fee: '0.0001', crypto: true },
  /** Bitcoin over lightning: the address is an invoice, no network fee. */
  lnx: { currency: 'BTC', name: 'LNX', fee: '0', crypto: true },
  wire: { currency: 'USD', name: 'WIRE', fee: '0', crypto: false },
  wire_eur: { currency: 'EUR', name: 'WIRE', fee: '0', crypto: false },
};

export const CURRENCY_NAMES: Record<string, string> = {
  BTC: 'BITCOIN',
  ETH: 'ETHEREUM',
  LTC: 'LITECOIN',
  XRP: 'RIPPLE',
  SOL: 'SOLANA',
  UST: 'TETHERUSE',
  USD: 'WIRE',
  EUR: 'WIRE',
  TESTBTC: 'TESTBTC',
  TESTUSD: 'TESTUSD',
};

const WALLET_ALIASES: Record<string, WalletType> = {
  exchange: 'exchange',
  margin: 'margin',
  trading: 'margin',
  funding: 'funding',
  deposit: 'funding',
};
export const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function walletOf(v: unknown): WalletType | undefined {
  return typeof v === 'string' ? WALLET_ALIASES[v.toLowerCase()] : undefined;
}

/** The demo account's starting funds. */
export const DEMO_FUNDS: ReadonlyArray<{ wallet: WalletType; currency: string; amount: string }> = [
  ...(['exchange', 'margin', 'funding'] as const).flatMap((wallet) => [
    { wallet, currency: 'USD', amount: '100000' },
    { wallet, currency: 'UST', amount: '100000' },
    { wallet, currency: 'BTC', amount: '2' },
    { wallet, currency: 'ETH', amount: '30' },
    { wallet, currency: 'EUR', amount: '50000' },
    { wallet, currency: 'TESTUSD', amount: '100000' },
    { wallet, currency: 'TESTBTC', amount: '2' },
  ]),
  { wallet: 'margin', currency: 'USTF0', amount: '50000' },
];

export function txid(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** An address that looks like the network's own and is unique per user, method and renewal. */
export function makeAddress(method: string, user: number, seq: number): string {
  const h = createHash('sha256').update(`tradedesk:${method}:${user}:${seq}`).digest('hex');
  if (method === 'bitcoin') return `bc1q${h.slice(0, 38)}`;
  if (method === 'testbtc') return `tb1q${h.slice(0, 38)}`;
  if (method === 'ethereum' || method === 'tetheruse') return `0x${h.slice(0, 40)}`;
  if (method === 'litecoin') return `ltc1q${h.slice(0, 38)}`;
  if (method === 'ripple') return `r${h.slice(0, 33)}`;
  return `${method.slice(0, 3)}${h.slice(0, 40)}`;
}
