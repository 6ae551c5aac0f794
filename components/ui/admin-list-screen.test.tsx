import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AdminListScreen } from './admin-list-screen';

const classNames = { head: 'x-head', actions: 'x-actions', empty: 'x-empty' };
const loaded = (items: string[]) => ({
  isError: false,
  error: null,
  refetch: () => undefined,
  data: { items },
});

function renderScreen(items: string[], onCreate = vi.fn()) {
  return renderWithProviders(
    <AdminListScreen
      classNames={classNames}
      title="Things"
      intro="All things"
      create={{ text: 'New thing', onClick: onCreate }}
      announcement="Thing deleted"
      query={loaded(items)}
      empty={{ text: 'No things', hint: 'Add one' }}
    >
      {(things) => (
        <ul>
          {things.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </AdminListScreen>,
  );
}

describe('AdminListScreen', () => {
  it('has the heading block, the announcement and the list', () => {
    const { container } = renderScreen(['a', 'b']);
    expect(container.innerHTML).toBe(
      '<header class="x-head"><div><h1 tabindex="-1">Things</h1><p class="lead">All things</p></div>' +
        '<div class="x-actions"><button type="button" class="button button-primary">New thing</button></div></header>' +
        '<p class="visually-hidden" role="status" aria-live="polite">Thing deleted</p>' +
        '<ul><li>a</li><li>b</li></ul>',
    );
  });

  it('shows the empty state without items', () => {
    renderScreen([]);
    expect(screen.getByText('No things').parentElement?.outerHTML).toBe(
      '<div class="x-empty" role="status"><p>No things</p><p class="muted">Add one</p></div>',
    );
  });

  it('hands the "New" button to its action', () => {
    const onCreate = vi.fn();
    renderScreen([], onCreate);
    const button = screen.getByRole('button', { name: 'New thing' });
    fireEvent.click(button);
    expect(onCreate).toHaveBeenCalledWith(button);
  });
});
