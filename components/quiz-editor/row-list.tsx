'use client';

import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { Input } from '@/components/forms/native-fields';
import type { QuestionField } from '@/lib/quiz-editor/checks';
import type { QuestionDraft } from '@/lib/quiz-editor/drafts';
import { removeAt } from '@/lib/quiz-editor/ordering';
import { QUIZ_LIMITS } from '@/shared/quiz/types';
import type { FieldState, PartProps } from './draft-fields';

/** The question's lists that are edited row by row. */
type ListField = 'options' | 'accepted' | 'pairs' | 'items';

/** The focus moves to a row added or the list's Add button after a removal. */
function useFocusAfter() {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (!target.current) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  });
  return (id: string) => {
    target.current = id;
  };
}

/** One list of the question form: its rows, its limits, and its edits with the focus they move. */
interface RowList<T> {
  fields: FieldState;
  field: ListField;
  /** The id part of the list's Add button. */
  addId: string;
  canAdd: boolean;
  canRemove: boolean;
  /** Moves the focus to a control of this form (by its id part) after the next render. */
  focus: (part: string) => void;
  /** Adds `row` at the end; the focus goes to its first field. */
  add: (row: T) => void;
  /** Removes the row at `index`; the focus goes to the Add button. */
  remove: (index: number) => void;
  /** Puts `row` in the place of the one at `index`. */
  set: (index: number, row: T) => void;
}

/** A row of one of the lists. */
type Row<K extends ListField> = QuestionDraft[K][number];

const { minOptions, maxOptions, maxAcceptedAnswers } = QUIZ_LIMITS;

/** Each list's Add button (its id part) and how many rows it keeps and takes. */
const LIMITS: Record<ListField, { addId: string; min: number; max: number }> = {
  options: { addId: 'add-option', min: minOptions, max: maxOptions },
  accepted: { addId: 'add-accepted', min: 1, max: maxAcceptedAnswers },
  pairs: { addId: 'add-pair', min: minOptions, max: maxOptions },
  items: { addId: 'add-item', min: minOptions, max: maxOptions },
};

/**
 * The edits of one list of the draft; `alsoOnRemove` changes what else a removal changes. A row's
 * first field has the id part `<field>-<index>`, which the focus after Add, the problem focus and
 * the tests rely on.
 */
export function useRowList<K extends ListField>(
  { draft, fields, onChange }: PartProps,
  field: K,
  alsoOnRemove?: (removed: Row<K>) => Partial<QuestionDraft>,
): RowList<Row<K>> {
  const focusAfter = useFocusAfter();
  const focus = (part: string) => focusAfter(fields.id(part));
  const { addId, min, max } = LIMITS[field];
  const rows = draft[field] as readonly Row<K>[];
  const write = (next: Row<K>[], also: Partial<QuestionDraft> = {}) =>
    onChange({ [field]: next, ...also });
  return {
    fields,
    field,
    addId,
    canAdd: rows.length < max,
    canRemove: rows.length > min,
    focus,
    add: (row) => {
      focus(`${field}-${rows.length}`);
      write([...rows, row]);
    },
    remove: (index) => {
      const removed = rows[index];
      focus(addId);
      write(
        removeAt(rows, index),
        removed !== undefined && alsoOnRemove ? alsoOnRemove(removed) : {},
      );
    },
    set: (index, row) => write(rows.map((current, i) => (i === index ? row : current))),
  };
}

/**
 * A list's fieldset: legend, hint, the rows (`children`, the `<li>`s), the error lines of the
 * list (and of `alsoErrors`) and its Add button, all described by the hint and the errors shown.
 */
export function RowGroup<T>({
  list,
  legend,
  hint,
  addLabel,
  newRow,
  alsoErrors = [],
  status,
  after,
  children,
}: {
  list: RowList<T>;
  legend: string;
  hint: string;
  addLabel: string;
  /** Makes the row Add adds. */
  newRow: () => T;
  /** Other fields whose errors are about this list as a whole (the correct options). */
  alsoErrors?: QuestionField[];
  /** A live region between the hint and the rows. */
  status?: ReactNode;
  /** What follows the Add button inside the fieldset. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { fields, field } = list;
  const { id } = fields;
  const errorFields = [field, ...alsoErrors];
  const describedBy = [
    id(`${field}-hint`),
    ...errorFields.filter((name) => fields.error(name)).map((name) => id(`${name}-error`)),
  ].join(' ');
  return (
    <fieldset className="quiz-list-group" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <p id={id(`${field}-hint`)} className="field-hint">
        {hint}
      </p>
      {status}
      <ol className="quiz-rows">{children}</ol>
      {errorFields.map((name) => (
        <Fragment key={name}>{fields.errorLine(name)}</Fragment>
      ))}
      <button
        id={id(list.addId)}
        type="button"
        className="button"
        disabled={!list.canAdd}
        onClick={() => list.add(newRow())}
      >
        {addLabel}
      </button>
      {after}
    </fieldset>
  );
}

/** Invalid when the field's error names this row (or names no row, for the first). */
const rowInvalid = (fields: FieldState, field: QuestionField, index: number) =>
  fields.error(field) !== undefined && (fields.index(field) ?? -1) === index;

/**
 * A row's text: label and input, invalid (and described by the list's error) when the list's
 * error is about this row. `idSuffix` tells a row's second text from its first.
 */
export function RowText<T>({
  list,
  index,
  idSuffix = '',
  label,
  value,
  onValue,
}: {
  list: RowList<T>;
  index: number;
  idSuffix?: string;
  label: string;
  value: string;
  onValue: (text: string) => void;
}) {
  const { fields, field } = list;
  const inputId = fields.id(`${field}-${index}${idSuffix}`);
  return (
    <div className="field quiz-row-text">
      <label htmlFor={inputId}>{label}</label>
      <Input
        id={inputId}
        value={value}
        maxLength={QUIZ_LIMITS.maxOptionLength}
        onChange={(event) => onValue(event.target.value)}
        {...(rowInvalid(fields, field, index)
          ? { 'aria-invalid': true, 'aria-describedby': fields.id(`${field}-error`) }
          : {})}
      />
    </div>
  );
}

/** A row's Remove button, named by the row (`label`); off while the list is at its minimum. */
export function RemoveRow<T>({
  list,
  index,
  label,
}: {
  list: RowList<T>;
  index: number;
  label: string;
}) {
  const t = useTranslations('quizEditor.form');
  return (
    <button
      type="button"
      className="button button-ghost quiz-delete"
      disabled={!list.canRemove}
      aria-label={label}
      onClick={() => list.remove(index)}
    >
      {t('remove')}
    </button>
  );
}
