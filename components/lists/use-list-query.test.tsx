import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { useListQuery } from './use-list-query';
import { usePagination } from './use-pagination';
import { useViewSettings } from './use-view-settings';

function AccountsQuery() {
  const settings = useViewSettings('accounts-query', { apiOptions: { filter: { role: 'admin' } } });
  const { criteria } = useListQuery(settings.view);
  const { pagination, setPagination } = usePagination(criteria);
  const { queryString } = useListQuery(settings.view, pagination);
  return (
    <div>
      <output data-testid="query">{decodeURIComponent(queryString)}</output>
      <button type="button" onClick={() => setPagination({ ...pagination, page: 3 })}>
        page 3
      </button>
      <button type="button" onClick={() => settings.toggleSort('last_online')}>
        sort
      </button>
      <button type="button" onClick={() => settings.setSearch('  ada ')}>
        search
      </button>
    </div>
  );
}

const query = () => screen.getByTestId('query').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useListQuery with usePagination', () => {
  it('builds the JSON:API query and starts again at page 1 when the criteria change', () => {
    renderWithProviders(<AccountsQuery />);
    expect(query()).toBe('filter[role]=admin&page[number]=1&page[size]=25');
    click('page 3');
    expect(query()).toContain('page[number]=3');
    click('sort');
    click('sort');
    expect(query()).toBe('filter[role]=admin&sort=-last_online&page[number]=1&page[size]=25');
    click('page 3');
    click('search');
    expect(query()).toBe(
      'filter[role]=admin&filter[search]=ada&sort=-last_online&page[number]=1&page[size]=25',
    );
  });
});
