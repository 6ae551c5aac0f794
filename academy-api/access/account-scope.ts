import type { Context } from 'hono';
import type { Rule } from '../../shared/access/rules';
import { accountPortalId } from '../accounts/accounts.queries';
import type { AppEnv } from '../app-env';
import { found } from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { requireViewer } from '../middleware/viewer';
import { coachReach, type StudentReach, studentReach } from './coach-scope';

declare const verified: unique symbol;

/**
 * An account whose records this request may touch, and the portal it belongs to. Only the
 * functions below make one, after checking; query functions of account-owned data (preferences,
 * notifications, enrolments, portfolio, promotions…) take it instead of a bare id, so the tenant
 * scope is in their signature and cannot be forgotten by a route.
 */
export type AccountScope = {
  readonly accountId: string;
  readonly portalId: string;
  readonly [verified]: true;
};

const scope = (accountId: string, portalId: string) => ({ accountId, portalId }) as AccountScope;

/**
 * A scope for code that does not act for a request and knows whose data it writes: the seed,
 * benchmarks, tests and background jobs. Never in a route.
 */
export const trustedAccountScope = scope;

/**
 * The `{id}` account of the path when it is the viewer's own (401 for guests). Anyone else's,
 * staff included, does not exist here: 404, so its id is not even confirmed.
 */
export function ownAccount(c: Context<AppEnv>): AccountScope {
  const viewer = requireViewer(c.var.viewer);
  const accountId = uuidParam(c.req.param('id'));
  if (accountId !== viewer.id) throw notFound();
  return scope(viewer.id, viewer.portalId);
}

/**
 * The viewer's own account, for a route about "mine" with no `{id}` in its path (the calendar
 * feed): 401 for guests; 404 for someone signed in from another portal (academy staff visiting),
 * who has nothing of their own here.
 */
export function viewerAccount(c: Context<AppEnv>): AccountScope {
  const viewer = requireViewer(c.var.viewer);
  if (viewer.portalId !== c.var.portal.id) throw notFound();
  return scope(viewer.id, viewer.portalId);
}

/**
 * The `{id}` account: the viewer's own, or one of the current portal when the viewer passes
 * `rule` (e.g. the accounts rule: support and sales staff). Anything else is a 404, never a 403:
 * "not yours" has one answer, whoever asks.
 */
export async function readableAccount(c: Context<AppEnv>, rule: Rule): Promise<AccountScope> {
  const viewer = requireViewer(c.var.viewer);
  const accountId = uuidParam(c.req.param('id'));
  if (accountId === viewer.id) return scope(viewer.id, viewer.portalId);
  const portal = c.var.portal;
  if (!rule({ roles: viewer.roles, features: portal.features })) throw notFound();
  if ((await accountPortalId(c.var.db, { id: accountId })) !== portal.id) throw notFound();
  return scope(accountId, portal.id);
}

/**
 * The `{id}` account (or `accountId`) as a coach or admin may read it (academy-api/access/
 * coach-scope.ts): its scope and how far the viewer reaches — every course, or only the courses
 * they coach. Anyone else's student, another portal's account, or a viewer who is neither coach
 * nor admin: 404.
 */
export async function coachedAccount(
  c: Context<AppEnv>,
  accountId: string = uuidParam(c.req.param('id')),
): Promise<{ scope: AccountScope; reach: StudentReach }> {
  requireViewer(c.var.viewer);
  const reach = coachReach(c);
  if (!reach) throw notFound();
  const student = await found(studentReach(c.var.db, reach, accountId));
  return { scope: scope(accountId, reach.portalId), reach: student };
}
