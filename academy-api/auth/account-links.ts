import { PEOPLE_LIMITS } from '../../shared/accounts/people-limits';

/**
 * Single-use links mailed to an account, pure: how long each kind lives, where it
 * leads, and whether a stored one may still be used. The link carries a 256-bit token
 * (auth/tokens.ts newToken); only its sha256 is stored.
 */
export type LinkPurpose = 'password_reset' | 'email_change' | 'invitation';

const MINUTE = 60_000;

/**
 * "Forgot password": valid 60 minutes. A new e-mail address: 24 hours. An invitation (issue 43,
 * item 2): PEOPLE_LIMITS.invitationDays.
 */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  password_reset: 60 * MINUTE,
  email_change: 24 * 60 * MINUTE,
  invitation: PEOPLE_LIMITS.invitationDays * 24 * 60 * MINUTE,
};

/** The page a link opens: the token travels in the query, never in a path segment. */
export const LINK_PAGE: Record<LinkPurpose, string> = {
  password_reset: '/auth/reset-password',
  email_change: '/auth/confirm-email',
  invitation: '/auth/accept-invitation',
};

export function linkUrl(baseUrl: string, purpose: LinkPurpose, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}${LINK_PAGE[purpose]}?${new URLSearchParams({ token })}`;
}

export function linkExpiry(purpose: LinkPurpose, now: Date): Date {
  return new Date(now.getTime() + LINK_TTL_MS[purpose]);
}

export type LinkState = 'valid' | 'used' | 'expired';

/** A stored link: used once (or superseded) is `used`; past its expiry is `expired`. */
export function linkState(link: { usedAt: Date | null; expiresAt: Date }, now: Date): LinkState {
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/** Tokens are 43 base64url characters (32 bytes); anything else is not worth a query. */
export { LINK_TOKEN_PATTERN as TOKEN_PATTERN } from '../../shared/auth/link-token';
