import { ApiError, type ApiErrorObject } from '@/lib/api/errors';

/** What a submit call answered: its HTTP status and, for failures, its JSON:API errors. */
export interface FormResult {
  status: number;
  errors?: readonly ApiErrorObject[];
  /** What the submit call threw, for a screen that shows failures its own way (a toast). */
  error?: unknown;
}

// Any status above 299 that is not a 422 becomes the general error.
const BARE_FAILURE: FormResult = { status: 500 };

/**
 * The result of a submit call that threw. An ApiError keeps its status and errors; no response
 * at all, or anything else, is a bare failure: its English "No response received" title must not
 * reach the user, so the form says forms.general_error in the user's language instead.
 */
export function resultOfError(error: unknown): FormResult {
  if (error instanceof ApiError && error.code !== 'NO_RESPONSE') {
    return { status: error.status, errors: error.errors };
  }
  return BARE_FAILURE;
}

/** Replaces each error's detail with the text `textOf` gives (e.g. a translated code). */
export function describeErrors(
  errors: readonly ApiErrorObject[] | undefined,
  textOf: ((error: ApiErrorObject) => string | undefined) | undefined,
): readonly ApiErrorObject[] | undefined {
  if (!errors || !textOf) return errors;
  return errors.map((error) => {
    const detail = textOf(error);
    return detail === undefined ? error : { ...error, detail };
  });
}
