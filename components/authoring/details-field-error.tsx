import type { DraftErrors, DraftFields } from './draft-fields';

/** What every part of the Details tab gets: the fields, their errors, and the handlers. */
export interface DetailsPartProps {
  fields: DraftFields;
  errors: DraftErrors;
  onChange: (next: Partial<DraftFields>) => void;
  /** Leaving a field saves at once. */
  onBlur: () => void;
}

/** A field's error message, `course-{field}-error`, when it has one. */
export function FieldError({ errors, name }: { errors: DraftErrors; name: keyof DraftFields }) {
  return errors[name] ? (
    <p id={`course-${name}-error`} className="field-error">
      {errors[name]}
    </p>
  ) : null;
}

/** The control's invalid state, described by its error message, when it has one. */
export const invalidProps = (errors: DraftErrors, name: keyof DraftFields) =>
  errors[name] ? { 'aria-invalid': true, 'aria-describedby': `course-${name}-error` } : {};
