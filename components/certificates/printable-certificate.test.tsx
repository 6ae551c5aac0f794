import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Certificate } from '@/lib/resources/certificates';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AccountCertificates } from './account-certificates';
import { PrintableCertificate } from './printable-certificate';

vi.mock('next/navigation', () => ({ usePathname: () => '/certificates/cert-stijn' }));

function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'cert-stijn',
    code: 'PMC7XK2QW9RT',
    holderName: 'Stijn Student',
    holderEmail: 'student@demo.academy',
    certificationName: 'Project management certificate',
    issuedAt: '2026-01-10T09:00:00.000Z',
    expiresAt: '2028-01-10T09:00:00.000Z',
    status: 'valid',
    revokedAt: null,
    revokedReason: '',
    portalName: 'Demo Academy',
    courses: [{ id: 'c-pm', title: 'Project management basics' }],
    ...overrides,
  };
}

const URL = 'https://localhost:3100/verify/PMC7XK2QW9RT';

describe('the printable certificate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the portal, the certification, the holder, the courses, the dates and the code', () => {
    renderWithProviders(<PrintableCertificate certificate={certificate()} verifyUrl={URL} />);
    const sheet = screen.getByRole('article', { name: 'Project management certificate' });
    for (const text of [
      'Demo Academy',
      'Certificate',
      'Stijn Student',
      'Project management basics',
      'January 10, 2026',
      'January 10, 2028',
      URL,
    ]) {
      expect(sheet.textContent).toContain(text);
    }
    expect(screen.getByTestId('certificate-code').textContent).toBe('PMC7XK2QW9RT');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('prints with the browser’s dialog', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<PrintableCertificate certificate={certificate()} verifyUrl={URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says prominently that a revoked or expired certificate is no longer valid', () => {
    const { unmount } = renderWithProviders(
      <PrintableCertificate
        certificate={certificate({ status: 'revoked', revokedAt: '2026-02-01T10:00:00Z' })}
        verifyUrl={URL}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'This certificate was revoked on February 1, 2026. It is no longer valid.',
    );
    unmount();
    renderWithProviders(
      <PrintableCertificate
        certificate={certificate({ status: 'expired', expiresAt: '2025-06-01T09:00:00Z' })}
        verifyUrl={URL}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'This certificate expired on June 1, 2025. It is no longer valid.',
    );
    expect(screen.getByText('Expired on')).toBeTruthy();
  });

  it('says a certificate without expiry does not expire', () => {
    renderWithProviders(
      <PrintableCertificate certificate={certificate({ expiresAt: null })} verifyUrl={URL} />,
    );
    expect(screen.getByText('Does not expire')).toBeTruthy();
  });
});

describe('the account’s certificates', () => {
  it('lists each with status, dates, code and a link to print it', () => {
    renderWithProviders(
      <AccountCertificates
        certificates={[certificate(), certificate({ id: 'cert-2', status: 'expired' })]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading').textContent).toBe('Project management certificate');
    expect(within(first).getByText('Valid')).toBeTruthy();
    expect(within(first).getByText('PMC7XK2QW9RT')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: 'View and print “Project management certificate”' })
        .getAttribute('href'),
    ).toBe('/certificates/cert-stijn');
    expect(within(items[1]!).getByText('Expired')).toBeTruthy();
  });

  it('says what to do when there are none', () => {
    renderWithProviders(<AccountCertificates certificates={[]} />);
    expect(screen.getByText('You have no certificates yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe(
      '/catalog',
    );
  });
});
