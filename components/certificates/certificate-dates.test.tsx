import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CertificateDateFacts } from './certificate-dates';

const rows = () =>
  [...document.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
    row.querySelector('time')?.getAttribute('dateTime') ?? null,
  ]);

const revoked = {
  status: 'revoked' as const,
  issuedAt: '2026-01-10T09:00:00.000Z',
  expiresAt: null,
  revokedAt: '2026-02-01T10:00:00.000Z',
};

describe('a certificate’s date facts', () => {
  it('words and dates the rows in the view’s own namespace, the revocation included', () => {
    renderWithProviders(
      <dl>
        <CertificateDateFacts
          certificate={revoked}
          namespace="certificates.account"
          dateStyle="medium"
          withRevoked
        />
      </dl>,
    );
    expect(rows()).toEqual([
      ['Issued', 'Jan 10, 2026', '2026-01-10T09:00:00.000Z'],
      ['Valid until', 'Does not expire', null],
      ['Revoked on', 'Feb 1, 2026', '2026-02-01T10:00:00.000Z'],
    ]);
  });

  it('leaves the revocation out where the view says it elsewhere', () => {
    renderWithProviders(
      <dl>
        <CertificateDateFacts
          certificate={{ ...revoked, expiresAt: '2028-01-10T09:00:00.000Z' }}
          namespace="certificates.printable"
          dateStyle="long"
        />
      </dl>,
    );
    expect(rows()).toEqual([
      ['Issued on', 'January 10, 2026', '2026-01-10T09:00:00.000Z'],
      ['Valid until', 'January 10, 2028', '2028-01-10T09:00:00.000Z'],
    ]);
  });
});
