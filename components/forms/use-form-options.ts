import type { ApiErrorObject } from '@/lib/api/errors';
import type { FeedbackMode, FormMessage } from '@/lib/validation/form-types';
import type { RuleInput } from '@/shared/validation/validate';
import type { FormResult } from './form-result';

export interface FieldConfig {
  value?: unknown;
  /** Spec §5 rules, e.g. 'required|min:3|max:50|is_email'. */
  rules?: RuleInput;
  /** A dropdown's `required` says validation.is_required. */
  dropdown?: boolean;
  /** Trim text on blur and before submit (an address pasted with a trailing space). */
  trim?: boolean;
}

export interface UseFormOptions<K extends string> {
  fields: Record<K, FieldConfig>;
  feedback?: FeedbackMode;
  /** Spec §4: success resets the form unless this is false. */
  resetOnSuccess?: boolean;
  /** Sends the values. Return nothing for success, or throw an ApiError (see FormResult). */
  onSubmit: (
    values: Record<K, unknown>,
  ) => Promise<FormResult | undefined> | FormResult | undefined;
  onSuccess?: (result: FormResult, values: Record<K, unknown>) => void;
  onError?: (result: FormResult) => void;
  /** Spec §4: runs when submit is blocked by invalid fields (named here, in declared order). */
  onValidationError?: (invalid: K[]) => void;
  /** Spec §4: the dirty event, 500 ms after the dirty flag last changed. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The text to show for a server error instead of its detail, e.g. a translated code. */
  describeError?: (error: ApiErrorObject) => string | undefined;
  /**
   * Checks the whole form once every field's rules pass (what one field's rules cannot say:
   * "choose one", a date after another): a message per refused field, which stays until the
   * field changes, blocks the submit like a rule does. Nothing, or no message: send.
   */
  check?: (values: Record<K, unknown>) => Partial<Record<K, FormMessage>> | null | undefined;
  /**
   * The API's attribute → the form's field, for a form whose fields are named otherwise than
   * the API's attributes: the whole map (an attribute not in it claims no field).
   */
  apiFields?: Readonly<Record<string, K>>;
  /** The general error when the API gave no text (spec §4: "Form default", forms.general_error). */
  failedText?: string;
  /**
   * Where a failure that is not a 422 goes: above the form (the default), or nowhere in the
   * form because `onError` says it otherwise (spec §8's toast, with `result.error`).
   */
  failures?: 'form' | 'elsewhere';
}
