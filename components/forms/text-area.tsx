'use client';

import type { TextareaHTMLAttributes } from 'react';
import { boundControlProps, type UnboundProps } from './bound-control';
import { FieldFrame, type LabelledFieldProps } from './field-frame';
import { Textarea } from './native-fields';
import './forms.css';

export interface TextAreaProps
  extends UnboundProps<TextareaHTMLAttributes<HTMLTextAreaElement>>,
    LabelledFieldProps {}

/** A labelled textarea bound to a useForm field. */
export function TextArea({ field, label, hint, rows = 5, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <Textarea
        {...textarea}
        {...boundControlProps(field, hint)}
        rows={rows}
        value={String(field.value ?? '')}
        onChange={(event) => field.setValue(event.target.value)}
      />
    </FieldFrame>
  );
}
