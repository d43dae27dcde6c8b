// Components loaded when first shown (the widgets, the narrow screens' grid), and the state of a
// widget that keeps none.
import type { ComponentType } from 'react';
import { lazyPage } from '../app/lazy-page';

/** A component loaded when it first shows: each widget is a chunk of its own, so the workspace's
 *  first load carries none of them, nor the libraries only they use (charts, tables, the grid);
 *  a chunk a deploy replaced reloads the page once (lazy-page.ts). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPage(() => load().then((component) => ({ default: component })));
}

/** The state of a widget that keeps none. */
export const noState = (): Record<string, never> => ({});

/** The saved state as it is, for a widget that reads its own (in its lazy chunk, not in the
 *  workspace's first load). */
export const rawState = (raw: unknown): unknown => raw;
