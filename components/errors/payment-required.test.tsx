import { screen } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@/lib/resources/courses';
import { DEMO_USERS } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { OrganisationSeats } from './organisation-seats';
import { PaymentRequired } from './payment-required';

// The server's translations from the real bundles, in the language a test asks for.
const page = vi.hoisted(() => ({ locale: 'en' as 'en' | 'nl' | 'ro' }));
vi.mock('next-intl/server', async () => {
  const { createFormatter, createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/messages');
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({
        locale: page.locale,
        messages: await loadMessages(page.locale),
        namespace: namespace as never,
      }),
    getFormatter: async () =>
      createFormatter({ locale: page.locale, timeZone: 'Europe/Amsterdam' }),
    getLocale: async () => page.locale,
  };
});

// Eva Expired of Acme, whose organisation bought 2 seats of Data literacy, both held by others.
const eva = DEMO_USERS.eva;
const dataLiteracy = {
  slug: 'data-literacy',
  title: 'Data literacy',
  unlocked: false,
  unlockedBy: [],
  organisationSeats: { total: 2, used: 2 },
} as unknown as CourseDetail;

vi.mock('@/lib/server/guard', () => ({
  loadPortalMe: async () => eva,
  requireRoute: async () => ({ result: eva }),
  titleUnlessPaymentRequired: async () => ({}),
}));
vi.mock('@/lib/server/query-client', () => ({
  fetchOrNotFound: async () => dataLiteracy,
  getQueryClient: () => ({ fetchQuery: async () => dataLiteracy, prefetchQuery: async () => {} }),
}));
// The player's lesson answered 402; the course itself was read beside it.
vi.mock('@/components/player/load-lesson', () => ({
  loadLesson: async () => ({ kind: 'payment-required', course: dataLiteracy }),
  lessonTitle: async () => null,
}));

const { default: CourseRoute } = await import('@/app/(portal)/catalog/[course]/page');
const { default: LessonRoute } = await import('@/app/(portal)/courses/[course]/[lesson]/page');

/** The 402 view a route answered, rendered as the server would (it is an async component). */
async function renderPaymentRequired(route: ReactNode) {
  const find = (node: ReactNode): ReactElement | undefined => {
    if (Array.isArray(node)) return node.map(find).find(Boolean);
    if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
    if (node.type === PaymentRequired) return node;
    return find(node.props.children);
  };
  const view = find(route);
  expect(view, 'the route answers the 402 view').toBeDefined();
  const props = (view as ReactElement<Parameters<typeof PaymentRequired>[0]>).props;
  renderWithProviders(await PaymentRequired(props), { locale: page.locale });
}

describe('the organisation’s seats on a 402 view', () => {
  beforeEach(() => {
    page.locale = 'en';
  });

  it('says all seats are taken, or how many are free to ask for, in the page’s language', () => {
    const { unmount } = renderWithProviders(<OrganisationSeats seats={{ total: 2, used: 2 }} />);
    expect(screen.getByTestId('organisation-seats').textContent).toBe(
      'Your organisation bought 2 seats for this course and all of them are in use. Ask the academy to free one for you.',
    );
    unmount();
    renderWithProviders(<OrganisationSeats seats={{ total: 3, used: 2 }} />, { locale: 'nl' });
    expect(screen.getByTestId('organisation-seats').textContent).toMatch(
      /^Je organisatie heeft een vrije plaats voor deze cursus\./,
    );
  });

  it('on the course’s page', async () => {
    await renderPaymentRequired(
      await CourseRoute({ params: Promise.resolve({ course: 'data-literacy' }) }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A subscription is needed');
    expect(screen.getByTestId('organisation-seats').textContent).toContain(
      'all of them are in use',
    );
  });

  it('on a lesson, quiz or assignment of the course in the player, the same words', async () => {
    page.locale = 'nl';
    await renderPaymentRequired(
      await LessonRoute({
        params: Promise.resolve({ course: 'data-literacy', lesson: 'data-literacy-quiz' }),
      }),
    );
    expect(screen.getByTestId('organisation-seats').textContent).toMatch(
      /^Je organisatie kocht 2 plaatsen voor deze cursus en die zijn allemaal in gebruik\./,
    );
  });
});
