// The gates beside margin and derivatives (account-side §6): deposits, the account-wide blocks
// (freeze, a blocked region of residence) and the refusal texts the client reads back.
import { describe, expect, it } from 'vitest';
import {
  depositAccess,
  marginAccess,
  neededLevelOf,
  refusalText,
  spotAccess,
  withdrawAccess,
  type TraderProfile,
} from '../../src/protocol/account/trading-access';

const p = (over: Partial<TraderProfile>): TraderProfile => ({
  level: 0,
  createdAt: Date.UTC(2024, 0, 1),
  country: 'GB',
  paperTrading: false,
  blockedRegions: ['US'],
  ...over,
});

describe('deposit, spot and withdrawal gates', () => {
  it('asks Basic Plus of deposits, and high net worth of a corporate account', () => {
    expect(depositAccess(p({}))).toEqual({ allowed: false, reason: 'verification', needed: 'BASIC_PLUS' });
    expect(depositAccess(p({ level: 1 }))).toEqual({ allowed: true });
    expect(depositAccess(p({ level: 3, corporate: true }))).toEqual({ allowed: false, reason: 'highNetWorth' });
    expect(depositAccess(p({ level: 3, corporate: true, highNetWorth: true }))).toEqual({ allowed: true });
  });

  it('blocks residents (or sign-ups) of a blocked region from everything with real money', () => {
    expect(depositAccess(p({ level: 3, residence: 'US' }))).toEqual({ allowed: false, reason: 'region', country: 'US', rule: 'blocked' });
    expect(spotAccess(p({ country: 'US' }))).toEqual({ allowed: false, reason: 'region', country: 'US', rule: 'blocked' });
    expect(marginAccess(p({ level: 3, residence: 'US' }))).toEqual({ allowed: false, reason: 'region', country: 'US', rule: 'blocked' });
    expect(spotAccess(p({ country: 'US', paperTrading: true }))).toEqual({ allowed: true });
    expect(spotAccess(p({ country: 'US', blockedRegions: [] }))).toEqual({ allowed: true });
  });

  it('locks trading and withdrawals of a frozen account, paper trading included', () => {
    const frozen = p({ level: 3, frozen: true });
    expect(spotAccess(frozen)).toEqual({ allowed: false, reason: 'frozen' });
    expect(spotAccess({ ...frozen, paperTrading: true })).toEqual({ allowed: false, reason: 'frozen' });
    expect(withdrawAccess(frozen)).toEqual({ allowed: false, reason: 'frozen' });
    expect(withdrawAccess(p({}))).toEqual({ allowed: true });
  });

  it('says why in a text whose level the client reads back', () => {
    const basic = p({});
    const text = refusalText('margin trading', { allowed: false, reason: 'verification', needed: 'INTERMEDIATE' }, basic);
    expect(text).toBe('verification: margin trading needs Intermediate (this account is Basic); verify on the Verification page');
    expect(neededLevelOf(text)).toBe('INTERMEDIATE');
    expect(neededLevelOf(refusalText('a deposit', { allowed: false, reason: 'verification', needed: 'BASIC_PLUS' }, basic))).toBe(
      'BASIC_PLUS',
    );
    expect(neededLevelOf('account: frozen (trading is locked until the freeze is lifted)')).toBeUndefined();
    expect(refusalText('trading', { allowed: false, reason: 'frozen' }, basic)).toBe(
      'account: frozen (trading is locked until the freeze is lifted)',
    );
  });
});
