import { describe, expect, it } from 'vitest';
import { pageRoutes, routeOf } from './page-routes';

describe('the app’s page routes and the one that serves a path', () => {
  const routes = pageRoutes();

  it('reads every page.tsx under app/, route groups left out', () => {
    const patterns = routes.map((route) => route.pattern);
    expect(patterns).toContain('/');
    expect(patterns).toContain('/admin/courses/[course]');
    expect(patterns).toContain('/[...rest]');
    expect(patterns.some((pattern) => pattern.includes('('))).toBe(false);
  });

  it.each([
    ['/', '/'],
    ['/admin/courses/create', '/admin/courses/create'],
    ['/admin/courses/0190c0de-0000-7000-8000-000000000000', '/admin/courses/[course]'],
    [
      '/admin/courses/0190c0de-0000-7000-8000-000000000000/groups',
      '/admin/courses/[course]/groups',
    ],
    ['/catalog/data-literacy/preview/bar-and-line-charts', '/catalog/[course]/preview/[lesson]'],
    ['/courses/data-literacy/misleading-axes', '/courses/[course]/[lesson]'],
    ['/no-such-page', '/[...rest]'],
    ['/admin/no/such/page', '/[...rest]'],
  ])('%s is served by %s', (pathname, pattern) => {
    expect(routeOf(pathname, routes)).toBe(pattern);
  });
});
