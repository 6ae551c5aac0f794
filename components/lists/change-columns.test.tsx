import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from '@/components/ui/admin-table';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { useChangeColumns } from './change-columns';

const CHANGE = { id: 'c-1', changedByName: 'Ada Admin', changedAt: '2026-03-02T09:30:00.000Z' };

function History() {
  const columns = useChangeColumns<typeof CHANGE>({ who: 'Who', when: 'When' });
  return <AdminTable className="history" columns={columns} rows={[CHANGE]} />;
}

describe('useChangeColumns', () => {
  it('shows who made a change, and when to the minute', () => {
    renderWithProviders(<History />);
    expect(screen.getByRole('columnheader', { name: 'Who' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ada Admin' })).toBeTruthy();
    const when = screen.getByRole('columnheader', { name: 'When' });
    expect(when).toBeTruthy();
    const time = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(time.getAttribute('dateTime')).toBe(CHANGE.changedAt);
    expect(time.textContent).toBe('Mar 2, 2026, 10:30 AM');
  });
});
