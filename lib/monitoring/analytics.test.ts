import { describe, expect, it } from 'vitest';
import { analyticsEnabledFor, analyticsPaths, eventForwardHeaders } from './analytics';

describe('analytics', () => {
  // Spec §1: "Analytics: events are posted through a proxied path; enabled only in production
  // or when no environment is set."
  it.each([
    [undefined, true],
    ['production', true],
    ['review', false],
    ['staging', false],
    ['development', false],
  ] as const)('APP_ENV=%s → enabled %s', (appEnv, enabled) => {
    expect(analyticsEnabledFor(appEnv)).toBe(enabled);
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
