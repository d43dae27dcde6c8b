// How a gate's answer runs: busy while it goes to the exchange, its refusal shown. Every gate
// modal of the invest flow (and the subscription's confirmation) sends its answer through it.
import { useState } from 'react';

export const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs an answer: busy while it goes, its refusal shown. */
export function useAnswer() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    fn().then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        setError(errorOf(err));
      },
    );
  };
  return { busy, error, run };
}
