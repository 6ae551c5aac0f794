import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress } from '@/components/lists/view-address.test-support';
import { viewCookieValue } from '@/lib/lists/view-cookie';
import { defineView } from '@/lib/lists/view-settings-schema';
import {
  serializeViewSettings,
  VIEW_SETTINGS_STORAGE_KEY,
} from '@/lib/lists/view-settings-storage';
import type { Mandate, MandatesPage } from '@/lib/resources/coaching';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { Approvals } from './approvals';
import {
  APPROVALS_VIEW,
  APPROVALS_VIEW_DEFAULTS,
  approvalsQuery,
  PAGE_SIZE_PREFERENCE,
} from './approvals-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const FETCHED = Date.parse('2026-03-02T09:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** DEMO-DATA "Coaching": Hugo Hybrid asks to act for Stijn Student, Cora Coach's mentee. */
const HUGO_FOR_STIJN: Mandate = {
  id: 'm-stijn',
  coach: { id: 'a-hugo', fullName: 'Hugo Hybrid' },
  student: { id: 'a-stijn', fullName: 'Stijn Student', email: 'student@demo.academy' },
  requestedByName: 'Hugo Hybrid',
  status: 'pending',
  reason: 'He joins the safety cohort.',
  decisionReason: '',
  decidedByName: null,
  decidedAt: null,
  expiresAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  canDecide: true,
};

const APPROVED: Mandate = {
  ...HUGO_FOR_STIJN,
  id: 'm-stijn-active',
  status: 'approved',
  decisionReason: 'Fine for the safety cohort.',
  decidedByName: 'Cora Coach',
  decidedAt: '2026-03-01T12:00:00.000Z',
  expiresAt: new Date(FETCHED + 30 * DAY).toISOString(),
  canDecide: false,
};

/** The mandate as GET /v1/coach_mandates answers it (JSON:API, snake_case). */
const resourceOf = (mandate: Mandate) => ({
  type: 'coach_mandates',
  id: mandate.id,
  attributes: {
    coach: { id: mandate.coach.id, full_name: mandate.coach.fullName },
    student: {
      id: mandate.student.id,
      full_name: mandate.student.fullName,
      email: mandate.student.email,
    },
    requested_by_name: mandate.requestedByName,
    status: mandate.status,
    reason: mandate.reason,
    decision_reason: mandate.decisionReason,
    decided_by_name: mandate.decidedByName,
    decided_at: mandate.decidedAt,
    expires_at: mandate.expiresAt,
    created_at: mandate.createdAt,
    can_decide: mandate.canDecide,
  },
});

/**
 * An answer whose JSON is parsed in the test's own realm: the test runs in a VM context, and the
 * deserializer reads meta keys camelCase only off plain objects of its realm (`constructor ===
 * Object`), so objects that Node's Response parsed would keep their snake_case meta.
 */
function json(body: unknown) {
  const response = new Response(JSON.stringify(body), { status: 200 });
  response.json = async () => JSON.parse(JSON.stringify(body));
  return response;
}

/**
 * A stand-in for /api/v1/coach_mandates: its list (filtered by status, `total` as many as the
 * list says it has) and the decisions. Resolves to every call it answered, URLs decoded.
 */
function installFakeMandatesApi(mandates: Mandate[], total = mandates.length) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search), body });
    if (method === 'POST') return json({ data: resourceOf(APPROVED) });
    const status = url.searchParams.get('filter[status]');
    const rows = mandates.filter((mandate) => !status || mandate.status === status);
    const size = Number(url.searchParams.get('page[size]') ?? 25);
    return json({
      data: rows.map(resourceOf),
      meta: {
        total: status ? rows.length : total,
        last_page: Math.max(1, Math.ceil(total / size)),
        current_page: Number(url.searchParams.get('page[number]') ?? 1),
        status_counts: { pending: 1, approved: 1 },
        mandate_days: 365,
      },
    });
  });
  return calls;
}

const lastListCall = (calls: { method: string; url: string }[]) =>
  new URLSearchParams(
    calls
      .filter((call) => call.method === 'GET')
      .at(-1)
      ?.url.split('?')[1] ?? '',
  );

describe('Approvals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const calls = installFakeMandatesApi([APPROVED]);
    const view = defineView({ ...APPROVALS_VIEW_DEFAULTS, filters: { status: 'all' } });
    const views = { [APPROVALS_VIEW]: view };
    localStorage.setItem(VIEW_SETTINGS_STORAGE_KEY, serializeViewSettings({ views }));
    const page: MandatesPage = {
      items: [APPROVED],
      total: 1,
      lastPage: 1,
      currentPage: 1,
      meta: {},
      statusCounts: { approved: 1 },
      mandateDays: 365,
    };
    const { html, queryString, errors } = await serveListScreen({
      source: {
        view: APPROVALS_VIEW,
        defaults: APPROVALS_VIEW_DEFAULTS,
        sizePreference: PAGE_SIZE_PREFERENCE,
      },
      cookie: viewCookieValue(view, defineView(APPROVALS_VIEW_DEFAULTS), PAGE_SIZE_PREFERENCE),
      query: approvalsQuery,
      page,
      // Days left count from the fetch, so the server's HTML and the browser's agree on them.
      fetchedAt: FETCHED,
      screen: (initial) => <Approvals canAsk={false} initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('filter[status]')).toBe('all');
    expect(html).toContain('<h3>Hugo Hybrid for Stijn Student</h3>');
    expect(html).toContain('(30 days left)');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Hugo Hybrid for Stijn Student' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Progress of Stijn Student' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks again with the view’s query string when the status, the search or the page changes', async () => {
    const calls = installFakeMandatesApi([HUGO_FOR_STIJN, APPROVED], 60);
    renderWithProviders(<Approvals canAsk={false} initial={{}} />);
    await screen.findByRole('heading', { name: 'Hugo Hybrid for Stijn Student' });
    expect(Object.fromEntries(lastListCall(calls))).toEqual({
      'filter[status]': 'pending',
      'page[number]': '1',
      'page[size]': '25',
    });
    expect(screen.getByRole('button', { name: /^Pending/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(lastListCall(calls).has('filter[status]')).toBe(false));
    await waitFor(() => expect(fakeAddress.query).toBe('f.status=all'));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListCall(calls).get('page[number]')).toBe('2'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by coach or student' }), {
      target: { value: 'Stijn' },
    });
    await waitFor(() => expect(lastListCall(calls).get('filter[search]')).toBe('Stijn'));
    expect(lastListCall(calls).get('page[number]')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() => expect(lastListCall(calls).get('filter[status]')).toBe('declined'));
    expect(await screen.findByText('No mandates match your search.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: { [APPROVALS_VIEW]: { filters: { status: 'declined' }, search: 'Stijn' } },
    });
  });

  it('says per status that nothing was found', async () => {
    installFakeMandatesApi([]);
    renderWithProviders(<Approvals canAsk={false} initial={{}} />);
    expect(await screen.findByText('No requests wait for a decision.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No expired mandates.')).toBeTruthy();
  });

  it('approves a request with a reason in a dialog, and announces it', async () => {
    const calls = installFakeMandatesApi([HUGO_FOR_STIJN]);
    renderWithProviders(<Approvals canAsk={false} initial={{}} />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Approve the mandate of Hugo Hybrid for Stijn Student',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the mandate of Hugo Hybrid for Stijn Student?',
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (sent to the coach)'), {
      target: { value: 'Fine for the safety cohort.' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/coach_mandates/m-stijn/approve',
      body: { data: { attributes: { reason: 'Fine for the safety cohort.' } } },
    });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some(
            (status) =>
              status.textContent === 'The mandate of Hugo Hybrid for Stijn Student is approved.',
          ),
      ).toBe(true),
    );
  });
});
