import { type CertificateDates, certificateStatus } from './status';

/** One issued certificate as the export writes it. */
export type CertificateCsvSource = CertificateDates & {
  code: string;
  holderName: string;
  holderEmail: string;
  certificationName: string;
  issuedAt: Date;
  revokedReason: string;
};

export const CERTIFICATE_CSV_HEADER = [
  'code',
  'holder_name',
  'holder_email',
  'certification',
  'issued_at',
  'expires_at',
  'status',
  'revoked_at',
  'revoked_reason',
] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** The header and one row per certificate, the status as of `now`; cells are plain text. */
export function certificateCsvRows(rows: readonly CertificateCsvSource[], now: Date): string[][] {
  return [
    [...CERTIFICATE_CSV_HEADER],
    ...rows.map((row) => [
      row.code,
      row.holderName,
      row.holderEmail,
      row.certificationName,
      iso(row.issuedAt),
      iso(row.expiresAt),
      certificateStatus(row, now),
      iso(row.revokedAt),
      row.revokedReason,
    ]),
  ];
}
