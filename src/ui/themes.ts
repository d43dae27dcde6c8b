// The palettes of the spec's five themes, each in dark and light (shared UI.md "Surfaces"): the
// custom properties every component colours itself with. Only the base colours are written here;
// the translucent flash, depth and volume colours are derived from up and down, so a palette
// cannot get them out of step, and the up/down scheme swaps the pair before they are derived.
// theme.css keeps the default dark palette as the first paint's, until these are applied.
import type { ShownMode, Theme, UpDownScheme } from '../models/interface-settings';

/** The colours a palette writes by hand (hex), plus the overlay (rgba). */
export interface BasePalette {
  bg: string;
  bgPanel: string;
  bgHeader: string;
  bgInput: string;
  bgRowHover: string;
  bgSelected: string;
  bgOverlay: string;
  border: string;
  borderStrong: string;
  text: string;
  textDim: string;
  textStrong: string;
  accent: string;
  accentText: string;
  accentWarm: string;
  up: string;
  down: string;
  chartGrid: string;
  focus: string;
  /** The link groups' colours (layouts/link-groups.ts), in LINK_COLOURS' order. */
  link: readonly [string, string, string, string];
}

/** Every custom property of the theme (the set theme.css declares), by its name. */
export const THEME_PROPERTIES = [
  '--bg',
  '--bg-panel',
  '--bg-header',
  '--bg-input',
  '--bg-row-hover',
  '--bg-selected',
  '--bg-overlay',
  '--border',
  '--border-strong',
  '--text',
  '--text-dim',
  '--text-strong',
  '--accent',
  '--accent-text',
  '--accent-warm',
  '--up',
  '--down',
  '--up-flash',
  '--down-flash',
  '--up-depth',
  '--down-depth',
  '--up-volume',
  '--down-volume',
  '--chart-grid',
  '--focus',
  '--link-blue',
  '--link-green',
  '--link-amber',
  '--link-violet',
] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];

export const PALETTES: Readonly<Record<Theme, Readonly<Record<ShownMode, BasePalette>>>> = {
  /** Today's look: blue-grey, calm, green and red. */
  default: {
    dark: {
      bg: '#0f1419',
      bgPanel: '#12181f',
      bgHeader: '#19202a',
      bgInput: '#0c1116',
      bgRowHover: '#1c2530',
      bgSelected: '#21303f',
      bgOverlay: 'rgba(4, 7, 10, 0.66)',
      border: '#253040',
      borderStrong: '#34424f',
      text: '#d6dde6',
      textDim: '#8593a3',
      textStrong: '#f2f5f8',
      accent: '#4c9aff',
      accentText: '#06121f',
      accentWarm: '#e0b64a',
      up: '#27ad75',
      down: '#e5484e',
      chartGrid: '#1a222c',
      focus: '#79b4ff',
      link: ['#4c9aff', '#3fb950', '#e3b341', '#b083f0'],
    },
    light: {
      bg: '#f4f6f8',
      bgPanel: '#ffffff',
      bgHeader: '#eef1f4',
      bgInput: '#ffffff',
      bgRowHover: '#e8edf2',
      bgSelected: '#dde7f3',
      bgOverlay: 'rgba(20, 30, 40, 0.4)',
      border: '#d5dbe2',
      borderStrong: '#b9c2cc',
      text: '#1d2630',
      textDim: '#5b6876',
      textStrong: '#0b1015',
      accent: '#1f6fd6',
      accentText: '#ffffff',
      accentWarm: '#a86f00',
      up: '#13804f',
      down: '#c4262c',
      chartGrid: '#edf0f3',
      focus: '#1f6fd6',
      link: ['#1f6fd6', '#1a7f37', '#9a6700', '#8250df'],
    },
  },
  /** An older exchange's warmth: navy and slate with amber at night, beige paper by day. */
  classic: {
    dark: {
      bg: '#172131',
      bgPanel: '#1c2739',
      bgHeader: '#243147',
      bgInput: '#131c2a',
      bgRowHover: '#283750',
      bgSelected: '#30425f',
      bgOverlay: 'rgba(8, 12, 20, 0.66)',
      border: '#33435c',
      borderStrong: '#4a5b76',
      text: '#dfe3e8',
      textDim: '#9ba7b7',
      textStrong: '#ffffff',
      accent: '#f2a93b',
      accentText: '#1d1302',
      accentWarm: '#ef8f5a',
      up: '#4cbf7f',
      down: '#f06262',
      chartGrid: '#212d41',
      focus: '#ffc266',
      link: ['#6cb6ff', '#57c785', '#f2a93b', '#c297ff'],
    },
    light: {
      bg: '#f3efe5',
      bgPanel: '#fbf9f3',
      bgHeader: '#e9e3d5',
      bgInput: '#fffdf8',
      bgRowHover: '#eee7d8',
      bgSelected: '#e2d8c2',
      bgOverlay: 'rgba(40, 34, 20, 0.4)',
      border: '#d8cfbb',
      borderStrong: '#b9ad94',
      text: '#2b2925',
      textDim: '#5f594e',
      textStrong: '#14130f',
      accent: '#1d4e89',
      accentText: '#ffffff',
      accentWarm: '#8f5300',
      up: '#1b7340',
      down: '#b02a22',
      chartGrid: '#ebe5d8',
      focus: '#1d4e89',
      link: ['#1d4e89', '#1b7340', '#8f5300', '#6f42c1'],
    },
  },
  /** Pure black or white behind, strong borders, every text at 7:1 or more. */
  'high-contrast': {
    dark: {
      bg: '#000000',
      bgPanel: '#000000',
      bgHeader: '#0d0d0d',
      bgInput: '#000000',
      bgRowHover: '#1f1f1f',
      bgSelected: '#003366',
      bgOverlay: 'rgba(0, 0, 0, 0.8)',
      border: '#8c8c8c',
      borderStrong: '#ffffff',
      text: '#ffffff',
      textDim: '#d9d9d9',
      textStrong: '#ffffff',
      accent: '#5cc8ff',
      accentText: '#000000',
      accentWarm: '#ffd84d',
      up: '#3fe08a',
      down: '#ff7070',
      chartGrid: '#333333',
      focus: '#ffff00',
      link: ['#5cc8ff', '#3fe08a', '#ffd84d', '#d7a6ff'],
    },
    light: {
      bg: '#ffffff',
      bgPanel: '#ffffff',
      bgHeader: '#f0f0f0',
      bgInput: '#ffffff',
      bgRowHover: '#e6e6e6',
      bgSelected: '#cce0ff',
      bgOverlay: 'rgba(0, 0, 0, 0.6)',
      border: '#595959',
      borderStrong: '#000000',
      text: '#000000',
      textDim: '#2e2e2e',
      textStrong: '#000000',
      accent: '#003fb3',
      accentText: '#ffffff',
      accentWarm: '#6b3f00',
      up: '#005f27',
      down: '#a80000',
      chartGrid: '#cccccc',
      focus: '#000000',
      link: ['#003fb3', '#005f27', '#6b3f00', '#5a189a'],
    },
  },
  /** Blue for up and orange for down, told apart by every common colour-vision deficiency. */
  colourblind: {
    dark: {
      bg: '#0f1419',
      bgPanel: '#12181f',
      bgHeader: '#19202a',
      bgInput: '#0c1116',
      bgRowHover: '#1c2530',
      bgSelected: '#262f45',
      bgOverlay: 'rgba(4, 7, 10, 0.66)',
      border: '#253040',
      borderStrong: '#34424f',
      text: '#d6dde6',
      textDim: '#8b98a8',
      textStrong: '#f2f5f8',
      accent: '#b79cf5',
      accentText: '#150b2a',
      accentWarm: '#e8d44d',
      up: '#3d8bfd',
      down: '#f5a623',
      chartGrid: '#1a222c',
      focus: '#d2c2ff',
      link: ['#56b4e9', '#009e73', '#e69f00', '#cc79a7'],
    },
    light: {
      bg: '#f4f6f8',
      bgPanel: '#ffffff',
      bgHeader: '#eef1f4',
      bgInput: '#ffffff',
      bgRowHover: '#e8edf2',
      bgSelected: '#e4def5',
      bgOverlay: 'rgba(20, 30, 40, 0.4)',
      border: '#d5dbe2',
      borderStrong: '#b9c2cc',
      text: '#1d2630',
      textDim: '#5b6876',
      textStrong: '#0b1015',
      accent: '#6a3fb8',
      accentText: '#ffffff',
      accentWarm: '#7a6200',
      up: '#0b5ed7',
      down: '#b25000',
      chartGrid: '#edf0f3',
      focus: '#6a3fb8',
      link: ['#0072b2', '#007a5a', '#a35f00', '#a4457d'],
    },
  },
  /** Something else, still calm: deep violet with teal. */
  experimental: {
    dark: {
      bg: '#140f22',
      bgPanel: '#19132b',
      bgHeader: '#211a38',
      bgInput: '#110c1d',
      bgRowHover: '#271f44',
      bgSelected: '#30275a',
      bgOverlay: 'rgba(8, 5, 16, 0.7)',
      border: '#33295a',
      borderStrong: '#483c7a',
      text: '#e4def7',
      textDim: '#a69ec6',
      textStrong: '#f8f6ff',
      accent: '#2dd4bf',
      accentText: '#03201c',
      accentWarm: '#f5b85b',
      up: '#34d399',
      down: '#fb7185',
      chartGrid: '#1f1836',
      focus: '#5eead4',
      link: ['#60a5fa', '#34d399', '#fbbf24', '#c4b5fd'],
    },
    light: {
      bg: '#f5f3fb',
      bgPanel: '#ffffff',
      bgHeader: '#ebe7f7',
      bgInput: '#ffffff',
      bgRowHover: '#e9e4f6',
      bgSelected: '#ddd5f3',
      bgOverlay: 'rgba(30, 20, 60, 0.4)',
      border: '#d6cfea',
      borderStrong: '#b3a8d6',
      text: '#221a3a',
      textDim: '#5c5276',
      textStrong: '#120c24',
      accent: '#0d7068',
      accentText: '#ffffff',
      accentWarm: '#925400',
      up: '#047857',
      down: '#be123c',
      chartGrid: '#eeeaf7',
      focus: '#0d7068',
      link: ['#1d4ed8', '#047857', '#92400e', '#6d28d9'],
    },
  },
};

/** The translucent variants of up and down, by mode: a dark ground needs more of the colour. */
const ALPHA: Readonly<Record<ShownMode, { flash: number; depth: number; volume: number }>> = {
  dark: { flash: 0.28, depth: 0.16, volume: 0.45 },
  light: { flash: 0.2, depth: 0.12, volume: 0.4 },
};

/** `#rrggbb` with an alpha, as `rgba(r, g, b, a)`. */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h!, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Every custom property of a theme, mode and up/down scheme, ready to set on the root element. */
export function themeProperties(theme: Theme, mode: ShownMode, upDown: UpDownScheme): Record<ThemeProperty, string> {
  const p = PALETTES[theme][mode];
  const [up, down] = upDown === 'red-up' ? [p.down, p.up] : [p.up, p.down];
  const a = ALPHA[mode];
  return {
    '--bg': p.bg,
    '--bg-panel': p.bgPanel,
    '--bg-header': p.bgHeader,
    '--bg-input': p.bgInput,
    '--bg-row-hover': p.bgRowHover,
    '--bg-selected': p.bgSelected,
    '--bg-overlay': p.bgOverlay,
    '--border': p.border,
    '--border-strong': p.borderStrong,
    '--text': p.text,
    '--text-dim': p.textDim,
    '--text-strong': p.textStrong,
    '--accent': p.accent,
    '--accent-text': p.accentText,
    '--accent-warm': p.accentWarm,
    '--up': up,
    '--down': down,
    '--up-flash': withAlpha(up, a.flash),
    '--down-flash': withAlpha(down, a.flash),
    '--up-depth': withAlpha(up, a.depth),
    '--down-depth': withAlpha(down, a.depth),
    '--up-volume': withAlpha(up, a.volume),
    '--down-volume': withAlpha(down, a.volume),
    '--chart-grid': p.chartGrid,
    '--focus': p.focus,
    '--link-blue': p.link[0],
    '--link-green': p.link[1],
    '--link-amber': p.link[2],
    '--link-violet': p.link[3],
  };
}
