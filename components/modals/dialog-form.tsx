'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/forms/form-error';
import type { FormMessage } from '@/lib/validation/form-types';

/** What the shell needs of a dialog's form state (useForm's answer fits, so does useDraftForm's). */
export interface DialogFormState {
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While sending: the buttons are disabled and the dialog stays open. */
  submitting: boolean;
  /** The error above the fields: a form message, or a text as given (empty: none). */
  generalError: FormMessage | string | null;
}

export interface DialogFormProps {
  /** Classes of the dialog beside modal-dialog. */
  className?: string;
  title: ReactNode;
  description: ReactNode;
  form: DialogFormState;
  submit: string;
  busy: string;
  cancel: string;
  /** The submit button's look: a plain main action (the default) or destructive. */
  tone?: 'primary' | 'danger';
  /** After closing; the caller decides where focus goes. */
  onClosed: () => void;
  /** The fields, between the general error and the buttons. */
  children: ReactNode;
}

const messageOf = (error: DialogFormState['generalError']): FormMessage | null =>
  typeof error === 'string' ? (error ? { text: error } : null) : error;

/**
 * A form in the one modal queue: title, description, general error, the fields, Cancel and the
 * submit button; it stays open while the form is sending, so what was typed is not lost.
 */
export function DialogForm({
  className,
  title,
  description,
  form,
  submit,
  busy,
  cancel,
  tone = 'primary',
  onClosed,
  children,
}: DialogFormProps) {
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };
  return (
    <Dialog.Content
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      // The queue has no Dialog.Trigger: the caller gives focus back to what opened it.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={messageOf(form.generalError)} />
        {children}
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {cancel}
          </Dialog.Close>
          <button type="submit" className={`button button-${tone}`} disabled={form.submitting}>
            {form.submitting ? busy : submit}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
