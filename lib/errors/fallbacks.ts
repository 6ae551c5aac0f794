import { ApiError, type ApiErrorObject } from '@/lib/api/errors';

// The fetchers already throw this one when the API stays silent; kept in one place with its sibling.
export { noResponseError } from '@/lib/api/errors';

/** Spec §8: no response — status 408, "No response received". */
export const NO_RESPONSE = { status: 408, title: 'No response received' } as const;

/** Spec §8: the default fallback for an answer the app did not expect. */
export const DEFAULT_FALLBACK = {
  status: '501',
  code: 'NOT_IMPLEMENTED',
  title: 'Action response not expected',
  detail: 'We failed to handle your request. Apologies for the inconvenience.',
} as const satisfies ApiErrorObject;

/** The default fallback as a thrown error: 501 is unmapped, so it is reported (§8). */
export function defaultFallbackError(): ApiError {
  return new ApiError(501, [{ ...DEFAULT_FALLBACK }]);
}
