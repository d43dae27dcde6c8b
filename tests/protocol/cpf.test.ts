// The CPF of the Brazilian site's sign-up (issue 16, item 9): eleven digits, bare or written
// 000.000.000-00, whose two check digits follow from the others (mod 11); one repeated digit is
// never a CPF. The same rule is the form's and the exchange's (the sign-up call's zod shape).
import { describe, expect, it } from 'vitest';
import { cpfDigits, cpfValid, formatCpf } from '../../src/protocol/account/cpf';
import { SignupBody } from '../../src/protocol/calls/account-bodies';

describe('the CPF rule', () => {
  it('accepts numbers whose check digits match, bare or formatted', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', '000.000.001-91', '123.456.789-09'])
      expect(cpfValid(cpf), cpf).toBe(true);
  });

  it('refuses a wrong first or second check digit, every one-digit change, and repeated digits', () => {
    expect(cpfValid('529.982.247-35')).toBe(false); // first check digit
    expect(cpfValid('529.982.247-26')).toBe(false); // second check digit
    // A single changed digit anywhere breaks at least one check digit.
    const base = '52998224725';
    for (let i = 0; i < 11; i++) {
      const d = (Number(base[i]) + 1) % 10;
      const changed = base.slice(0, i) + d + base.slice(i + 1);
      expect(cpfValid(changed), changed).toBe(false);
    }
    for (let d = 0; d <= 9; d++) expect(cpfValid(String(d).repeat(11))).toBe(false);
  });

  it('reads only the two ways a CPF is written', () => {
    expect(cpfDigits(' 529.982.247-25 ')).toBe('52998224725');
    expect(cpfDigits('5299822472')).toBeUndefined(); // ten digits
    expect(cpfDigits('529982247-25')).toBeUndefined(); // half formatted
    expect(cpfDigits('529.982.247/25')).toBeUndefined();
    expect(cpfValid('')).toBe(false);
  });

  it('formats the digits typed so far', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529.982.247-25999')).toBe('529.982.247-25');
  });

  it('is the sign-up call’s shape (a CPF with wrong check digits is refused before anything else)', () => {
    const body = { email: 'a@b.co', password: 'x', country: 'BR' };
    expect(SignupBody.safeParse({ ...body, cpf: '529.982.247-25' }).success).toBe(true);
    const bad = SignupBody.safeParse({ ...body, cpf: '529.982.247-24' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['cpf']);
    expect(SignupBody.safeParse({ ...body, phone: '+55 11 91234-5678' }).success).toBe(true);
    expect(SignupBody.safeParse({ ...body, phone: 'call me' }).success).toBe(false);
  });
});
