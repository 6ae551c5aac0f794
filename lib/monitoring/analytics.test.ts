import { describe, expect, it } from 'vitest';
import {
  analyticsEnabledFor,
  analyticsPaths,
  analyticsReachOut,
  eventForwardHeaders,
  plausibleHostOf,
} from './analytics';

describe('analytics', () => {
  // Spec §1: "Analytics: events are posted through a proxied path; enabled only in production
  // or when no environment is set." A fresh clone (no environment, no PLAUSIBLE_HOST)
  // keeps them on, but its proxy must not try to reach plausible.io.
  it.each([
    [undefined, undefined, true, false],
    [undefined, 'https://stats.example.org', true, true],
    ['production', undefined, true, true],
    ['production', 'https://stats.example.org', true, true],
    ['review', 'https://stats.example.org', false, false],
    ['staging', undefined, false, false],
    ['development', 'https://stats.example.org', false, false],
  ] as const)(
    'APP_ENV=%s, PLAUSIBLE_HOST=%s → enabled %s, calls out %s',
    (appEnv, host, enabled, out) => {
      expect(analyticsEnabledFor(appEnv)).toBe(enabled);
      expect(analyticsReachOut(appEnv, host)).toBe(out);
    },
  );

  it('proxies to the hosted service unless PLAUSIBLE_HOST names another', () => {
    expect(plausibleHostOf(undefined)).toBe('https://plausible.io');
    expect(plausibleHostOf('https://stats.example.org')).toBe('https://stats.example.org');
  });

  it('posts to {base}/{subdirectory}/api/event, subdirectory "proxy" by default', () => {
    expect(analyticsPaths()).toEqual({
      scriptPath: '/proxy/js/script.js',
      apiPath: '/proxy/api/event',
    });
    expect(analyticsPaths('stats', '/academy').apiPath).toBe('/academy/stats/api/event');
  });

  it.each(['', '../api', 'a/b', '_next', 'a b'])('refuses subdirectory %j', (value) => {
    expect(() => analyticsPaths(value)).toThrow(/PLAUSIBLE_SUBDIRECTORY/);
  });

  it('passes on what Plausible needs to count a visitor, never the cookies', () => {
    const incoming = new Headers({
      cookie: 'academy_session=secret',
      authorization: 'Bearer x',
      'user-agent': 'Mozilla/5.0',
      'x-forwarded-for': '203.0.113.7',
      'content-type': 'text/plain',
    });
    expect(Object.fromEntries(eventForwardHeaders(incoming))).toEqual({
      'content-type': 'text/plain',
      'user-agent': 'Mozilla/5.0',
      'x-forwarded-for': '203.0.113.7',
    });
  });
});
