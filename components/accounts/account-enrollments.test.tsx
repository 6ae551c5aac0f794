import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { listPageOf } from '@/lib/api/transport';
import type { Course, Enrollment } from '@/lib/resources/enrollments';
import { loadMessages } from '@/messages';
import { appCourse } from '@/tests/support/fixtures/courses';
import { AccountEnrollments } from './account-enrollments';

// A server component: its translations come from next-intl/server, here the real English bundle.
vi.mock('next-intl/server', async () => {
  const messages = await loadMessages('en');
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({
        locale: 'en',
        messages,
        namespace,
        onError: (error) => {
          throw error;
        },
      }),
  };
});

const course = (title: string, published = true): Course =>
  appCourse({
    title,
    catalogName: 'Professional skills',
    status: published ? 'published' : 'draft',
  });

const ENROLLMENTS: Enrollment[] = [
  {
    id: 'e1',
    status: 'active',
    progress: 0,
    enrolledAt: '2026-11-20T09:00:00.000Z',
    completedAt: null,
    lastActivityAt: null,
    nextItemSlug: 'how-people-read-online',
    firstItemSlug: 'how-people-read-online',
    course: course('Writing for the web'),
  },
  {
    id: 'e2',
    status: 'completed',
    progress: 100,
    enrolledAt: '2026-06-01T09:00:00.000Z',
    completedAt: '2026-08-01T09:00:00.000Z',
    lastActivityAt: '2026-08-01T09:00:00.000Z',
    nextItemSlug: null,
    firstItemSlug: 'the-project-triangle',
    course: course('Leading hybrid teams', false),
  },
];

async function renderEnrollments(enrollments: Enrollment[], total = enrollments.length) {
  const ui = await AccountEnrollments({
    list: listPageOf(enrollments, { total }),
    locale: 'en',
    timeZone: 'Europe/Amsterdam',
  });
  return render(ui);
}

describe('AccountEnrollments', () => {
  it('shows each course with its status, progress bar and enrolment date', async () => {
    await renderEnrollments(ENROLLMENTS);
    const table = screen.getByRole('table', { name: 'Enrolments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Writing for the web',
      'Leading hybrid teamsUnpublished',
    ]);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Active', '0%', '20 Nov 2026 at 10:00'],
      ['Completed', '100%', '1 Jun 2026 at 11:00'],
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Progress of Leading hybrid teams' });
    expect(bar.getAttribute('value')).toBe('100');
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
  });

  it('says when only the newest are shown', async () => {
    await renderEnrollments(ENROLLMENTS, 130);
    expect(screen.getByText('Showing the newest 2 of 130 enrolments.')).toBeTruthy();
  });

  it('has an empty state', async () => {
    await renderEnrollments([]);
    expect(screen.getByRole('heading', { name: 'Enrolments' })).toBeTruthy();
    expect(screen.getByText('No enrolments yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
