// Who may trade in which context (market-side §5, account-side §4 trading gates), from the
// session's user: verification level, account creation time and sign-up country.
// Margin: Brazil needs FULL. Elsewhere the need grew with the account's creation date:
// accounts opened before the basic-plus cut-off (2022-01-01) keep their margin access, those
// opened before the intermediate cut-off (2022-03-02) need BASIC_PLUS, later ones INTERMEDIATE;
// an unknown creation time is read as the latest (the strictest need).
// Derivatives: the Spanish ban applies to accounts from Spain opened on or after 2024-03-06.
// Japan: accounts from Japan opened on or after 2022-03-01 have neither margin nor derivatives.
// Paper trading is always allowed.

export const LEVEL = { BASIC: 0, BASIC_PLUS: 1, INTERMEDIATE: 2, FULL: 3 } as const;
export type LevelName = keyof typeof LEVEL;
const NAMES: readonly LevelName[] = ['BASIC', 'BASIC_PLUS', 'INTERMEDIATE', 'FULL'];

/** Production cut-offs, UTC midnight. */
export const CUTOFF = {
  marginBasicPlus: Date.UTC(2022, 0, 1),
  marginIntermediate: Date.UTC(2022, 2, 2),
  spanishDerivativesBan: Date.UTC(2024, 2, 6),
  japanBlock: Date.UTC(2022, 2, 1),
} as const;

export interface TraderProfile {
  /** 0–3; BASIC when unverified. */
  level: number;
  createdAt: number | null;
  /** ISO 3166 alpha-2 or alpha-3 of the sign-up country. */
  country: string | null;
  paperTrading: boolean;
}

export type Access =
  { allowed: true } | { allowed: false; reason: 'verification'; needed: LevelName } | { allowed: false; reason: 'region'; country: string };

function countryIs(country: string | null, ...codes: string[]): boolean {
  return country !== null && codes.includes(country.trim().toUpperCase());
}

export function levelName(level: number): LevelName {
  return NAMES[Math.min(Math.max(Math.trunc(level), 0), 3)] ?? 'BASIC';
}

/** The level margin needs for this account. */
export function marginLevelNeeded(p: TraderProfile): number {
  if (countryIs(p.country, 'BR', 'BRA')) return LEVEL.FULL;
  const created = p.createdAt ?? Number.POSITIVE_INFINITY;
  if (created < CUTOFF.marginBasicPlus) return LEVEL.BASIC;
  if (created < CUTOFF.marginIntermediate) return LEVEL.BASIC_PLUS;
  return LEVEL.INTERMEDIATE;
}

const japanBlocked = (p: TraderProfile) =>
  countryIs(p.country, 'JP', 'JPN') && (p.createdAt ?? Number.POSITIVE_INFINITY) >= CUTOFF.japanBlock;

export function marginAccess(p: TraderProfile): Access {
  if (p.paperTrading) return { allowed: true };
  if (japanBlocked(p)) return { allowed: false, reason: 'region', country: 'JP' };
  const needed = marginLevelNeeded(p);
  return p.level >= needed ? { allowed: true } : { allowed: false, reason: 'verification', needed: levelName(needed) };
}

export function derivativesAccess(p: TraderProfile): Access {
  if (p.paperTrading) return { allowed: true };
  if (japanBlocked(p)) return { allowed: false, reason: 'region', country: 'JP' };
  if (countryIs(p.country, 'ES', 'ESP') && (p.createdAt ?? Number.POSITIVE_INFINITY) >= CUTOFF.spanishDerivativesBan) {
    return { allowed: false, reason: 'region', country: 'ES' };
  }
  return { allowed: true };
}
