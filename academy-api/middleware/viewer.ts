import { createMiddleware } from 'hono/factory';
import { isStaff } from '../../shared/access/roles';
import type { AppEnv } from '../app-env';
import { bearerToken, hashToken } from '../auth/tokens';
import { portalAccessDenied, unauthenticated } from '../jsonapi/errors';
import { findSessionAccount, touchLastOnline } from '../queries/sessions';

const MINUTE = 60_000;

/**
 * Resolves the account of the bearer token. Expired or revoked tokens count as no token
 * (a guest), so /v1/me answers a guest Me and protected routes answer 401.
 */
export const resolveViewer = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  const tokenHash = token ? hashToken(token) : null;
  c.set('tokenHash', tokenHash);
  const account = tokenHash ? await findSessionAccount(c.var.db, { tokenHash }) : null;
  if (!account) {
    c.set('viewer', null);
    return next();
  }
  const staff = isStaff(account.roles);
  c.set('viewer', { id: account.id, portalId: account.portalId, roles: account.roles, staff });
  // Only staff act across portals; the auth routes do their own checks (login, logout).
  if (!staff && account.portalId !== c.var.portal.id && !c.req.path.startsWith('/auth/')) {
    throw portalAccessDenied();
  }
  // The row we just read tells whether a write is due: at most one per minute per account.
  if (!account.lastOnline || Date.now() - account.lastOnline.getTime() > MINUTE) {
    await touchLastOnline(c.var.db, { accountId: account.id });
  }
  await next();
});

/** The signed-in account, or a 401. */
export function requireViewer(viewer: AppEnv['Variables']['viewer']) {
  if (!viewer) throw unauthenticated();
  return viewer;
}
