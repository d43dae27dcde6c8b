// How guessable a new password is, by a maintained estimator (zxcvbn-ts: dictionaries of common
// passwords, names and words, keyboard patterns, dates, repeats, l33t). The exchange refuses a
// password scored below MIN_PASSWORD_SCORE; the sign-up page loads this module lazily to say so
// as the user types. Its dictionaries are large: nothing else imports it.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';

import { MIN_PASSWORD_SCORE, type PasswordScore } from './password-score';

let estimator: ZxcvbnFactory | undefined;

export interface PasswordStrengthResult {
  score: PasswordScore;
  /** The estimator's reason, e.g. "This is a top-10 common password." ('' when none). */
  warning: string;
}

/** `userInputs`: words of the account (its e-mail) that must not make the password easy. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrengthResult {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common, ...english }, graphs: adjacencyGraphs, translations });
  // The estimate's cost grows with the length; past 100 characters it says nothing new.
  const r = estimator.check(password.slice(0, 100), userInputs);
  return { score: r.score, warning: r.feedback.warning ?? '' };
}

/** The refusal text for a password that is too easy to guess, or undefined. */
export function weakPasswordProblem(password: string, userInputs: string[] = []): string | undefined {
  const { score, warning } = passwordStrength(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  return `password: too easy to guess${warning ? ` (${warning.replace(/\.$/, '')})` : ''}, add more words or characters`;
}
