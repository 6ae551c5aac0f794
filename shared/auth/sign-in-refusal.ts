/** The codes of sign-in and registration failures that have their own text (auth.errors.*). */
export const KNOWN_AUTH_CODES = [
  'INVALID_CREDENTIALS',
  'PORTAL_ACCESS_DENIED',
  'EMAIL_TAKEN',
  'CROSS_SITE_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  // Issue 39: deactivated by the portal's identity provider (SCIM).
  'ACCOUNT_DEACTIVATED',
  // Issue 39: the portal sends this address's domain to its identity provider.
  'SSO_REQUIRED',
] as const;
export type AuthErrorCode = (typeof KNOWN_AUTH_CODES)[number];

/**
 * Why a sign-in the browser sent itself (no scripts yet) was refused, as the sign-in page shows
 * it: a code in the page's address, so only codes with a text of their own (auth.errors.*) are
 * ever read from there; anything else is SIGN_IN_FAILED. The API's own wording (a refusal's
 * detail) never travels through the address, where anyone could write it.
 */
export const SIGN_IN_REFUSALS = [
  ...KNOWN_AUTH_CODES,
  'TOO_MANY_ATTEMPTS',
  'SIGN_IN_FAILED',
] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

export function signInRefusal(code: string | null | undefined): SignInRefusal {
  return (SIGN_IN_REFUSALS as readonly string[]).includes(code ?? '')
    ? (code as SignInRefusal)
    : 'SIGN_IN_FAILED';
}
