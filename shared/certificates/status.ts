import { addMonths } from 'date-fns';

/**
 * What a certificate is at a moment (SCREENS "/admin/certifications", the public /verify page):
 * revoked wins, then expired once its expiry has passed, else valid.
 */
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The "expiring within" filter's choices, in days. */
export const EXPIRING_WINDOWS = [30, 60, 90] as const;
export type ExpiringWindow = (typeof EXPIRING_WINDOWS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export type CertificateDates = { expiresAt: Date | null; revokedAt: Date | null };

export function certificateStatus(certificate: CertificateDates, now: Date): CertificateStatus {
  if (certificate.revokedAt) return 'revoked';
  if (certificate.expiresAt && certificate.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export function isCertificateStatus(value: unknown): value is CertificateStatus {
  return typeof value === 'string' && (CERTIFICATE_STATUSES as readonly string[]).includes(value);
}

/** The last moment that still counts as "expiring within `days`" (from `now`). */
export function expiringBefore(days: number, now: Date): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * Valid now and expiring within `days`: a certificate that never expires never qualifies, nor
 * does one already expired or revoked.
 */
export function isExpiringWithin(certificate: CertificateDates, days: number, now: Date): boolean {
  if (certificateStatus(certificate, now) !== 'valid' || !certificate.expiresAt) return false;
  return certificate.expiresAt.getTime() <= expiringBefore(days, now).getTime();
}

/** issued_at + validity months (calendar months: 31 January + 1 = 28/29 February); 0 = never. */
export function expiryDate(issuedAt: Date, validityMonths: number): Date | null {
  if (!validityMonths || validityMonths <= 0) return null;
  return addMonths(issuedAt, validityMonths);
}
