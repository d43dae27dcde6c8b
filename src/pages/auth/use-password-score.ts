// The strength estimate of a password as the user types it: the estimator (and its dictionaries,
// a large module) is loaded on first use, not with the sign-up page, and the same one the
// exchange applies. Undefined until it has loaded, or for an empty password.
import { useEffect, useState } from 'react';
import type { PasswordScore } from '../../protocol/password-score';

type Estimate = (password: string, userInputs: string[]) => { score: PasswordScore };
let estimator: Promise<Estimate> | undefined;

export function usePasswordScore(password: string, userInputs: string[]): PasswordScore | undefined {
  const [scored, setScored] = useState<{ password: string; score: PasswordScore } | undefined>();
  const inputs = userInputs.join(' ');
  useEffect(() => {
    if (!password) return;
    let current = true;
    estimator ??= import('../../protocol/password-strength').then((m) => m.passwordStrength);
    void estimator.then((estimate) => {
      if (current) setScored({ password, score: estimate(password, inputs.split(' ').filter(Boolean)).score });
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return scored && scored.password === password ? scored.score : undefined;
}
