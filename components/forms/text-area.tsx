'use client';

import type { TextareaHTMLAttributes } from 'react';
import { describedBy, type FieldBinding } from './field-binding';
import { FieldMessages, fieldClass } from './field-messages';
import { useHydrated } from './use-hydrated';
import './forms.css';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required'
>;

export interface TextAreaProps extends TextareaProps {
  field: FieldBinding;
  label: string;
  hint?: string;
}

/** A labelled textarea bound to a useForm field. */
export function TextArea({ field, label, hint, rows = 5, ...textarea }: TextAreaProps) {
  // Read-only in the server's HTML: React would drop text typed before it hydrated.
  const hydrated = useHydrated();
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={fieldClass(field)}>
      <label htmlFor={field.id}>{label}</label>
      <textarea
        {...textarea}
        ref={field.ref}
        id={field.id}
        name={field.name}
        rows={rows}
        readOnly={textarea.readOnly || !hydrated}
        value={String(field.value ?? '')}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.onBlur}
        required={field.required}
        aria-invalid={field.state === 'invalid' ? true : undefined}
        aria-describedby={describedBy(field, hintId)}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessages field={field} />
    </div>
  );
}
