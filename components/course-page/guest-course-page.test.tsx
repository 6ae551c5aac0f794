import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@/lib/resources/courses';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { GuestCoursePage } from './guest-course-page';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/data-literacy' }));
// The server's translations, from the real English bundle.
vi.mock('next-intl/server', async () =>
  (await import('@/components/shell/server-translations.test-support')).serverIntlIn('en'),
);

/** DEMO-DATA "Data literacy" as a guest reads it, with an uploaded cover. */
const course = {
  id: 'c-data',
  slug: 'data-literacy',
  title: 'Data literacy',
  summary: 'Read charts and tables critically.',
  coverUrl: '/api/v1/files/f-cover/content',
  language: 'en',
  catalogName: 'Digital skills',
  categoryName: 'Data and security',
  // RichText is an async server component, which a DOM test cannot render.
  descriptionHtml: '',
  access: 'guest',
  durationMinutes: 0,
  modules: [
    {
      id: 'm1',
      title: 'Reading charts',
      position: 1,
      items: [
        {
          id: 'i1',
          kind: 'lesson',
          slug: 'a',
          title: 'A',
          position: 1,
          durationMinutes: 30,
          done: false,
        },
        {
          id: 'i2',
          kind: 'lesson',
          slug: 'b',
          title: 'B',
          position: 2,
          durationMinutes: 15,
          done: false,
        },
      ],
    },
  ],
  labels: [],
  coaches: [{ id: 'cora', fullName: 'Cora Coach', avatarUrl: null }],
  unlockedBy: [
    {
      id: 'p-single',
      name: 'Data literacy (single course)',
      description: '',
      language: 'en',
      businessModel: 'flat_fee',
      billingPeriod: null,
      trialDays: 0,
      accessMonths: 12,
      prices: [{ currency: 'EUR', amountCents: 9500 }],
    },
  ],
  enrollment: null,
} as unknown as CourseDetail;

describe('the guest’s course page shares the student page’s layout', () => {
  it('the same hero (the cover at its widths) and facts, with the price and “Buy” of its own', async () => {
    renderWithProviders(await GuestCoursePage({ course, jsonLd: null }));
    const cover = document.querySelector('.course-hero-cover img');
    expect(cover?.getAttribute('srcset')).toContain('/api/v1/files/f-cover/content?w=400 400w');
    const facts = screen.getByRole('complementary', { name: 'About this course' });
    const term = (name: string) =>
      within(facts).getByText(name).nextElementSibling?.textContent ?? '';
    expect(term('Catalog')).toBe('Digital skills');
    // The items' minutes together, as on the student's page.
    expect(term('Duration')).toBe('45 min');
    expect(term('Language')).toBe('English');
    expect(within(facts).getByText('Cora Coach')).toBeTruthy();
    expect(within(facts).getByText('Data literacy (single course)')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe(
      '/auth?returnTo=%2Fcatalog%2Fdata-literacy',
    );
  });
});
