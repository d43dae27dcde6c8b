// Deposit/withdrawal rows (REST `/v2/auth/r/movements/hist`, PROTOCOL §5.3, 22 slots).
import { recordCodec, type RecordOf } from '../record';

const MOVEMENT = {
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
} as const;

export interface Movement extends RecordOf<typeof MOVEMENT> {}
export const movementCodec = recordCodec(22, MOVEMENT);
export const decodeMovement = (row: unknown): Movement | undefined => movementCodec.decode(row);
export const encodeMovement = (m: Movement) => movementCodec.encode(m);
