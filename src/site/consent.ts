// The cookie consent rules of account-side §5 and §9: the categories (necessary, analytical,
// marketing), a stored consent valid for 90 days, the banner only where the visitor's country
// asks for one — every country but those where cookies are allowed by default (there analytics
// are on until the visitor says otherwise) — and a failed country lookup showing the banner. Once
// a consent is stored, analytics follow its analytical category.
export const CONSENT_VALIDITY_MS = 7_776_000_000;
export const CONSENT_STORAGE_KEY = 'tradedesk:cookie-consent';

/** Countries where cookies are allowed by default (no banner; analytics on). */
export const ALLOW_BY_DEFAULT_COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'PE', 'SV', 'MX', 'TR'] as const;

/** The 30 countries of the European list (the banner is the law there). */
export const EUROPEAN_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
] as const; // prettier-ignore

export interface Consent {
  analytical: boolean;
  marketing: boolean;
  /** When it was given (ms). */
  at: number;
}

/** The visitor's country: a code, or null when the lookup failed. */
export type Country = string | null;

const allowedByDefault = (country: Country) => country !== null && (ALLOW_BY_DEFAULT_COUNTRIES as readonly string[]).includes(country);

/** A stored consent still in force. */
export function validConsent(stored: Consent | undefined, now: number): Consent | undefined {
  return stored && now - stored.at < CONSENT_VALIDITY_MS && stored.at <= now ? stored : undefined;
}

export function bannerNeeded(stored: Consent | undefined, country: Country, now: number): boolean {
  if (validConsent(stored, now)) return false;
  return !allowedByDefault(country);
}

export function analyticsAllowed(stored: Consent | undefined, country: Country, now: number): boolean {
  const valid = validConsent(stored, now);
  return valid ? valid.analytical : allowedByDefault(country);
}

/** A stored consent read back (anything else is no consent). */
export function consentOf(text: string | null): Consent | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as Partial<Consent>;
    if (typeof v.analytical !== 'boolean' || typeof v.marketing !== 'boolean' || typeof v.at !== 'number') return undefined;
    return { analytical: v.analytical, marketing: v.marketing, at: v.at };
  } catch {
    return undefined;
  }
}
