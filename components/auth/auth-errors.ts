import type { ApiErrorObject } from '@/lib/api/errors';

import { type AuthErrorCode, KNOWN_AUTH_CODES } from '@/shared/auth/sign-in-refusal';

export { type AuthErrorCode, KNOWN_AUTH_CODES };

export function isKnownAuthCode(code: string | undefined): code is AuthErrorCode {
  return (KNOWN_AUTH_CODES as readonly string[]).includes(code ?? '');
}

/** The code of an error that has an auth.errors text, else null (its own detail is shown). */
export function authErrorCode(error: ApiErrorObject): AuthErrorCode | null {
  return isKnownAuthCode(error.code) ? error.code : null;
}
