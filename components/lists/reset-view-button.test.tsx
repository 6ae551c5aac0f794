import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ResetViewButton } from './reset-view-button';
import { useViewSettings } from './use-view-settings';

/** A view "test-people" filtered, searched and sorted, its reset button beside it. */
function People() {
  const settings = useViewSettings('test-people', {
    filters: { role: 'coach' },
    sort: { field: 'name', direction: 'asc' },
  });
  return (
    <>
      <button type="button" onClick={() => settings.setFilter('entity', 'acme')}>
        Narrow
      </button>
      <button type="button" onClick={() => settings.setSearch('Ada')}>
        Search
      </button>
      <ResetViewButton settings={settings} text="Show everyone" />
      <output>{JSON.stringify(settings.view)}</output>
    </>
  );
}

const view = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

describe('ResetViewButton', () => {
  afterEach(() => localStorage.clear());

  it("takes the view's filters back to its defaults' and empties its search, its sort kept", async () => {
    renderWithProviders(<People />);
    fireEvent.click(await screen.findByRole('button', { name: 'Narrow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view()).toMatchObject({ filters: { role: 'coach', entity: 'acme' }, search: 'Ada' });
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(view()).toMatchObject({
      search: '',
      sort: { field: 'name', direction: 'asc' },
    });
    expect(view().filters).toEqual({ role: 'coach' });
  });
});
