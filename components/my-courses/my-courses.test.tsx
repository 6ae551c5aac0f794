import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listPageOf } from '@/lib/api/transport';
import { type Enrollment, myCoursesQuery } from '@/lib/resources/enrollments';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { courseFixture } from '../catalog/course.test-support';
import { MyCourses } from './my-courses';

vi.mock('next/navigation', () => ({ usePathname: () => '/courses' }));

const enrollment = (overrides: Partial<Enrollment>): Enrollment => ({
  id: 'e-1',
  status: 'active',
  progress: 0,
  enrolledAt: '2026-01-01T00:00:00Z',
  completedAt: null,
  lastActivityAt: null,
  nextItemSlug: 'first',
  firstItemSlug: 'first',
  itemCount: 5,
  doneCount: 0,
  unlocked: true,
  accessBasis: 'subscription',
  course: courseFixture('writing-for-the-web', 'Writing for the web'),
  ...overrides,
});

function renderMyCourses(items: Enrollment[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(myCoursesQuery('a-1').queryKey, listPageOf(items, {}));
  renderWithProviders(<MyCourses accountId="a-1" />, { queryClient });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('My courses (one status per course, the access rule shown)', () => {
  it('an enrolment with nothing done is "Not started yet", never also "In progress"', () => {
    renderMyCourses([enrollment({})]);
    const item = card('Writing for the web');
    expect(within(item).getByText('Not started yet')).toBeTruthy();
    expect(within(item).queryByText('In progress')).toBeNull();
  });

  it('two of five done without a recorded activity is "In progress", never "Not started yet"', () => {
    renderMyCourses([
      enrollment({
        progress: 40,
        doneCount: 2,
        course: courseFixture('data-literacy', 'Data literacy'),
      }),
    ]);
    const item = card('Data literacy');
    expect(within(item).getByText('In progress')).toBeTruthy();
    expect(within(item).queryByText('Not started yet')).toBeNull();
  });

  it('a course the account may not learn in now is marked locked and leads to its page', () => {
    renderMyCourses([
      enrollment({ unlocked: false, course: courseFixture('time-management', 'Time management') }),
    ]);
    const item = card('Time management');
    expect(within(item).getByText('Not included in your subscription')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'View course' }).getAttribute('href')).toBe(
      '/catalog/time-management',
    );
    expect(within(item).queryByRole('link', { name: 'Continue' })).toBeNull();
  });
});
