'use client';

import type { ReactNode } from 'react';
import { fieldHintId, fieldLabelId } from './bound-control';
import type { FieldBinding } from './field-binding';
import { FieldMessages, fieldClass } from './field-messages';

/** What every labelled field component takes besides its control's own props. */
export interface LabelledFieldProps {
  field: FieldBinding;
  label: string;
  hint?: string;
}

/** A field's hint under the id fieldHintId gives; nothing without one. */
export function FieldHint({ field, hint }: { field: FieldBinding; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={fieldHintId(field, hint)} className="field-hint">
      {hint}
    </p>
  );
}

/**
 * The wrapper of a one-control field: its label, the control, then the hint and the messages
 * that the control's aria-describedby names. A custom widget (`widget`: its class) is labelled
 * by the span fieldLabelId names instead of a `<label>`.
 */
export function FieldFrame({
  field,
  label,
  hint,
  widget,
  children,
}: LabelledFieldProps & { widget?: string; children: ReactNode }) {
  return (
    <div className={widget ? `${fieldClass(field)} ${widget}` : fieldClass(field)}>
      {widget ? (
        <span id={fieldLabelId(field)} className="field-label">
          {label}
        </span>
      ) : (
        <label htmlFor={field.id}>{label}</label>
      )}
      {children}
      <FieldHint field={field} hint={hint} />
      <FieldMessages field={field} />
    </div>
  );
}
