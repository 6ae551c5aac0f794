import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { Select } from './select';
import { useForm } from './use-form';

const roles = [
  { value: 'student', label: 'Student' },
  { value: 'coach', label: 'Coach' },
];

function RoleForm() {
  const form = useForm({
    fields: { role: { value: null, rules: 'required', dropdown: true } },
    onSubmit: () => undefined,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Select field={form.field('role')} label="Role" options={roles} />
      <button type="button" onClick={() => form.validate()}>
        Check
      </button>
      <output data-testid="value">{JSON.stringify(form.values.role)}</output>
    </form>
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
    expect(screen.getByTestId('value').textContent).toBe('"coach"');
    expect(select().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(select(), { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('null');
    expect(message()).toBe('Please select an option');
  });
});
