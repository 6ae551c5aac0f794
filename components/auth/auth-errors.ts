import type { ApiErrorObject } from '@/lib/api/errors';

export const KNOWN_AUTH_CODES = [
  'INVALID_CREDENTIALS',
  'PORTAL_ACCESS_DENIED',
  'EMAIL_TAKEN',
  'CROSS_SITE_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
] as const;
export type AuthErrorCode = (typeof KNOWN_AUTH_CODES)[number];

export interface SplitErrors {
  /** Field name (snake_case, from source.pointer) → the error objects for it. */
  fields: Record<string, ApiErrorObject[]>;
  /** Errors that belong to no field. */
  general: ApiErrorObject[];
}

/** Spec §4: a 422 maps each error's source pointer onto its field; the rest is a general error. */
export function splitErrors(errors: ApiErrorObject[]): SplitErrors {
  const result: SplitErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const field = error.source?.pointer?.match(/^\/data\/attributes\/([a-z0-9_]+)/)?.[1];
    if (field) result.fields[field] = [...(result.fields[field] ?? []), error];
    else result.general.push(error);
  }
  return result;
}

export function isKnownAuthCode(code: string | undefined): code is AuthErrorCode {
  return (KNOWN_AUTH_CODES as readonly string[]).includes(code ?? '');
}
