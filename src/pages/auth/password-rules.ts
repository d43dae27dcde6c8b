// The exchange's rule for new passwords (8 to 256 characters, at least 3 different characters),
// checked as the user types, and a rough strength for the meter.
export interface PasswordRule {
  id: 'length' | 'maxLength' | 'variety';
  met: boolean;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORD_MIN_DISTINCT = 3;

export function passwordRules(password: string): PasswordRule[] {
  return [
    { id: 'length', met: password.length >= PASSWORD_MIN },
    { id: 'maxLength', met: password.length <= PASSWORD_MAX },
    { id: 'variety', met: new Set(password).size >= PASSWORD_MIN_DISTINCT },
  ];
}

export function passwordAccepted(password: string): boolean {
  return passwordRules(password).every((r) => r.met);
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/** Length and kinds of characters; only a hint, the exchange's rule is passwordAccepted. */
export function passwordStrength(password: string): PasswordStrength {
  if (!passwordAccepted(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const score = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  return score >= 5 ? 'strong' : score >= 4 ? 'good' : score >= 2 ? 'fair' : 'weak';
}

/** The sign-up form's e-mail check (account-side §5: a standard pattern, case-insensitive). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i;
