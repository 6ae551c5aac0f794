import type { ApiErrorObject } from '@/lib/api/errors';

/** The codes of sign-in and registration failures that have their own text (auth.errors.*). */
export const KNOWN_AUTH_CODES = [
  'INVALID_CREDENTIALS',
  'PORTAL_ACCESS_DENIED',
  'EMAIL_TAKEN',
  'CROSS_SITE_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
] as const;
export type AuthErrorCode = (typeof KNOWN_AUTH_CODES)[number];

export function isKnownAuthCode(code: string | undefined): code is AuthErrorCode {
  return (KNOWN_AUTH_CODES as readonly string[]).includes(code ?? '');
}

/** The code of an error that has an auth.errors text, else null (its own detail is shown). */
export function authErrorCode(error: ApiErrorObject): AuthErrorCode | null {
  return isKnownAuthCode(error.code) ? error.code : null;
}
