// Notification payloads of wallet operations (PROTOCOL §5.3): transfer, deposit address,
// withdrawal.
import { recordCodec, type Decoded } from '../record';

/** `/v2/auth/w/transfer`: [MTS, WALLET_FROM, WALLET_TO, _, CURRENCY, CURRENCY_TO, _, AMOUNT]. */
export interface Transfer extends Decoded<typeof transferCodec> {}
export const transferCodec = recordCodec(8, {
  mts: [0, 'num'],
  walletFrom: [1, 'str'],
  walletTo: [2, 'str'],
  currency: [4, 'str'],
  currencyTo: [5, 'str?'],
  amount: [7, 'num'],
});

/** `/v2/auth/w/deposit/address` (`acc_dep`): [_, METHOD, CURRENCY_CODE, _, ADDRESS, POOL_ADDRESS]. */
export interface DepositAddress extends Decoded<typeof depositAddressCodec> {}
export const depositAddressCodec = recordCodec(6, {
  method: [1, 'str'],
  currencyCode: [2, 'str'],
  address: [4, 'str'],
  poolAddress: [5, 'str?'],
});

/** `/v2/auth/w/withdraw` (`acc_wd-req`): [WITHDRAWAL_ID, _, METHOD, PAYMENT_ID, WALLET, AMOUNT, _, _, FEE]. */
export interface Withdrawal extends Decoded<typeof withdrawalCodec> {}
export const withdrawalCodec = recordCodec(9, {
  withdrawalId: [0, 'num'],
  method: [2, 'str'],
  paymentId: [3, 'str?'],
  wallet: [4, 'str'],
  amount: [5, 'num'],
  withdrawalFee: [8, 'num?'],
});
