import { afterEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
const forward = vi.fn();
vi.mock('@/lib/env', () => ({ env: () => ({ UPSTREAM_TIMEOUT_MS: 1000, ...config.value }) }));
vi.mock('@/lib/server/bff', async (original) => ({
  ...(await original<typeof import('@/lib/server/bff')>()),
  forward: (...args: unknown[]) => forward(...args),
}));

const { callFeedbackService } = await import('./service');
const context = { token: 'session-token', portalDomain: 'localhost', locale: 'en' };

afterEach(() => {
  vi.unstubAllGlobals();
  forward.mockReset();
});

describe('callFeedbackService', () => {
  it('calls the embedded API with the session when FEEDBACK_API_URL is unset', async () => {
    config.value = {};
    forward.mockResolvedValueOnce(new Response('{}'));
    await callFeedbackService({ method: 'GET', path: '/feedback/projects' }, context);
    const call = forward.mock.calls[0]?.[0] as { path: string; headers: Headers };
    expect(call.path).toBe('/feedback/projects');
    expect(call.headers.get('authorization')).toBe('Bearer session-token');
    expect(call.headers.get('x-portal-domain')).toBe('localhost');
  });

  it('calls the outside service with the server-held key, never the session token', async () => {
    config.value = { FEEDBACK_API_URL: 'https://fb.example.org/api/', FEEDBACK_API_KEY: 'k-1' };
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await callFeedbackService(
      { method: 'POST', path: '/feedback/upvote', body: { a: 1 } },
      context,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://fb.example.org/api/feedback/upvote');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer k-1');
    expect(init.body).toBe('{"a":1}');
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers the fixed 502/504 when the outside service cannot be reached', async () => {
    config.value = { FEEDBACK_API_URL: 'https://fb.example.org', FEEDBACK_API_KEY: 'k-1' };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const down = await callFeedbackService({ method: 'GET', path: '/feedback/projects' }, context);
    expect(down.status).toBe(502);
    expect(JSON.stringify(await down.json())).not.toContain('fb.example.org');
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('timed out', 'TimeoutError');
    });
    const slow = await callFeedbackService({ method: 'GET', path: '/feedback/projects' }, context);
    expect(slow.status).toBe(504);
  });
});
