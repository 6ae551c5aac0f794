import type { AssignmentFormField } from '@/lib/coaching/assignment-form';

/** How the editor's parts name their elements and learn what a field says. */
export interface FieldKit {
  idOf: (name: string) => string;
  errorOf: (field: AssignmentFormField) => string | undefined;
}

/** A field's aria wiring: invalid while it has a message, described by its hint and message. */
export function describedBy(kit: FieldKit, field: AssignmentFormField, hint = false) {
  const error = kit.errorOf(field);
  const ids = [hint ? kit.idOf(`${field}-hint`) : '', error ? kit.idOf(`${field}-error`) : '']
    .filter(Boolean)
    .join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}

/** The field's message under it (the id `describedBy` points at), or nothing. */
export function ErrorLine({ kit, field }: { kit: FieldKit; field: AssignmentFormField }) {
  const error = kit.errorOf(field);
  return error ? (
    <p id={kit.idOf(`${field}-error`)} className="field-error">
      {error}
    </p>
  ) : null;
}
