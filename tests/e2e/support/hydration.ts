import type { Browser, Page, Response } from '@playwright/test';

/**
 * A page loaded by `page.goto` or `page.reload` has run its scripts, but React may still be
 * hydrating it: a click on a button React has not reached yet does nothing (a menu that stays
 * shut, a switch that stays off), and the test fails on a busy machine only. A person on a slow
 * phone waits for the page to answer; a test waits for the same thing here, once, instead of
 * every test guessing with a pause.
 *
 * Hydrated means: every control in the document (buttons, fields, switches) carries React's
 * props (hydration reached it), then the browser was idle once, so the commit and the effects
 * that follow it (listeners attached in an effect, e.g. Ctrl+K) have run. Controls inside rich
 * text or an editor's content are not React's and are left out.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const controls = document.querySelectorAll(
        'button, input, select, textarea, [role="switch"], [role="tab"]',
      );
      for (const control of controls) {
        if (control.closest('[contenteditable], .rich-text, [data-rich-text]')) continue;
        if (!Object.keys(control).some((key) => key.startsWith('__reactProps'))) return false;
      }
      return true;
    },
    undefined,
    { timeout, polling: 50 },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Whether an answer is a page of the app (HTML), which hydrates; JSON, files and PDFs do not. */
function isHtmlPage(response: Response | null): response is Response {
  return Boolean(response && (response.headers()['content-type'] ?? '').startsWith('text/html'));
}

/**
 * Makes `page.goto` and `page.reload` resolve once the page has hydrated (see waitForHydration),
 * unless the caller asked for less than the load event (`waitUntil: 'commit'`, as the test of
 * typing before hydration does).
 */
const patched = new WeakSet<Page>();

export function hydrateOnLoad(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (response: Response | null, waitUntil?: string) => {
    if (waitUntil !== 'commit' && isHtmlPage(response)) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
}

/** Every page of every context this browser makes hydrates on load (see hydrateOnLoad). */
export function hydrateOnLoadInEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', hydrateOnLoad);
    return context;
  };
}
