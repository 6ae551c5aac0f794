'use client';

import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { ContentLanguageField } from '@/components/forms/content-language-field';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { Options } from '@/components/forms/options';
import { FieldError } from './dialog-form-draft';

/*
 * The field parts of the dialog forms: every dialog writes its labelled controls the same way
 * (a `.field` with the label, the control, a hint and the message, tied by ids and aria
 * attributes), so they are written once here. The draft-bound parts take useDraftForm's answer
 * and a field's name; the others take a value and a change handler.
 */

/** What the field parts use of useDraftForm's answer (F: the fields with messages, D: a draft). */
export interface DraftFieldsForm<F extends string, D> {
  id: string;
  draft: D;
  change: (next: Partial<D>, answered?: F[]) => void;
  bind: (field: F) => (element: HTMLElement | null) => void;
  errorId: (field: F) => string | undefined;
  messageOf: (field: F) => string | null;
  describedBy: (field: F, hint?: string) => string | undefined;
  invalid: (field: F) => true | undefined;
}

/** The draft keys that hold text: the ones a text field edits. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/** The id of a control in a draft form: the form's id, then its part (by default the field). */
export const controlIdOf = (formId: string, part: string) => `${formId}-${part}`;

/** The id of a control's hint, which its aria-describedby names before its message. */
export const hintIdOf = (controlId: string) => `${controlId}-hint`;

/**
 * The frame of one labelled control: `.field` (with `className` beside it), the label, the
 * control, its hint (under `hintIdOf(controlId)`) and its message, in that order.
 */
export function DialogField({
  className,
  controlId,
  label,
  hint,
  error,
  children,
}: {
  className?: string;
  controlId: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The control's message (a FieldError), under the hint. */
  error?: ReactNode;
  /** The control. */
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children}
      {hint ? (
        <p id={hintIdOf(controlId)} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error}
    </div>
  );
}

/** The attributes a text field passes on to its control as given. */
type TextAttributes = Pick<
  ComponentProps<'input'>,
  | 'lang'
  | 'required'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'spellCheck'
  | 'placeholder'
  | 'className'
>;

export interface DialogTextFieldProps<F extends string, D> extends TextAttributes {
  form: DraftFieldsForm<F, D>;
  field: NoInfer<F> & TextKey<D>;
  label: ReactNode;
  hint?: ReactNode;
  /** The control's id after the form's, where it is not the field's name. */
  idPart?: string;
  /** The fields whose messages a change answers besides this one (see useDraftForm's change). */
  answered?: NoInfer<F>[];
  /** Classes of the frame beside `field`. */
  frameClassName?: string;
  /** Makes it a textarea of so many rows. */
  rows?: number;
}

/**
 * A text field of a draft form: the draft's text under `field`, its ref for the focus on a
 * refusal, and its hint and message in its aria-describedby. An input does not autofill
 * (autoComplete off, as the dialogs' names, codes and numbers are never the person's own).
 */
export function DialogTextField<F extends string, D>({
  form,
  field,
  label,
  hint,
  idPart,
  answered,
  frameClassName,
  rows,
  ...attributes
}: DialogTextFieldProps<F, D>) {
  const controlId = controlIdOf(form.id, idPart ?? field);
  const control = {
    ref: form.bind(field),
    id: controlId,
    value: form.draft[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.change({ [field]: event.target.value } as Partial<D>, answered),
    'aria-invalid': form.invalid(field),
    'aria-describedby': form.describedBy(field, hint ? hintIdOf(controlId) : undefined),
  };
  return (
    <DialogField
      className={frameClassName}
      controlId={controlId}
      label={label}
      hint={hint}
      error={<FieldError id={form.errorId(field)} message={form.messageOf(field)} />}
    >
      {rows ? (
        <Textarea {...attributes} {...control} rows={rows} />
      ) : (
        <Input autoComplete="off" {...attributes} {...control} />
      )}
    </DialogField>
  );
}

/**
 * A labelled select: the options are its children; a hint goes under it and into its
 * aria-describedby (unless the caller names what describes it).
 */
export function DialogSelect({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  children,
  ...attributes
}: Pick<ComponentProps<'select'>, 'required' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <DialogField controlId={id} label={label} hint={hint} error={error}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintIdOf(id) : undefined}
        {...attributes}
      >
        {children}
      </NativeSelect>
    </DialogField>
  );
}

/** One option per value, the value as its text (codes such as currencies). */
export function ValueOptions({ values }: { values: readonly string[] }) {
  return <Options items={values} value={(value) => value} label={(value) => value} />;
}

/** One option per item: its id as the value, its name as the text (in `lang` of it, if given). */
export function NamedOptions<T extends { id: string; name: string }>({
  items,
  lang,
}: {
  items: readonly T[];
  lang?: (item: T) => string | undefined;
}) {
  return (
    <Options items={items} value={(item) => item.id} label={(item) => item.name} lang={lang} />
  );
}

/** The content-language picker of a draft: it sets the `language` field and shows its message. */
export function DialogLanguageField({
  form,
}: {
  form: DraftFieldsForm<'language', { language: string }>;
}) {
  return (
    <ContentLanguageField
      id={controlIdOf(form.id, 'language')}
      value={form.draft.language}
      onChange={(language) => form.change({ language })}
      error={form.messageOf('language')}
      selectRef={form.bind('language')}
    />
  );
}
