// A changed value's flash (UI.md: a brief tint, ≤ 300 ms) animates only opacity, on a layer of its
// own over the value: the compositor runs such an animation without the page's main thread, so a
// busy trades panel that flashes several times a second does not repaint the page on every frame
// (an animated background did: half of an idle desk's CPU). Read from the stylesheet itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(__dirname, '../../../src/ui/theme.css'), 'utf8');

/** The declarations of every rule whose selector list is exactly `selector`. */
function rules(selector: string): string[] {
  const out: string[] = [];
  const re = /([^{}]+)\{([^{}]*)\}/g;
  for (let m = re.exec(css); m; m = re.exec(css)) {
    const selectors = m[1]!
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(',')
      .map((s) => s.trim());
    if (selectors.includes(selector)) out.push(m[2]!);
  }
  return out;
}

function keyframes(name: string): string {
  const m = new RegExp(`@keyframes ${name} \\{([\\s\\S]*?)\\n\\}`).exec(css);
  if (!m) throw new Error(`no @keyframes ${name}`);
  return m[1]!;
}

describe('the flash of a changed value', () => {
  for (const side of ['up', 'down']) {
    it(`.flash-${side} animates an opacity-only layer, never the value's own background`, () => {
      expect(rules(`.flash-${side}`).join('')).not.toMatch(/animation/);
      const layer = rules(`.flash-${side}::after`).join('');
      const name = /animation:\s*([\w-]+)\s+(\d+)ms/.exec(layer);
      expect(name, `.flash-${side}::after has an animation`).not.toBeNull();
      expect(Number(name![2])).toBeLessThanOrEqual(300);
      const properties = [...keyframes(name![1]!).matchAll(/([\w-]+)\s*:/g)].map((m) => m[1]);
      expect(new Set(properties)).toEqual(new Set(['opacity']));
      expect(layer).toMatch(/pointer-events:\s*none/);
      expect(layer).toMatch(new RegExp(`var\\(--${side}-flash\\)`));
    });
  }

  it('is left out for a reader who asks for reduced motion', () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.flash-up::after,\s*\.flash-down::after\s*\{\s*animation: none;/,
    );
  });
});
