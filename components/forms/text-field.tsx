'use client';

import type { InputHTMLAttributes } from 'react';
import { boundControlProps, type UnboundProps } from './bound-control';
import { FieldFrame, type LabelledFieldProps } from './field-frame';
import { Input } from './native-fields';
import './forms.css';

export interface TextFieldProps
  extends UnboundProps<InputHTMLAttributes<HTMLInputElement>>,
    LabelledFieldProps {}

/** A labelled input bound to a useForm field; its messages are tied to it and mark it invalid. */
export function TextField({ field, label, hint, ...input }: TextFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <Input
        {...input}
        {...boundControlProps(field, hint)}
        value={typeof field.value === 'number' ? field.value : String(field.value ?? '')}
        onChange={(event) => field.setValue(event.target.value)}
      />
    </FieldFrame>
  );
}
