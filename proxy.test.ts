import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rememberPortalImageHosts } from './lib/proxy/image-hosts';
import { config, proxy } from './proxy';

const request = (url: string, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(url, {
    headers: {
      host: new URL(url).host,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
  });

describe('proxy.ts', () => {
  it('serves packages only on the content origin, and nothing else there (issue 37)', () => {
    const passes = (url: string) =>
      proxy(request(url)).headers.get('x-middleware-next') === '1'
        ? 'next'
        : proxy(request(url)).status;
    expect(passes('http://content.localhost:3000/package-content/abc/~/launch')).toBe('next');
    expect(passes('http://content.localhost:3000/')).toBe(404);
    expect(passes('http://content.localhost:3000/admin/dashboard')).toBe(404);
    // No portal serves a package: its scripts would run with the learner's session.
    expect(passes('http://localhost:3000/package-content/abc/f/index.html')).toBe(404);
    // The learning record store answers on every host, by its own credentials.
    expect(passes('http://content.localhost:3000/xapi/statements')).toBe('next');
    expect(passes('http://localhost:3000/xapi/about')).toBe('next');
    expect(passes('http://unknown.example/xapi/about')).toBe('next');
    // The player's pages may frame the content origin of their own port.
    const frameSrc = (
      proxy(
        request('http://localhost:3100/courses/x/y', { cookie: 'academy_session=x' }),
      ).headers.get('content-security-policy') ?? ''
    )
      .split('; ')
      .find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toContain('http://content.localhost:3100');
  });

  it('sends a signed-out visitor of a private area to /auth with returnTo', () => {
    const response = proxy(request('http://localhost:3000/admin/dashboard?tab=1'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/auth?returnTo=%2Fadmin%2Fdashboard%3Ftab%3D1',
    );
  });

  it('lets a visitor with a session cookie through (the page checks the session again)', () => {
    const response = proxy(
      request('http://localhost:3000/admin/dashboard', { cookie: 'academy_session=x' }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('allows in img-src the image hosts last read for the portal of the request', () => {
    const imgSrc = (url: string, cookie?: string) =>
      (proxy(request(url, { cookie })).headers.get('content-security-policy') ?? '')
        .split('; ')
        .find((directive) => directive.startsWith('img-src '));
    rememberPortalImageHosts('images-portal.localhost', ['images.example.com', 'bad host;']);
    try {
      expect(imgSrc('http://images-portal.localhost:3000/')).toContain(
        'https://images.example.com',
      );
      expect(imgSrc('http://images-portal.localhost:3000/')).not.toContain('bad');
      // Another portal, or the same one through the portal switch of another host.
      expect(imgSrc('http://localhost:3000/')).not.toContain('images.example.com');
      expect(imgSrc('http://localhost:3000/', 'portal_domain=images-portal.localhost')).toContain(
        'https://images.example.com',
      );
    } finally {
      rememberPortalImageHosts('images-portal.localhost', []);
    }
    expect(imgSrc('http://images-portal.localhost:3000/')).not.toContain('images.example.com');
  });

  it('lets the back/forward cache keep guest pages, never a signed-in one', () => {
    const cacheControl = (url: string, cookie?: string) =>
      proxy(request(url, { cookie })).headers.get('cache-control') ?? '';
    // A guest page holds nothing private: revalidated on every load, but not no-store, which
    // keeps a page out of the back/forward cache.
    for (const path of ['/', '/auth', '/auth?returnTo=%2Fcourses', '/auth/login/register']) {
      expect(cacheControl(`http://localhost:3000${path}`), path).toBe('private, no-cache');
    }
    // A guest page opened by a private link (a reset token, a certificate, an unsubscription)
    // may show whose it is: no-store.
    for (const path of ['/auth/reset-password?token=t', '/unsubscribe?token=t', '/verify/c1']) {
      expect(cacheControl(`http://localhost:3000${path}`), path).toMatch(/(^|, )no-store(,|$)/);
    }
    // The SEO route handlers set their own (public, five minutes): the proxy sets none over it.
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      expect(cacheControl(`http://localhost:3000${path}`), path).toBe('');
      expect(cacheControl(`http://localhost:3000${path}`, 'academy_session=x'), path).toBe('');
    }
    // Signed in (a session cookie, valid or not), every page keeps no-store.
    for (const path of ['/', '/auth', '/admin/dashboard', '/courses']) {
      expect(cacheControl(`http://localhost:3000${path}`, 'academy_session=x'), path).toMatch(
        /(^|, )no-store(,|$)/,
      );
    }
  });

  it('lets public pages through without a session', () => {
    expect(proxy(request('http://localhost:3000/')).headers.get('x-middleware-next')).toBe('1');
    expect(proxy(request('http://localhost:3000/auth')).headers.get('x-middleware-next')).toBe('1');
  });

  it('strips internal headers a browser tries to set and records the path', () => {
    const response = proxy(
      request('http://localhost:3000/catalog?x=1', {
        cookie: 'academy_session=x',
        headers: { 'x-middleware-subrequest': 'middleware', 'x-portal-domain': 'evil.example' },
      }),
    );
    const overridden = response.headers.get('x-middleware-override-headers') ?? '';
    expect(overridden.split(',')).not.toContain('x-middleware-subrequest');
    expect(response.headers.get('x-middleware-request-x-portal-domain')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-academy-path')).toBe('/catalog?x=1');
  });
});

describe('proxy.ts host check', () => {
  it('refuses a malformed Host header', () => {
    const response = proxy(
      new NextRequest('http://localhost:3000/', { headers: { host: 'bad host!' } }),
    );
    expect(response.status).toBe(400);
  });

  it('says so in the visitor’s language', async () => {
    const refuse = (headers: Record<string, string>) =>
      proxy(
        new NextRequest('http://localhost:3000/', { headers: { host: 'bad host!', ...headers } }),
      );
    expect(await refuse({ 'accept-language': 'nl-NL' }).text()).toBe('Ongeldige Host-header\n');
    expect(await refuse({ cookie: 'custom-language=ro', 'accept-language': 'en' }).text()).toBe(
      'Antet Host invalid\n',
    );
    expect(await refuse({ 'accept-language': 'en' }).text()).toBe('Invalid Host header\n');
  });
});

describe('proxy.ts matcher', () => {
  const [pattern = ''] = config.matcher;
  const runs = (path: string) => new RegExp(`^${pattern}$`).test(path);

  it('runs for pages and the analytics and monitoring paths', () => {
    for (const path of ['/', '/admin/dashboard', '/auth', '/proxy/js/script.js']) {
      expect(runs(path), path).toBe(true);
    }
  });

  it('skips /api (the route handlers read host and cookies themselves) and static files', () => {
    for (const path of [
      '/api/v1/me',
      '/api/auth/login',
      '/_next/static/x.js',
      '/portal-assets/a.svg',
    ]) {
      expect(runs(path), path).toBe(false);
    }
  });
});
