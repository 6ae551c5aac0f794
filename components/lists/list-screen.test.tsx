import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListPage } from '@/lib/api/transport';
import { defineView } from '@/lib/lists/view-settings-schema';
import {
  serializeViewSettings,
  VIEW_SETTINGS_STORAGE_KEY,
} from '@/lib/lists/view-settings-storage';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ListResults, ListScreen, ViewSearch } from './list-screen';

const PEOPLE = Array.from({ length: 60 }, (_, index) => `Person ${index + 1}`);

/** The fake API: the people matching filter[search], one page of them. */
async function peoplePage(queryString: string): Promise<ListPage<string>> {
  const query = new URLSearchParams(queryString);
  const search = query.get('filter[search]') ?? '';
  const page = Number(query.get('page[number]'));
  const size = Number(query.get('page[size]'));
  const found = PEOPLE.filter((name) => name.includes(search));
  return {
    items: found.slice((page - 1) * size, page * size),
    total: found.length,
    lastPage: Math.max(1, Math.ceil(found.length / size)),
    currentPage: page,
    meta: {},
  };
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

function People() {
  return (
    <ListScreen view="test-people" defaults={{}} sizePreference="pageSize" query={peopleQuery}>
      {({ settings, view, query, pagination, changePage }) => (
        <div>
          <ViewSearch settings={settings} label="Find people" />
          <ListResults
            query={query}
            pagination={pagination}
            onPage={changePage}
            className="people-results"
            emptyClassName="people-empty"
            empty={view.search ? 'No one matches' : 'No one yet'}
          >
            {peopleItems}
          </ListResults>
        </div>
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
      {({ settings, query, pagination, changePage }) => (
        <div>
          <ViewSearch settings={settings} label="Find people" />
          <ListResults
            query={query}
            pagination={pagination}
            onPage={changePage}
            hideSinglePage
            summary={(data) => <p role="status">{`${data.total} people`}</p>}
            emptyState={
              <div className="people-nothing">
                <p>No one matches</p>
              </div>
            }
          >
            {peopleItems}
          </ListResults>
        </div>
      )}
    </ListScreen>
  );
}
