'use client';

import type { InputHTMLAttributes } from 'react';
import { describedBy, type FieldBinding } from './field-binding';
import { FieldMessages, fieldClass } from './field-messages';
import { Input } from './native-fields';
import './forms.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required'
>;

export interface TextFieldProps extends InputProps {
  field: FieldBinding;
  label: string;
  hint?: string;
}

/** A labelled input bound to a useForm field; its messages are tied to it and mark it invalid. */
export function TextField({ field, label, hint, ...input }: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={fieldClass(field)}>
      <label htmlFor={field.id}>{label}</label>
      <Input
        {...input}
        ref={field.ref}
        id={field.id}
        name={field.name}
        value={typeof field.value === 'number' ? field.value : String(field.value ?? '')}
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
