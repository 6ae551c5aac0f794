import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listPageOf } from '@/lib/api/transport';
import { gradedItem } from '@/lib/overview/overview.test-support';
import { type CourseGrades, gradesQuery, type TodoItem, todoQuery } from '@/lib/resources/overview';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { CourseGradesList } from './course-grades-list';
import { TodoSection } from './todo-section';

vi.mock('next/navigation', () => ({ usePathname: () => '/overview' }));

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const todo = (overrides: Partial<TodoItem>): TodoItem => ({
  id: 'assignment-a-1',
  kind: 'assignment',
  status: 'not_submitted',
  sourceId: 'a-1',
  title: 'Chart critique',
  courseTitle: 'Data literacy',
  courseSlug: 'data-literacy',
  textLanguage: 'en',
  courseLanguage: 'en',
  dueAt: inDays(5),
  overdue: false,
  path: '/courses/data-literacy/chart-critique',
  ...overrides,
});

const quiz = gradedItem();

const course = (overrides: Partial<CourseGrades>): CourseGrades => ({
  id: 'e-1',
  courseId: 'c-1',
  courseTitle: 'Data literacy',
  courseSlug: 'data-literacy',
  textLanguage: 'en',
  courseLanguage: 'en',
  progress: 40,
  status: 'active',
  enrolledAt: '2026-10-01T10:00:00.000Z',
  completedAt: null,
  lastActivityAt: '2026-12-01T10:00:00.000Z',
  items: [quiz],
  certificates: [],
  ...overrides,
});

function renderOverview(todos: TodoItem[], courses: CourseGrades[], locale: 'en' | 'nl' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(todoQuery('a-1').queryKey, listPageOf(todos, {}));
  queryClient.setQueryData(gradesQuery('a-1').queryKey, listPageOf(courses, {}));
  renderWithProviders(
    <>
      <TodoSection accountId="a-1" />
      <CourseGradesList accountId="a-1" />
    </>,
    { queryClient, locale },
  );
}

describe('the to-do (issue 43, item 1)', () => {
  it('says so in words when nothing is due in the next 14 days', () => {
    renderOverview([], [course({})]);
    const section = screen.getByRole('region', { name: 'To do in the next 14 days' });
    expect(within(section).getByText('No deadlines in the next 14 days.')).toBeTruthy();
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  it('marks overdue work in words, links each item and offers Add to calendar', () => {
    renderOverview(
      [
        todo({ overdue: true, dueAt: inDays(-2) }),
        todo({
          id: 'certificate-c-9',
          kind: 'certificate',
          status: 'expiring',
          sourceId: 'c-9',
          title: 'Project management certificate',
          courseTitle: null,
          courseSlug: null,
          textLanguage: null,
          courseLanguage: null,
          dueAt: inDays(10),
          path: '/certificates/c-9',
        }),
      ],
      [],
    );
    const [overdue, expiry] = screen.getAllByRole('listitem');
    expect(within(overdue as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(
      within(overdue as HTMLElement)
        .getByRole('link', { name: 'Chart critique' })
        .getAttribute('href'),
    ).toBe('/courses/data-literacy/chart-critique');
    expect(
      within(overdue as HTMLElement)
        .getByRole('link', { name: 'Add to calendar: Chart critique' })
        .getAttribute('href'),
    ).toBe('/calendar/event/assignment-a-1.ics');
    expect(within(expiry as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(within(expiry as HTMLElement).getByText(/^Expires /)).toBeTruthy();
  });
});

describe('the grades per course', () => {
  it('a table with a caption, headers, and the score with what it means', () => {
    renderOverview([], [course({})]);
    const table = screen.getByRole('table', { name: 'Grades in Data literacy' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Graded work', 'Result', 'Score', 'Date']);
    const row = within(table).getByRole('row', { name: /Data literacy quiz/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Data literacy quizQuiz');
    expect(row.textContent).toContain('Passed');
    expect(row.textContent).toContain('80 %best of 3 attempts · pass mark 60 %');
    expect(screen.getByRole('progressbar', { name: 'Progress in Data literacy' })).toBeTruthy();
  });

  it('certificates held link to theirs; those not earned say what it takes', () => {
    renderOverview(
      [],
      [
        course({
          certificates: [
            {
              certificationId: 'x-1',
              name: 'Data literacy certificate',
              minScore: 60,
              status: 'not_earned',
              certificateId: null,
              issuedAt: null,
              expiresAt: null,
            },
            {
              certificationId: 'x-2',
              name: 'Project management certificate',
              minScore: null,
              status: 'valid',
              certificateId: 'c-9',
              issuedAt: '2026-11-09T10:00:00.000Z',
              expiresAt: '2028-11-09T10:00:00.000Z',
            },
          ],
        }),
      ],
    );
    expect(screen.getByText('Not earned yet')).toBeTruthy();
    expect(
      screen.getByText('Complete the course with at least 60 % in its quizzes to earn it.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Project management certificate' }).getAttribute('href'),
    ).toBe('/certificates/c-9');
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByText('Valid until 9 Nov 2028')).toBeTruthy();
  });

  it('a course without graded work, and no courses at all, are said in words (in Dutch too)', () => {
    renderOverview([], [course({ items: [] })], 'nl');
    expect(
      screen.getByText(
        'Deze cursus heeft geen quizzen, opdrachten of pakketten die beoordeeld worden.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Geen deadlines in de komende 14 dagen.')).toBeTruthy();
  });

  it('no enrolment: the way to the catalog', () => {
    renderOverview([], []);
    expect(screen.getByText('You are not enrolled in any course yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe(
      '/catalog',
    );
  });
});
