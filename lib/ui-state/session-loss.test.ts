import { describe, expect, it } from 'vitest';
import type { Environment } from '@/shared/access/environment';
import { INITIAL_SESSION_TRACKING, type SessionTracking, sessionTransition } from './session-loss';

const observe = (signedIn: boolean, environment: Environment = 'student', loggedOut = false) => ({
  signedIn,
  environment,
  loggedOut,
});

/** Feeds observations in order and collects the warnings. */
const warnings = (...observations: ReturnType<typeof observe>[]) => {
  let state: SessionTracking = INITIAL_SESSION_TRACKING;
  return observations.map((observation) => {
    const next = sessionTransition(state, observation);
    state = next.state;
    return next.warning;
  });
};

describe('session loss (spec §4)', () => {
  it('warns with logout.timeout when a signed-in user is suddenly signed out', () => {
    expect(warnings(observe(true), observe(false))).toEqual([null, 'logout.timeout']);
  });
  it('warns once, not on every later check', () => {
    expect(warnings(observe(true), observe(false), observe(false))).toEqual([
      null,
      'logout.timeout',
      null,
    ]);
  });
  it('not with the loggedOut flag (a chosen sign-out), which resets tracking', () => {
    expect(warnings(observe(true), observe(false, 'guest', true), observe(false))).toEqual([
      null,
      null,
      null,
    ]);
    expect(sessionTransition({ wasSignedIn: true }, observe(true, 'student', true)).state).toEqual({
      wasSignedIn: false,
    });
  });
  it('not in the guest environment', () => {
    expect(warnings(observe(true), observe(false, 'guest'))).toEqual([null, null]);
  });
  it('not for someone who was never signed in', () => {
    expect(warnings(observe(false), observe(false))).toEqual([null, null]);
  });
  it('tracks again after signing back in', () => {
    expect(
      warnings(
        observe(true),
        observe(false, 'guest', true),
        observe(true),
        observe(false, 'coach'),
      ),
    ).toEqual([null, null, null, 'logout.timeout']);
  });
});
