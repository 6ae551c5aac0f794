import { describe, expect, it } from 'vitest';
import { feedbackSegments } from './segments';

const demo = 'Demo Academy';

describe('feedbackSegments (spec §6)', () => {
  it('"unauthenticated" for guests', () => {
    expect(feedbackSegments({ authenticated: false, roles: [], portalName: demo })).toEqual([
      'unauthenticated',
      'customer',
    ]);
  });

  it('"admin" for admin and academy_admin (§6 derived admin)', () => {
    for (const role of ['admin', 'academy_admin']) {
      expect(feedbackSegments({ authenticated: true, roles: [role], portalName: demo })).toEqual([
        'admin',
        'customer',
      ]);
    }
  });

  it('"coach segment only if not admin"', () => {
    expect(feedbackSegments({ authenticated: true, roles: ['coach'], portalName: demo })).toEqual([
      'coach',
      'customer',
    ]);
    expect(
      feedbackSegments({
        authenticated: true,
        roles: ['coach', 'academy_admin'],
        portalName: demo,
      }),
    ).toEqual(['admin', 'customer']);
  });

  it('"student segment only if neither"', () => {
    expect(feedbackSegments({ authenticated: true, roles: ['student'], portalName: demo })).toEqual(
      ['student', 'customer'],
    );
    expect(
      feedbackSegments({ authenticated: true, roles: ['coach', 'student'], portalName: demo }),
    ).toEqual(['coach', 'customer']);
    expect(
      feedbackSegments({ authenticated: true, roles: ['admin', 'student'], portalName: demo }),
    ).toEqual(['admin', 'customer']);
  });

  it('"one further segment unless the portal name contains you can or unlimited"', () => {
    const coach = { authenticated: true, roles: ['coach'] };
    expect(feedbackSegments({ ...coach, portalName: 'Unlimited Learning' })).toEqual(['coach']);
    expect(feedbackSegments({ ...coach, portalName: 'Learn all YOU CAN' })).toEqual(['coach']);
    expect(feedbackSegments({ ...coach, portalName: 'Acme Learning' })).toEqual([
      'coach',
      'customer',
    ]);
  });

  it('gives a signed-in user without a segment role only the portal segment', () => {
    expect(
      feedbackSegments({ authenticated: true, roles: ['academy_support'], portalName: demo }),
    ).toEqual(['customer']);
  });
});
