// The accessibility check every e2e uses: axe-core (@axe-core/playwright) with the WCAG 2 A and AA
// rules, reporting only serious and critical violations. A changed value's flash (≤ 300 ms,
// UI.md) is left out: it is a moment, not the reading colour. A page already checked with every
// rule is checked again in another theme with the colour rules only: a theme changes colours, not
// the page's structure, names or roles.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../fixtures';

/** The WCAG 2 A and AA rules that read colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function seriousViolations(page: Page, options: { colourOnly?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.colourOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(['wcag2a', 'wcag2aa']);
  const result = await builder.exclude('.flash-up').exclude('.flash-down').analyze();
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
