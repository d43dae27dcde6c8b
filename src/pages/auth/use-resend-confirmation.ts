// Sending the sign-up confirmation link again (after sign-up, or from a link that did not work):
// whether it is on its way, was sent, or what the exchange answered instead.
import { useState } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import { errorText } from './text';

export function useResendConfirmation() {
  const auth = useAuth();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function resend(email: string): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await auth.resendConfirmation(email);
      setSent(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return { sent, error, setError, busy, resend };
}
