import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_STATUSES,
  certificateStatus,
  expiryDate,
  isCertificateStatus,
  isExpiringWithin,
} from './status';

const NOW = new Date('2026-03-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

describe('certificateStatus', () => {
  it('is valid without an expiry, or before it', () => {
    expect(certificateStatus({ expiresAt: null, revokedAt: null }, NOW)).toBe('valid');
    expect(certificateStatus({ expiresAt: days(1), revokedAt: null }, NOW)).toBe('valid');
  });

  it('is expired from the moment of expiry on', () => {
    expect(certificateStatus({ expiresAt: NOW, revokedAt: null }, NOW)).toBe('expired');
    expect(certificateStatus({ expiresAt: days(-3), revokedAt: null }, NOW)).toBe('expired');
  });

  it('is revoked whatever its expiry', () => {
    expect(certificateStatus({ expiresAt: null, revokedAt: days(-1) }, NOW)).toBe('revoked');
    expect(certificateStatus({ expiresAt: days(-9), revokedAt: days(-1) }, NOW)).toBe('revoked');
  });

  it('knows its statuses', () => {
    expect(CERTIFICATE_STATUSES).toEqual(['valid', 'expired', 'revoked']);
    expect(isCertificateStatus('expired')).toBe(true);
    expect(isCertificateStatus('expiring')).toBe(false);
  });
});

describe('isExpiringWithin', () => {
  it('takes valid certificates that expire within the window, the last day included', () => {
    expect(isExpiringWithin({ expiresAt: days(10), revokedAt: null }, 30, NOW)).toBe(true);
    expect(isExpiringWithin({ expiresAt: days(30), revokedAt: null }, 30, NOW)).toBe(true);
    expect(isExpiringWithin({ expiresAt: days(31), revokedAt: null }, 30, NOW)).toBe(false);
    expect(isExpiringWithin({ expiresAt: days(45), revokedAt: null }, 60, NOW)).toBe(true);
  });

  it('never takes one without expiry, an expired or a revoked one', () => {
    expect(isExpiringWithin({ expiresAt: null, revokedAt: null }, 90, NOW)).toBe(false);
    expect(isExpiringWithin({ expiresAt: days(-1), revokedAt: null }, 90, NOW)).toBe(false);
    expect(isExpiringWithin({ expiresAt: days(5), revokedAt: days(-1) }, 90, NOW)).toBe(false);
  });
});

describe('expiryDate', () => {
  it('adds calendar months, and 0 never expires', () => {
    expect(expiryDate(new Date('2026-01-10T09:00:00Z'), 24)?.toISOString()).toBe(
      '2028-01-10T09:00:00.000Z',
    );
    expect(expiryDate(new Date('2026-01-10T09:00:00Z'), 0)).toBeNull();
  });

  it('ends a month-end certificate on the shorter month’s last day', () => {
    const issued = new Date(2026, 0, 31, 12);
    const expires = expiryDate(issued, 1);
    expect([expires?.getFullYear(), expires?.getMonth(), expires?.getDate()]).toEqual([
      2026, 1, 28,
    ]);
  });
});
