import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import type { ListPage } from '@/lib/api/transport';
import { type NewsItem, newsQuery } from '@/lib/resources/announcements';
import { newsItems } from '@/shared/communication/contract';
import type { WireAttributes } from '@/shared/contract/resource';
import { listOf } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CoachNews } from './coach-news';
import { COACH_NEWS_VIEW, COACH_NEWS_VIEW_DEFAULTS, PAGE_SIZE_PREFERENCE } from './coach-news-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const SOURCE = {
  view: COACH_NEWS_VIEW,
  defaults: COACH_NEWS_VIEW_DEFAULTS,
  sizePreference: PAGE_SIZE_PREFERENCE,
};

const title = (index: number) => `News item ${index}`;

/**
 * A news item as GET /v1/news sends it, its attributes checked against the shared contract (the
 * API's serialiser is beyond a component test's reach: only lib/server reaches the API).
 */
const newsResource = (id: string, attributes: WireAttributes<typeof newsItems>) => ({
  type: newsItems.type,
  id,
  attributes,
});

/**
 * An answer whose document is this test's own object: one that Response.json() parses comes from
 * another realm in the DOM test environment, whose meta keys (last_page) camelizeKeys leaves as
 * they are.
 */
const answer = (document: unknown) => Object.assign(new Response(), { json: async () => document });

/** The fake API's GET /v1/news: `count` items for coaches, newest first, a page at a time. */
function installFakeNewsApi(count: number) {
  const asked: string[] = [];
  const resources = Array.from({ length: count }, (_, index) =>
    newsResource(`an-${index + 1}`, {
      title: title(index + 1),
      body_html: '<p>For every coach.</p>',
      language: 'en',
      severity: 'info',
      starts_at: new Date(Date.UTC(2026, 2, 30 - index)).toISOString(),
    }),
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(decodeURIComponent(url.search.slice(1)));
    const page = Number(url.searchParams.get('page[number]'));
    const size = Number(url.searchParams.get('page[size]'));
    const items = resources.slice((page - 1) * size, page * size);
    return answer(listOf(items, { total: count, page, size }));
  });
  return asked;
}

const titles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('CoachNews', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('has the first page of the view its address holds in the HTML, and hydrates it as it is', async () => {
    const asked = installFakeNewsApi(0);
    openAddress('size=50', '/coach/news');
    const item: NewsItem = {
      id: 'an-1',
      title: 'Coach meeting on Friday',
      bodyHtml: '<p>All coaches meet on Friday.</p>',
      language: 'en',
      severity: 'info',
      startsAt: '2026-03-02T09:00:00.000Z',
    };
    const page: ListPage<NewsItem> = {
      items: [item],
      total: 1,
      lastPage: 1,
      currentPage: 1,
      meta: {},
    };
    const { html, queryString, errors } = await serveListScreen({
      source: SOURCE,
      address: fakeAddress.query,
      query: newsQuery,
      page,
      screen: (initial) => <CoachNews initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('page[size]')).toBe('50');
    expect(html).toContain('Coach meeting on Friday</h2>');
    expect(errors).toEqual([]);
    expect(screen.getByRole('article', { name: 'Coach meeting on Friday' })).toBeTruthy();
    // One page: no pages to choose from, and nothing fetched again.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('fetches another page for the view’s query string, at the top, and mirrors it in the address', async () => {
    const asked = installFakeNewsApi(30);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openAddress('', '/coach/news');
    renderWithProviders(<CoachNews />);
    await screen.findByRole('article', { name: title(1) });
    expect(titles()).toHaveLength(25);
    expect(asked).toEqual(['page[number]=1&page[size]=25']);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('article', { name: title(26) });
    expect(titles()).toEqual([26, 27, 28, 29, 30].map(title));
    expect(asked.at(-1)).toBe('page[number]=2&page[size]=25');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(fakeAddress.replaced.at(-1)).toBe('/coach/news?page=2'));
  });

  it('says there is no news, and when there will be', async () => {
    installFakeNewsApi(0);
    renderWithProviders(<CoachNews />);
    const empty = (await screen.findByText('There is no news for coaches right now.'))
      .parentElement;
    expect(empty?.className).toBe('comm-empty');
    expect(empty?.getAttribute('role')).toBe('status');
    expect(empty?.textContent).toContain('When the academy announces something for coaches');
  });
});
