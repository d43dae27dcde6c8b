// Every compliance rule from the account's real data (issue 15, item 1): the countries the rules
// read (residence and sign-up country, GB by default), the dated country rules at their cut-offs,
// deposits by residence region and account type, and a refusal that says why and what is open.
import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_COUNTRY,
  CUTOFF,
  complianceCountries,
  complianceCountry,
  countryName,
  depositAccess,
  derivativesAccess,
  marginAccess,
  marginLevelNeeded,
  refusalText,
  spotAccess,
  LEVEL,
  type TraderProfile,
} from '../../src/protocol/account/trading-access';

const trader = (over: Partial<TraderProfile>): TraderProfile => ({
  level: LEVEL.FULL,
  createdAt: Date.UTC(2025, 0, 1),
  country: null,
  paperTrading: false,
  blockedRegions: ['US'],
  ...over,
});

describe('the compliance country', () => {
  it('is the verified residence, else the sign-up country, else GB', () => {
    expect(COMPLIANCE_COUNTRY).toMatchObject({ default: 'GB', argentina: 'AR', japan: 'JP', spain: 'ES', elSalvador: 'SV' });
    expect(complianceCountry({ country: null, residence: null })).toBe('GB');
    expect(complianceCountry({ country: '', residence: undefined })).toBe('GB');
    expect(complianceCountry({ country: 'JP', residence: null })).toBe('JP');
    expect(complianceCountry({ country: 'JP', residence: 'FR' })).toBe('FR');
    expect(complianceCountries({ country: 'JP', residence: 'ES' })).toEqual(['ES', 'JP']);
  });

  it('opens everything to an account with no country on record (GB has no country rule)', () => {
    const none = trader({});
    expect([spotAccess(none), marginAccess(none), derivativesAccess(none), depositAccess(none)]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
  });
});

describe('the dated country rules', () => {
  it('blocks margin and derivatives of accounts from Japan opened from 2022-03-01, not spot', () => {
    expect(CUTOFF.japanBlock).toBe(Date.UTC(2022, 2, 1));
    const at = (createdAt: number) => trader({ country: 'JP', createdAt });
    const blocked = { allowed: false, reason: 'region', country: 'JP', rule: 'japan' };
    expect(marginAccess(at(CUTOFF.japanBlock))).toEqual(blocked);
    expect(derivativesAccess(at(CUTOFF.japanBlock))).toEqual(blocked);
    expect(spotAccess(at(CUTOFF.japanBlock))).toEqual({ allowed: true });
    expect(marginAccess(at(CUTOFF.japanBlock - 1))).toEqual({ allowed: true });
    expect(derivativesAccess(at(CUTOFF.japanBlock - 1))).toEqual({ allowed: true });
    // An unknown opening date is read as the latest.
    expect(marginAccess(trader({ country: 'JP', createdAt: null }))).toEqual(blocked);
  });

  it('bans derivatives of accounts from Spain opened from 2024-03-06, leaving margin and spot', () => {
    expect(CUTOFF.spanishDerivativesBan).toBe(Date.UTC(2024, 2, 6));
    const at = (createdAt: number) => trader({ country: 'ES', createdAt });
    expect(derivativesAccess(at(CUTOFF.spanishDerivativesBan))).toEqual({ allowed: false, reason: 'region', country: 'ES', rule: 'spain' });
    expect(derivativesAccess(at(CUTOFF.spanishDerivativesBan - 1))).toEqual({ allowed: true });
    expect(marginAccess(at(CUTOFF.spanishDerivativesBan))).toEqual({ allowed: true });
    expect(spotAccess(at(CUTOFF.spanishDerivativesBan))).toEqual({ allowed: true });
  });

  it('applies when the verified residence is the rule’s country, whatever the sign-up country', () => {
    expect(derivativesAccess(trader({ country: 'GB', residence: 'ES' }))).toMatchObject({ allowed: false, rule: 'spain' });
    expect(marginAccess(trader({ country: 'GB', residence: 'JP' }))).toMatchObject({ allowed: false, rule: 'japan' });
    expect(marginLevelNeeded(trader({ country: 'GB', residence: 'BR' }))).toBe(LEVEL.FULL);
  });

  it('asks Full of Brazil for margin and dates the others’ need', () => {
    expect(marginAccess(trader({ country: 'BR', level: LEVEL.INTERMEDIATE }))).toEqual({
      allowed: false,
      reason: 'verification',
      needed: 'FULL',
    });
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginBasicPlus - 1 }))).toBe(LEVEL.BASIC);
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginBasicPlus }))).toBe(LEVEL.BASIC_PLUS);
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginIntermediate }))).toBe(LEVEL.INTERMEDIATE);
  });

  it('leaves paper trading open under every country rule', () => {
    for (const country of ['JP', 'ES', 'US']) {
      const p = trader({ country, paperTrading: true });
      expect([spotAccess(p), marginAccess(p), derivativesAccess(p)]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    }
  });
});

describe('deposits by residence region and account type', () => {
  it('refuses residents of a blocked region, by residence or by sign-up country', () => {
    expect(depositAccess(trader({ residence: 'US' }))).toEqual({ allowed: false, reason: 'region', country: 'US', rule: 'blocked' });
    expect(depositAccess(trader({ country: 'US' }))).toEqual({ allowed: false, reason: 'region', country: 'US', rule: 'blocked' });
    expect(depositAccess(trader({ residence: 'US', blockedRegions: [] }))).toEqual({ allowed: true });
  });

  it('asks a corporate account for high net worth, not an individual one', () => {
    expect(depositAccess(trader({ corporate: true }))).toEqual({ allowed: false, reason: 'highNetWorth' });
    expect(depositAccess(trader({ corporate: true, highNetWorth: true }))).toEqual({ allowed: true });
    expect(depositAccess(trader({ corporate: false }))).toEqual({ allowed: true });
    // High net worth opens deposits only: a corporate account's trading follows the same rules.
    expect(spotAccess(trader({ corporate: true }))).toEqual({ allowed: true });
  });

  it('asks Basic Plus of every deposit', () => {
    expect(depositAccess(trader({ level: LEVEL.BASIC }))).toEqual({ allowed: false, reason: 'verification', needed: 'BASIC_PLUS' });
  });
});

describe('every refusal says why and what the user can do', () => {
  const refusal = (what: string, p: TraderProfile, rule: (p: TraderProfile) => ReturnType<typeof spotAccess>) => {
    const a = rule(p);
    if (a.allowed) throw new Error('allowed');
    return refusalText(what, a, p);
  };
  it('names the country and what is still offered', () => {
    expect(refusal('derivatives trading', trader({ country: 'ES' }), derivativesAccess)).toBe(
      'region: derivatives trading is not offered to residents of Spain (ES); it applies to accounts opened since 2024-03-06; spot and margin trading and paper trading are still offered',
    );
    expect(refusal('margin trading', trader({ country: 'JP' }), marginAccess)).toBe(
      'region: margin trading is not offered to residents of Japan (JP); it applies to accounts opened since 2022-03-01; spot trading and paper trading are still offered',
    );
    expect(refusal('trading', trader({ country: 'US' }), spotAccess)).toBe(
      'region: trading is not offered to residents of United States (US); paper trading is still offered; if you live elsewhere now, verify your country of residence',
    );
  });
  it('sends a missing level or declaration to the Verification page', () => {
    expect(refusal('a deposit', trader({ level: 0 }), depositAccess)).toMatch(
      /needs Basic Plus \(this account is Basic\); verify on the Verification page$/,
    );
    expect(refusal('a deposit', trader({ corporate: true }), depositAccess)).toBe(
      'verification: a deposit of a corporate account needs its high net worth declared; declare it on the Verification page',
    );
  });
  it('names countries in the reader’s language', () => {
    expect(countryName('ES')).toBe('Spain');
    expect(countryName('ES', 'es-419')).toBe('España');
    expect(countryName('JP', 'ru')).toBe('Япония');
  });
});
