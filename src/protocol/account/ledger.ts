// Ledger rows (REST `/v2/auth/r/ledgers/hist`, PROTOCOL §5.3):
// [ID, CURRENCY, _ (wallet in some versions), MTS, _, AMOUNT, BALANCE, _, DESCRIPTION].
import { recordCodec, type Decoded } from '../record';

export interface LedgerEntry extends Decoded<typeof ledgerEntryCodec> {}
export const ledgerEntryCodec = recordCodec(9, {
  id: [0, 'num'],
  currency: [1, 'str'],
  wallet: [2, 'str?'],
  mts: [3, 'num'],
  amount: [5, 'num'],
  balance: [6, 'num'],
  description: [8, 'str?'],
});
