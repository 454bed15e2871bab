import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One rule axe-core found broken, with the elements that break it. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** What one audit saw: the rules broken, and how many rules passed (so an empty audit shows). */
export interface AxeAudit {
  violations: AxeFinding[];
  passed: string[];
}

/**
 * Runs axe-core's WCAG 2.2 A/AA and best-practice rules over the page as it is now. The page keeps
 * its real CSP: @axe-core/playwright evaluates axe over the DevTools protocol, which the CSP does not
 * govern, rather than adding a <script> tag the policy would rightly block.
 */
export async function audit(page: Page): Promise<AxeAudit> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return {
    violations: results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
    passed: results.passes.map((pass) => pass.id),
  };
}
