import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  type ActingRefusal,
  actingRefusal,
  isWrite,
  refusedWhileActing,
} from '../../shared/access/acting';
import { RULES } from '../../shared/access/rules';
import { actingSessions } from '../../shared/accounts/contract';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import type { Db } from '../db/database';
import { accounts, loginTokens } from '../db/schema';
import { attributesOf, found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, forbidden, notFound, text } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { requireViewer } from '../middleware/viewer';
import { type Answers, NONE, one } from '../openapi/answers';
import { rolesOf } from './sessions.queries';

/**
 * Acting as a user (issue 43, item 3): a support person (RULES.actAs) starts from an account's
 * page (`POST /v1/acting_session`), and their session then is that learner's on the learner's
 * portal until they stop (`DELETE`) or the session ends (it lives on the session's own row, so
 * signing out ends it). Every write meanwhile goes to the audit log as "Sam Support as Stijn
 * Student" (actingGuard); what stays the person's own (password, address, payment methods…) is
 * refused (shared/access/acting.ts).
 */

const startSchema = z.object({ account_id: z.uuid() });

const REFUSALS: Record<ActingRefusal, Parameters<typeof text>[0]> = {
  self: 'actingAsSelf',
  staff: 'actingAsStaff',
  erased: 'actingAsErased',
};

async function person(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      fullName: accounts.fullName,
      roles: rolesOf,
      erasedAt: accounts.erasedAt,
    })
    .from(accounts)
    .where(and(eq(accounts.portalId, params.portalId), eq(accounts.id, params.id)));
  return row ?? null;
}

async function setActing(db: Db, tokenHash: string, accountId: string | null) {
  await db
    .update(loginTokens)
    .set({ actingAs: accountId, actingSince: accountId ? new Date() : null })
    .where(eq(loginTokens.tokenHash, tokenHash));
}

async function actingResource(
  db: Db,
  params: { portalId: string; actorId: string; id: string; tokenHash: string },
) {
  const [target, actor] = await Promise.all([
    person(db, { portalId: params.portalId, id: params.id }),
    db
      .select({ fullName: accounts.fullName })
      .from(accounts)
      .where(eq(accounts.id, params.actorId))
      .then((rows) => rows[0]),
  ]);
  const [token] = await db
    .select({ since: loginTokens.actingSince })
    .from(loginTokens)
    .where(eq(loginTokens.tokenHash, params.tokenHash));
  return resourceOf(actingSessions, params.id, {
    account_id: params.id,
    account_name: target?.fullName ?? '',
    actor_id: params.actorId,
    actor_name: actor?.fullName ?? '',
    since: iso(token?.since ?? new Date()),
  });
}

/** /v1/acting_session: the session's acting, started, read and stopped. */
export const actingSessionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    if (!viewer.actor || !c.var.tokenHash) throw notFound(text('notActing'));
    return resourceResponse(
      await actingResource(c.var.db, {
        portalId: viewer.portalId,
        actorId: viewer.actor.id,
        id: viewer.id,
        tokenHash: c.var.tokenHash,
      }),
    );
  })
  .post('/', async (c) => {
    const viewer = authorize(c, RULES.actAs);
    // A browser session only: an API token has no session to act in.
    if (viewer.apiToken || !c.var.tokenHash) throw forbidden();
    const input = await attributesOf(c, startSchema);
    const portalId = c.var.portal.id;
    const target = await found(person(c.var.db, { portalId, id: input.account_id }));
    const refusal = actingRefusal(viewer, {
      id: target.id,
      roles: target.roles,
      erased: target.erasedAt !== null,
    });
    if (refusal) throw ApiError.of(403, 'ACTING_NOT_ALLOWED', text(REFUSALS[refusal]));
    await setActing(c.var.db, c.var.tokenHash, target.id);
    c.var.requestContexts?.forget(c.var.tokenHash);
    await audit(c, {
      action: 'acting_as.started',
      target: { type: 'accounts', id: target.id },
    });
    return resourceResponse(
      await actingResource(c.var.db, {
        portalId,
        actorId: viewer.id,
        id: target.id,
        tokenHash: c.var.tokenHash,
      }),
      { status: 201 },
    );
  })
  .delete('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    if (!viewer.actor || !c.var.tokenHash) throw notFound(text('notActing'));
    // Written while still acting: the entry names the actor "as" the account they leave.
    await audit(c, { action: 'acting_as.stopped', target: { type: 'accounts', id: viewer.id } });
    await setActing(c.var.db, c.var.tokenHash, null);
    c.var.requestContexts?.forget(c.var.tokenHash);
    return noContent();
  });

/**
 * While a session acts as someone: what stays theirs is refused (403 ACTING_REFUSED), and every
 * write that succeeds is written to the audit log as the actor's "as" the account.
 */
export const actingGuard = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = c.var.viewer;
  if (!viewer?.actor) return next();
  const { method, path } = c.req;
  if (refusedWhileActing(method, path)) {
    throw ApiError.of(403, 'ACTING_REFUSED', text('actingRefused'));
  }
  await next();
  if (!isWrite(method) || path === '/v1/acting_session' || c.res.status >= 400) return;
  await audit(c, {
    action: 'acting_as.write',
    target: { type: 'requests', label: `${method} ${path}` },
    after: { status: c.res.status },
  });
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/acting_session': one('acting_sessions'),
  'POST /v1/acting_session': one('acting_sessions', { status: [201] }),
  'DELETE /v1/acting_session': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => [
  // Issue 43: nobody in the table acts as anyone, so there is nothing to read or stop.
  fixedRow('GET', '/v1/acting_session', '/v1/acting_session', { guest: 401, others: 404 }),
  fixedRow('DELETE', '/v1/acting_session', '/v1/acting_session', { guest: 401, others: 404 }),
  // Support and the admins are let in (an invalid body: 422); everyone else 403.
  postRow('/v1/acting_session', '/v1/acting_session', {
    guest: 401,
    ada: 422,
    sam: 422,
    others: 403,
  }),
];
