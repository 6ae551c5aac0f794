import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PaginationState } from '@/lib/lists/pagination';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { Pagination } from './pagination';

function Controlled({
  lastPage,
  start,
  onChange,
}: {
  lastPage: number;
  start: PaginationState;
  onChange?: (next: PaginationState) => void;
}) {
  const [state, setState] = useState(start);
  return (
    <Pagination
      {...state}
      lastPage={lastPage}
      onChange={(next) => {
        onChange?.(next);
        setState(next);
      }}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
// The visible page list: numbers and an ellipsis for each gap.
const pageList = () =>
  [...nav().querySelectorAll('li')].slice(1, -1).map((item) => item.textContent);

describe('Pagination (spec §2/§9)', () => {
  it('shows 2 pages at the margins and 2 around the current one, marked current', () => {
    renderWithProviders(<Controlled lastPage={20} start={{ page: 10, size: 25 }} />);
    expect(pageList()).toEqual(['1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20']);
    const current = within(nav()).getByRole('button', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav())
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('moves with the page buttons, previous and next', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Controlled lastPage={20} start={{ page: 1, size: 25 }} onChange={onChange} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 20, size: 25 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
    // Near a margin the window shifts inwards, so the list keeps its length.
    expect(pageList()).toEqual(['1', '2', '…', '13', '14', '15', '16', '17', '18', '19', '20']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 19, size: 25 });
    expect(screen.getByRole('button', { name: 'Page 19' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('offers 25, 50 and 75 per page; a new size goes back to page 1', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Controlled lastPage={20} start={{ page: 7, size: 25 }} onChange={onChange} />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Results per page' });
    expect([...select.options].map((option) => option.value)).toEqual(['25', '50', '75']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ page: 1, size: 50 });
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
