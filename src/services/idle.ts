// Idle disconnection (market-side §4, code 4004): a tab left hidden for a long time gives its
// connection back to the exchange, and takes a new one the moment it is looked at again.
export interface IdleTarget {
  sleep(): void;
  wake(): void;
}

export const IDLE_AFTER_MS = 10 * 60_000;

export function watchIdle(target: IdleTarget, doc: Document = document, idleAfterMs = IDLE_AFTER_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    clearTimeout(timer);
    if (doc.visibilityState === 'hidden') timer = setTimeout(() => target.sleep(), idleAfterMs);
    else target.wake();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const onActivity = () => target.wake();
  doc.addEventListener('pointerdown', onActivity);
  doc.addEventListener('keydown', onActivity);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    doc.removeEventListener('pointerdown', onActivity);
    doc.removeEventListener('keydown', onActivity);
  };
}
