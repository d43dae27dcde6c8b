// Progress for waits: nothing for the first second (account-side §2: the delayed-load signal
// fires after 1 s), then a spinner with its text.
import { useEffect, useState } from 'react';

export const DELAYED_LOAD_MS = 1000;

export function DelayedLoader({ label, delayMs = DELAYED_LOAD_MS }: { label: string; delayMs?: number }) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    const t = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  if (!shown) return null;
  return (
    <div className="ui-loader" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
