import type { Context } from 'hono';
import { PEOPLE_LIMITS } from '../../shared/accounts/people-limits';
import type { AppEnv } from '../app-env';
import { auditMany } from '../audit';
import { linkUrl } from '../auth/account-links';
import type { Db } from '../db/database';
import { SMTP_CONNECTIONS } from '../mail/transport';
import { mailContext, send } from './account-mailer';
import { issueInvitationLinks } from './invitations.queries';

/** An account to send an invitation to. */
export type Invitee = { accountId: string; email: string; fullName: string; locale: string };

/**
 * New invitation links for these accounts, recorded in the audit log (`invitation.sent`), in the
 * caller's transaction: the links exist once it commits. Returns the tokens to mail.
 */
export async function issueInvitations(
  c: Context<AppEnv>,
  tx: Db,
  invitees: readonly Invitee[],
  now: Date,
) {
  const links = await issueInvitationLinks(tx, {
    accountIds: invitees.map((invitee) => invitee.accountId),
    now,
  });
  await auditMany(
    c,
    invitees.map((invitee) => ({
      action: 'invitation.sent' as const,
      target: { type: 'accounts', id: invitee.accountId, label: labelOf(invitee) },
      after: { email: invitee.email, expires_at: links.get(invitee.accountId)?.expiresAt },
      whole: true,
    })),
    tx,
  );
  return links;
}

/** How the audit log names an account: as people know it. */
export const labelOf = (person: { fullName: string; email: string }) =>
  `${person.fullName} <${person.email}>`;

/**
 * Mails the invitations, SMTP_CONNECTIONS at a time, in each invitee's language with the
 * portal's overrides. Awaited: the answer says which could not be sent (their ids).
 */
export async function mailInvitations(
  c: Context<AppEnv>,
  inviter: string,
  invitees: readonly Invitee[],
  links: ReadonlyMap<string, { token: string }>,
): Promise<Set<string>> {
  const failed = new Set<string>();
  if (invitees.length === 0) return failed;
  const context = await mailContext(c);
  let next = 0;
  const lane = async () => {
    while (next < invitees.length) {
      const invitee = invitees[next++] as Invitee;
      const link = links.get(invitee.accountId);
      if (!link) continue;
      try {
        await send(context, {
          kind: 'invitation',
          locale: invitee.locale,
          to: { email: invitee.email, fullName: invitee.fullName },
          url: linkUrl(context.baseUrl, 'invitation', link.token),
          inviter,
          days: PEOPLE_LIMITS.invitationDays,
        });
      } catch (error) {
        console.error('[invitation-mail]', (error as Error).message);
        failed.add(invitee.accountId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, invitees.length) }, lane));
  return failed;
}
