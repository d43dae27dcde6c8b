// Puts a theme on the page: its custom properties on the root element (they win over theme.css's
// first-paint palette), then `data-theme`, `data-mode` and `data-up-down`, whose change tells the
// canvas charts to read their colours again (theme-colors.ts). The native controls (scrollbars, pickers) follow the
// mode through `color-scheme`.
import type { ShownMode, Theme, UpDownScheme } from '../models/interface-settings';
import { themeProperties, THEME_PROPERTIES } from './themes';

/** What of the root element a theme changes (document.documentElement in the browser). */
export interface ThemeRoot {
  style: Pick<CSSStyleDeclaration, 'setProperty'>;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
}

export interface ShownLook {
  theme: Theme;
  mode: ShownMode;
  upDown: UpDownScheme;
}

export function applyTheme(root: ThemeRoot, look: ShownLook): void {
  const props = themeProperties(look.theme, look.mode, look.upDown);
  for (const name of THEME_PROPERTIES) root.style.setProperty(name, props[name]);
  root.style.setProperty('color-scheme', look.mode);
  if (root.getAttribute('data-up-down') !== look.upDown) root.setAttribute('data-up-down', look.upDown);
  if (root.getAttribute('data-mode') !== look.mode) root.setAttribute('data-mode', look.mode);
  if (root.getAttribute('data-theme') !== look.theme) root.setAttribute('data-theme', look.theme);
}
