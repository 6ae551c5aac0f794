import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ChoiceForm, shownValue } from './choice-form.test-support';
import { Select } from './select';

const roles = [
  { value: 'student', label: 'Student' },
  { value: 'coach', label: 'Coach' },
];

function RoleForm() {
  return (
    <ChoiceForm
      config={{ value: null, rules: 'required', dropdown: true }}
      control={(field) => <Select field={field} label="Role" options={roles} />}
    />
  );
}

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role' });
const message = () =>
  document.getElementById(select().getAttribute('aria-describedby') ?? '')?.textContent;

describe('Select (spec §5: a required dropdown)', () => {
  it('says validation.is_required on validate when nothing is selected, until one is', () => {
    renderWithProviders(<RoleForm />);
    expect(select().getAttribute('aria-invalid')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(message()).toBe('Please select an option');
    fireEvent.change(select(), { target: { value: 'coach' } });
    expect(shownValue()).toBe('"coach"');
    expect(select().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(select(), { target: { value: '' } });
    expect(shownValue()).toBe('null');
    expect(message()).toBe('Please select an option');
  });
});
