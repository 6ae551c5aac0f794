import { describe, expect, it } from 'vitest';
import { SEO_CACHE_CONTROL } from './guest-courses';
import { seoNotFound, seoResponse, seoUnavailable } from './responses';

describe('SEO responses', () => {
  it('are public with a short max-age when they answer', async () => {
    const response = seoResponse('User-agent: *\n', 'text/plain; charset=utf-8');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(SEO_CACHE_CONTROL);
    expect(SEO_CACHE_CONTROL).toMatch(/^public, max-age=\d{2,3}$/);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('User-agent: *\n');
  });

  it('say 404 for an unknown host and 503 (never cached) when the upstream fails', () => {
    expect(seoNotFound().status).toBe(404);
    const unavailable = seoUnavailable();
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('cache-control')).toBe('no-store');
    expect(unavailable.headers.get('retry-after')).toBe('60');
  });
});
