import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { FormError } from './form-error';
import { TextField } from './text-field';
import { type UseFormOptions, useForm } from './use-form';

type Name = 'email' | 'name';
type Props = Partial<UseFormOptions<Name>>;

// Declares email first but renders name first: focus must follow the page, not the config.
function SmallForm(props: Props) {
  const form = useForm<Name>({
    fields: {
      email: { value: '', rules: 'required|is_email', trim: true },
      name: { value: '', rules: 'required|min:2' },
    },
    onSubmit: () => undefined,
    ...props,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <TextField field={form.field('name')} label="Name" />
      <TextField field={form.field('email')} label="E-mail" />
      <button type="submit">Save</button>
      <output data-testid="status">{form.status}</output>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const status = () => screen.getByTestId('status').textContent;
const description = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('useForm (spec §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('Tab through empty fields says nothing; the submit says "required", then each change re-checks', async () => {
    renderWithProviders(<SmallForm />);
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('E-mail');
    fireEvent.blur(name, { relatedTarget: email });
    fireEvent.blur(email, { relatedTarget: screen.getByRole('button', { name: 'Save' }) });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-describedby')).toBeNull();
    await submit();
    expect(description('Name')).toBe('This field is required');
    type('Name', 'A');
    expect(description('Name')).toBe('This field requires at least 2 characters');
    type('Name', 'Ada');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('a blocked submit sends nothing, runs the handler and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    const onValidationError = vi.fn();
    renderWithProviders(<SmallForm onSubmit={onSubmit} onValidationError={onValidationError} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onValidationError).toHaveBeenCalledWith(['email', 'name']);
    expect(status()).toBe('blocked');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(description('Name')).toBe('This field is required');

    type('Name', 'Ada');
    type('E-mail', 'not-an-address');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(description('E-mail')).toBe('This field should contain a valid email address');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaving a field for the submit button shows no message first (the click is not lost)', async () => {
    renderWithProviders(<SmallForm />);
    const name = screen.getByLabelText('Name');
    const save = screen.getByRole('button', { name: 'Save' });
    type('Name', 'A');
    // Blurring towards another field evaluates it: its message shows.
    fireEvent.blur(name, { relatedTarget: screen.getByLabelText('E-mail') });
    expect(description('Name')).toBe('This field requires at least 2 characters');
    type('Name', 'B');
    // Towards the submit button: nothing moves under the pointer; the submit itself validates.
    fireEvent.blur(name, { relatedTarget: save });
    expect(description('Name')).toBe('This field requires at least 2 characters');
    type('Name', 'Ada');
    type('E-mail', 'x');
    fireEvent.blur(screen.getByLabelText('E-mail'), { relatedTarget: save });
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(description('E-mail')).toBe('This field should contain a valid email address');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('sends trimmed values and resets the form after success', async () => {
    const onSubmit = vi.fn(async () => ({ status: 201 }));
    const onSuccess = vi.fn();
    renderWithProviders(<SmallForm onSubmit={onSubmit} onSuccess={onSuccess} />);
    type('Name', 'Ada');
    type('E-mail', ' ada@example.com ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', name: 'Ada' });
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(status()).toBe('success');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });

  it('maps a 422 onto fields by source pointer and focuses the field', async () => {
    const taken = { detail: 'Already taken', source: { pointer: '/data/attributes/email' } };
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, [taken]);
    });
    renderWithProviders(<SmallForm onSubmit={onSubmit} />);
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    await submit();
    expect(status()).toBe('error');
    expect(description('E-mail')).toBe('Already taken');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada');
  });

  it('shows other failures as one general error, texts joined by a line break', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(500, [{ detail: 'One' }, { detail: 'Two' }]);
    });
    renderWithProviders(<SmallForm onSubmit={onSubmit} />);
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('One\nTwo');
  });

  it('says "Something went wrong submitting the form" when the call fails without a text', async () => {
    const onSubmit = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<SmallForm onSubmit={onSubmit} />);
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong submitting the form');
  });

  it('a whole-form check blocks the submit, puts its message on the field and focuses it', async () => {
    const onSubmit = vi.fn();
    const onValidationError = vi.fn();
    const check = (values: Record<Name, unknown>) =>
      values.name === 'Root' ? { name: { text: 'Reserved name' } } : null;
    renderWithProviders(
      <SmallForm onSubmit={onSubmit} onValidationError={onValidationError} check={check} />,
    );
    type('Name', 'Root');
    type('E-mail', 'ada@example.com');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onValidationError).toHaveBeenCalledWith(['name']);
    expect(status()).toBe('blocked');
    expect(description('Name')).toBe('Reserved name');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    type('Name', 'Ada');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', name: 'Ada' });
  });

  it('maps a 422 by the API-to-form names, and leaves other failures to onError when told', async () => {
    const tooLong = { detail: 'Too long', source: { pointer: '/data/attributes/full_name' } };
    let failure: unknown = new ApiError(422, [tooLong]);
    const onError = vi.fn();
    const onSubmit = vi.fn(async () => {
      throw failure;
    });
    renderWithProviders(
      <SmallForm
        onSubmit={onSubmit}
        onError={onError}
        apiFields={{ full_name: 'name' }}
        failures="elsewhere"
      />,
    );
    type('Name', 'Ada');
    type('E-mail', 'ada@example.com');
    await submit();
    expect(description('Name')).toBe('Too long');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    failure = new ApiError(403, [{ detail: 'Staff only' }]);
    type('Name', 'Ad');
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 403, error: failure }),
    );
  });

  it('reports the dirty flag 500 ms after it last changed', () => {
    vi.useFakeTimers();
    const onDirtyChange = vi.fn();
    renderWithProviders(<SmallForm onDirtyChange={onDirtyChange} />);
    type('Name', 'A');
    act(() => vi.advanceTimersByTime(499));
    expect(onDirtyChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDirtyChange).toHaveBeenCalledExactlyOnceWith(true);

    // Back to the initial value and dirty again within 500 ms: nothing new to report.
    type('Name', '');
    act(() => vi.advanceTimersByTime(300));
    type('Name', 'B');
    act(() => vi.advanceTimersByTime(500));
    expect(onDirtyChange).toHaveBeenCalledTimes(1);
    type('Name', '');
    act(() => vi.advanceTimersByTime(500));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
