import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AdminAnnouncement, AdminEmpty, QueryItems } from './admin-list-states';

const pending = { isError: false, error: null, refetch: () => undefined };

describe('QueryItems', () => {
  it('shows the loading indicator until the items arrive', () => {
    renderWithProviders(
      <QueryItems query={pending} items={undefined} empty="none">
        {(items) => items.join()}
      </QueryItems>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('offers a retry once the query failed', () => {
    const refetch = vi.fn();
    renderWithProviders(
      <QueryItems
        query={{ isError: true, error: new Error('x'), refetch }}
        items={undefined}
        empty="none"
      >
        {(items) => items.join()}
      </QueryItems>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the empty state without items, else the children with them', () => {
    const { rerender } = renderWithProviders(
      <QueryItems query={pending} items={[]} empty={<p>none</p>}>
        {(items) => <p>{items.join()}</p>}
      </QueryItems>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    rerender(
      <QueryItems query={pending} items={['a', 'b']} empty={<p>none</p>}>
        {(items) => <p>{items.join()}</p>}
      </QueryItems>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});

describe('AdminEmpty and AdminAnnouncement', () => {
  it('renders the empty state as a status with its hint and way out', () => {
    const { container } = renderWithProviders(
      <AdminEmpty className="x-empty" text="Nothing" hint="Add one">
        <button type="button">Clear</button>
      </AdminEmpty>,
    );
    expect(container.innerHTML).toBe(
      '<div class="x-empty" role="status"><p>Nothing</p><p class="muted">Add one</p><button type="button">Clear</button></div>',
    );
  });

  it('leaves out a missing hint', () => {
    const { container } = renderWithProviders(<AdminEmpty className="x-empty" text="Nothing" />);
    expect(container.innerHTML).toBe('<div class="x-empty" role="status"><p>Nothing</p></div>');
  });

  it('announces politely and out of sight', () => {
    const { container } = renderWithProviders(<AdminAnnouncement text="Saved" />);
    expect(container.innerHTML).toBe(
      '<p class="visually-hidden" role="status" aria-live="polite">Saved</p>',
    );
  });
});
