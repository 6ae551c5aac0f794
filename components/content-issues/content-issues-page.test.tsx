import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubListApi } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import { contentIssuesQuery } from '@/lib/resources/content-issues';
import type { ContentIssueStatus } from '@/shared/content-issues/transitions';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ContentIssuesPage } from './content-issues-page';
import {
  CONTENT_ISSUES_VIEW,
  CONTENT_ISSUES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './content-issues-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const PATH = '/admin/courses/content-issues';
const DATA_LITERACY = '0190c0de-0000-7000-8000-00000000da7a';

/** Stijn's reports on Data literacy: one open, one resolved. */
const ISSUES: { id: string; status: ContentIssueStatus; message: string }[] = [
  { id: 'i-open', status: 'open', message: 'The y axis starts at 40.' },
  { id: 'i-done', status: 'resolved', message: 'The video does not play.' },
];

const resource = (issue: (typeof ISSUES)[number]) => ({
  type: 'content_issues',
  id: issue.id,
  attributes: {
    category: 'wrong_answer',
    message: issue.message,
    status: issue.status,
    created_at: '2026-03-01T10:00:00.000Z',
    resolution: '',
    resolved_at: null,
    updated_at: '2026-03-01T10:00:00.000Z',
    course_title: 'Data literacy',
    course_slug: 'data-literacy',
    item_title: 'Misleading axes',
    item_slug: 'misleading-axes',
    lesson_link: '/courses/data-literacy/misleading-axes',
    reporter_name: 'Stijn Student',
    handler_name: null,
  },
});

/** GET /api/v1/content_issues as the API answers it: one status or every one. */
function issuesPage(params: URLSearchParams) {
  const status = params.get('filter[status]');
  const found = ISSUES.filter((issue) => !status || issue.status === status);
  return {
    data: found.map(resource),
    meta: {
      total: found.length,
      current_page: 1,
      last_page: 1,
      status_counts: { open: 1, in_progress: 0, resolved: 1, rejected: 0 },
      courses: [{ id: DATA_LITERACY, title: 'Data literacy', slug: 'data-literacy' }],
    },
  };
}

/** The requests the fake API answered (their query strings, decoded). */
let asked: string[] = [];
const lastAsked = () => new URLSearchParams(asked.at(-1));

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent?.replace(/\d+$/, ''));

describe('ContentIssuesPage', () => {
  beforeEach(() => {
    asked = stubListApi((url) => issuesPage(url.searchParams));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has the first page of the view in the address in the HTML, every status asked as none', async () => {
    openAddress('f.status=all', PATH);
    const { html, queryString, errors } = await serveListScreen({
      source: {
        view: CONTENT_ISSUES_VIEW,
        defaults: CONTENT_ISSUES_VIEW_DEFAULTS,
        sizePreference: PAGE_SIZE_PREFERENCE,
      },
      address: fakeAddress.query,
      query: contentIssuesQuery,
      screen: (initial) => <ContentIssuesPage initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('filter[status]')).toBe('all');
    expect(asked).toEqual(['sort=-created_at&page[number]=1&page[size]=25']);
    expect(html).toContain('The video does not play.');
    expect(errors).toEqual([]);
    expect(pressed()).toEqual(['All']);
    const row = screen.getByRole('row', { name: /The y axis starts at 40/ });
    expect(within(row).getByRole('link', { name: 'Misleading axes' }).getAttribute('href')).toBe(
      '/courses/data-literacy/misleading-axes',
    );
    expect(
      within(row).getByLabelText('Change the status of the report on “Misleading axes”'),
    ).toBeTruthy();
  });

  it('opens on the open issues, and asks for the view’s query string on every change', async () => {
    openAddress('', PATH);
    renderWithProviders(<ContentIssuesPage />);
    expect(await screen.findByText('The y axis starts at 40.')).toBeTruthy();
    expect(pressed()).toEqual(['Open']);
    expect(asked).toEqual(['filter[status]=open&sort=-created_at&page[number]=1&page[size]=25']);

    fireEvent.click(screen.getByRole('button', { name: /^Resolved/ }));
    expect(await screen.findByText('The video does not play.')).toBeTruthy();
    expect(lastAsked().get('filter[status]')).toBe('resolved');

    fireEvent.click(screen.getByRole('button', { name: /^All/ }));
    await waitFor(() => expect(lastAsked().has('filter[status]')).toBe(false));
    expect(new URLSearchParams(fakeAddress.query).get('f.status')).toBe('all');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), {
      target: { value: 'oldest' },
    });
    await waitFor(() => expect(lastAsked().get('sort')).toBe('created_at'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), {
      target: { value: DATA_LITERACY },
    });
    await waitFor(() => expect(lastAsked().get('filter[course]')).toBe(DATA_LITERACY));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'typo' },
    });
    await waitFor(() => expect(lastAsked().get('filter[category]')).toBe('typo'));
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: {
        [CONTENT_ISSUES_VIEW]: {
          filters: { status: 'all', course: DATA_LITERACY, category: 'typo' },
          sort: { field: 'created_at', direction: 'asc' },
        },
      },
    });

    fireEvent.click(screen.getByRole('button', { name: /^In progress/ }));
    expect(await screen.findByText('No content issues in progress.')).toBeTruthy();
  });
});
