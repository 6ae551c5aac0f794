'use client';

import type { TextareaHTMLAttributes } from 'react';
import { describedBy, type FieldBinding } from './field-binding';
import { FieldMessages, fieldClass } from './field-messages';
import { Textarea } from './native-fields';
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
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={fieldClass(field)}>
      <label htmlFor={field.id}>{label}</label>
      <Textarea
        {...textarea}
        ref={field.ref}
        id={field.id}
        name={field.name}
        rows={rows}
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
