// The Brazilian taxpayer number (CPF, Cadastro de Pessoas Físicas) the Brazilian site's sign-up
// asks for: eleven digits, the last two check digits of the first nine (mod 11), written bare or
// as 000.000.000-00. Numbers of one repeated digit pass the arithmetic but are never issued, so
// they are refused too. Shared by the sign-up form and the exchange's zod shape.

/** The eleven digits of a CPF written bare or with its dots and dash; undefined for anything else. */
export function cpfDigits(text: string): string | undefined {
  const v = text.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(v)) return undefined;
  return v.replace(/\D/g, '');
}

/** The check digit of the leading digits (weights from length + 1 down to 2). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether `text` is a CPF whose two check digits are right (and not one repeated digit). */
export function cpfValid(text: string): boolean {
  const d = cpfDigits(text);
  if (!d || /^(\d)\1{10}$/.test(d)) return false;
  return checkDigit(d.slice(0, 9)) === Number(d[9]) && checkDigit(d.slice(0, 10)) === Number(d[10]);
}

/** A CPF as people write it: 000.000.000-00 (the digits typed so far, while typing). */
export function formatCpf(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 11);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') + (d.length > 9 ? `-${d.slice(9)}` : '');
}
