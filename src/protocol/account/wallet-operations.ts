// Notification payloads of wallet operations (PROTOCOL §5.3): transfer, deposit address,
// withdrawal.
import { recordCodec, type RecordOf } from '../record';

const TRANSFER = {
  mts: [0, 'num'],
  walletFrom: [1, 'str'],
  walletTo: [2, 'str'],
  currency: [4, 'str'],
  currencyTo: [5, 'str?'],
  amount: [7, 'num'],
} as const;
const DEPOSIT_ADDRESS = {
  method: [1, 'str'],
  currencyCode: [2, 'str'],
  address: [4, 'str'],
  poolAddress: [5, 'str?'],
} as const;
const WITHDRAWAL = {
  withdrawalId: [0, 'num'],
  method: [2, 'str'],
  paymentId: [3, 'str?'],
  wallet: [4, 'str'],
  amount: [5, 'num'],
  withdrawalFee: [8, 'num?'],
} as const;

/** `/v2/auth/w/transfer`: [MTS, WALLET_FROM, WALLET_TO, _, CURRENCY, CURRENCY_TO, _, AMOUNT]. */
export interface Transfer extends RecordOf<typeof TRANSFER> {}
/** `/v2/auth/w/deposit/address` (`acc_dep`): [_, METHOD, CURRENCY_CODE, _, ADDRESS, POOL_ADDRESS]. */
export interface DepositAddress extends RecordOf<typeof DEPOSIT_ADDRESS> {}
/** `/v2/auth/w/withdraw` (`acc_wd-req`): [WITHDRAWAL_ID, _, METHOD, PAYMENT_ID, WALLET, AMOUNT, _, _, FEE]. */
export interface Withdrawal extends RecordOf<typeof WITHDRAWAL> {}

export const transferCodec = recordCodec(8, TRANSFER);
export const depositAddressCodec = recordCodec(6, DEPOSIT_ADDRESS);
export const withdrawalCodec = recordCodec(9, WITHDRAWAL);

export const decodeTransfer = (row: unknown): Transfer | undefined => transferCodec.decode(row);
export const encodeTransfer = (t: Transfer) => transferCodec.encode(t);
export const decodeDepositAddress = (row: unknown): DepositAddress | undefined => depositAddressCodec.decode(row);
export const encodeDepositAddress = (d: DepositAddress) => depositAddressCodec.encode(d);
export const decodeWithdrawal = (row: unknown): Withdrawal | undefined => withdrawalCodec.decode(row);
export const encodeWithdrawal = (w: Withdrawal) => withdrawalCodec.encode(w);
