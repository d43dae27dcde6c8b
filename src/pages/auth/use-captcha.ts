// The local captcha of a form: asks the exchange whether one is needed for this method (and
// login), fetches a question when it is, and gives the answer to send. A question is spent by
// its first check, right or wrong, so every submission is followed by a fresh one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import { type CaptchaAnswer, type CaptchaChallenge, type CaptchaMethod, captchaAnswer } from '../../models/session';
import { errorText } from './text';

export interface CaptchaState {
  required: boolean;
  challenge: CaptchaChallenge | null;
  answer: string;
  error: string | null;
  setAnswer(answer: string): void;
  /** Asks again whether a captcha is needed (e.g. after a failed login) and for a new question. */
  refresh(login?: string): Promise<void>;
  /** The answer to send, or undefined when none is needed. */
  token(): CaptchaAnswer | undefined;
  /** True when a captcha is needed but not answered. */
  missing(): boolean;
}

export function useCaptcha(method: CaptchaMethod, enabled = true): CaptchaState {
  const auth = useAuth();
  const [required, setRequired] = useState(false);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const lastLogin = useRef<string | undefined>(undefined);

  const refresh = useCallback(
    async (login?: string) => {
      const mine = ++generation.current;
      if (login !== undefined) lastLogin.current = login;
      try {
        const need = await auth.captchaRequired(method, lastLogin.current);
        const next = need ? await auth.captchaChallenge() : null;
        if (mine !== generation.current) return;
        setRequired(need);
        setChallenge(next);
        setAnswer('');
        setError(null);
      } catch (err) {
        if (mine === generation.current) setError(errorText(err));
      }
    },
    [auth, method],
  );

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);

  return {
    required,
    challenge,
    answer,
    error,
    setAnswer,
    refresh,
    token: () => (required && challenge ? captchaAnswer(challenge.id, answer) : undefined),
    missing: () => required && (!challenge || answer.trim() === ''),
  };
}
