import { describe, expect, it } from 'vitest';
import { actingRefusal, isWrite, refusedWhileActing } from './acting';

describe('whom one may act as (issue 43, item 3)', () => {
  const sam = { id: 'sam' };
  it('learners and coaches, not oneself, staff or an erased account', () => {
    expect(actingRefusal(sam, { id: 'stijn', roles: ['student'], erased: false })).toBeNull();
    expect(actingRefusal(sam, { id: 'cora', roles: ['coach'], erased: false })).toBeNull();
    expect(actingRefusal(sam, { id: 'sam', roles: ['academy_support'], erased: false })).toBe(
      'self',
    );
    expect(actingRefusal(sam, { id: 'ada', roles: ['student', 'admin'], erased: false })).toBe(
      'staff',
    );
    expect(actingRefusal(sam, { id: 'x', roles: [], erased: true })).toBe('erased');
  });
});

describe('what stays the person’s own while acting', () => {
  it('refuses password, address, data, terms, tokens and a second acting session', () => {
    for (const [method, path] of [
      ['POST', '/v1/accounts/a/password'],
      ['POST', '/v1/accounts/a/email_change'],
      ['DELETE', '/v1/accounts/a/email_change'],
      ['GET', '/v1/accounts/a/data_export'],
      ['POST', '/v1/accounts/a/erasure'],
      ['POST', '/v1/erasure_requests'],
      ['GET', '/v1/calendar_feed'],
      ['POST', '/v1/agreements/v1/accept'],
      ['POST', '/v1/api_tokens'],
      ['POST', '/v1/payment_methods'],
      ['POST', '/auth/login'],
      ['POST', '/v1/acting_session'],
    ] as const) {
      expect(refusedWhileActing(method, path), `${method} ${path}`).toBe(true);
    }
  });

  it('lets the learner’s everyday work through, and signing out and stopping', () => {
    for (const [method, path] of [
      ['GET', '/v1/accounts/a/notifications'],
      ['PATCH', '/v1/accounts/a/notifications/n'],
      ['PATCH', '/v1/accounts/a'],
      ['GET', '/auth/logout'],
      ['DELETE', '/v1/acting_session'],
      ['GET', '/v1/agreements'],
    ] as const) {
      expect(refusedWhileActing(method, path), `${method} ${path}`).toBe(false);
    }
    expect(isWrite('GET')).toBe(false);
    expect(isWrite('PATCH')).toBe(true);
  });
});
