import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Qualification } from '@/lib/resources/qualifications';
import { qualificationReport } from '@/shared/qualifications/progress';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { QualificationCard } from './qualification-card';

const COURSES = [
  { id: 'c-data', title: 'Data literacy', slug: 'data-literacy' },
  { id: 'c-web', title: 'Writing for the web', slug: 'writing-for-the-web' },
];

/** A qualification as the report has it, by the rules the API uses (shared/qualifications). */
function report(
  requiredCount: number | null,
  standings: [string, { progress: number; completed: boolean }][],
): Qualification {
  const { needed: _, ...qualification } = qualificationReport(
    { id: 'q1', name: 'Digital foundations', requiredCount, courses: COURSES },
    new Map(standings),
  );
  return qualification;
}

describe('QualificationCard', () => {
  it('labels the bar “Digital foundations — 0 of 2 courses” and says it is not achieved yet', () => {
    renderWithProviders(
      <QualificationCard
        qualification={report(null, [['c-data', { progress: 40, completed: false }]])}
      />,
    );
    const card = screen.getByRole('article', { name: 'Digital foundations' });
    const bar = within(card).getByRole('progressbar', {
      name: 'Digital foundations — 0 of 2 courses',
    });
    expect(bar.getAttribute('value')).toBe('0');
    expect(card.textContent).toContain('Not achieved yet');
    expect(card.textContent).toContain('Complete all 2 courses.');
    const courses = within(card).getByRole('list', { name: 'Courses of Digital foundations' });
    const [data, web] = within(courses).getAllByRole('listitem');
    expect(
      within(data as HTMLElement)
        .getByRole('link', { name: 'Data literacy' })
        .getAttribute('href'),
    ).toBe('/catalog/data-literacy');
    expect(
      within(data as HTMLElement)
        .getByRole('progressbar', { name: 'Progress in Data literacy' })
        .getAttribute('value'),
    ).toBe('40');
    expect(data?.textContent).toContain('In progress');
    expect(web?.textContent).toContain('Not started');
  });

  it('shows the achieved badge in words, and N of M counts only what is needed', () => {
    renderWithProviders(
      <QualificationCard
        qualification={report(1, [
          ['c-data', { progress: 100, completed: true }],
          ['c-web', { progress: 100, completed: true }],
        ])}
      />,
    );
    const card = screen.getByRole('article', { name: 'Digital foundations' });
    expect(
      within(card)
        .getByRole('progressbar', { name: 'Digital foundations — 1 of 1 course' })
        .getAttribute('value'),
    ).toBe('100');
    expect(card.textContent).toContain('Achieved');
    expect(card.textContent).not.toContain('Not achieved');
    expect(card.textContent).toContain('Complete 1 of these 2 courses.');
    expect(within(card).getAllByText('Completed')).toHaveLength(2);
  });
});
