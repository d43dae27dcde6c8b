// The term agreement's rules: the published terms read from their conf row, and terms asked
// again whenever they were modified after the time accepted (or never accepted).
import { describe, expect, it } from 'vitest';
import { dueTerms, termsDue, termsOf } from '../../../src/models/account/terms';
import { TERMS_KINDS, termsKeys } from '../../../src/protocol/account/terms-kinds';
import { TERMS } from '../../../server/accounts/terms';

describe('terms', () => {
  it('reads the published terms', () => {
    expect(termsOf([[1000, 'Terms of Service', 'text']])).toEqual({ modified: 1000, title: 'Terms of Service', text: 'text' });
    expect(termsOf([null])).toBeNull();
    expect(termsOf('junk')).toBeNull();
  });

  it('asks again when modified after the acceptance', () => {
    expect(termsDue(1000, 1000)).toBe(false);
    expect(termsDue(1000, 2000)).toBe(false);
    expect(termsDue(2000, 1000)).toBe(true);
    expect(termsDue(1000, undefined)).toBe(true);
    expect(termsDue(1000, '1000')).toBe(true);
  });
});

describe('terms of several kinds', () => {
  it('asks each published kind whose acceptance is older, in order', () => {
    const conf = [
      [2000, 'Terms of Service', 'a'],
      null, // not published: never asked
      [3000, 'Securities Terms', 'c'],
    ];
    const settings = [
      ['terms:default:accepted', 2000],
      ['terms:securities:accepted', 1000],
    ];
    expect(dueTerms(['default', 'Turkish', 'securities'], conf, settings)).toEqual([
      { kind: 'securities', terms: { modified: 3000, title: 'Securities Terms', text: 'c' } },
    ]);
    expect(dueTerms(['securities', 'default'], [conf[2], [2500, 'Terms of Service', 'a2']], settings).map((d) => d.kind)).toEqual([
      'securities',
      'default',
    ]);
    expect(dueTerms(['default'], 'junk', undefined)).toEqual([]);
  });

  it('the exchange publishes every kind of the spec, each with its own text', () => {
    for (const kind of TERMS_KINDS) {
      expect(TERMS[kind].title, kind).not.toBe('');
      expect(TERMS[kind].text.length, kind).toBeGreaterThan(80);
    }
    expect(new Set(TERMS_KINDS.map((k) => TERMS[k].text)).size).toBe(TERMS_KINDS.length);
    expect(termsKeys('Turkish')).toEqual({
      accepted: 'terms:Turkish:accepted',
      seen: 'terms:Turkish:seen',
      modified: 'terms:Turkish:modified',
    });
  });
});
