import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErasureRequest } from '@/lib/resources/erasure-requests';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ErasureRequestsTable } from './erasure-requests-table';

const request = (over: Partial<ErasureRequest>): ErasureRequest => ({
  id: 'r-1',
  accountId: 'a-1',
  accountName: 'Nora Newcomer',
  accountEmail: 'nora@example.org',
  note: '',
  status: 'open',
  requestedAt: '2026-03-01T09:00:00.000Z',
  dueAt: '2026-03-31T09:00:00.000Z',
  handledAt: null,
  handledByName: null,
  decisionReason: '',
  ...over,
});

describe('the erasure requests table (issue 42, item 4)', () => {
  it('links the person to their account page and says "Overdue" in words past the answer day', () => {
    renderWithProviders(
      <ErasureRequestsTable
        requests={[
          request({ note: 'Moving abroad' }),
          request({
            id: 'r-2',
            accountId: 'a-2',
            accountName: 'Erased account',
            status: 'declined',
            dueAt: '2026-03-30T09:00:00.000Z',
            handledAt: '2026-03-05T09:00:00.000Z',
            handledByName: 'Ada Admin',
            decisionReason: 'Open invoices',
          }),
        ]}
        accountsHref="/admin/accounts"
        now={new Date('2026-04-01T00:00:00.000Z')}
      />,
    );
    const [, open, declined] = screen.getAllByRole('row');
    expect(
      within(open as HTMLElement)
        .getByRole('link', { name: 'Nora Newcomer' })
        .getAttribute('href'),
    ).toBe('/admin/accounts/a-1');
    expect(within(open as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(open?.textContent).toContain('Moving abroad');
    expect(open?.textContent).toContain('Not yet');
    // Answered requests are never overdue; who answered, when and why.
    expect(within(declined as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(declined?.textContent).toContain('Declined');
    expect(declined?.textContent).toContain('Ada Admin, Mar 5, 2026');
    expect(declined?.textContent).toContain('Reason: Open invoices');
    expect(screen.getByRole('columnheader', { name: 'Answer by' })).toBeTruthy();
  });
});
