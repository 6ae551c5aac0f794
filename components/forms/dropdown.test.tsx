import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ChoiceForm, shownValue } from './choice-form.test-support';
import { Dropdown } from './dropdown';

const options = ['Amsterdam', 'Berlin', 'Bucharest', 'Cluj'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

function CityForm({ rules = 'required' }: { rules?: string }) {
  return (
    <ChoiceForm
      config={{ value: null, rules, dropdown: true }}
      control={(field) => <Dropdown field={field} label="City" options={options} />}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'City' });
const key = (name: string) => fireEvent.keyDown(combobox(), { key: name });

function placeCombobox(bottom: number, innerHeight: number) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(innerHeight);
  vi.spyOn(combobox(), 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
}

describe('Dropdown (select-only combobox)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is operable by keyboard: open, move, choose, close', () => {
    renderWithProviders(<CityForm />);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Amsterdam',
      'Berlin',
      'Bucharest',
      'Cluj',
    ]);
    key('ArrowDown');
    key('ArrowDown');
    const active = combobox().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toBe('Bucharest');
    key('Enter');
    expect(shownValue()).toBe('"bucharest"');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Bucharest');
    key('c');
    expect(screen.getByRole('option', { name: 'Cluj' }).className).toContain('active');
    key('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(shownValue()).toBe('"bucharest"');
  });

  it('says validation.is_required when a required one is left empty on submit', async () => {
    renderWithProviders(<CityForm />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(combobox());
    const described = combobox().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please select an option');
  });

  it('opens upward when the space below is under min(320, 40 × (items + 1)) px (spec §9)', () => {
    renderWithProviders(<CityForm />);
    const list = () => screen.getByRole('listbox', { hidden: true });
    placeCombobox(600, 799); // 199 px below; 4 items need 200
    fireEvent.click(combobox());
    expect(list().className).toContain('dropdown-list-up');
    fireEvent.click(combobox());
    placeCombobox(600, 800); // exactly 200 px below
    fireEvent.click(combobox());
    expect(list().className).not.toContain('dropdown-list-up');
  });

  it('offers the empty choice first when optional, and chooses by click', () => {
    renderWithProviders(<CityForm rules="" />);
    fireEvent.click(combobox());
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Choose an option');
    fireEvent.click(screen.getByRole('option', { name: 'Cluj' }));
    expect(shownValue()).toBe('"cluj"');
    fireEvent.click(combobox());
    fireEvent.click(screen.getByRole('option', { name: 'Choose an option' }));
    expect(shownValue()).toBe('null');
  });
});
