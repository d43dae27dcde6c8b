// The security settings' shapes (account-side §3): the withdrawal whitelist per currency (its
// addresses, each with its error, and its on/off flag), the list content that turns a currency
// off, and the string flags. The exchange and the client read and write these.
export const DISABLED_MARKER = 'disabled';

export const SECURITY_FLAGS = [
  'keep_session_alive',
  'email_on_login',
  'nosinglelogin',
  'ip_lock',
  'lock_on_new_ip',
  'two_fa_fallback',
  'no_enforce_withdrawal_check',
  'enforce_tfa',
] as const;
export type SecurityFlag = (typeof SECURITY_FLAGS)[number];

export interface WhitelistEntry {
  address: string;
  /** Why this address cannot be saved (e.g. "existing"), or null. */
  error: string | null;
}
export interface CurrencyWhitelist {
  on: boolean;
  addresses: WhitelistEntry[];
}
export type Whitelist = Record<string, CurrencyWhitelist>;
