import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogCourse } from '@/lib/resources/catalog';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { courseFixture } from './course.test-support';
import { CourseCard } from './course-card';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog' }));

const course = (overrides: Partial<CatalogCourse>): CatalogCourse => ({
  ...courseFixture('time-management', 'Time management'),
  id: 'c-1',
  categoryName: null,
  ratingAverage: null,
  ratingCount: 0,
  enrollmentStatus: null,
  enrollmentProgress: null,
  access: 'included',
  unlocked: true,
  accessBasis: 'subscription',
  ...overrides,
});

const render = (item: CatalogCourse, locale: 'en' | 'nl' | 'ro' = 'en') =>
  renderWithProviders(<CourseCard course={item} level={2} continueHref="/courses/x/y" />, {
    locale,
  });

describe('a catalog card’s access label follows the business model', () => {
  it.each([
    ['en', 'flat_fee', 'Included in your flat fee'],
    ['nl', 'flat_fee', 'Inbegrepen in je vaste tarief'],
    ['ro', 'flat_fee', 'Inclus în tariful fix'],
    ['en', 'subscription', 'Included in your subscription'],
    ['nl', 'subscription', 'Inbegrepen in je abonnement'],
    ['en', 'in_plan', 'Included in your plan'],
    ['en', 'order', 'Unlocked by a paid order'],
  ] as const)('%s, %s → "%s"', (locale, basis, text) => {
    render(course({ accessBasis: basis }), locale);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('Fenna (flat fee) is never told about a subscription, in any language', () => {
    for (const locale of ['en', 'nl', 'ro'] as const) {
      const { unmount, container } = render(course({ accessBasis: 'flat_fee' }), locale);
      expect(container.textContent).not.toMatch(/subscription|abonnement|abonament/i);
      unmount();
    }
  });

  it('a locked course names the plan that would open it', () => {
    render(course({ access: 'locked', unlocked: false, accessBasis: 'in_plan' }));
    expect(screen.getByText('Not included in your plan')).toBeTruthy();
  });

  it('an enrolment in a course locked for the viewer shows the lock, not "Continue"', () => {
    render(
      course({
        access: 'enrolled',
        enrollmentStatus: 'active',
        enrollmentProgress: 0,
        unlocked: false,
        accessBasis: 'subscription',
      }),
    );
    expect(screen.getByText('Not included in your subscription')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });
});
