import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { certificateQuery } from '@/lib/resources/certificates';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { Breadcrumbs } from './breadcrumbs';

const path = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => path.current,
  useSearchParams: () => new URLSearchParams(),
}));

const ID = '7f3b2a10-5c4d-4e6f-8a9b-0c1d2e3f4a5b';

describe('Breadcrumbs', () => {
  it('names a certificate by its certification, never by its id', () => {
    path.current = `/certificates/${ID}`;
    const queryClient = testQueryClient();
    queryClient.setQueryData(certificateQuery(ID).queryKey, {
      id: ID,
      code: 'ABCD-EFGH',
      holderName: 'Stijn Student',
      holderEmail: 'student@demo.academy',
      certificationName: 'Data Literacy Practitioner',
      issuedAt: '2026-01-01T00:00:00Z',
      expiresAt: null,
      status: 'valid',
      revokedAt: null,
      revokedReason: '',
    });
    renderWithProviders(
      <Breadcrumbs
        environment={{ environment: 'student', profile: false, path: path.current, previous: null }}
      />,
      { queryClient },
    );
    const current = screen.getByRole('navigation').querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Data Literacy Practitioner');
    expect(screen.getByRole('navigation').textContent).not.toContain(ID);
  });
});
