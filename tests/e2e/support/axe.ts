import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rule sets every screen is held to: WCAG 2 A/AA, 2.1 A/AA, 2.2 AA and axe's best practices
 * (issue 22). `wcag21a` is the one that carries 2.5.3 Label in name (issue 31).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules switched on whatever their tags: label-in-name (WCAG 2.5.3) was an experimental rule in
 * older axe-core releases and would silently not run under the tags alone there.
 */
export const AXE_ALWAYS_RULES = ['label-content-name-mismatch'];

/** The options every axe-core run of the suite uses; exported so a test can check them. */
export function axeOptions() {
  return {
    runOnly: { type: 'tag' as const, values: AXE_TAGS },
    rules: Object.fromEntries(AXE_ALWAYS_RULES.map((rule) => [rule, { enabled: true }])),
  };
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of what it found
 * (rule, impact, the first elements), so a violation says where to look.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).options(axeOptions()).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  );
  expect(found, `axe-core on ${where}`).toEqual([]);
}
