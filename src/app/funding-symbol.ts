// A funding currency's symbol as saved in a widget's state (`fUSD`): read apart from its picker
// (FundingSymbolPicker.tsx), so the widgets' saved states are read without the picker's code.
export function parseFundingSymbol(raw: unknown, fallback = 'fUSD'): string {
  return typeof raw === 'string' && /^f[A-Z0-9]+$/.test(raw) ? raw : fallback;
}
