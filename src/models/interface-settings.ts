// The choices of the interface settings (market-side §3 "UI settings"): the spec's themes and
// modes, the up/down colour scheme, and the combined string the spec writes the look as
// (`default-theme:dark-mode:default`). Plain values, so the palettes (ui/themes.ts), the settings
// model and the page that offers them agree on the names.
export const THEMES = ['default', 'classic', 'high-contrast', 'colourblind', 'experimental'] as const;
export type Theme = (typeof THEMES)[number];

/** `auto` follows the system's light or dark preference (prefers-color-scheme), live. */
export const MODES = ['dark', 'light', 'auto'] as const;
export type Mode = (typeof MODES)[number];
/** What a mode shows at a given moment. */
export type ShownMode = Exclude<Mode, 'auto'>;

/** Green for up (the default) or red for up, as East-Asian markets colour them. */
export const UP_DOWN_SCHEMES = ['green-up', 'red-up'] as const;
export type UpDownScheme = (typeof UP_DOWN_SCHEMES)[number];

export const DEFAULT_THEME: Theme = 'default';
export const DEFAULT_MODE: Mode = 'dark';
export const DEFAULT_UP_DOWN: UpDownScheme = 'green-up';

export const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (THEMES as readonly string[]).includes(v);
export const isMode = (v: unknown): v is Mode => typeof v === 'string' && (MODES as readonly string[]).includes(v);
export const isUpDownScheme = (v: unknown): v is UpDownScheme =>
  typeof v === 'string' && (UP_DOWN_SCHEMES as readonly string[]).includes(v);

export interface Look {
  theme: Theme;
  mode: Mode;
  upDown: UpDownScheme;
}

/** The spec's combined string: `<theme>-theme:<mode>-mode:<scheme>`, the scheme `default` for
 *  green-up. */
export function lookString(look: Look): string {
  return `${look.theme}-theme:${look.mode}-mode:${look.upDown === 'green-up' ? 'default' : look.upDown}`;
}

/** The look a combined string names; undefined when it is not one. */
export function parseLookString(text: unknown): Look | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(.+)-theme:(.+)-mode:(.+)$/.exec(text);
  if (!m) return undefined;
  const [, theme, mode, scheme] = m;
  const upDown = scheme === 'default' ? 'green-up' : scheme;
  return isTheme(theme) && isMode(mode) && isUpDownScheme(upDown) ? { theme, mode, upDown } : undefined;
}

/** The mode shown: `auto` is light when the system prefers light, else dark. */
export function shownMode(mode: Mode, systemPrefersLight: boolean): ShownMode {
  return mode === 'auto' ? (systemPrefersLight ? 'light' : 'dark') : mode;
}

/** Where this browser keeps the look it showed last (the spec's combined string), read before
 *  the settings by the app and by the marketing site. */
export const LOOK_HINT_KEY = 'tradedesk:look';
