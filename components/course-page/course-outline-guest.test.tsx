import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDetail, CourseItem } from '@/lib/resources/courses';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CourseOutline } from './course-outline';

const item = (slug: string, title: string, extra: Partial<CourseItem> = {}): CourseItem => ({
  id: `i-${slug}`,
  kind: 'lesson',
  slug,
  title,
  position: 1,
  durationMinutes: 15,
  freePreview: false,
  done: false,
  ...extra,
});

/** DEMO-DATA "Data literacy" as a guest gets it: "Bar and line charts" is the free preview. */
function dataLiteracy(access: CourseDetail['access']): CourseDetail {
  return {
    id: 'c-data',
    slug: 'data-literacy',
    title: 'Data literacy',
    summary: 'Read charts and tables critically.',
    status: 'published',
    coverUrl: null,
    durationMinutes: 90,
    language: 'en',
    catalogName: 'Digital skills',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    descriptionHtml: '',
    categoryName: 'Data and security',
    access,
    unlocked: access === 'enrolled' || access === 'included',
    accessBasis: null,
    organisationSeats: null,
    itemCount: 3,
    doneCount: 0,
    modules: [
      {
        id: 'm1',
        title: 'Reading charts',
        position: 1,
        items: [
          item('bar-and-line-charts', 'Bar and line charts', { freePreview: true }),
          item('misleading-axes', 'Misleading axes'),
        ],
      },
      {
        id: 'm2',
        title: 'Working with tables',
        position: 2,
        // A quiz is never a preview, whatever the flag says.
        items: [
          item('data-literacy-quiz', 'Data literacy quiz', { kind: 'quiz', freePreview: true }),
        ],
      },
    ],
    labels: [],
    coaches: [],
    unlockedBy: [],
    enrollment: null,
  };
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('CourseOutline for a guest', () => {
  it('links the free preview to its preview page; the other items read "Sign up to continue"', () => {
    renderWithProviders(<CourseOutline course={dataLiteracy('guest')} />);
    const preview = screen.getByRole('link', { name: 'Bar and line charts' });
    expect(preview.getAttribute('href')).toBe('/catalog/data-literacy/preview/bar-and-line-charts');
    expect(within(row('Bar and line charts')).getByText('Free preview')).toBeTruthy();
    for (const title of ['Misleading axes', 'Data literacy quiz']) {
      expect(within(row(title)).queryByRole('link')).toBeNull();
      expect(within(row(title)).getByText('Sign up to continue')).toBeTruthy();
    }
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows students no preview links or sign-up notes', () => {
    renderWithProviders(<CourseOutline course={dataLiteracy('included')} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Sign up to continue')).toBeNull();
    expect(screen.queryByText('Free preview')).toBeNull();
  });
});
