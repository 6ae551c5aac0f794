import { Hono } from 'hono';
import { z } from 'zod';
import { actsOnEveryPortal } from '../../shared/access/roles';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { hashPassword } from '../auth/password';
import { ADDRESS_LOGIN_POLICY } from '../auth/throttle-policy';
import { validate } from '../jsonapi/body';
import { bodyOf } from '../jsonapi/endpoint';
import { portalAccessDenied } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, meta, one } from '../openapi/answers';
import { addressOf, linkInvalid, refuseIfThrottled, usableToken } from './account-links.routes';
import { accountDeactivated, tokenDocument } from './auth.routes';
import { acceptInvitation, findInvitationByToken } from './invitations.queries';
import { AccountDeactivatedError, createLoginToken } from './sessions.queries';
import { recordThrottleEvent } from './throttles.queries';

const acceptSchema = fieldRules(FIELD_RULES.acceptInvitation, { trim: ['full_name'] }).pipe(
  z.object({ full_name: z.string().trim(), password: z.string() }),
);

/**
 * /auth/invitations: the invitation's page (issue 43, item 2), for guests — a link's token is
 * its own authority. `check` says whether the link still works and for whom (the page shows the
 * address and the name to confirm); `accept` sets the name and the first password and signs the
 * person in (201 with a token, as a registration). A link that cannot be used — never was, used,
 * withdrawn, expired — is one answer, LINK_INVALID, counted per address like "forgot password".
 *
 * Issue 39 (sign-in providers) adds a way to accept without a password: a provider's button on
 * the page, whose callback calls acceptInvitation with a provider credential
 * (invitations.queries.ts InvitationCredential) instead of `accept`'s password.
 */
export const invitationAcceptRoutes = new Hono<AppEnv>()
  .post('/check', async (c) => {
    const token = usableToken(await bodyOf(c));
    const found = token && (await findInvitationByToken(c.var.db, { token, now: new Date() }));
    if (!found) return jsonApiResponse({ meta: { valid: false } });
    const portal = await currentPortal(c);
    return jsonApiResponse({
      meta: {
        valid: true,
        email: found.email,
        full_name: found.fullName,
        portal_name: portal.name,
        // Issue 39: the sign-in providers the person may use instead of a password.
        methods: ['password'],
      },
    });
  })
  .post('/accept', async (c) => {
    const body = await bodyOf(c);
    const input = validate(acceptSchema, body);
    const now = new Date();
    const addressKey = `reset:address:${addressOf(c)}`;
    await refuseIfThrottled(c, [addressKey], now);
    const token = usableToken(body);
    const invitation = token && (await findInvitationByToken(c.var.db, { token, now }));
    if (!token || !invitation) {
      await recordThrottleEvent(c.var.db, addressKey, now, ADDRESS_LOGIN_POLICY);
      throw linkInvalid();
    }
    // Only academy roles sign in on every portal; anyone else on their own portal's domains.
    if (!actsOnEveryPortal(invitation.roles) && invitation.portalId !== c.var.portal.id) {
      throw portalAccessDenied();
    }
    const accountId = await acceptInvitation(c.var.db, {
      token,
      credential: { kind: 'password', passwordHash: await hashPassword(input.password) },
      fullName: input.full_name,
      now,
    });
    if (!accountId) throw linkInvalid();
    const login = await createLoginToken(c.var.db, { accountId, now }).catch((error: unknown) => {
      // Deactivated by the identity provider (issue 39) before the invitation was accepted.
      throw error instanceof AccountDeactivatedError ? accountDeactivated() : error;
    });
    return jsonApiResponse(tokenDocument(login), 201);
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /auth/invitations/check': meta(),
  'POST /auth/invitations/accept': one('tokens', { status: [201] }),
};

/** Anyone: a link's token is its own authority (an empty body: no link, or a 422). */
export const rows: RowsOf = () => [
  postRow('/auth/invitations/check', '/auth/invitations/check', { others: 200 }),
  postRow('/auth/invitations/accept', '/auth/invitations/accept', { others: 422 }),
];
