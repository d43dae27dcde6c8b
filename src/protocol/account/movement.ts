// Deposit/withdrawal rows (REST `/v2/auth/r/movements/hist`, PROTOCOL §5.3, 22 slots).
import { recordCodec, type Decoded } from '../record';

export interface Movement extends Decoded<typeof movementCodec> {}
export const movementCodec = recordCodec(22, {
  id: [0, 'num'],
  currency: [1, 'str'],
  currencyName: [2, 'str?'],
  mtsStarted: [5, 'num'],
  mtsUpdated: [6, 'num'],
  status: [9, 'str'],
  /** + deposit, − withdrawal. */
  amount: [12, 'num'],
  fees: [13, 'num?'],
  destinationAddress: [16, 'str?'],
  transactionId: [20, 'str?'],
  withdrawTransactionNote: [21, 'str?'],
});
