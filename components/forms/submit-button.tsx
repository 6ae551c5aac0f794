'use client';

import type { ReactNode } from 'react';
import type { UseFormReturn } from './use-form';

interface SubmitProps {
  /** The useForm form it sends: the button is disabled while that submits. */
  form: Pick<UseFormReturn, 'submitting'>;
  label: string;
  /** What the button says while the form submits ("Saving…"); its label when not given. */
  busyLabel?: string;
}

/** A form's primary submit button, which cannot send twice and says when it is busy. */
export function SubmitButton({ form, label, busyLabel }: SubmitProps) {
  return (
    <button type="submit" className="button button-primary" disabled={form.submitting}>
      {form.submitting ? (busyLabel ?? label) : label}
    </button>
  );
}

/**
 * A form's action row: the submit button first, then what goes beside it (a cancel button, a
 * status line). `className` is the row class of the screen's layout.
 */
export function SubmitRow({
  className = 'form-actions',
  children,
  ...submit
}: SubmitProps & { className?: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <SubmitButton {...submit} />
      {children}
    </div>
  );
}
