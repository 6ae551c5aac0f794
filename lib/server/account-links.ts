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

/** What an invitation's page shows (issue 43): for whom the link is, or null when it is unusable. */
export interface InvitationLink {
  email: string;
  fullName: string;
  portalName: string;
}

/** Whether an invitation link may still be used, and for whom (asked before the form is shown). */
export async function invitationLink(token: string | null): Promise<InvitationLink | null> {
  if (!token) return null;
  const document = await academyRequest('/auth/invitations/check', {
    method: 'POST',
    body: { token },
  });
  const meta = document.meta as
    | { valid?: boolean; email?: string; full_name?: string; portal_name?: string }
    | undefined;
  if (meta?.valid !== true) return null;
  return {
    email: meta.email ?? '',
    fullName: meta.full_name ?? '',
    portalName: meta.portal_name ?? '',
  };
}
