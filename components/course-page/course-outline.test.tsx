import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CourseDetail, CourseItem } from '@/lib/resources/courses';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CourseFacts } from './course-layout';
import { CourseOutline } from './course-outline';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/timed', useRouter: () => ({}) }));

const item = (slug: string, durationMinutes: number): CourseItem => ({
  id: `i-${slug}`,
  kind: 'lesson',
  slug,
  title: `Lesson ${slug}`,
  position: 0,
  durationMinutes,
  freePreview: false,
  done: false,
});

const COURSE = {
  id: 'c-timed',
  slug: 'timed',
  title: 'Timed',
  access: 'available',
  language: 'en',
  // What the course row said before its items had durations.
  durationMinutes: 0,
  categoryName: null,
  catalogName: null,
  coaches: [],
  labels: [],
  modules: [
    { id: 'm1', title: 'First', position: 0, items: [item('a', 20), item('b', 0)] },
    { id: 'm2', title: 'Second', position: 1, items: [item('c', 0)] },
    { id: 'm3', title: 'Third', position: 2, items: [item('d', 45), item('e', 25)] },
  ],
} as unknown as CourseDetail;

describe('durations on the course page', () => {
  it('shows an item’s minutes, none for an item without, and each module’s sum', () => {
    renderWithProviders(<CourseOutline course={COURSE} />);
    const row = (slug: string) => screen.getByText(`Lesson ${slug}`).closest('li') as HTMLElement;
    expect(within(row('a')).getByText('20 min')).toBeTruthy();
    expect(row('b').textContent).not.toMatch(/min/);
    expect(screen.queryByText('0 min')).toBeNull();
    expect(screen.getByText('2 items · 20 min')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByText('2 items · 1 h 10 min')).toBeTruthy();
  });

  it('gives the course the sum of its items’ durations', () => {
    renderWithProviders(<CourseFacts course={COURSE} locale="en" />);
    const term = screen.getByText('Duration');
    expect(term.nextElementSibling?.textContent).toBe('1 h 30 min');
  });
});
