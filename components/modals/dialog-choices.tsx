'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/forms/native-fields';
import { controlIdOf, type DraftFieldsForm, hintIdOf } from './dialog-fields';
import { FieldError } from './dialog-form-draft';

/*
 * The choice parts of the dialog forms: a labelled box, a group of radios, a list of
 * checkboxes over ids, and the fieldset that gives a choice list its legend, hint and message.
 */

/**
 * `list` with `value` in it (`on`) or not: a value goes at the end, so the list keeps the order
 * the choices were made in, and it is never in it twice.
 */
export function toggled(list: readonly string[], value: string, on: boolean): string[] {
  const without = list.filter((item) => item !== value);
  return on ? [...without, value] : without;
}

/** One checkbox or radio in its label: the box, then what names it (`className` is the label's). */
export function Choice({
  className,
  onChange,
  children,
  ...box
}: Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'children'> & {
  type: 'checkbox' | 'radio';
  /** With whether the box is now checked (a radio only says so when it is chosen). */
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <Input {...box} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

/** A radio group's radios (the caller's fieldset holds them): one per choice, `value` chosen. */
export function RadioChoices<V extends string>({
  name,
  className,
  choices,
  value,
  onChange,
  label,
}: {
  name: string;
  /** The class of each radio's label. */
  className: string;
  choices: readonly V[];
  value: V;
  onChange: (value: V) => void;
  /** What names a choice, after its radio. */
  label: (choice: V) => ReactNode;
}) {
  return choices.map((choice) => (
    <Choice
      key={choice}
      type="radio"
      className={className}
      name={name}
      value={choice}
      checked={value === choice}
      onChange={() => onChange(choice)}
    >
      {label(choice)}
    </Choice>
  ));
}

/** A choice of a checkbox list: the id it stands for and what names it. */
export interface IdChoice {
  id: string;
  label: ReactNode;
}

/**
 * Checkboxes over ids: `chosen` are checked, and a change gives the new list (see `toggled`).
 * In a `<ul>` of `listClassName` when given, else the labels alone. Named boxes carry their
 * ids as values.
 */
export function CheckboxChoices({
  choices,
  chosen,
  onChange,
  listClassName,
  className,
  name,
  firstRef,
  invalid,
  disabled,
}: {
  choices: readonly IdChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  listClassName?: string;
  /** The class of each box's label. */
  className?: string;
  name?: string;
  /** The first box's ref: where a refusal of the list puts the focus. */
  firstRef?: (element: HTMLElement | null) => void;
  invalid?: true;
  disabled?: boolean;
}) {
  const box = (choice: IdChoice, index: number) => (
    <Choice
      key={choice.id}
      ref={index === 0 ? firstRef : undefined}
      type="checkbox"
      className={className}
      name={name}
      value={name ? choice.id : undefined}
      checked={chosen.includes(choice.id)}
      disabled={disabled}
      aria-invalid={invalid}
      onChange={(checked) => onChange(toggled(chosen, choice.id, checked))}
    >
      {choice.label}
    </Choice>
  );
  if (!listClassName) return choices.map(box);
  return (
    <ul className={listClassName}>
      {choices.map((choice, index) => (
        <li key={choice.id}>{box(choice, index)}</li>
      ))}
    </ul>
  );
}

/**
 * A draft form's fieldset for a group of controls with one message: the legend, the hint (its
 * id made of `hintPart` as a control's is, and in the fieldset's aria-describedby before the
 * message), the controls, then the message (`error` in place of the usual FieldError).
 */
export function DialogFieldset<F extends string, D>({
  form,
  field,
  className,
  legend,
  hint,
  hintPart = field,
  error,
  children,
}: {
  form: DraftFieldsForm<F, D>;
  field: NoInfer<F>;
  className: string;
  legend: ReactNode;
  hint: ReactNode;
  hintPart?: string;
  error?: ReactNode;
  children: ReactNode;
}) {
  const hintId = hintIdOf(controlIdOf(form.id, hintPart));
  return (
    <fieldset className={className} aria-describedby={form.describedBy(field, hintId)}>
      <legend>{legend}</legend>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {children}
      {error ?? <FieldError id={form.errorId(field)} message={form.messageOf(field)} />}
    </fieldset>
  );
}

/** Checkbox choices of titled items (courses, catalogs): the title names each. */
export const titleChoices = (items: readonly { id: string; title: string }[]): IdChoice[] =>
  items.map(({ id, title }) => ({ id, label: <span>{title}</span> }));
