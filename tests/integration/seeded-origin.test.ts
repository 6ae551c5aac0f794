import { describe, expect, it, vi } from 'vitest';
import { setUpTestApi } from '@/academy-api/test/api-client';

/*
 * With `PORT=3100 npm start` the seeded portals' base URLs (http://localhost:3000) sent
 * robots.txt and the sitemap to the wrong port. These call the real route handlers against the
 * seeded API on a request to port 3100. It sits in tests/ because it joins the app's route
 * handlers to the API's test client, which the import boundaries keep apart inside lib/ and app/.
 */
const t = setUpTestApi();
vi.mock('@/lib/server/upstream', async (original) => ({
  ...(await original<typeof import('@/lib/server/upstream')>()),
  callUpstream: ({ method, path, headers }: { method: string; path: string; headers: Headers }) =>
    t.api.fetch(new Request(`http://api${path}`, { method, headers })),
}));

const { GET: robots } = await import('@/app/robots.txt/route');
const { GET: sitemap } = await import('@/app/sitemap.xml/route');

const request = (host: string, path: string, proto = 'http') =>
  new Request(`http://${host}${path}`, { headers: { host, 'x-forwarded-proto': proto } });

describe('robots.txt and the sitemap of a seeded portal', () => {
  it.each([
    ['localhost:3100', 'http://localhost:3100'],
    ['unlimited.localhost:3205', 'http://unlimited.localhost:3205'],
    ['localhost:3000', 'http://localhost:3000'],
  ])('on %s point at %s', async (host, origin) => {
    const text = await (await robots(request(host, '/robots.txt'))).text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const xml = await (await sitemap(request(host, '/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // The home, sign-up and each guest course's public page, all on the served origin.
    expect(locs.slice(0, 2)).toEqual([`${origin}/`, `${origin}/auth/login/register`]);
    expect(locs.length).toBeGreaterThan(2);
    for (const loc of locs.slice(2))
      expect(loc).toMatch(new RegExp(`^${origin}/catalog/[a-z0-9-]+$`));
  });
});
