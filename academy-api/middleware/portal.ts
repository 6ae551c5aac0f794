import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { actingRefusal } from '../../shared/access/acting';
import { actsOnEveryPortal } from '../../shared/access/roles';
import { RULES } from '../../shared/access/rules';
import { API_TOKEN_PREFIX } from '../../shared/integrations/api-token-scopes';
import {
  findRequestContext,
  type SessionAccount,
  touchLastOnline,
} from '../accounts/sessions.queries';
import type { AppEnv } from '../app-env';
import { bearerToken, hashToken } from '../auth/tokens';
import { resolveTokenRequest } from '../integrations';
import { portalAccessDenied, portalNotFound } from '../jsonapi/errors';
import { findPortal, type PortalRecord } from '../portals/portals.queries';

/** `Example.org:3000` → `example.org`: the header should be bare already, but be lenient. */
export function normaliseDomain(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // IPv6 literal
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** How often an account's last-online time is written, at most (Me documents are kept no longer). */
export const LAST_ONLINE_EVERY_MS = 60_000;

/**
 * Resolves the tenant from X-Portal-Domain (every route but /health needs one) and the account
 * of the bearer token, in one query: the portal's id, feature flags and version, and the
 * account's id, portal and roles. Expired or revoked tokens count as no token (a guest), so
 * /v1/me answers a guest Me and protected routes answer 401.
 */
export const resolveRequest = createMiddleware<AppEnv>(async (c, next) => {
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const presented = bearerToken(c.req.header('authorization'));
  // An integration's API token (issue 42): its portal as a guest's, then the token's own checks.
  const apiToken = presented?.startsWith(API_TOKEN_PREFIX) ? presented : null;
  const token = apiToken ? null : presented;
  const tokenHash = token ? hashToken(token) : null;
  const params = { domain, tokenHash };
  // Host names are at most 253 octets; longer cannot match, so skip the query.
  const found =
    !domain || domain.length > 253
      ? null
      : c.var.requestContexts
        ? await c.var.requestContexts.find(c.var.db, params)
        : await findRequestContext(c.var.db, params);
  if (!found) throw portalNotFound(domain);
  c.set('portal', found.portal);
  c.set('tokenHash', tokenHash);
  if (apiToken) return resolveTokenRequest(c, next, found.portal, apiToken);
  const account = found.account;
  if (!account) {
    c.set('viewer', null);
    return next();
  }
  const everyPortal = actsOnEveryPortal(account.roles);
  const acting = actingTarget(account, found.portal);
  if (acting) {
    // Acting as a learner (issue 43, item 3): the request is theirs, on their portal; who is
    // really asking stays known. Their last-online time is theirs: not touched.
    c.set('viewer', {
      id: acting.id,
      portalId: acting.portalId,
      roles: acting.roles,
      actsOnEveryPortal: false,
      signedInAt: account.signedInAt,
      actor: { id: account.id, roles: account.roles },
    });
    return next();
  }
  c.set('viewer', {
    id: account.id,
    portalId: account.portalId,
    roles: account.roles,
    actsOnEveryPortal: everyPortal,
    signedInAt: account.signedInAt,
  });
  // Only academy roles act across portals (a portal's own staff too act on their own portal
  // only); the auth routes do their own checks (login, logout).
  if (!everyPortal && account.portalId !== found.portal.id && !c.req.path.startsWith('/auth/')) {
    throw portalAccessDenied();
  }
  // The row we just read tells whether a write is due: at most one per minute per account.
  if (!account.lastOnline || Date.now() - account.lastOnline.getTime() > LAST_ONLINE_EVERY_MS) {
    await touchLastOnline(c.var.db, { accountId: account.id });
    // The record may be a kept one (request-contexts.ts): it now says what the row says.
    account.lastOnline = new Date();
  }
  await next();
});

/**
 * The account a session acts as, when it acts as one here: on the acted-as account's own portal,
 * while the actor still holds a role that may (RULES.actAs) and may act there (their own portal,
 * or academy staff), and the account is still one that may be acted as (shared/access/acting.ts).
 * Anywhere else the session is the actor's own.
 */
function actingTarget(account: SessionAccount, portal: { id: string; features: string[] }) {
  const acting = account.acting;
  if (!acting || acting.portalId !== portal.id) return null;
  if (!RULES.actAs({ roles: account.roles, features: portal.features })) return null;
  if (account.portalId !== portal.id && !actsOnEveryPortal(account.roles)) return null;
  const refusal = actingRefusal(account, { id: acting.id, roles: acting.roles, erased: false });
  return refusal ? null : acting;
}

const REMEMBERED = Symbol.for('academy-api.portal-records');
type Remembered = Map<string, PortalRecord>;

/**
 * The portals this API instance has read whole, by id. An entry is used only while its version
 * is the one the request's own lookup just read from the database, so every
 * instance sees a change to a portal on its next request: nothing here can go stale.
 */
function remembered(): Remembered {
  const holder = globalThis as { [REMEMBERED]?: Remembered };
  holder[REMEMBERED] ??= new Map();
  return holder[REMEMBERED];
}

/** The request's whole portal: read once per change of the portal, not once per request. */
export function currentPortal(c: Context<AppEnv>): Promise<PortalRecord> {
  let record = c.var.portalRecord;
  if (!record) {
    const { id, version } = c.var.portal;
    const known = remembered().get(id);
    record =
      known && known.version === version
        ? Promise.resolve(known)
        : findPortal(c.var.db, { id }).then((portal) => {
            // Deleted between the two reads: as if the domain had never been served.
            if (!portal) throw portalNotFound(id);
            remembered().set(id, portal);
            return portal;
          });
    c.set('portalRecord', record);
  }
  return record;
}
