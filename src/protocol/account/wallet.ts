// Wallet (PROTOCOL §3.4, ws/wu and REST `/v2/auth/r/wallets`, 7 slots; snapshot rows of some
// servers stop after 5). BALANCE_AVAILABLE null means "not fresh, ask with calc".
import { recordCodec, type Decoded } from '../record';

export const WALLET_TYPES = ['exchange', 'margin', 'funding'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];
export function isWalletType(v: unknown): v is WalletType {
  return typeof v === 'string' && (WALLET_TYPES as readonly string[]).includes(v);
}

export interface Wallet extends Decoded<typeof walletCodec> {}
export const walletCodec = recordCodec(7, {
  type: [0, 'str'],
  /** Without prefix: "USD". */
  currency: [1, 'str'],
  balance: [2, 'num'],
  unsettledInterest: [3, 'num0'],
  balanceAvailable: [4, 'num?'],
  /** Text of the last ledger entry. */
  description: [5, 'str?'],
  /** Reason of the last change. */
  meta: [6, 'obj?'],
});
