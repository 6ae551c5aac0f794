import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The rule sets every screen is held to: WCAG 2 A/AA, 2.1 A/AA, 2.2 AA and axe's best practices
 *. `wcag21a` is the one that carries 2.5.3 Label in name.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules switched on whatever their tags: label-in-name (WCAG 2.5.3) was an experimental rule in
 * older axe-core releases and would silently not run under the tags alone there.
 */
export const AXE_ALWAYS_RULES = ['label-content-name-mismatch'];

/**
 * The options every axe-core run of the suite uses; exported so a test can check them. Only the
 * violations are collected: every rule still runs on every element, but axe skips gathering and
 * serialising the passes (about a fifth of each run on our pages).
 */
export function axeOptions() {
  return {
    runOnly: { type: 'tag' as const, values: AXE_TAGS },
    rules: Object.fromEntries(AXE_ALWAYS_RULES.map((rule) => [rule, { enabled: true }])),
    resultTypes: ['violations' as const],
  };
}

/** A page's width class: the two SCREENS.md widths are 390 px (phone) and 1280 px (desktop). */
export const widthOf = (page: Page): AxeWidth =>
  (page.viewportSize()?.width ?? 1280) < 700 ? 'phone' : 'desktop';
export type AxeWidth = 'phone' | 'desktop';

/** One axe-core check that passed: the page's path, portal and width (axe-coverage.check.ts). */
export interface AxeCheck {
  path: string;
  portal: 'demo' | 'unlimited';
  width: AxeWidth;
  /** The spec file that checked it. */
  spec: string;
}

/** Where each worker writes the checks that passed; inside Playwright's outputDir, emptied per run. */
export const axeCoverageDir = (outputDir: string) => path.join(outputDir, 'axe-coverage');

function record(page: Page) {
  const url = new URL(page.url());
  const check: AxeCheck = {
    path: url.pathname,
    portal: url.hostname.startsWith('unlimited.') ? 'unlimited' : 'demo',
    width: widthOf(page),
    spec: path.basename(test.info().file),
  };
  const dir = axeCoverageDir(test.info().project.outputDir);
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify(check)}\n`);
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of what it found
 * (rule, impact, the first elements), so a violation says where to look. A pass is recorded for
 * the coverage check: every page route at both widths.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  const found = await axeViolations(page);
  expect(found, `axe-core on ${where}`).toEqual([]);
  record(page);
}

/**
 * What axe-core finds on the page once it is still: one line per rule violated (rule, impact,
 * the first elements).
 *
 * Legacy mode runs axe.run in the page itself. The default mode runs each frame's part there and
 * then opens a blank page in the context to put the parts together (for cross-origin frames,
 * which our pages do not have): a new page is a new renderer process, which made every check
 * cost ~0.8 s instead of ~0.3 s on two cores. The canary test in accessibility.spec.ts checks
 * that this mode still finds what it should.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // With reduced motion asked for, a toast (sonner) and the app's own transitions take their end
  // state at once: a toast that arrives, leaves or moves behind a newer one while axe-core runs
  // is measured as it will be shown, not mid-fade (it was, at 2.03:1). Every test's context asks
  // for it already (playwright.config.ts); said again here, as the check depends on it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .options(axeOptions())
    .setLegacyMode(true)
    .analyze();
  return listed(violations);
}

function listed(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  );
}

/**
 * What axe-core reads must be what a person sees once the page is still: Next.js streams a page's
 * <title> after its body, and a toast or a dialog fades in (mid-fade its text's contrast is
 * lower than it will be). Waits, up to 5 s, for a title, for every toast to be in (sonner marks it
 * mounted a frame after it is added, then fades it in) and for every finite animation or
 * transition to end (a spinner's infinite one never does); then axe runs whatever the state, so
 * a page that never gets a title still fails.
 */
async function settled(page: Page) {
  // A transition starts in the frame after its trigger (a toast is put in the page unmounted and
  // marked mounted a frame later): two frames on, any that is coming is running.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page
    .waitForFunction(
      () =>
        document.title.trim() !== '' &&
        !document.querySelector('[data-sonner-toast][data-mounted="false"]') &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** SCREENS.md's two widths. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * axe-core on the page at both widths without loading it twice: at 1280 px, then resized to
 * 390 px (the layout follows CSS media queries and the components' matchMedia listeners, as on a
 * turned tablet), then back to the width it had.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, where: string) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await waitForLayout(page);
    await expectNoAxeViolations(page, `${where} (${size.width} px)`);
  }
  await page.setViewportSize(before);
}

/** Two animation frames: the resize's media queries and listeners have had their render. */
async function waitForLayout(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
