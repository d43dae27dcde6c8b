// Live figures of a marketing page: `load` at once and every `everyMs` while the page shows (and
// the tab is visible), keeping the last good answer through a failed one.
import { useEffect, useState } from 'react';

export interface Polled<T> {
  value: T | undefined;
  failed: boolean;
}

export function usePoll<T>(load: () => Promise<T>, everyMs: number, key: string): Polled<T> {
  const [state, setState] = useState<Polled<T> & { key: string }>({ key, value: undefined, failed: false });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (document.visibilityState === 'hidden') {
        timer = setTimeout(run, everyMs);
        return;
      }
      load().then(
        (value) => live && setState({ key, value, failed: false }),
        () => live && setState((s) => ({ ...s, key, failed: true })),
      );
      timer = setTimeout(run, everyMs);
    };
    run();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` is rebuilt every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, everyMs]);
  return state.key === key ? state : { value: undefined, failed: false };
}
