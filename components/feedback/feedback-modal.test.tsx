import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/lib/resources/accounts';
import type { FeedbackProject } from '@/lib/resources/feedback';
import type { MeResult } from '@/lib/resources/me';
import { meKeys } from '@/lib/resources/me';
import {
  buildDocument,
  feedbackProjectRecord,
  feedbackProjectResource,
} from '@/tests/support/api-documents';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { FeedbackModal } from './feedback-modal';

const navigation = vi.hoisted(() => ({ pathname: '/coach/dashboard' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError } }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const project = (
  id: string,
  name: string,
  state: FeedbackProject['state'],
  description: string,
  upvotes: number,
) => feedbackProjectRecord({ id, name, state, description, upvotes });
const PROJECTS = [
  project('p2', 'Coach dashboard widgets', 'backlog', 'Widgets on the dashboard. #coach', 7),
  project('p3', 'Dark mode', 'backlog', 'A dark theme. #coach #student', 12),
  project('p4', 'Mobile app', 'planned', 'Apps for phones. #admin #coach', 42),
];

function user(roles: string[], entity: string | null = 'Demo Academy'): MeResult {
  const result = meResult({ roles });
  const account = { id: 'acc-1', fullName: 'Cora Coach', roles } as Account;
  return {
    ...result,
    me: { ...result.me, account, entity: entity ? { id: 'e1', name: entity } : null },
  };
}

function renderModal(result: MeResult, locale: 'en' | 'nl' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.me(), result);
  return renderWithProviders(
    <>
      <a href="#give-feedback">Give feedback</a>
      <FeedbackModal />
    </>,
    { queryClient, locale },
  );
}

const openByLink = () => act(async () => fireEvent.click(screen.getByText('Give feedback')));

/** Like the service: an upvote counts, and later lists say this user upvoted it. */
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const voted = new Set<string>();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/feedback/projects')) {
      return json(
        buildDocument(
          PROJECTS.map((listed) => {
            const upvoted = voted.has(listed.id);
            const upvotes = listed.upvotes + (upvoted ? 1 : 0);
            return feedbackProjectResource({ ...listed, upvotes, upvoted });
          }),
        ),
      );
    }
    if (url.endsWith('/feedback/upvote')) {
      const { project_id: id } = JSON.parse(String(init?.body)) as { project_id: string };
      voted.add(id);
      const listed = PROJECTS.find((candidate) => candidate.id === id);
      return json(buildDocument(listed ? feedbackProjectResource(listed) : null), 200);
    }
    return json({}, 201);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toastError.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('FeedbackModal (spec §2, §4, §5, §6, §8)', () => {
  it('marks English ideas on a Dutch page (WCAG 3.1.2), not Dutch ones', async () => {
    const english = PROJECTS.find((listed) => listed.id === 'p3');
    if (!english) throw new Error('no Dark mode');
    PROJECTS.push(project('p5', 'Donkere grafieken', 'backlog', 'Grafieken. #coach', 1));
    const dutch = PROJECTS.at(-1);
    if (dutch) dutch.language = 'nl';
    english.language = 'en';
    try {
      renderModal(user(['coach']), 'nl');
      await openByLink();
      const toggle = await screen.findByRole('button', { name: 'Dark mode' });
      expect(toggle.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
      fireEvent.click(toggle);
      const card = screen.getByRole('article', { name: 'Dark mode' });
      expect(within(card).getByText('A dark theme.').getAttribute('lang')).toBe('en');
      const own = screen.getByRole('button', { name: 'Donkere grafieken' });
      expect(own.querySelector('[lang]')).toBeNull();
    } finally {
      PROJECTS.pop();
      english.language = null;
    }
  });

  it('opens on the #give-feedback hash and clears it', async () => {
    window.history.replaceState(null, '', '/coach/dashboard?x=1#give-feedback');
    renderModal(user(['coach']));
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
  });

  it('is not there for students, whatever the hash', async () => {
    window.history.replaceState(null, '', '/catalog#give-feedback');
    renderModal(user(['student']));
    await openByLink();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the tabs, and cards that expand and collapse with the hashtags hidden', async () => {
    renderModal(user(['coach']));
    await openByLink();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['New ideas', 'In development']);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const card = screen.getByRole('article', { name: 'Dark mode' });
    expect(within(card).getByText('A dark theme.')).toBeTruthy();
    expect(card.textContent).not.toContain('#coach');
    fireEvent.click(toggle);
    expect(within(card).queryByText('A dark theme.')).toBeNull();
  });

  it('counts a successful upvote and marks the card; ALREADY_UPVOTED is a toast', async () => {
    renderModal(user(['coach']));
    await openByLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Dark mode' }));
    const card = screen.getByRole('article', { name: 'Dark mode' });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Upvote' })));
    expect(await within(card).findByText('13 upvotes')).toBeTruthy();
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Upvoted' }).disabled).toBe(
      true,
    );
    const upvote = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/upvote'));
    expect(upvote?.[1]?.body).toBe('{"project_id":"p3"}');

    fetchMock.mockResolvedValueOnce(
      json({ errors: [{ status: '422', code: 'ALREADY_UPVOTED' }] }, 422),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Coach dashboard widgets' }));
    const other = screen.getByRole('article', { name: 'Coach dashboard widgets' });
    await act(async () => fireEvent.click(within(other).getByRole('button', { name: 'Upvote' })));
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('You have already upvoted this idea.'),
    );
    expect(within(other).queryByRole('alert')).toBeNull();
  });

  it('shows any other upvote failure inline on the card', async () => {
    renderModal(user(['coach']));
    await openByLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Dark mode' }));
    fetchMock.mockResolvedValueOnce(json({ errors: [{ status: '502' }] }, 502));
    const card = screen.getByRole('article', { name: 'Dark mode' });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Upvote' })));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Your upvote could not be saved. Please try again.',
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('reveals the idea form from the call to action and sends only the text', async () => {
    renderModal(user(['academy_admin']));
    await openByLink();
    fireEvent.click(screen.getByRole('button', { name: 'Share your idea' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your idea' }), {
      target: { value: 'Certificates in PDF' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('status').textContent).toContain('We have received your idea.');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/feedback/note'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      feedback: 'Certificates in PDF',
      project_id: null,
    });
  });

  it('offers no form and no upvote without a synthetic address (spec §5)', async () => {
    renderModal(user(['coach'], null));
    await openByLink();
    expect(screen.queryByRole('button', { name: 'Share your idea' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Dark mode' }));
    const card = screen.getByRole('article', { name: 'Dark mode' });
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Upvote' }).disabled).toBe(
      true,
    );
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('closes on a route change', async () => {
    const view = renderModal(user(['coach']));
    await openByLink();
    expect(screen.getByRole('dialog')).toBeTruthy();
    navigation.pathname = '/coach/students';
    view.rerender(
      <>
        <a href="#give-feedback">Give feedback</a>
        <FeedbackModal />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    navigation.pathname = '/coach/dashboard';
  });
});
