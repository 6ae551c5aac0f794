import 'server-only';
import { LINK_TOKEN_PATTERN } from '@/shared/auth/link-token';
import { academyRequest } from './academy';

/** The token of a link page's query, or null when it cannot be one. */
export function linkToken(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && LINK_TOKEN_PATTERN.test(value) ? value : null;
}

/** Whether a "forgot password" link may still be used (asked before the form is shown). */
export async function resetLinkUsable(token: string | null): Promise<boolean> {
  if (!token) return false;
  const document = await academyRequest('/auth/password_resets/check', {
    method: 'POST',
    body: { token },
  });
  return (document.meta as { valid?: boolean } | undefined)?.valid === true;
}
