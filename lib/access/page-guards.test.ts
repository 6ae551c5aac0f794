import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portalPages } from '@/tests/support/portal-pages';
import { routeRule } from './route-access';

/**
 * Page access cannot be forgotten. Every page under app/(portal) calls
 * requireRoute(<its own route>) on every request (a layout would not run again on client-side
 * navigation), or is one of the public pages below, each with its reason.
 */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'the guest landing page; signed-in users are sent to their start page',
  '/auth': 'sign in',
  '/auth/login/register': 'try free',
  '/auth/forgot-password': 'forgot password: mails a single-use link',
  '/auth/reset-password': "the forgot-password link's page: its token is its authority",
  '/auth/confirm-email': 'the link mailed to a new e-mail address: its token is its authority',
  '/auth/accept-invitation': "an invitation's mailed link (issue 43): its token is its authority",
  '/auth/sso/link':
    'linking a sign-in through a provider to an existing account (issue 39): the pending sign-in (one-time, ten minutes) is its authority, the password is checked by the API',
  '/auth/sso/refused':
    'why a sign-in through a provider was refused: a reason code, nothing of anyone',
  '/[...rest]': 'the 404 page inside the shell',
  '/catalog/[course]/preview/[lesson]':
    'a free preview lesson for guests: the API serves guests only lessons marked as previews of courses open to them; signed-in users are sent to the player, which guards itself',
};

/** A concrete path for a route: dynamic segments filled with a sample value. */
const samplePath = (route: string) => route.replace(/\[[^\]]+\]/g, 'sample');

describe('every portal page guards itself', () => {
  const all = portalPages();

  it('finds the pages', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  for (const { route, file } of all) {
    it(`${route}`, () => {
      const source = fs.readFileSync(file, 'utf8');
      const guards = [...source.matchAll(/requireRoute\('([^']+)'\)/g)].map((m) => m[1] ?? '');
      if (route in PUBLIC_PAGES) {
        expect(guards, `${route} is public: ${PUBLIC_PAGES[route]}`).toEqual([]);
        return;
      }
      expect(guards.length, `${route} must call requireRoute`).toBeGreaterThan(0);
      // The rule it asks for is the rule of its own path (a child may name its list's prefix).
      for (const guard of guards) {
        expect(routeRule(guard), `${route} guards with ${guard}`).toBe(
          routeRule(samplePath(route)),
        );
      }
    });
  }
});
