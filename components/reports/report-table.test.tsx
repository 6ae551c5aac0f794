import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportRows } from '@/lib/resources/reports';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

const fenna: ReportRows['completions'] = {
  id: 'e1',
  accountId: '5f457181-48ae-44d4-8b73-fe851de2e18d',
  accountName: 'Fenna Flat',
  email: 'flatfee@demo.academy',
  entityId: 'c3c6e580-d03c-457b-913b-e5f8aadd55da',
  entityName: 'Flat Fee Group',
  courseId: 'aba0e843-23e0-42e5-8351-7bbfda71d746',
  courseTitle: 'Workplace safety',
  status: 'completed',
  progress: 100,
  enrolledAt: '2026-08-07T07:55:01.421Z',
  completedAt: '2026-11-10T12:43:01.421Z',
  lastActivityAt: '2026-11-10T12:43:01.421Z',
};

describe('a report’s rows and summary (issue 43, item 5)', () => {
  it('names each learner in their row, with their organisation and course', () => {
    renderWithProviders(<ReportTable kind="completions" rows={[fenna]} />);
    const table = screen.getByRole('table', { name: 'Completions' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('rowheader').textContent).toBe(
      'Fenna Flatflatfee@demo.academy',
    );
    expect(row?.textContent).toContain('Flat Fee Group');
    expect(row?.textContent).toContain('Workplace safety');
    expect(row?.textContent).toContain('100 %');
    // Every completion is completed: no status column.
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull();
  });

  it('shows the progress report’s status in words', () => {
    renderWithProviders(
      <ReportTable
        kind="progress"
        rows={[{ ...fenna, status: 'not_started', progress: 0, completedAt: null }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Progress' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(table.textContent).toContain('Not started');
  });

  it('gives the chart’s figures as text too, and no chart for nothing', () => {
    const { unmount } = renderWithProviders(
      <ReportChart
        kind="progress"
        summary={[
          { key: 'in_progress', label: 'in_progress', count: 33 },
          { key: 'not_started', label: 'not_started', count: 2 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Enrolments per status' });
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In progress: 33', 'Not started: 2']);
    unmount();
    renderWithProviders(<ReportChart kind="completions" summary={[]} />);
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
