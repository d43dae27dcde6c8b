// The exchange's rule for new passwords (8 to 256 characters, at least 3 different characters,
// not easy to guess by the strength estimator), checked as the user types, and the strength for
// the meter. The estimator's score comes in once its module has loaded (undefined until then).
import { MIN_PASSWORD_SCORE, type PasswordScore } from '../../protocol/password-score';

export interface PasswordRule {
  id: 'length' | 'maxLength' | 'variety' | 'guessable';
  met: boolean;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORD_MIN_DISTINCT = 3;

export function passwordRules(password: string, score?: PasswordScore): PasswordRule[] {
  const rules: PasswordRule[] = [
    { id: 'length', met: password.length >= PASSWORD_MIN },
    { id: 'maxLength', met: password.length <= PASSWORD_MAX },
    { id: 'variety', met: new Set(password).size >= PASSWORD_MIN_DISTINCT },
  ];
  if (score !== undefined) rules.push({ id: 'guessable', met: score >= MIN_PASSWORD_SCORE });
  return rules;
}

export function passwordAccepted(password: string, score?: PasswordScore): boolean {
  return passwordRules(password, score).every((r) => r.met);
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

const BY_SCORE: readonly PasswordStrength[] = ['weak', 'weak', 'fair', 'good', 'strong'];

/** The estimator's score once known; before that, length and kinds of characters as a hint. */
export function passwordStrength(password: string, score?: PasswordScore): PasswordStrength {
  if (!passwordAccepted(password, score)) return 'weak';
  if (score !== undefined) return BY_SCORE[score] ?? 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const hint = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  return hint >= 5 ? 'strong' : hint >= 4 ? 'good' : hint >= 2 ? 'fair' : 'weak';
}

/** The sign-up form's e-mail check (account-side §5: a standard pattern, case-insensitive). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i;
