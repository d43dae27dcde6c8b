// Every theme in every mode and up/down scheme reads at WCAG AA (shared UI.md "Access"): the texts
// on the three grounds, the accent's text on the accent, links, up and down on a panel, at 4.5:1 or more;
// the high-contrast theme's texts at 7:1 (AAA). The contrast is WCAG 2's relative-luminance ratio,
// written out here so the test depends on nothing but the palettes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES, UP_DOWN_SCHEMES } from '../../../src/models/interface-settings';
import { THEME_PROPERTIES, themeProperties, withAlpha, type ThemeProperty } from '../../../src/ui/themes';

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not #rrggbb: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const AA = 4.5;
const AAA = 7;
const TEXTS: ThemeProperty[] = ['--text', '--text-dim', '--text-strong'];
const GROUNDS: ThemeProperty[] = ['--bg', '--bg-panel', '--bg-header'];

const cases = THEMES.flatMap((theme) =>
  (['dark', 'light'] as const).flatMap((mode) => UP_DOWN_SCHEMES.map((upDown) => ({ theme, mode, upDown }))),
);

describe.each(cases)('$theme theme, $mode mode, $upDown', ({ theme, mode, upDown }) => {
  const p = themeProperties(theme, mode, upDown);
  const need = theme === 'high-contrast' ? AAA : AA;

  it.each(TEXTS.flatMap((text) => GROUNDS.map((ground) => [text, ground] as const)))('%s on %s', (text, ground) => {
    expect(contrast(p[text], p[ground])).toBeGreaterThanOrEqual(need);
  });

  it('--accent-text on --accent, links (--accent), --up and --down on --bg-panel (and it on their fills)', () => {
    expect(contrast(p['--accent-text'], p['--accent'])).toBeGreaterThanOrEqual(AA);
    expect(contrast(p['--accent'], p['--bg-panel'])).toBeGreaterThanOrEqual(AA);
    expect(contrast(p['--up'], p['--bg-panel'])).toBeGreaterThanOrEqual(AA);
    expect(contrast(p['--down'], p['--bg-panel'])).toBeGreaterThanOrEqual(AA);
  });

  it('the link colours, markers on the tabs, stand out from the tab strip, the panel and a selected tab at 3:1 (non-text)', () => {
    for (const link of ['--link-blue', '--link-green', '--link-amber', '--link-violet'] as const) {
      for (const ground of ['--bg-header', '--bg-panel', '--bg-selected'] as const) {
        expect(contrast(p[link], p[ground]), `${link} on ${ground}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('sets every property of theme.css, the translucent ones derived from up and down', () => {
    expect(Object.keys(p).sort()).toEqual([...THEME_PROPERTIES].sort());
    expect(p['--up-depth']).toBe(withAlpha(p['--up'], mode === 'dark' ? 0.16 : 0.12));
    expect(p['--down-flash']).toBe(withAlpha(p['--down'], mode === 'dark' ? 0.28 : 0.2));
  });
});

describe('the palettes', () => {
  it('swap up and down for red-up, blue and orange in the colourblind theme', () => {
    const green = themeProperties('default', 'dark', 'green-up');
    const red = themeProperties('default', 'dark', 'red-up');
    expect([red['--up'], red['--down'], red['--up-volume']]).toEqual([green['--down'], green['--up'], green['--down-volume']]);
    const blind = themeProperties('colourblind', 'light', 'green-up');
    const blindRed = themeProperties('colourblind', 'light', 'red-up');
    expect(blindRed['--up']).toBe(blind['--down']);
    expect(luminance(blind['--up'])).not.toBe(luminance(blind['--down']));
  });

  it('theme.css paints the first frame in the default dark palette, every property of it', () => {
    const css = readFileSync(path.join(__dirname, '../../../src/ui/theme.css'), 'utf8');
    const root = /:root[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries([...root.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
    expect(declared).toEqual(themeProperties('default', 'dark', 'green-up'));
  });
});
