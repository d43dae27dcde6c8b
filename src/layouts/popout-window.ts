// A popout window's page (popouts.ts), loaded with the first pop-out: the workspace's theme (its
// custom properties and data attributes on the root element) and language on the window's root,
// kept in step with the main window's; the window's title the panel's; and its moves and resizes
// on the screen kept with the layout. No event says a window moved, so its place is looked at
// every second (the first look only takes note of where the browser put it).
import { windowRect } from './popouts';
import type { IJsonRect } from 'flexlayout-react';

const MIRRORED = ['style', 'lang', 'dir', 'data-theme', 'data-mode', 'data-up-down'];
const POLL_MS = 1000;

export function dressPopout(win: Window, doc: Document, title: string, moved: (rect: IJsonRect) => void): () => void {
  const from = document.documentElement;
  const to = doc.documentElement;
  const mirror = () => {
    for (const name of MIRRORED) {
      const value = from.getAttribute(name);
      if (value === null) to.removeAttribute(name);
      else to.setAttribute(name, value);
    }
  };
  mirror();
  const observer = new MutationObserver(mirror);
  observer.observe(from, { attributes: true, attributeFilter: MIRRORED });
  doc.title = title;

  let last: string | undefined;
  const timer = win.setInterval(() => {
    const rect = windowRect(win);
    const now = JSON.stringify(rect);
    if (last !== undefined && now !== last) moved(rect);
    last = now;
  }, POLL_MS);
  return () => {
    observer.disconnect();
    win.clearInterval(timer);
  };
}
