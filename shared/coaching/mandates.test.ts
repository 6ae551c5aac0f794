import { describe, expect, it } from 'vitest';
import { daysLeft, isActiveMandate, mandateExpiry, mandateStatus, mayDecide } from './mandates';
import { MANDATE_LIMITS } from './types';

const approvedAt = new Date('2026-01-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysOn = (days: number) => new Date(approvedAt.getTime() + days * DAY);

describe('mandate expiry (SCREENS "Coaching": mandates expire, default 365 days)', () => {
  it('lasts 365 days unless the portal sets another duration', () => {
    expect(MANDATE_LIMITS.defaultDays).toBe(365);
    expect(mandateExpiry(approvedAt)).toEqual(daysOn(365));
    expect(mandateExpiry(approvedAt, 30)).toEqual(daysOn(30));
  });

  it('is active until the moment it expires, then counts as expired whatever the row says', () => {
    const mandate = { status: 'approved' as const, expiresAt: mandateExpiry(approvedAt, 30) };
    expect(mandateStatus(mandate, daysOn(29))).toBe('approved');
    expect(isActiveMandate(mandate, new Date(daysOn(30).getTime() - 1))).toBe(true);
    expect(mandateStatus(mandate, daysOn(30))).toBe('expired');
    expect(isActiveMandate(mandate, daysOn(400))).toBe(false);
  });

  it('pending, declined and expired mandates are never active', () => {
    for (const status of ['pending', 'declined', 'expired'] as const) {
      expect(isActiveMandate({ status, expiresAt: daysOn(10) }, approvedAt)).toBe(false);
    }
  });

  it('counts the days left, rounded up', () => {
    const mandate = { status: 'approved' as const, expiresAt: daysOn(365) };
    expect(daysLeft(mandate, approvedAt)).toBe(365);
    expect(daysLeft(mandate, new Date(daysOn(364).getTime() + 1))).toBe(1);
    expect(daysLeft(mandate, daysOn(365))).toBe(0);
  });
});

describe("who decides a mandate (the student's primary coach or an admin)", () => {
  const request = { coachId: 'hugo', studentPrimaryCoachId: 'cora' };
  it('the primary coach and admins decide; the asking coach and other coaches do not', () => {
    expect(mayDecide({ ...request, viewerId: 'cora', viewerIsAdmin: false })).toBe(true);
    expect(mayDecide({ ...request, viewerId: 'ada', viewerIsAdmin: true })).toBe(true);
    expect(mayDecide({ ...request, viewerId: 'hugo', viewerIsAdmin: false })).toBe(false);
    expect(mayDecide({ ...request, viewerId: 'other', viewerIsAdmin: false })).toBe(false);
  });
  it('a student without a primary coach waits for an admin', () => {
    expect(
      mayDecide({
        coachId: 'hugo',
        studentPrimaryCoachId: null,
        viewerId: 'x',
        viewerIsAdmin: false,
      }),
    ).toBe(false);
  });
});
