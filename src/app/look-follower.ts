// Keeps the page in the user's look: the settings' theme, mode and up/down scheme applied to the
// root element as soon as they change (no reload), `auto` following the system's light or dark
// preference live. The look shown is remembered in this browser, so the next page load paints
// in it from the start, before the settings are read.
import { autorun, observable, runInAction } from 'mobx';
import type { ShownLook, ThemeRoot } from '../ui/apply-theme';
import {
  DEFAULT_MODE,
  DEFAULT_THEME,
  DEFAULT_UP_DOWN,
  lookString,
  parseLookString,
  shownMode,
  type Look,
  LOOK_HINT_KEY,
} from '../models/interface-settings';

export { LOOK_HINT_KEY };

/** The system's preference (matchMedia('(prefers-color-scheme: light)')). */
export interface SystemScheme {
  matches: boolean;
  addEventListener(type: 'change', listener: (e: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (e: { matches: boolean }) => void): void;
}

/** `apply` is apply-theme's applyTheme, handed in so the palettes load in a chunk of their own
 *  (beside the first load, not in it). */
export function followLook(
  settings: { readonly look: Look },
  root: ThemeRoot,
  apply: (root: ThemeRoot, look: ShownLook) => void,
  system?: SystemScheme,
  hint?: Pick<Storage, 'setItem'>,
): () => void {
  const prefersLight = observable.box(system?.matches ?? false);
  const onChange = (e: { matches: boolean }) => runInAction(() => prefersLight.set(e.matches));
  system?.addEventListener('change', onChange);
  const stop = autorun(() => {
    const look = settings.look;
    apply(root, { theme: look.theme, mode: shownMode(look.mode, prefersLight.get()), upDown: look.upDown });
    try {
      hint?.setItem(LOOK_HINT_KEY, lookString(look));
    } catch {
      // Storage refused: the next load paints the default first.
    }
  });
  return () => {
    stop();
    system?.removeEventListener('change', onChange);
  };
}

/** The look to paint the first frame in: the one this browser showed last, else the default. */
export function startingLook(storage: Pick<Storage, 'getItem'> | undefined): Look {
  let kept: string | null;
  try {
    kept = storage?.getItem(LOOK_HINT_KEY) ?? null;
  } catch {
    kept = null;
  }
  return parseLookString(kept) ?? { theme: DEFAULT_THEME, mode: DEFAULT_MODE, upDown: DEFAULT_UP_DOWN };
}
