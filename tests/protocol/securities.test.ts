// The securities sales' list and gates (protocol/account/securities.ts): the public list is the
// sales featured or started, not completed, not ended, by start; the gates close in the order the
// client asks them and the exchange refuses; the rows and the El Salvador document's check digit.
import { describe, expect, it } from 'vitest';
import {
  activeSales,
  closedGates,
  decodeSale,
  decodeStatus,
  duiValid,
  encodeSale,
  encodeStatus,
  GATE_ORDER,
  isAccredited,
  isProhibited,
  nextGate,
  type SecuritiesSale,
  type SecuritiesStatus,
} from '../../src/protocol/account/securities';
import { seedSales } from '../../server/trading/securities';

const NOW = Date.UTC(2026, 10, 26);
const DAY = 86_400_000;
let nextId = 1;
const sale = (over: Partial<SecuritiesSale>): SecuritiesSale => ({
  id: nextId++,
  name: 'Sale',
  issuer: 'Issuer',
  region: 'general',
  token: 'TOK',
  currency: 'USD',
  price: 10,
  min: 10,
  max: 1000,
  startMts: NOW - DAY,
  endMts: NOW + DAY,
  featured: false,
  completed: false,
  raised: 0,
  target: 10_000,
  ...over,
});

describe('active sales', () => {
  it('lists the featured or started sales, not completed, not ended, by start', () => {
    const started = sale({ name: 'started', startMts: NOW - 5 * DAY });
    const justStarted = sale({ name: 'starts now', startMts: NOW });
    const featuredSoon = sale({ name: 'featured, to come', startMts: NOW + 3 * DAY, endMts: NOW + 9 * DAY, featured: true });
    const soon = sale({ name: 'to come', startMts: NOW + DAY, endMts: NOW + 9 * DAY });
    const ended = sale({ name: 'ended', startMts: NOW - 9 * DAY, endMts: NOW - DAY, featured: true });
    const endsNow = sale({ name: 'ends now', endMts: NOW });
    const completed = sale({ name: 'completed', featured: true, completed: true });
    const early = sale({ name: 'early', startMts: NOW - 20 * DAY });
    const sameStart = sale({ name: 'same start, later id', startMts: NOW - 5 * DAY });
    const list = activeSales([soon, featuredSoon, ended, sameStart, started, endsNow, completed, justStarted, early], NOW);
    expect(list.map((s) => s.name)).toEqual(['early', 'started', 'same start, later id', 'starts now', 'featured, to come']);
  });

  it('keeps four of the seven seeded sales, by start', () => {
    const seeded = seedSales(NOW).map((s, i) => ({
      ...decodeSale([
        i + 1,
        s.name,
        s.issuer,
        s.region,
        s.token,
        s.currency,
        Number(s.price),
        Number(s.min_amount),
        Number(s.max_amount),
        s.start_mts,
        s.end_mts,
        s.featured,
        s.completed,
        Number(s.raised),
        Number(s.target),
      ])!,
    }));
    expect(activeSales(seeded, NOW).map((s) => s.token)).toEqual(['VOLCB', 'TDGB31', 'QSOLA', 'HRBL']);
    expect(new Set(seeded.map((s) => s.region))).toEqual(new Set(['general', 'aifc', 'el_salvador']));
  });

  it('reads back the rows it writes and refuses what is not one', () => {
    const s = sale({ featured: true, region: 'aifc' });
    expect(decodeSale(encodeSale(s))).toEqual(s);
    expect(decodeSale([1, 'x'])).toBeUndefined();
    expect(decodeSale(encodeSale(s).map((v, i) => (i === 3 ? 'moon' : v)))).toBeUndefined();
  });
});

const OPEN: SecuritiesStatus = {
  enabled: true,
  usResident: false,
  accredited: false,
  prohibited: 'passed',
  membership: true,
  aifc: true,
  elSalvador: true,
  master: false,
};

describe('gates', () => {
  it('closes in the order asked: enabled, US, prohibited person, membership, the region', () => {
    const none: SecuritiesStatus = {
      enabled: true,
      usResident: null,
      accredited: false,
      prohibited: null,
      membership: false,
      aifc: false,
      elSalvador: false,
      master: false,
    };
    expect(closedGates(none, 'general')).toEqual(['us', 'prohibited', 'membership']);
    expect(closedGates(none, 'aifc')).toEqual(['us', 'prohibited', 'membership', 'aifc']);
    expect(closedGates(none, 'el_salvador')).toEqual(['us', 'prohibited', 'membership', 'elSalvador']);
    expect(closedGates({ ...none, enabled: false }, 'general')[0]).toBe('enabled');
    // Answered one by one, the next gate is the following one.
    let s = none;
    const asked: string[] = [];
    for (const answer of [
      { usResident: false },
      { prohibited: 'passed' as const },
      { membership: true },
      { elSalvador: true },
    ] satisfies Array<Partial<SecuritiesStatus>>) {
      asked.push(nextGate(s, 'el_salvador')!);
      s = { ...s, ...answer };
    }
    expect(asked).toEqual(['us', 'prohibited', 'membership', 'elSalvador']);
    expect(nextGate(s, 'el_salvador')).toBeUndefined();
    expect(asked.map((g) => GATE_ORDER.indexOf(g as never))).toEqual(
      [...asked.map((g) => GATE_ORDER.indexOf(g as never))].sort((a, b) => a - b),
    );
  });

  it('lets a US person through as an accredited investor only, and never a prohibited person', () => {
    expect(nextGate({ ...OPEN, usResident: true }, 'general')).toBe('usAccredited');
    expect(nextGate({ ...OPEN, usResident: true, accredited: true }, 'general')).toBeUndefined();
    expect(nextGate({ ...OPEN, prohibited: 'blocked' }, 'general')).toBe('prohibitedBlocked');
    expect(nextGate({ ...OPEN, aifc: false }, 'general')).toBeUndefined();
    expect(nextGate({ ...OPEN, aifc: false }, 'aifc')).toBe('aifc');
    expect(nextGate({ ...OPEN, elSalvador: false }, 'el_salvador')).toBe('elSalvador');
  });

  it('reads back the status row', () => {
    const s: SecuritiesStatus = { ...OPEN, usResident: null, prohibited: null, master: true };
    expect(decodeStatus(encodeStatus(s))).toEqual(s);
    expect(decodeStatus(encodeStatus(OPEN))).toEqual(OPEN);
  });

  it('answers the questions deterministically', () => {
    expect(isProhibited({ sanctioned: false, politicallyExposed: false, restrictedJurisdiction: false })).toBe(false);
    expect(isProhibited({ sanctioned: false, politicallyExposed: true, restrictedJurisdiction: false })).toBe(true);
    expect(isAccredited({ income: 199_999, netWorth: 999_999, licensed: false })).toBe(false);
    expect(isAccredited({ income: 200_000, netWorth: 0, licensed: false })).toBe(true);
    expect(isAccredited({ income: 0, netWorth: 1_000_000, licensed: false })).toBe(true);
    expect(isAccredited({ income: 0, netWorth: 0, licensed: true })).toBe(true);
    // 0 1 2 3 4 5 6 7 weighted 9..2: 0+8+14+18+20+20+18+14 = 112 → (10 − 2) mod 10 = 8.
    expect(duiValid('01234567-8')).toBe(true);
    expect(duiValid('01234567-9')).toBe(false);
    expect(duiValid('012345678')).toBe(false);
  });
});
