// The accessibility check every e2e uses: axe-core (@axe-core/playwright) with the WCAG 2 A and AA
// rules, reporting only serious and critical violations. A changed value's flash (≤ 300 ms,
// UI.md) is left out: it is a moment, not the reading colour. A page already checked with every
// rule is checked again in another theme with the colour rules only: a theme changes colours, not
// the page's structure, names or roles.
// Axe runs in the page itself (legacy mode): the default finishes every run in a new blank page of
// the context (a renderer process of its own, for each check) to gather cross-origin frames'
// results, and the app has no frame of another origin (nor any frame). Only violations are
// gathered in full: the checks read nothing else.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../fixtures';

/** The WCAG 2 A and AA rules that read colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function seriousViolations(page: Page, options: { colourOnly?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
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
