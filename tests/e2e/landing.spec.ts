import http from 'node:http';
import { expect, test } from '@playwright/test';
import { SaxesParser } from 'saxes';
import { GUEST_PAGES_BENEATH, isPrivatePath, PRIVATE_AREAS } from '../../lib/proxy/routing';
import { DEMO_PASSWORD, type PortalKey, portalOrigin, preferEnglish } from './support/demo';

test.describe('the public landing page @smoke', () => {
  test('Demo Academy is served in Dutch with its name, logo and metadata', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(`${portalOrigin(baseURL, 'demo')}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Demo Academy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij Demo Academy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Demo Academy/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Demo Academy',
    );
    await expect(
      page.getByRole('link', { name: 'Demo Academy home' }).locator('img'),
    ).toHaveAttribute('src', '/portal-assets/demo-logo.svg');
    // From the home page "Log in" needs no way back (elsewhere it has one).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Gratis proberen' }),
    ).toBeVisible();
  });

  test('Unlimited Learning is its own portal, in English', async ({ page, baseURL }) => {
    await page.goto(`${portalOrigin(baseURL, 'unlimited')}/`);
    await expect(page).toHaveTitle('Unlimited Learning');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to Unlimited Learning',
    );
  });

  test('the server-rendered HTML already holds the content (for search engines)', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${portalOrigin(baseURL, 'demo')}/`)).text();
    expect(html).toContain('Welkom bij Demo Academy');
    expect(html).toContain('<title>Demo Academy</title>');
  });

  test('an unknown portal domain gets a proper 404 page', async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? 'http://localhost:3100');
    url.hostname = 'nowhere.localhost';
    const response = await page.goto(url.toString());
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portaal niet gevonden');
  });
});

/**
 * A GET straight to the server under test with a portal's Host, as a crawler without
 * JavaScript would send it: Node's resolver (unlike Chromium's) has no *.localhost.
 */
function rawGet(baseURL: string | undefined, host: PortalKey | string, path: string) {
  const origin = new URL(baseURL ?? 'http://localhost:3100');
  const hostHeader =
    host === 'demo' || host === 'unlimited'
      ? new URL(portalOrigin(baseURL, host)).host
      : `${host}:${origin.port}`;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: origin.port,
          method: 'GET',
          path,
          headers: { host: hostHeader, accept: 'text/html,application/xml,text/plain,*/*' },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

interface JsonLdCourse {
  '@type': string;
  name: string;
  description: string;
  url: string;
  provider: { '@type': string; name: string; url: string };
  inLanguage?: string;
  timeRequired?: string;
}

/** Every JSON-LD block of a page's HTML, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function coursesOf(html: string): JsonLdCourse[] {
  const lists = jsonLdOf(html).filter((block) => block['@type'] === 'ItemList');
  expect(lists).toHaveLength(1);
  const elements = lists[0]?.itemListElement as {
    '@type': string;
    position: number;
    item: JsonLdCourse;
  }[];
  elements.forEach((element, index) => {
    expect(element['@type']).toBe('ListItem');
    expect(element.position).toBe(index + 1);
  });
  return elements.map((element) => element.item);
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemap as a strict, namespace-aware XML parser reads it: saxes, the parser of jsdom's
 * DOMParser (installed with jsdom), in place of the browser's DOMParser, so no browser is needed.
 * Each url's loc and lastmod are the text of its first such element, as `textContent` gives it.
 */
function parseSitemap(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  let root: { localName: string; namespace: string } | null = null;
  const urls: { loc: string; lastmod: string | null }[] = [];
  let url: { loc: string | null; lastmod: string | null } | null = null;
  let field: { name: 'loc' | 'lastmod'; depth: number } | null = null;
  let depth = 0;
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => {
    depth += 1;
    root ??= { localName: tag.local ?? '', namespace: tag.uri ?? '' };
    if (tag.uri !== SITEMAP_NS) return;
    if (tag.local === 'url' && !url) url = { loc: null, lastmod: null };
    else if (url && !field && (tag.local === 'loc' || tag.local === 'lastmod')) {
      if (url[tag.local] === null) {
        url[tag.local] = '';
        field = { name: tag.local, depth };
      }
    }
  });
  const onText = (text: string) => {
    if (url && field) url[field.name] += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (field?.depth === depth) field = null;
    if (url && tag.uri === SITEMAP_NS && tag.local === 'url') {
      urls.push({ loc: url.loc ?? '', lastmod: url.lastmod });
      url = null;
    }
    depth -= 1;
  });
  parser.write(xml).close();
  const parsedRoot = root as { localName: string; namespace: string } | null;
  return {
    errors: errors.length,
    root: parsedRoot?.localName ?? null,
    namespace: parsedRoot?.namespace ?? null,
    urls,
  };
}

const PORTALS = {
  demo: {
    name: 'Demo Academy',
    hostname: 'localhost',
    courses: ['Data literacy', 'Project management basics'],
    notListed: ['Leading hybrid teams', 'Introduction to cybersecurity', 'Customer conversations'],
  },
  unlimited: {
    name: 'Unlimited Learning',
    hostname: 'unlimited.localhost',
    courses: ['Customer conversations', 'Sales fundamentals'],
    notListed: ['Data literacy', 'Project management basics', 'Leading hybrid teams'],
  },
} as const;

test.describe('SEO for guests @smoke', () => {
  for (const key of ['demo', 'unlimited'] as const) {
    const portal = PORTALS[key];

    test(`${portal.name}: a guest's GET / lists its published courses in the HTML, with JSON-LD`, async ({
      baseURL,
    }) => {
      const response = await rawGet(baseURL, key, '/');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      for (const title of portal.courses) expect(html).toContain(title);
      for (const title of portal.notListed) expect(html).not.toContain(title);
      expect(html).toContain(
        `href="/catalog/${key === 'demo' ? 'data-literacy' : 'sales-fundamentals'}"`,
      );

      // Metadata: an absolute canonical URL on this portal's domain, and Open Graph.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(new URL(canonical).hostname).toBe(portal.hostname);
      expect(new URL(canonical).pathname).toBe('/');
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:site_name" content="${portal.name}"/>`);
      expect(html).toMatch(/<meta property="og:locale" content="[a-z]{2}_[A-Z]{2}"\/>/);

      const courses = coursesOf(html);
      expect(courses.map((course) => course.name).sort()).toEqual(
        expect.arrayContaining([...portal.courses].sort()),
      );
      for (const title of portal.notListed) {
        expect(courses.map((course) => course.name)).not.toContain(title);
      }
      for (const course of courses) {
        expect(course['@type']).toBe('Course');
        expect(course.description.length).toBeGreaterThan(0);
        const url = new URL(course.url);
        expect(url.hostname).toBe(portal.hostname);
        expect(url.pathname).toMatch(/^\/catalog\/[a-z0-9-]+$/);
        expect(course.provider).toEqual({
          '@type': 'Organization',
          name: portal.name,
          url: new URL('/', canonical).toString(),
        });
        // The seeded courses are written in English; one another test publishes takes the
        // portal's primary language (Dutch on Demo Academy), any of the portal's.
        if ((portal.courses as readonly string[]).includes(course.name)) {
          expect(course.inLanguage).toBe('en');
        } else {
          expect(['en', 'nl', 'ro']).toContain(course.inLanguage);
        }
        // Seeded courses all have a duration; a course published without one (other tests
        // publish such) simply has no timeRequired.
        if (
          (portal.courses as readonly string[]).includes(course.name) ||
          course.timeRequired !== undefined
        ) {
          expect(course.timeRequired).toMatch(/^PT(\d+H)?(\d+M)?$/);
        }
      }
    });

    test(`${portal.name}: /sitemap.xml is a valid sitemap of this portal`, async ({ baseURL }) => {
      const response = await rawGet(baseURL, key, '/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      // A route handler: no portal layout, no HTML.
      expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(response.body).not.toContain('<html');

      // Parsed by a strict XML parser.
      const parsed = parseSitemap(response.body);
      expect(parsed.errors).toBe(0);
      expect(parsed.root).toBe('urlset');
      expect(parsed.namespace).toBe(SITEMAP_NS);
      const home = parsed.urls.find((url) => new URL(url.loc).pathname === '/');
      expect(home).toBeDefined();
      expect(Number.isNaN(Date.parse(home?.lastmod ?? ''))).toBe(false);
      for (const url of parsed.urls) {
        expect(new URL(url.loc).hostname).toBe(portal.hostname);
        // Pages behind sign-in are not listed (they only redirect a crawler to /auth).
        expect(isPrivatePath(new URL(url.loc).pathname)).toBe(false);
      }
    });

    test(`${portal.name}: /robots.txt disallows the private areas and names the sitemap`, async ({
      baseURL,
    }) => {
      const response = await rawGet(baseURL, key, '/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const lines = response.body.split('\n').map((line) => line.trim());
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const area of PRIVATE_AREAS) {
        expect(lines).toContain(`Disallow: ${area}$`);
        // A course's public page lives beneath /catalog, which is private itself.
        const openBeneath = (GUEST_PAGES_BENEATH as readonly string[]).includes(area);
        expect(lines.includes(`Disallow: ${area}/`)).toBe(!openBeneath);
      }
      expect(lines).toContain('Disallow: /admin/');
      expect(lines).toContain('Disallow: /api/');
      const sitemap = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
      expect(new URL(sitemap ?? '').hostname).toBe(portal.hostname);
      expect(new URL(sitemap ?? '').pathname).toBe('/sitemap.xml');
    });
  }

  test('a host no portal has gets no sitemap or robots.txt', async ({ baseURL }) => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await rawGet(baseURL, 'nowhere.localhost', path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain('<html');
    }
  });
});

test.describe('a guest opening a course', () => {
  test('sees its public page, signs in there and comes back to that course', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await preferEnglish(page, origin);
    await page.goto(`${origin}/`);
    await page.getByRole('link', { name: 'Data literacy', exact: true }).click();
    // The course's public page, not a sign-in form.
    await expect(page).toHaveURL(`${origin}/catalog/data-literacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data literacy');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(`${origin}/auth?returnTo=%2Fcatalog%2Fdata-literacy`);
    await page.getByLabel('E-mail address').fill('student@demo.academy');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/catalog/data-literacy`);
  });

  // The same journey before the scripts run (a slow phone) or without them: the browser sends
  // the form itself, and the server signs in and sends it on, or back with the reason.
  test('without scripts, a wrong password brings the form back with the reason, and then signing in comes back to the course', async ({
    browser,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await preferEnglish(page, origin);
    await page.goto(`${origin}/catalog/data-literacy`);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(`${origin}/auth?returnTo=%2Fcatalog%2Fdata-literacy`);
    await page.getByLabel('E-mail address').fill('student@demo.academy');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(
      `${origin}/auth?returnTo=%2Fcatalog%2Fdata-literacy&error=INVALID_CREDENTIALS`,
    );
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page.getByLabel('E-mail address')).toHaveValue('student@demo.academy');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin}/catalog/data-literacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data literacy');
    await context.close();
  });

  test('the landing page groups the courses by category, each with its duration', async ({
    page,
    baseURL,
  }) => {
    const origin = portalOrigin(baseURL, 'demo');
    await preferEnglish(page, origin);
    await page.goto(`${origin}/`);
    const courses = page.getByRole('region', { name: 'Our courses' });
    await expect(courses.getByRole('heading', { level: 2 })).toHaveText('Our courses');
    const management = courses.getByRole('region', { name: 'Management' });
    await expect(management.getByRole('heading', { level: 4 })).toHaveText([
      'Project management basics',
      'Time management',
    ]);
    const card = management.getByRole('listitem').filter({ hasText: 'Project management basics' });
    await expect(card.locator('time')).toHaveAttribute('datetime', 'PT1H30M');
    await expect(card.locator('time')).toHaveText('1 h 30 min');
  });
});
