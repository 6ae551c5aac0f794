/** Spec §8: what an API status means to the user. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'unavailable'
  | 'other';

export const API_ERROR_KINDS: readonly ApiErrorKind[] = [
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'unavailable',
  'other',
];

/** Spec §8: the mapped statuses; 408 and the gateway errors all mean "try again later". */
const STATUS_KINDS: ReadonlyMap<number, ApiErrorKind> = new Map([
  [401, 'unauthorized'],
  [402, 'payment_required'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [408, 'unavailable'],
  [502, 'unavailable'],
  [503, 'unavailable'],
  [504, 'unavailable'],
]);

export function apiErrorKind(status: number): ApiErrorKind {
  return STATUS_KINDS.get(status) ?? 'other';
}

export type ErrorSeverity = 'critical' | 'info';

/**
 * Spec §8: unmapped statuses are critical and reported to monitoring; mapped ones are
 * expected answers (signed out, no access, gone, busy), info and kept out of monitoring.
 */
export function apiErrorSeverity(status: number): ErrorSeverity {
  return STATUS_KINDS.has(status) ? 'info' : 'critical';
}

export function isReported(status: number): boolean {
  return apiErrorSeverity(status) === 'critical';
}

export interface MessageKeys {
  titleKey: string;
  descriptionKey: string;
}

/** Spec §8: exceptions.api_error.{kind}.title and .description. */
export function apiErrorKeys(kind: ApiErrorKind): MessageKeys {
  return {
    titleKey: `exceptions.api_error.${kind}.title`,
    descriptionKey: `exceptions.api_error.${kind}.description`,
  };
}
