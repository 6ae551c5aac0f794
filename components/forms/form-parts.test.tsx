import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { BoundForm } from './bound-form';
import { Dropdown } from './dropdown';
import { PasswordField } from './password-field';
import { SubmitRow } from './submit-button';
import { TextField } from './text-field';
import { useForm } from './use-form';

/** A form of the kit's parts; `send` is its submit (one that never answers keeps it busy). */
function SignUpForm({ send, error }: { send: () => Promise<undefined>; error?: { text: string } }) {
  const form = useForm({
    fields: {
      name: { value: '', rules: 'required' },
      password: { value: '' },
      city: { value: null, dropdown: true },
    },
    onSubmit: send,
  });
  return (
    <BoundForm form={form} method="post" error={error}>
      <TextField field={form.field('name')} label="Name" hint="As on your passport" />
      <PasswordField field={form.field('password')} label="Password" purpose="new" />
      <Dropdown field={form.field('city')} label="City" options={[{ value: 'a', label: 'A' }]} />
      <SubmitRow form={form} label="Save" busyLabel="Saving…">
        <button type="button">Cancel</button>
      </SubmitRow>
    </BoundForm>
  );
}

const never = () => new Promise<undefined>(() => undefined);

describe('the field frame', () => {
  it('puts the label, the control, its hint and its messages in one field, in that order', async () => {
    renderWithProviders(<SignUpForm send={never} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const input = screen.getByRole('textbox', { name: 'Name' });
    const wrapper = input.parentElement as HTMLElement;
    expect(wrapper.className).toBe('field');
    expect([...wrapper.children].map((child) => child.tagName)).toEqual([
      'LABEL',
      'INPUT',
      'P',
      'DIV',
    ]);
    const [hint, messages] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hint ?? '')?.textContent).toBe('As on your passport');
    expect(document.getElementById(messages ?? '')?.className).toBe('field-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('labels a custom widget by a span, its class beside the field class', () => {
    renderWithProviders(<SignUpForm send={never} />);
    const combobox = screen.getByRole('combobox', { name: 'City' });
    const label = document.getElementById(combobox.getAttribute('aria-labelledby') ?? '');
    expect(label?.tagName).toBe('SPAN');
    expect(label?.className).toBe('field-label');
    expect(label?.parentElement?.className).toBe('field dropdown');
  });

  it('tells password managers a new password from the current one', () => {
    renderWithProviders(<SignUpForm send={never} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('the bound form and its submit row', () => {
  it('is busy while it sends: the button says so and cannot send again', async () => {
    renderWithProviders(<SignUpForm send={never} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Tess' } });
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('false');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(busy.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(busy.parentElement?.className).toBe('form-actions');
    expect(busy.nextElementSibling?.textContent).toBe('Cancel');
  });

  it('shows its general error first, or the one the screen gives instead', () => {
    renderWithProviders(<SignUpForm send={never} error={{ text: 'Refused by the server' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Refused by the server');
    expect(alert.parentElement?.firstElementChild).toBe(alert);
  });
});
