// The notification sound (chime.ts) loaded on its first use: the first load carries only this
// stand-in, which hands each tone on once the chime has arrived (a tone asked for while sound
// notices are off loads nothing).
import type { ChimeDeps, ChimePort } from './chime';

export function lazyChime(deps: ChimeDeps): ChimePort {
  let real: ChimePort | undefined;
  let loading: Promise<ChimePort> | undefined;
  const load = () => (loading ??= import('./chime').then((m) => (real = m.createChime(deps))));
  return {
    unlock() {
      if (real) real.unlock();
      else void load().then((chime) => chime.unlock());
    },
    play(level, kind) {
      if (real) real.play(level, kind);
      else if (deps.enabled()) void load().then((chime) => chime.play(level, kind));
    },
  };
}
