// The term agreement's rules: the published terms read from their conf row, and terms asked
// again whenever they were modified after the time accepted (or never accepted).
import { describe, expect, it } from 'vitest';
import { termsDue, termsOf } from '../../../src/models/account/terms';

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
