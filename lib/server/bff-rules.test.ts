import { describe, expect, it } from 'vitest';
import {
  apiTokenOf,
  BFF_ERROR_TEXTS,
  bffErrors,
  fileResponseHeaders,
  fileRoute,
  forwardedRequestHeaders,
  forwardedUploadHeaders,
  isCrossSiteWrite,
  isPackageUpload,
  safeResponseHeaders,
  upstreamPath,
} from './bff-rules';

describe('upstreamPath', () => {
  it('forwards API paths', () => {
    expect(upstreamPath('/api/v1/me')).toEqual({ ok: true, path: '/v1/me' });
    expect(upstreamPath('/api/v1/accounts/3f1c/preferences')).toEqual({
      ok: true,
      path: '/v1/accounts/3f1c/preferences',
    });
    expect(upstreamPath('/api/ping')).toEqual({ ok: true, path: '/ping' });
  });

  it.each([
    '/api/v1/../auth/login',
    '/api/v1/%2e%2e/auth',
    '/api/v1/accounts%2F..%2Fportals',
    '/api/v1/accounts%5c..',
    '/api/v1//accounts',
    '/api/http://evil.example/v1',
    '/api/v1/a\\b',
    '/api/v1/%00',
    '/api/v1/%zz',
    '/api/v1/',
  ])('refuses %s with 400', (path) => {
    expect(upstreamPath(path)).toEqual({ ok: false, status: 400 });
  });

  it('does not forward auth or unknown roots', () => {
    expect(upstreamPath('/api/auth/login')).toEqual({ ok: false, status: 404 });
    expect(upstreamPath('/api/admin/x')).toEqual({ ok: false, status: 404 });
  });
});

describe('headers', () => {
  it('drops credentials and forwarding headers from the browser', () => {
    const out = forwardedRequestHeaders(
      new Headers({
        authorization: 'Bearer stolen',
        cookie: 'academy_session=x',
        'x-forwarded-for': '1.2.3.4',
        'x-portal-domain': 'other.example',
        accept: 'application/vnd.api+json',
        'content-type': 'application/json',
      }),
    );
    expect([...out.keys()].sort()).toEqual(['accept', 'content-type']);
  });

  it('passes only safe response headers and never lets caches keep them', () => {
    const out = safeResponseHeaders(
      new Headers({
        'content-type': 'application/vnd.api+json',
        'set-cookie': 'x=1',
        server: 'upstream/1.0',
        'x-upstream-host': 'api.internal',
      }),
    );
    expect(out.get('set-cookie')).toBeNull();
    expect(out.get('server')).toBeNull();
    expect(out.get('x-upstream-host')).toBeNull();
    expect(out.get('cache-control')).toBe('private, no-store');
  });

  it('passes an API token’s throttle fields on (issue 42)', () => {
    const out = safeResponseHeaders(
      new Headers({
        ratelimit: '"token";r=599;t=60',
        'ratelimit-policy': '"token";q=600;w=60',
        'retry-after': '12',
      }),
    );
    expect(out.get('ratelimit')).toBe('"token";r=599;t=60');
    expect(out.get('ratelimit-policy')).toBe('"token";q=600;w=60');
    expect(out.get('retry-after')).toBe('12');
  });

  it('takes an API token from Authorization, and nothing else that comes from the browser', () => {
    const token = `acad_${'a'.repeat(43)}`;
    expect(apiTokenOf(new Headers({ authorization: `Bearer ${token}` }))).toBe(token);
    expect(apiTokenOf(new Headers({ authorization: `bearer  ${token} ` }))).toBe(token);
    // A session's token never comes from the browser: anything without the prefix is dropped.
    expect(apiTokenOf(new Headers({ authorization: 'Bearer stolen-session-token' }))).toBeNull();
    expect(apiTokenOf(new Headers({ authorization: `Basic ${token}` }))).toBeNull();
    expect(apiTokenOf(new Headers())).toBeNull();
  });
});

describe('cross-site writes', () => {
  const marker = { 'x-requested-with': 'XMLHttpRequest' };
  it('lets reads through', () => {
    expect(isCrossSiteWrite('GET', new Headers(), 'localhost:3000')).toBe(false);
  });
  it('needs the XMLHttpRequest marker on writes', () => {
    expect(isCrossSiteWrite('POST', new Headers(), 'localhost:3000')).toBe(true);
    expect(isCrossSiteWrite('POST', new Headers(marker), 'localhost:3000')).toBe(false);
  });
  it('refuses a foreign Origin', () => {
    const headers = new Headers({ ...marker, origin: 'https://evil.example' });
    expect(isCrossSiteWrite('DELETE', headers, 'localhost:3000')).toBe(true);
    const same = new Headers({ ...marker, origin: 'http://localhost:3000' });
    expect(isCrossSiteWrite('PUT', same, 'localhost:3000')).toBe(false);
  });
});

describe('the file storage routes', () => {
  it('streams only the upload and a file’s content', () => {
    expect(fileRoute('POST', '/v1/files')).toBe('upload');
    expect(fileRoute('POST', '/v1/files?x=1')).toBe('upload');
    expect(fileRoute('GET', '/v1/files/0195-ab/content')).toBe('content');
    expect(fileRoute('HEAD', '/v1/files/0195-ab/content')).toBe('content');
    expect(fileRoute('GET', '/v1/files/0195-ab')).toBeNull();
    expect(fileRoute('GET', '/v1/accounts/0195-ab/data_export?reason=x')).toBe('content');
    expect(fileRoute('POST', '/v1/accounts/0195-ab/data_export')).toBeNull();
    expect(fileRoute('GET', '/v1/invoices/0195-ab/pdf')).toBe('content');
    expect(fileRoute('GET', '/v1/invoices/0195-ab/pdf/x')).toBeNull();
    expect(fileRoute('GET', '/v1/certificates/0195-ab/open_badge/jwt')).toBe('content');
    expect(fileRoute('GET', '/v1/certificates/0195-ab/open_badge/pdf')).toBeNull();
    expect(fileRoute('DELETE', '/v1/files/0195-ab')).toBeNull();
    expect(fileRoute('POST', '/v1/files/0195-ab/content')).toBeNull();
    expect(fileRoute('GET', '/v1/files/a/b/content')).toBeNull();
    expect(fileRoute('POST', '/v1/accounts')).toBeNull();
  });

  it('streams a content package’s zip like an upload, with its own limit (issue 37)', () => {
    const item = '/v1/courses/0195-ab/modules/0195-cd/packages';
    const version = '/v1/courses/0195-ab/outline_items/0195-ef/package_versions';
    expect(fileRoute('POST', item)).toBe('upload');
    expect(fileRoute('POST', version)).toBe('upload');
    expect(fileRoute('GET', version)).toBeNull();
    expect(isPackageUpload(item)).toBe(true);
    expect(isPackageUpload(version)).toBe(true);
    expect(isPackageUpload('/v1/files')).toBe(false);
    expect(isPackageUpload('/v1/courses/0195-ab/modules/0195-cd/items')).toBe(false);
    expect(bffErrors.fileTooLarge('nl', 200_000_000).errors[0]).toMatchObject({
      code: 'FILE_TOO_LARGE',
      title: 'Bestand te groot',
      detail: 'Het bestand is groter dan 200 MB (200.000.000 bytes).',
    });
  });

  it('passes a quiz export on with its file name (CSV, GIFT, Moodle XML)', () => {
    expect(fileRoute('GET', '/v1/quizzes/0195-ab/export?format=gift')).toBe('content');
    expect(fileRoute('GET', '/v1/quizzes/0195-ab')).toBeNull();
    expect(fileRoute('POST', '/v1/quizzes/0195-ab/export')).toBeNull();
  });

  it('streams a course’s groups CSV like an upload, nothing else of groups', () => {
    expect(fileRoute('POST', '/v1/courses/0195-ab/groups/import?mode=preview')).toBe('upload');
    expect(fileRoute('POST', '/v1/courses/0195-ab/groups')).toBeNull();
    expect(fileRoute('GET', '/v1/courses/0195-ab/groups/import')).toBeNull();
    expect(fileRoute('POST', '/v1/account_imports?file_name=people.csv')).toBe('upload');
    expect(fileRoute('POST', '/v1/account_imports/0195-ab/confirm')).toBeNull();
  });

  it('passes an upload’s length on, and nothing the browser should not send', () => {
    const out = forwardedUploadHeaders(
      new Headers({
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': '1234',
        cookie: 'academy_session=x',
        authorization: 'Bearer stolen',
      }),
    );
    expect(Object.fromEntries(out)).toEqual({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': '1234',
    });
    expect(
      forwardedUploadHeaders(new Headers({ 'content-length': '12, 13' })).get('content-length'),
    ).toBeNull();
  });

  it('answers a file with its own headers, nosniff always, and at most a private cache', () => {
    const out = fileResponseHeaders(
      new Headers({
        'content-type': 'image/png',
        'content-length': '10',
        'content-disposition': 'inline; filename="a.png"',
        etag: '"abc"',
        'cache-control': 'private, max-age=3600',
        'content-security-policy': "default-src 'none'; sandbox",
        'set-cookie': 'x=1',
        'x-powered-by': 'api',
      }),
    );
    expect(Object.fromEntries(out)).toEqual({
      'content-type': 'image/png',
      'content-length': '10',
      'content-disposition': 'inline; filename="a.png"',
      etag: '"abc"',
      'cache-control': 'private, max-age=3600',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    });
    expect(fileResponseHeaders(new Headers()).get('cache-control')).toBe('private, no-store');
    expect(
      fileResponseHeaders(new Headers({ 'cache-control': 'public, max-age=60' })).get(
        'cache-control',
      ),
    ).toBe('private, no-store');
    expect(fileResponseHeaders(new Headers()).get('x-content-type-options')).toBe('nosniff');
  });
});

describe("the BFF's own errors speak the request's language", () => {
  it.each(Object.keys(BFF_ERROR_TEXTS))('%s has a title (and detail) in en, nl and ro', (code) => {
    const text = BFF_ERROR_TEXTS[code];
    for (const locale of ['en', 'nl', 'ro'] as const) {
      expect(text?.title[locale]).toBeTruthy();
      if (text?.detail) expect(text.detail[locale]).toBeTruthy();
    }
  });
  it('answers in Dutch for a Dutch request, English when the language is unknown', () => {
    expect(bffErrors.timeout('nl').errors[0]).toMatchObject({
      status: '504',
      code: 'UPSTREAM_TIMEOUT',
      detail: 'De dienst deed er te lang over om te antwoorden.',
    });
    expect(bffErrors.unavailable('ro').errors[0]?.title).toBe('Serviciu indisponibil');
    expect(bffErrors.crossSite(null).errors[0]?.detail).toBe('Reload the page.');
  });
});
