import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListPage } from '@/lib/api/transport';
import { viewCookieName, viewCookieValue } from '@/lib/lists/view-cookie';
import { defineView, type FilterValue, type ViewSettings } from '@/lib/lists/view-settings-schema';
import {
  serializeViewSettings,
  VIEW_SETTINGS_STORAGE_KEY,
} from '@/lib/lists/view-settings-storage';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { answerPage } from './list-api.test-support';
import {
  ListResults,
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
} from './list-screen';
import { serveListScreen } from './list-screen.test-support';
import type { ViewAddress } from './use-view-address';

const PEOPLE = Array.from({ length: 60 }, (_, index) => `Person ${index + 1}`);

/** The query strings the fake API was asked for. */
const asked: string[] = [];

/** The fake API: the people matching filter[search], one page of them. */
async function peoplePage(queryString: string): Promise<ListPage<string>> {
  asked.push(queryString);
  const query = new URLSearchParams(queryString);
  const search = query.get('filter[search]') ?? '';
  return answerPage(
    PEOPLE.filter((name) => name.includes(search)),
    query,
  );
}

const peopleQuery = (queryString: string) =>
  queryOptions({
    queryKey: ['people', queryString],
    queryFn: () => peoplePage(queryString),
    placeholderData: keepPreviousData,
  });

/** A page's people as the list the tests read. */
const peopleItems = (data: ListPage<string>) => (
  <ul aria-label="People">
    {data.items.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

/** What the list options of the people screens leave to the screen: all but its wiring. */
type PeopleResultsOptions = Parameters<typeof ListResults<ListPage<string>>>[0] extends infer P
  ? P extends unknown
    ? Omit<P, 'query' | 'pagination' | 'onPage' | 'children'>
    : never
  : never;

/**
 * Both people screens' content: "Find people" over the results, wired to the screen's query
 * and pages, the people listed; `options` choose the rest (class, empty state, summary).
 */
function PeopleResults({
  state: { settings, query, pagination, changePage },
  ...options
}: { state: ListScreenState<ListPage<string>> } & PeopleResultsOptions) {
  return (
    <div>
      <ViewSearch settings={settings} label="Find people" />
      <ListResults query={query} pagination={pagination} onPage={changePage} {...options}>
        {peopleItems}
      </ListResults>
    </div>
  );
}

function People({
  initial,
  linkedFilters,
  address,
}: ListScreenProps & { linkedFilters?: Record<string, FilterValue>; address?: ViewAddress }) {
  return (
    <ListScreen
      view="test-people"
      defaults={{}}
      initial={initial}
      linkedFilters={linkedFilters}
      address={address}
      sizePreference="pageSize"
      query={peopleQuery}
    >
      {(state) => (
        <PeopleResults
          state={state}
          className="people-results"
          emptyClassName="people-empty"
          empty={state.view.search ? 'No one matches' : 'No one yet'}
        />
      )}
    </ListScreen>
  );
}

const names = async () =>
  within(await screen.findByRole('list', { name: 'People' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const stored = () => JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? 'null');

describe('the list-screen kit', () => {
  afterEach(() => localStorage.clear());

  it('starts at the stored page size and stores a new one', async () => {
    localStorage.setItem(
      VIEW_SETTINGS_STORAGE_KEY,
      serializeViewSettings({
        views: { 'test-people': defineView({ preferences: { pageSize: 50 } }) },
      }),
    );
    renderWithProviders(<People />);
    expect(await names()).toHaveLength(50);
    const size = screen.getByRole('combobox', { name: 'Results per page' });
    fireEvent.change(size, { target: { value: '25' } });
    expect(await screen.findByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(stored().views['test-people'].preferences).toEqual({ pageSize: 25 });
  });

  it('goes back to page 1 on a new search and says so when no one matches', async () => {
    renderWithProviders(<People />);
    expect((await names()).at(0)).toBe('Person 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Person 26')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Find people' });
    fireEvent.change(search, { target: { value: 'Person 5' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('Person 50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.change(search, { target: { value: 'Nobody' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const empty = await screen.findByRole('status');
    expect(empty.textContent).toBe('No one matches');
    expect(empty.className).toBe('people-empty');
    expect(within(empty.parentElement as HTMLElement).queryByRole('navigation')).toBeNull();
  });

  it('shows a summary, an empty state of its own, and pages only beyond one page when asked', async () => {
    renderWithProviders(<CountedPeople />);
    expect(await names()).toHaveLength(25);
    expect(screen.getByRole('status').textContent).toBe('60 people');
    expect(screen.getByRole('navigation')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Find people' });
    fireEvent.change(search, { target: { value: 'Person 5' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('Person 50')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('11 people');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.change(search, { target: { value: 'Nobody' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const empty = await screen.findByText('No one matches');
    expect(empty.parentElement?.className).toBe('people-nothing');
    expect(screen.getByRole('status').textContent).toBe('0 people');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

/** The kit's other options: a count above the results, an empty block, pages when paged. */
function CountedPeople() {
  return (
    <ListScreen view="test-counted" defaults={{}} sizePreference="pageSize" query={peopleQuery}>
      {(state) => (
        <PeopleResults
          state={state}
          hideSinglePage
          summary={(data) => <p role="status">{`${data.total} people`}</p>}
          emptyState={
            <div className="people-nothing">
              <p>No one matches</p>
            </div>
          }
        />
      )}
    </ListScreen>
  );
}

/**
 * Serves People as its page would, with `view` in its cookie, and hydrates it in a browser whose
 * local storage holds `stored` (serveListScreen).
 */
function serve(
  view: ViewSettings | null,
  { stored, linkedFilters }: { stored?: ViewSettings; linkedFilters?: Record<string, string> } = {},
) {
  asked.length = 0;
  if (stored) {
    const views = { 'test-people': stored };
    localStorage.setItem(VIEW_SETTINGS_STORAGE_KEY, serializeViewSettings({ views }));
  }
  return serveListScreen({
    source: { view: 'test-people', defaults: {}, sizePreference: 'pageSize', linkedFilters },
    cookie: view && viewCookieValue(view, defineView(), 'pageSize'),
    query: peopleQuery,
    screen: (initial) => <People initial={initial} linkedFilters={linkedFilters} />,
  });
}

/** The view's cookie as the browser holds it (decoded), or null. */
const viewCookie = () => {
  const name = `${viewCookieName('test-people')}=`;
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(name));
  return found ? decodeURIComponent(found.slice(name.length)) : null;
};

describe('the list-screen kit on a page that prefetched its first page', () => {
  afterEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie, removed
    document.cookie = `${viewCookieName('test-people')}=; Max-Age=0; Path=/`;
  });

  const searched = (search: string, pageSize?: number) =>
    defineView({ search, preferences: pageSize ? { pageSize } : {} });

  it("has the first page of the cookie's view in the server's HTML, and hydrates it as it is", async () => {
    const view = searched('Person 1', 50);
    const { html, errors } = await serve(view, { stored: view });
    expect(html).toContain('<li>Person 19</li>');
    expect(html).not.toContain('Person 2<');
    expect(errors).toEqual([]);
    expect(await names()).toHaveLength(11);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('Person 1');
    // Only the server asked: the browser had the page, and local storage agreed.
    expect(asked).toHaveLength(1);
    expect(viewCookie()).toBe(viewCookieValue(view, defineView(), 'pageSize'));
  });

  it("has the defaults' first page without a cookie, and sets none for them", async () => {
    const { html, errors } = await serve(null);
    expect(html).toContain('<li>Person 25</li>');
    expect(html).not.toContain('Person 26');
    expect(errors).toEqual([]);
    expect(await names()).toHaveLength(25);
    expect(viewCookie()).toBeNull();
  });

  it('lets local storage win over a cookie that differs, page size included', async () => {
    const { errors } = await serve(searched('Person 1'), { stored: searched('Person 5', 50) });
    expect(errors).toEqual([]);
    await waitFor(async () => expect((await names()).at(0)).toBe('Person 5'));
    expect(asked.at(-1)).toContain('page%5Bsize%5D=50');
    expect(viewCookie()).toBe(viewCookieValue(searched('Person 5', 50), defineView(), 'pageSize'));
  });

  it('goes back to the defaults when local storage lacks the view, and drops the cookie', async () => {
    const { errors } = await serve(searched('Person 1'));
    expect(errors).toEqual([]);
    await waitFor(async () => expect(await names()).toHaveLength(25));
    expect((await names()).at(1)).toBe('Person 2');
    expect(viewCookie()).toBeNull();
  });

  it("applies a link's filters on the server and again over the loaded view, and keeps them", async () => {
    const stored = defineView({ filters: { team: 'south' } });
    const { errors } = await serve(stored, { stored, linkedFilters: { team: 'north' } });
    expect(errors).toEqual([]);
    expect(asked).toEqual([expect.stringContaining('filter%5Bteam%5D=north')]);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
        views: { 'test-people': { filters: { team: 'north' } } },
      }),
    );
    expect(asked).toHaveLength(1);
  });
});

/**
 * A page address opened at `query`, and the queries its replace() was given. Its `query` stays
 * as opened, like a router whose copy a navigation left behind; `current` follows replace(), like
 * the browser's address.
 */
function pageAddress(query: string, linkParams?: readonly string[]) {
  const replaced: string[] = [];
  let live = query;
  const address: ViewAddress = {
    query,
    replace: (next) => {
      replaced.push(next);
      live = next;
    },
    current: () => live,
    linkParams,
  };
  return { address, replaced };
}

describe('the list-screen kit mirroring its view in the page address', () => {
  afterEach(() => localStorage.clear());

  it('replaces the address with the view and page on every change, keeping its other params', async () => {
    const { address, replaced } = pageAddress('ticket=t-1');
    renderWithProviders(<People address={address} />);
    expect((await names()).at(0)).toBe('Person 1');
    // The defaults' first page: a clean address, so nothing to replace.
    expect(replaced).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(replaced.at(-1)).toBe('ticket=t-1&page=2'));
    const search = screen.getByRole('searchbox', { name: 'Find people' });
    fireEvent.change(search, { target: { value: 'Person 5' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(replaced.at(-1)).toBe('ticket=t-1&q=Person+5'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Results per page' }), {
      target: { value: '50' },
    });
    await waitFor(() => expect(replaced.at(-1)).toBe('ticket=t-1&q=Person+5&size=50'));
  });

  it('writes a changed view once, though the router has not taken the new address in', async () => {
    // A visitor who clicks a link right after a change: the router's copy stays behind, and a
    // second write (a "restore" in Next.js) would cancel the navigation to the link.
    const { address, replaced } = pageAddress('');
    renderWithProviders(<People address={address} />);
    expect((await names()).at(0)).toBe('Person 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(replaced).toEqual(['page=2']));
    expect((await names()).at(0)).toBe('Person 26');
    expect(replaced).toEqual(['page=2']);
  });

  it('keeps the address a link wrote (?team=) until the view changes, then writes the view', async () => {
    const { address, replaced } = pageAddress('team=north', ['team']);
    renderWithProviders(<People address={address} />);
    expect((await names()).at(0)).toBe('Person 1');
    expect(replaced).toEqual([]);
    const search = screen.getByRole('searchbox', { name: 'Find people' });
    fireEvent.change(search, { target: { value: 'Person 5' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(replaced.at(-1)).toBe('q=Person+5'));
  });

  it('starts from the view and page in the address over the stored view, and stores it', async () => {
    localStorage.setItem(
      VIEW_SETTINGS_STORAGE_KEY,
      serializeViewSettings({
        views: {
          'test-people': defineView({ search: 'Person 1', preferences: { pageSize: 50 } }),
        },
      }),
    );
    const { address, replaced } = pageAddress('q=Person&page=2');
    renderWithProviders(<People address={address} />);
    expect((await names()).at(0)).toBe('Person 26');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('Person');
    await waitFor(() =>
      expect(stored().views['test-people']).toMatchObject({ search: 'Person', preferences: {} }),
    );
    expect(replaced).toEqual([]);
  });

  it('has the first page of the view in the address in the HTML, with no cookie', async () => {
    asked.length = 0;
    const { address } = pageAddress('q=Person+4&page=1');
    const { html, errors } = await serveListScreen({
      source: { view: 'test-people', defaults: {}, sizePreference: 'pageSize' },
      address: address.query,
      query: peopleQuery,
      screen: (initial) => <People initial={initial} address={address} />,
    });
    expect(html).toContain('<li>Person 4</li>');
    expect(html).not.toContain('Person 1<');
    expect(errors).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
