import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '@/lib/api/transport';
import type { PaginationState } from '@/lib/lists/pagination';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { answerPage, numbered } from './list-api.test-support';
import { ListScreen } from './list-screen';
import { PagedList, ScreenResults } from './paged-list';

/** The fake API's people: `count` of them, a page at a time. */
const peopleQuery = (count: number) => (queryString: string) =>
  queryOptions({
    queryKey: ['people', count, queryString],
    queryFn: async () =>
      answerPage(
        numbered(count, (n) => `Person ${n}`),
        queryString,
      ),
    placeholderData: keepPreviousData,
  });

/** A page's people, in one line. */
const peopleItems = (data: ListPage<string>) => <p data-testid="people">{data.items.join(', ')}</p>;

const VIEW = { view: 'test-people', defaults: {}, sizePreference: 'pageSize' };

const shown = async () => (await screen.findByTestId('people')).textContent?.split(', ') ?? [];

describe('PagedList', () => {
  afterEach(() => localStorage.clear());

  it('shows the first page of its query, and another as its pages ask', async () => {
    renderWithProviders(
      <PagedList {...VIEW} query={peopleQuery(30)} emptyClassName="empty" empty="No one">
        {peopleItems}
      </PagedList>,
    );
    expect(await shown()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect((await shown())[0]).toBe('Person 26'));
  });

  it('says so when its query found nothing, without pages', async () => {
    renderWithProviders(
      <PagedList
        {...VIEW}
        query={peopleQuery(0)}
        hideSinglePage
        emptyClassName="empty"
        empty="No one"
      >
        {peopleItems}
      </PagedList>,
    );
    const empty = await screen.findByText('No one');
    expect([empty.getAttribute('role'), empty.className]).toEqual(['status', 'empty']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('ScreenResults', () => {
  afterEach(() => localStorage.clear());

  it('hands a new page to `onPage` where the screen does more on a page change', async () => {
    const turned: PaginationState[] = [];
    const onPage = vi.fn((next: PaginationState) => turned.push(next));
    renderWithProviders(
      <ListScreen {...VIEW} query={peopleQuery(30)}>
        {(screen) => (
          <ScreenResults screen={screen} onPage={onPage} emptyClassName="empty" empty="No one">
            {peopleItems}
          </ScreenResults>
        )}
      </ListScreen>,
    );
    expect(await shown()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(turned).toEqual([{ page: 2, size: 25 }]);
    // The screen's own pages did not turn: onPage decides.
    expect((await shown())[0]).toBe('Person 1');
  });
});
