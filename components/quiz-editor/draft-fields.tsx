'use client';

import type { ChangeEvent, ReactNode } from 'react';
import type { QuestionField } from '@/lib/quiz-editor/checks';
import type { QuestionDraft } from '@/lib/quiz-editor/drafts';
import type { Described } from './field-aria';

/** What the question form gives its parts to show errors the one way. */
export interface FieldState {
  /** The control's id in this form. */
  id: (part: string) => string;
  /** The error text of a field, if any. */
  error: (field: QuestionField) => string | undefined;
  /** The row (0-based) an error is about, when it names one. */
  index: (field: QuestionField) => number | undefined;
  /** aria-invalid / aria-describedby for a control of a field (with an optional hint's id). */
  described: (field: QuestionField, hint?: string) => Described;
  /** The error line of a field (the id `described` points to). */
  errorLine: (field: QuestionField) => ReactNode;
}

/** What each part of the question form gets: the draft, its errors, and how to change it. */
export interface PartProps {
  draft: QuestionDraft;
  fields: FieldState;
  onChange: (next: Partial<QuestionDraft>) => void;
}

/** The draft's fields that one control edits as text (typed, or picked from a select). */
type TextField =
  | 'prompt'
  | 'points'
  | 'feedback'
  | 'category'
  | 'labels'
  | 'value'
  | 'tolerance'
  | 'scoring'
  | 'imageAlt';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The props a text field's control spreads: its id, value, change and aria wiring. */
type ControlProps = {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
} & Described;

/**
 * One text field of the question form: its label, the control `children` renders with the
 * given props, its hint (when there is one) and its error line. The control's id is the field's
 * name in this form and the hint's `<field>-hint`, which the problem focus and the tests rely on.
 */
export function DraftField({
  draft,
  fields,
  onChange,
  field,
  label,
  hint,
  className = 'field',
  children,
}: PartProps & {
  field: TextField;
  label: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { id } = fields;
  const hintId = hint === undefined ? undefined : id(`${field}-hint`);
  const control: ControlProps = {
    id: id(field),
    value: draft[field],
    // A select only offers the field's own values (the scoring's), so the text is one of them.
    onChange: (event) => onChange({ [field]: event.target.value } as Partial<QuestionDraft>),
    ...fields.described(field, hintId),
  };
  return (
    <div className={className}>
      <label htmlFor={control.id}>{label}</label>
      {children(control)}
      {hint !== undefined && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {fields.errorLine(field)}
    </div>
  );
}
