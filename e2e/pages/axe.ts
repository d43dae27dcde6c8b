// The accessibility check every e2e uses: axe-core (@axe-core/playwright) with the WCAG 2 A and AA
// rules, reporting only serious and critical violations. A changed value's flash (≤ 300 ms,
// UI.md) is left out: it is a moment, not the reading colour.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../fixtures';

export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('.flash-up').exclude('.flash-down').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
