import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageRoutes, routeOf } from '../support/page-routes';
import { type AxeCheck, axeCoverageDir } from './support/axe';

/*
 * Accessibility as a check: axe-core runs where the feature tests already stand on a
 * screen, and the walk in accessibility.spec.ts adds the screens no feature test opens. This
 * project runs after the embedded one (playwright.config.ts) and reads every check that passed:
 * each page route of app/ must have been checked at 390 px and at 1280 px, and both portals'
 * themes at both widths. A new page without a check fails here.
 */

/** Routes nobody stays on: they answer with a redirect (or the 403 view of the route after it). */
const REDIRECT_ONLY: Record<string, string> = {
  '/admin': 'redirects to /admin/dashboard',
  '/coach': 'redirects to /coach/dashboard',
};

test('every page route had an axe-core check at both widths, on both portals’ themes', () => {
  const dir = axeCoverageDir(test.info().project.outputDir);
  const checks: AxeCheck[] = readdirSync(dir).flatMap((file) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AxeCheck),
  );
  const routes = pageRoutes();
  const widths = new Map<string, Set<string>>();
  const themes = new Set<string>();
  for (const check of checks) {
    const route = routeOf(check.path, routes) ?? check.path;
    widths.set(route, (widths.get(route) ?? new Set()).add(check.width));
    themes.add(`${check.portal} at ${check.width} width`);
  }
  const missing = routes
    .filter((route) => !(route.pattern in REDIRECT_ONLY))
    .flatMap((route) =>
      ['phone', 'desktop']
        .filter((width) => !widths.get(route.pattern)?.has(width))
        .map((width) => `${route.pattern} at ${width} width`),
    );
  expect(missing, 'page routes without an axe-core check').toEqual([]);
  expect([...themes].sort()).toEqual([
    'demo at desktop width',
    'demo at phone width',
    'unlimited at desktop width',
    'unlimited at phone width',
  ]);
});
