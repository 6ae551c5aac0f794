import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ChoiceForm, shownValue } from './choice-form.test-support';
import { OptionPicker } from './option-picker';

const options = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
];

function Picker({ rules }: { rules?: string }) {
  return (
    <ChoiceForm
      config={{ value: null, rules }}
      control={(field) => <OptionPicker field={field} label="Size" options={options} />}
    />
  );
}

describe('OptionPicker (spec §4)', () => {
  it('is a labelled radio group; clicking the selected option of an optional field clears it', () => {
    renderWithProviders(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    expect(shownValue()).toBe('"small"');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Small' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(shownValue()).toBe('"large"');
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(shownValue()).toBe('null');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Large' }).checked).toBe(false);
  });

  it('keeps the choice of a required field, and a blocked submit focuses the group', () => {
    renderWithProviders(<Picker rules="required" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    expect(shownValue()).toBe('"small"');
  });
});
