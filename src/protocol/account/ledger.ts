// Ledger rows (REST `/v2/auth/r/ledgers/hist`, PROTOCOL §5.3):
// [ID, CURRENCY, _ (wallet in some versions), MTS, _, AMOUNT, BALANCE, _, DESCRIPTION].
import { recordCodec, type RecordOf } from '../record';

const LEDGER_ENTRY = {
  id: [0, 'num'],
  currency: [1, 'str'],
  wallet: [2, 'str?'],
  mts: [3, 'num'],
  amount: [5, 'num'],
  balance: [6, 'num'],
  description: [8, 'str?'],
} as const;

export interface LedgerEntry extends RecordOf<typeof LEDGER_ENTRY> {}
export const ledgerEntryCodec = recordCodec(9, LEDGER_ENTRY);
export const decodeLedgerEntry = (row: unknown): LedgerEntry | undefined => ledgerEntryCodec.decode(row);
export const encodeLedgerEntry = (e: LedgerEntry) => ledgerEntryCodec.encode(e);
