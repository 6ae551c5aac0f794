import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CSV_HEADER, certificateCsvRows } from './csv';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('certificateCsvRows', () => {
  it('writes a header and one row per certificate with its status as of now', () => {
    const rows = certificateCsvRows(
      [
        {
          code: 'ABCDEFGHJKLM',
          holderName: 'Stijn Student',
          holderEmail: 'student@demo.academy',
          certificationName: 'Project management certificate',
          issuedAt: new Date('2025-12-01T00:00:00Z'),
          expiresAt: new Date('2027-12-01T00:00:00Z'),
          revokedAt: null,
          revokedReason: '',
        },
        {
          code: 'NPQRSTUVWXYZ',
          holderName: 'Fenna Flat',
          holderEmail: 'flatfee@demo.academy',
          certificationName: 'Data literacy certificate',
          issuedAt: new Date('2025-01-01T00:00:00Z'),
          expiresAt: null,
          revokedAt: new Date('2026-02-01T00:00:00Z'),
          revokedReason: 'Issued by mistake',
        },
      ],
      NOW,
    );
    expect(rows[0]).toEqual([...CERTIFICATE_CSV_HEADER]);
    expect(rows[1]).toEqual([
      'ABCDEFGHJKLM',
      'Stijn Student',
      'student@demo.academy',
      'Project management certificate',
      '2025-12-01T00:00:00.000Z',
      '2027-12-01T00:00:00.000Z',
      'valid',
      '',
      '',
    ]);
    expect(rows[2]?.slice(5)).toEqual([
      '',
      'revoked',
      '2026-02-01T00:00:00.000Z',
      'Issued by mistake',
    ]);
  });
});
