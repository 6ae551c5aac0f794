/**
 * How the quiz editor's controls point at their hint and error line, the one way for the
 * question form and the settings: the ids are the form's, the error line's is `<field>-error`.
 */

/** A control's aria-invalid and aria-describedby. */
export type Described = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Described by the hint, then the error (whose presence also makes the control invalid). */
export function describedBy(hintId: string | undefined, errorId: string | undefined): Described {
  const ids = [hintId, errorId].filter(Boolean).join(' ');
  return {
    ...(errorId ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}

/** A field's error line under its control, or nothing while the field is fine. */
export { ErrorLine } from '@/components/forms/error-line';
