// Who may trade in which context (market-side §5, account-side §4 trading gates), from the
// session's user: verification level, account creation time, the country signed up from and the
// residence verification recorded (an account with neither is read as the default compliance
// country, GB). The country rules apply when either country is the rule's.
// Margin: Brazil needs FULL. Elsewhere the need grew with the account's creation date:
// accounts opened before the basic-plus cut-off (2022-01-01) keep their margin access, those
// opened before the intermediate cut-off (2022-03-02) need BASIC_PLUS, later ones INTERMEDIATE;
// an unknown creation time is read as the latest (the strictest need).
// Derivatives: the Spanish ban applies to accounts from Spain opened on or after 2024-03-06.
// Japan: accounts from Japan opened on or after 2022-03-01 have neither margin nor derivatives.
// Every refusal says why and what is still open to the user (refusalText, the order form).
// Paper trading is always allowed.
// Deposits need BASIC_PLUS (account-side §6); a corporate account also needs to have declared high
// net worth, and no one residing in a blocked compliance region (block_compl_region, default US)
// deposits or trades. A frozen account neither trades nor withdraws until the freeze is lifted.
// The exchange enforces the same rules and says why with refusalText().

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

/** Compliance countries (account-side §9): the default of an account with no country on record,
 *  and the codes the rules name. */
export const COMPLIANCE_COUNTRY = { default: 'GB', argentina: 'AR', japan: 'JP', spain: 'ES', elSalvador: 'SV', brazil: 'BR' } as const;

export interface TraderProfile {
  /** 0–3; BASIC when unverified. */
  level: number;
  createdAt: number | null;
  /** ISO 3166 alpha-2 or alpha-3 of the sign-up country. */
  country: string | null;
  paperTrading: boolean;
  /** The country of residence the verification gave, when it did. */
  residence?: string | null;
  /** The account declared it resides in the US (`/v1/account_us_resident`). */
  usResident?: boolean;
  /** The compliance regions whose residents are blocked (block_compl_region). */
  blockedRegions?: readonly string[];
  corporate?: boolean;
  highNetWorth?: boolean;
  frozen?: boolean;
}

export type Access =
  | { allowed: true }
  | { allowed: false; reason: 'verification'; needed: LevelName }
  | { allowed: false; reason: 'region'; country: string; rule: RegionRule }
  | { allowed: false; reason: 'frozen' }
  | { allowed: false; reason: 'highNetWorth' };

/** Which country rule refused: a blocked compliance region (block_compl_region), the Japan block,
 *  the Spanish derivatives ban. */
export type RegionRule = 'blocked' | 'japan' | 'spain';

/** The default of block_compl_region. */
export const DEFAULT_BLOCKED_REGIONS: readonly string[] = ['US'];

/** A country's name in a language ("Spain" in English, "España" in Spanish), from the runtime's
 *  own data (Intl.DisplayNames); the code itself when the runtime has no name for it. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code.trim().toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function countryIs(country: string | null | undefined, ...codes: string[]): boolean {
  return typeof country === 'string' && codes.includes(country.trim().toUpperCase());
}

/** The countries the rules read: the verified residence and the sign-up country, or the default
 *  compliance country when the account has neither. */
export function complianceCountries(p: Pick<TraderProfile, 'country' | 'residence'>): string[] {
  const known = [p.residence, p.country].filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  return known.length > 0 ? known : [COMPLIANCE_COUNTRY.default];
}

/** The account's compliance country: the residence verification gave, else the sign-up
 *  country, else GB. */
export function complianceCountry(p: Pick<TraderProfile, 'country' | 'residence'>): string {
  return complianceCountries(p)[0] ?? COMPLIANCE_COUNTRY.default;
}

const fromCountry = (p: TraderProfile, ...codes: string[]) => complianceCountries(p).some((c) => countryIs(c, ...codes));

export function levelName(level: number): LevelName {
  return NAMES[Math.min(Math.max(Math.trunc(level), 0), 3)] ?? 'BASIC';
}

/** The level margin needs for this account. */
export function marginLevelNeeded(p: TraderProfile): number {
  if (fromCountry(p, COMPLIANCE_COUNTRY.brazil, 'BRA')) return LEVEL.FULL;
  const created = p.createdAt ?? Number.POSITIVE_INFINITY;
  if (created < CUTOFF.marginBasicPlus) return LEVEL.BASIC;
  if (created < CUTOFF.marginIntermediate) return LEVEL.BASIC_PLUS;
  return LEVEL.INTERMEDIATE;
}

const japanBlocked = (p: TraderProfile) =>
  fromCountry(p, COMPLIANCE_COUNTRY.japan, 'JPN') && (p.createdAt ?? Number.POSITIVE_INFINITY) >= CUTOFF.japanBlock;

const spainBanned = (p: TraderProfile) =>
  fromCountry(p, COMPLIANCE_COUNTRY.spain, 'ESP') && (p.createdAt ?? Number.POSITIVE_INFINITY) >= CUTOFF.spanishDerivativesBan;

/** The blocked compliance region the trader resides in (or signed up from, or declared as
 *  residence: a US resident), if any. */
function blockedRegion(p: TraderProfile): string | undefined {
  const where = [p.residence ?? null, p.country, p.usResident ? 'US' : null];
  return (p.blockedRegions ?? []).find((r) => where.some((c) => countryIs(c, r)));
}

/** What stops the account as a whole: a freeze, a blocked region of residence. */
function accountBlock(p: TraderProfile): Access | undefined {
  if (p.frozen) return { allowed: false, reason: 'frozen' };
  const region = blockedRegion(p);
  return region ? { allowed: false, reason: 'region', country: region, rule: 'blocked' } : undefined;
}

/** Spot orders with real money: only the account-wide blocks apply. */
export function spotAccess(p: TraderProfile): Access {
  if (p.frozen) return { allowed: false, reason: 'frozen' };
  if (p.paperTrading) return { allowed: true };
  return accountBlock(p) ?? { allowed: true };
}

export function depositAccess(p: TraderProfile): Access {
  const block = accountBlock(p);
  if (block) return block;
  if (p.level < LEVEL.BASIC_PLUS) return { allowed: false, reason: 'verification', needed: 'BASIC_PLUS' };
  if (p.corporate && !p.highNetWorth) return { allowed: false, reason: 'highNetWorth' };
  return { allowed: true };
}

export function withdrawAccess(p: TraderProfile): Access {
  return p.frozen ? { allowed: false, reason: 'frozen' } : { allowed: true };
}

const LEVEL_TEXT: Record<LevelName, string> = { BASIC: 'Basic', BASIC_PLUS: 'Basic Plus', INTERMEDIATE: 'Intermediate', FULL: 'Full' };

const day = (mts: number) => new Date(mts).toISOString().slice(0, 10);

/** What a country rule leaves open to the user, said after its refusal. */
function regionAdvice(rule: RegionRule): string {
  switch (rule) {
    case 'blocked':
      return 'paper trading is still offered; if you live elsewhere now, verify your country of residence';
    case 'japan':
      return `it applies to accounts opened since ${day(CUTOFF.japanBlock)}; spot trading and paper trading are still offered`;
    case 'spain':
      return `it applies to accounts opened since ${day(CUTOFF.spanishDerivativesBan)}; spot and margin trading and paper trading are still offered`;
  }
}

/** The refusal of an action of a frozen account (e.g. "a transfer"). */
export const frozenText = (what: string): string => `account: frozen (${what} is locked until the freeze is lifted)`;

/**
 * The exchange's refusal of a gated action: why, then what the user can do — e.g.
 * "verification: margin trading needs Intermediate (this account is Basic); verify on the
 * Verification page"; the client reads the level back with neededLevelOf().
 */
export function refusalText(what: string, access: Exclude<Access, { allowed: true }>, p: TraderProfile): string {
  switch (access.reason) {
    case 'verification':
      return `verification: ${what} needs ${LEVEL_TEXT[access.needed]} (this account is ${LEVEL_TEXT[levelName(p.level)]}); verify on the Verification page`;
    case 'region': {
      const declared = access.rule === 'blocked' && access.country === 'US' && p.usResident === true;
      const advice = declared
        ? 'paper trading is still offered; if you do not live in the US, correct your US-resident declaration on the Verification page'
        : regionAdvice(access.rule);
      return `region: ${what} is not offered to residents of ${countryName(access.country)} (${access.country}); ${advice}`;
    }
    case 'frozen':
      return frozenText(what);
    case 'highNetWorth':
      return `verification: ${what} of a corporate account needs its high net worth declared; declare it on the Verification page`;
  }
}

/** The level a refusal of refusalText() asks for, if it is a verification one. */
export function neededLevelOf(text: string): LevelName | undefined {
  const m = /^verification: .* needs (Basic Plus|Intermediate|Full|Basic) \(/.exec(text);
  if (!m) return undefined;
  return (Object.keys(LEVEL_TEXT) as LevelName[]).find((k) => LEVEL_TEXT[k] === m[1]);
}

export function marginAccess(p: TraderProfile): Access {
  if (p.frozen) return { allowed: false, reason: 'frozen' };
  if (p.paperTrading) return { allowed: true };
  const block = accountBlock(p);
  if (block) return block;
  if (japanBlocked(p)) return { allowed: false, reason: 'region', country: COMPLIANCE_COUNTRY.japan, rule: 'japan' };
  const needed = marginLevelNeeded(p);
  return p.level >= needed ? { allowed: true } : { allowed: false, reason: 'verification', needed: levelName(needed) };
}

export function derivativesAccess(p: TraderProfile): Access {
  if (p.frozen) return { allowed: false, reason: 'frozen' };
  if (p.paperTrading) return { allowed: true };
  const block = accountBlock(p);
  if (block) return block;
  if (japanBlocked(p)) return { allowed: false, reason: 'region', country: COMPLIANCE_COUNTRY.japan, rule: 'japan' };
  if (spainBanned(p)) return { allowed: false, reason: 'region', country: COMPLIANCE_COUNTRY.spain, rule: 'spain' };
  return { allowed: true };
}
