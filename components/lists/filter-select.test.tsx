import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { FilterSelect, optionsOf, ViewFilters } from './filter-select';
import { useViewSettings } from './use-view-settings';

const STATUSES = optionsOf(['paid', 'cancelled'], (status) => status.toUpperCase());
const shown = () =>
  screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);

describe('FilterSelect', () => {
  it('has its label beside it, "all" first, and hands over the chosen value', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <FilterSelect
        id="status"
        className="field"
        label="Status"
        value="paid"
        onChange={onChange}
        all="Every status"
        options={STATUSES}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(select.value).toBe('paid');
    expect(shown()).toEqual([
      ['', 'Every status'],
      ['paid', 'PAID'],
      ['cancelled', 'CANCELLED'],
    ]);
    expect(container.firstElementChild?.outerHTML).toMatch(
      /^<div class="field"><label for="status">Status<\/label><select id="status">/,
    );
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('wrapped, is held by its label, the name in a span; with no "all", the options only', () => {
    const { container } = renderWithProviders(
      <FilterSelect
        wrapped
        selectClassName="input"
        label="Order"
        value="oldest"
        onChange={() => {}}
        options={optionsOf(['newest', 'oldest'], String)}
      />,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Order' }).value).toBe('oldest');
    expect(shown().map(([value]) => value)).toEqual(['newest', 'oldest']);
    expect(container.firstElementChild?.outerHTML).toMatch(
      /^<label><span>Order<\/span><select class="input">/,
    );
  });
});

/** A list's filters over the view "test-orders", with what the view holds beside them. */
function OrderFilters() {
  const settings = useViewSettings('test-orders', { filters: { status: 'paid' } });
  return (
    <>
      <ViewFilters
        settings={settings}
        className="field"
        filters={[
          { name: 'status', label: 'Status', all: 'Every status', options: STATUSES },
          { name: 'kind', label: 'Kind', value: 'known', options: optionsOf(['known'], String) },
        ]}
      />
      <output>{JSON.stringify(settings.view.filters)}</output>
    </>
  );
}

describe('ViewFilters', () => {
  afterEach(() => localStorage.clear());

  it("shows each filter as the view holds it (or as it reads it) and stores the choice, none for ''", async () => {
    renderWithProviders(<OrderFilters />);
    const status = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(status.value).toBe('paid');
    expect(status.id).toMatch(/-status$/);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kind' }).value).toBe('known');
    fireEvent.change(status, { target: { value: 'cancelled' } });
    expect(screen.getByRole('status').textContent).toBe('{"status":"cancelled"}');
    fireEvent.change(status, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('{}');
  });
});
