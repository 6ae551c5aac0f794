'use client';

import { type ChangeEvent, type ReactNode, useId } from 'react';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { Options } from '@/components/forms/options';

/** What an admin field's control spreads: its id, look, value and change, and its note's id. */
interface ControlProps {
  id: string;
  className: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  'aria-describedby'?: string;
}

/** What every admin field shows and edits. */
interface FieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled control of an admin card (`children` renders it), with a hint or error line. */
function AdminField({
  label,
  value,
  onValue,
  note,
  children,
}: FieldProps & {
  note?: { kind: 'hint' | 'error'; text: string };
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = note ? `${id}-${note.kind}` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: 'input',
        value,
        onChange: (event) => onValue(event.target.value),
        'aria-describedby': noteId,
      })}
      {note && (
        <span id={noteId} className={`field-${note.kind}`}>
          {note.text}
        </span>
      )}
    </div>
  );
}

/**
 * A labelled text input of an admin card, with an optional hint or error line below that
 * describes it. An error line (pass `error`, '' while fine) is always rendered, so the
 * input's aria-describedby always points at it and a problem is read out as it appears.
 */
export function AdminInput({
  maxLength,
  hint,
  error,
  ...field
}: FieldProps & {
  maxLength: number;
  hint?: string;
  error?: string;
}) {
  const note =
    error !== undefined
      ? ({ kind: 'error', text: error } as const)
      : hint !== undefined
        ? ({ kind: 'hint', text: hint } as const)
        : undefined;
  return (
    <AdminField {...field} note={note}>
      {(control) => (
        <Input {...control} maxLength={maxLength} aria-invalid={error ? true : undefined} />
      )}
    </AdminField>
  );
}

/** A labelled select of an admin card. */
export function AdminSelect({
  options,
  ...field
}: FieldProps & {
  options: { value: string; label: string }[];
}) {
  return (
    <AdminField {...field}>
      {(control) => (
        <NativeSelect {...control}>
          <Options items={options} value="value" label="label" />
        </NativeSelect>
      )}
    </AdminField>
  );
}

/** A field (`children`) and the one button that applies it, side by side. */
export function InlineForm({
  action,
  disabled,
  onAction,
  primary = false,
  children,
}: {
  action: string;
  disabled: boolean;
  onAction: () => void;
  /** The card's main action (button-primary). */
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-inline-form">
      {children}
      <button
        type="button"
        className={primary ? 'button button-primary' : 'button'}
        disabled={disabled}
        onClick={onAction}
      >
        {action}
      </button>
    </div>
  );
}
