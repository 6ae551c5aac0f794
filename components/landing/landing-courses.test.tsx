import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogCourse } from '@/lib/resources/catalog';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { LandingCourses } from './landing-courses';

function course(overrides: Partial<CatalogCourse>): CatalogCourse {
  return {
    id: overrides.slug ?? 'id',
    slug: 'data-literacy',
    title: 'Data literacy',
    summary: 'Read charts and tables with a critical eye.',
    status: 'published',
    coverUrl: '/course-covers/data-literacy.svg',
    durationMinutes: 80,
    language: 'en',
    catalogName: 'Digital skills',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    categoryName: 'Data and security',
    ratingAverage: null,
    ratingCount: 0,
    enrollmentStatus: null,
    enrollmentProgress: null,
    access: 'guest',
    unlocked: false,
    accessBasis: null,
    ...overrides,
  };
}

const COURSES = [
  course({
    slug: 'project-management-basics',
    title: 'Project management basics',
    categoryName: 'Management',
    durationMinutes: 90,
  }),
  course({
    slug: 'time-management',
    title: 'Time management',
    categoryName: 'Management',
    durationMinutes: 60,
  }),
  course({ slug: 'data-literacy' }),
];

describe('LandingCourses', () => {
  it('lists each course with a decorative cover, a title linking to its page, summary and duration', () => {
    const { container } = renderWithProviders(
      <LandingCourses courses={COURSES} total={3} grouped={false} />,
    );
    const region = screen.getByRole('region', { name: 'Our courses' });
    expect(
      within(region).getByText('3 courses are open to everyone.', { exact: false }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Project management basics' });
    expect(link.getAttribute('href')).toBe('/catalog/project-management-basics');
    expect(screen.getByRole('heading', { level: 3, name: 'Data literacy' })).toBeTruthy();
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('1 h 30 min').getAttribute('datetime')).toBe('PT1H30M');
    expect(within(card).getByText('Management')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    // Decorative covers are not images to assistive technology.
    expect(within(region).queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });

  it('asks for an uploaded cover at the widths it is served (a WebP each), with its box', () => {
    const uploaded = '/api/v1/files/0193c0de-0000-7000-8000-000000000001/content';
    renderWithProviders(
      <LandingCourses
        courses={[
          course({ slug: 'uploaded', title: 'Uploaded', coverUrl: uploaded }),
          course({ slug: 'data-literacy' }),
        ]}
        total={2}
        grouped={false}
      />,
    );
    const cover = (name: string) =>
      screen.getByRole('link', { name }).closest('li')?.querySelector('img') as HTMLImageElement;
    const img = cover('Uploaded');
    expect(img.getAttribute('src')).toBe(`${uploaded}?w=800`);
    expect(img.getAttribute('srcset')).toBe(
      `${uploaded}?w=400 400w, ${uploaded}?w=800 800w, ${uploaded}?w=1200 1200w`,
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
    // A seeded SVG scales without variants.
    const svg = cover('Data literacy');
    expect(svg.getAttribute('src')).toBe('/course-covers/data-literacy.svg');
    expect(svg.getAttribute('srcset')).toBeNull();
  });

  it('groups by category in the catalog order when the portal has catalog-categories', () => {
    renderWithProviders(<LandingCourses courses={COURSES} total={3} grouped />);
    const management = screen.getByRole('region', { name: 'Management' });
    expect(
      within(management)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Project management basics', 'Time management']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Management',
      'Data and security',
    ]);
  });

  it('says so when the portal has no courses open to guests', () => {
    renderWithProviders(<LandingCourses courses={[]} total={0} grouped />);
    expect(screen.getByText(/no courses open to guests yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says how many more there are past the first page', () => {
    renderWithProviders(<LandingCourses courses={COURSES} total={140} grouped={false} />);
    expect(screen.getByText(/Showing 3 of 140 courses\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to see them all' }).getAttribute('href')).toBe(
      '/catalog',
    );
  });

  it('never uses a cover from an unsafe source', () => {
    const { container } = renderWithProviders(
      <LandingCourses
        courses={[course({ coverUrl: 'javascript:alert(1)' })]}
        total={1}
        grouped={false}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
