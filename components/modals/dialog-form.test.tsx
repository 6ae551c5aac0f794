import * as Dialog from '@radix-ui/react-dialog';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { DialogForm, type DialogFormState } from './dialog-form';
import { FieldError, useDraftForm } from './dialog-form-draft';

function Shell({
  form,
  tone,
  onClosed = () => {},
}: {
  form: DialogFormState;
  tone?: 'primary' | 'danger';
  onClosed?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <DialogForm
        className="extra"
        title="Rename"
        description="A new name."
        form={form}
        submit="Save"
        busy="Saving…"
        cancel="Cancel"
        tone={tone}
        onClosed={onClosed}
      >
        <input aria-label="Name" />
      </DialogForm>
    </Dialog.Root>
  );
}

const idle: DialogFormState = { handleSubmit: () => {}, submitting: false, generalError: null };

describe('DialogForm', () => {
  it('shows the title, description, fields and buttons in a form', () => {
    renderWithProviders(<Shell form={{ ...idle, generalError: 'The academy is busy.' }} />);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog.className).toBe('modal-dialog extra');
    expect(dialog.textContent).toContain('A new name.');
    const form = dialog.querySelector('form');
    expect(form?.className).toBe('form');
    expect(form?.noValidate).toBe(true);
    expect(form?.getAttribute('aria-busy')).toBe('false');
    const alert = within(dialog).getByRole('alert');
    expect(alert.className).toBe('form-error');
    expect(alert.textContent).toBe('The academy is busy.');
    expect(within(dialog).getByRole('button', { name: 'Save' }).className).toBe(
      'button button-primary',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).className).toBe('button');
  });

  it('says nothing for an empty error and takes a form message too', () => {
    const { rerender } = renderWithProviders(<Shell form={{ ...idle, generalError: '' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Shell form={{ ...idle, generalError: { text: 'Refused.' } }} tone="danger" />);
    expect(screen.getByRole('alert').textContent).toBe('Refused.');
    expect(screen.getByRole('button', { name: 'Save' }).className).toBe('button button-danger');
  });

  it('stays open while sending, with the busy label and disabled buttons', () => {
    renderWithProviders(<Shell form={{ ...idle, submitting: true }} />);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(dialog.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
  });

  it('closes with Escape when idle and tells the caller', async () => {
    let closed = 0;
    renderWithProviders(<Shell form={idle} onClosed={() => closed++} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toBe(1);
  });
});

type Field = 'first' | 'second';
interface Draft {
  first: string;
  second: string;
}

function DraftDialog({ sent, answer }: { sent: Draft[]; answer: () => Promise<unknown> }) {
  const form = useDraftForm({
    initial: (): Draft => ({ first: '', second: '' }),
    fields: ['first', 'second'] as const,
    parse: (draft: Draft) => {
      const errors: Partial<Record<Field, string>> = {};
      if (!draft.first) errors.first = 'required';
      if (!draft.second) errors.second = 'required';
      return Object.keys(errors).length > 0
        ? { input: null, errors }
        : { input: { ...draft }, errors: null };
    },
    send: async (input) => {
      sent.push(input);
      await answer();
    },
    keyText: (field, key) => `${field} is ${key}`,
  });
  const field = (name: Field) => (
    <div className="field">
      <label htmlFor={`${form.id}-${name}`}>{name}</label>
      <input
        ref={form.bind(name)}
        id={`${form.id}-${name}`}
        value={form.draft[name]}
        onChange={(event) => form.change({ [name]: event.target.value })}
        aria-invalid={form.invalid(name)}
        aria-describedby={form.describedBy(name)}
      />
      <FieldError id={form.errorId(name)} message={form.messageOf(name)} />
    </div>
  );
  return (
    <Dialog.Root open>
      <DialogForm
        title="Draft"
        description="Two fields."
        form={form}
        submit="Save"
        busy="Saving…"
        cancel="Cancel"
        onClosed={() => {}}
      >
        {field('second')}
        {field('first')}
      </DialogForm>
    </Dialog.Root>
  );
}

const described = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('useDraftForm', () => {
  it('checks before sending: messages on the fields, focus on the first on the page', async () => {
    const sent: Draft[] = [];
    renderWithProviders(<DraftDialog sent={sent} answer={async () => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByLabelText('first');
    // "second" is declared last but comes first on the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('second')));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(described(first)).toBe('first is required');
    expect(described(screen.getByLabelText('second'))).toBe('second is required');
    // A changed field's message goes; the other stays.
    fireEvent.change(first, { target: { value: 'a' } });
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(first.getAttribute('aria-describedby')).toBeNull();
    expect(described(screen.getByLabelText('second'))).toBe('second is required');
    expect(sent).toEqual([]);
  });

  it('sends the checked input; a refusal lands on its field and above the form', async () => {
    const sent: Draft[] = [];
    const refusal = new ApiError(422, [
      { status: '422', detail: 'Taken.', source: { pointer: '/data/attributes/second' } },
      { status: '422', detail: 'Not saved.' },
    ]);
    renderWithProviders(<DraftDialog sent={sent} answer={() => Promise.reject(refusal)} />);
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('second'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved.');
    expect(sent).toEqual([{ first: 'a', second: 'b' }]);
    const second = screen.getByLabelText('second');
    expect(described(second)).toBe('Taken.');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('while sending shows the busy label with the buttons disabled, and sends once', async () => {
    const sent: Draft[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderWithProviders(<DraftDialog sent={sent} answer={() => answered} />);
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('second'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    await act(async () => answer());
    await screen.findByRole('button', { name: 'Save' });
    expect(sent).toEqual([{ first: 'a', second: 'b' }]);
  });
});
