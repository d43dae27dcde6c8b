// A changed value's flash (UI.md: a brief tint, ≤ 300 ms) is held and then dropped, not faded: a
// step animation changes the page twice, where a fade repaints the value on every frame it lasts
// (a busy trades panel flashes several times a second; the fade was half of an idle desk's CPU,
// and a fade of a composited layer over each value cost more again in layers made and dropped).
// Read from the stylesheet itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(__dirname, '../../../src/ui/theme.css'), 'utf8');

/** The declarations of every rule whose selector list includes `selector`. */
function rules(selector: string): string {
  const out: string[] = [];
  const re = /([^{}]+)\{([^{}]*)\}/g;
  for (let m = re.exec(css); m; m = re.exec(css)) {
    const selectors = m[1]!
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(',')
      .map((s) => s.trim());
    if (selectors.includes(selector)) out.push(m[2]!);
  }
  return out.join('\n');
}

describe('the flash of a changed value', () => {
  for (const side of ['up', 'down']) {
    it(`.flash-${side} holds its tint for at most 300 ms with a step, never a per-frame fade`, () => {
      const animation = /animation:\s*([\w-]+)\s+(\d+)ms\s+([\w-]+(?:\([^)]*\))?)\s*;/.exec(rules(`.flash-${side}`));
      expect(animation, `.flash-${side} has an animation`).not.toBeNull();
      const [, name, ms, timing] = animation!;
      expect(Number(ms)).toBeLessThanOrEqual(300);
      expect(timing).toMatch(/^(step-end|step-start|steps\(1(, *(end|start|jump-end|jump-start))?\))$/);
      const frames = new RegExp(`@keyframes ${name} \\{([\\s\\S]*?)\\n\\}`).exec(css);
      expect(frames, `@keyframes ${name}`).not.toBeNull();
      expect(frames![1]).toContain(`var(--${side}-flash)`);
    });
  }

  it('is left out for a reader who asks for reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.flash-up,\s*\.flash-down\s*\{\s*animation: none;/);
  });
});
