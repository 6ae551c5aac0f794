import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificateVerification } from '@/lib/resources/certificates';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { Verification } from './verification';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/verify/PMC7XK2QW9RT',
  useRouter: () => router,
}));

function verification(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  return {
    id: 'cert-stijn',
    status: 'valid',
    holderName: 'Stijn Student',
    certificationName: 'Project management certificate',
    issuedAt: '2026-01-10T09:00:00.000Z',
    expiresAt: '2028-01-10T09:00:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

describe('the verification page', () => {
  afterEach(() => router.push.mockReset());

  it('says a valid certificate is valid, with its holder, name and dates', () => {
    renderWithProviders(
      <Verification
        code="PMC7XK2QW9RT"
        outcome={{ kind: 'found', verification: verification() }}
      />,
    );
    expect(heading().textContent).toBe('This certificate is valid');
    // The icon is decoration: the words carry the status.
    expect(heading().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(facts()).toEqual({
      Holder: 'Stijn Student',
      Certificate: 'Project management certificate',
      'Issued on': 'January 10, 2026',
      'Valid until': 'January 10, 2028',
    });
  });

  it('says a certificate without expiry does not expire', () => {
    renderWithProviders(
      <Verification
        code="PMC7XK2QW9RT"
        outcome={{ kind: 'found', verification: verification({ expiresAt: null }) }}
      />,
    );
    expect(facts()['Valid until']).toBe('Does not expire');
  });

  it('says an expired certificate has expired, and when', () => {
    renderWithProviders(
      <Verification
        code="PMC7XK2QW9RT"
        outcome={{
          kind: 'found',
          verification: verification({ status: 'expired', expiresAt: '2025-06-01T09:00:00Z' }),
        }}
      />,
    );
    expect(heading().textContent).toBe('This certificate has expired');
    expect(facts()['Expired on']).toBe('June 1, 2025');
  });

  it('says a revoked certificate has been revoked, and when', () => {
    renderWithProviders(
      <Verification
        code="PMC7XK2QW9RT"
        outcome={{
          kind: 'found',
          verification: verification({ status: 'revoked', revokedAt: '2026-02-01T10:00:00Z' }),
        }}
      />,
    );
    expect(heading().textContent).toBe('This certificate has been revoked');
    expect(facts()['Revoked on']).toBe('February 1, 2026');
    expect(Object.keys(facts())).toEqual([
      'Holder',
      'Certificate',
      'Issued on',
      'Valid until',
      'Revoked on',
    ]);
  });

  it('an unknown code offers to type it again, and goes to its page', () => {
    renderWithProviders(<Verification code="NOPE" outcome={{ kind: 'unknown' }} />);
    expect(heading().textContent).toBe('No certificate has this code');
    const field = screen.getByLabelText('Certificate code');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert').textContent).toBe('Type the code first.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.push).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' pmc7-xk2q w9rt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(router.push).toHaveBeenCalledWith('/verify/PMC7XK2QW9RT');
  });

  it('too many checks say how long to wait', () => {
    renderWithProviders(
      <Verification code="PMC7XK2QW9RT" outcome={{ kind: 'throttled', seconds: 42 }} />,
    );
    expect(heading().textContent).toBe('Too many checks');
    expect(screen.getByRole('alert').textContent).toBe('Too many checks; try again in 42 seconds.');
  });
});
