'use client';

import { Input } from '@/components/forms/native-fields';

/** One checkbox choice; `swatch` is a label's colour, shown beside its name. */
export interface Choice {
  id: string;
  name: string;
  swatch?: string;
}

interface CheckboxChoicesProps {
  legend: string;
  /** Said when there is nothing to choose from. */
  empty: string;
  /** Undefined while the options load. */
  choices: Choice[] | undefined;
  selected: string[];
  onChange: (selected: string[]) => void;
  onBlur: () => void;
  /** The fieldset's error message, if any. */
  children?: React.ReactNode;
}

const toggle = (list: string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** A fieldset of checkboxes that picks several of a list (the course's labels, its coaches). */
export function CheckboxChoices({
  legend,
  empty,
  choices,
  selected,
  onChange,
  onBlur,
  children,
}: CheckboxChoicesProps) {
  return (
    <fieldset className="course-choices">
      <legend>{legend}</legend>
      {choices?.length === 0 && <p className="field-hint">{empty}</p>}
      {choices?.map((choice) => (
        <label key={choice.id} className="course-choice">
          <Input
            type="checkbox"
            checked={selected.includes(choice.id)}
            onChange={() => onChange(toggle(selected, choice.id))}
            onBlur={onBlur}
          />
          {choice.swatch !== undefined && (
            <span
              className="course-label-swatch"
              style={{ background: choice.swatch }}
              aria-hidden="true"
            />
          )}
          {choice.name}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
