// When the demo block stops an action (account-side §2 modals): an account in paper trading
// (is_ppt) trades only test funds, so an action that moves a real currency — a withdrawal, a
// deposit on the test chain — is stopped until paper trading is turned off; the paper currencies
// themselves (pub:list:currency:paper) move freely.
export const PAPER_CURRENCIES: readonly string[] = ['TESTBTC', 'TESTUSD'];

export function demoBlocked(paper: boolean, currency: string): boolean {
  return paper && currency !== '' && !PAPER_CURRENCIES.includes(currency.toUpperCase());
}
