import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets issue 22 names: WCAG 2 A/AA, 2.1 AA, 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails with a readable list of what it found
 * (rule, impact, the first elements), so a violation says where to look.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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
