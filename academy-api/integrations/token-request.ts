import type { Context, Next } from 'hono';
import { actsOnEveryPortal } from '../../shared/access/roles';
import { tokenMayCall } from '../../shared/integrations/api-token-scopes';
import type { AppEnv, PortalRef } from '../app-env';
import { hashToken } from '../auth/tokens';
import { getConfig } from '../config';
import { ApiError, portalAccessDenied, text } from '../jsonapi/errors';
import { countApiTokenUse } from './api-tokens.queries';

/** The throttle's window: a token's requests are counted a minute at a time. */
export const RATE_WINDOW_SECONDS = 60;

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy (this many
 * requests a window of so many seconds) and what is left of it and when it starts again.
 */
export function rateLimitHeaders(params: {
  limit: number;
  used: number;
  windowStart: Date;
  now: Date;
}): { headers: Record<string, string>; reset: number } {
  const windowEnd = params.windowStart.getTime() + RATE_WINDOW_SECONDS * 1000;
  const reset = Math.max(0, Math.ceil((windowEnd - params.now.getTime()) / 1000));
  const remaining = Math.max(0, params.limit - params.used);
  return {
    headers: {
      'ratelimit-policy': `"token";q=${params.limit};w=${RATE_WINDOW_SECONDS}`,
      ratelimit: `"token";r=${remaining};t=${reset}`,
    },
    reset,
  };
}

export const invalidApiToken = () => ApiError.of(401, 'INVALID_API_TOKEN', text('apiTokenInvalid'));

/**
 * A request made with an API token (issue 42), after its portal is known: the token must be live
 * and this portal's, its minute's count within the limit (429 with Retry-After beyond), and the
 * route one its scopes open (403 naming the scopes that would). It then acts as the admin who
 * made it, with that account's roles as they are now, so every route's own rules still apply.
 */
export async function resolveTokenRequest(
  c: Context<AppEnv>,
  next: Next,
  portal: PortalRef,
  token: string,
) {
  const limit = getConfig().ACADEMY_API_TOKEN_REQUESTS_PER_MINUTE;
  const use = await countApiTokenUse(c.var.db, {
    tokenHash: hashToken(token),
    portalId: portal.id,
    windowSeconds: RATE_WINDOW_SECONDS,
  });
  if (!use) throw invalidApiToken();
  const now = new Date();
  const { headers, reset } = rateLimitHeaders({
    limit,
    used: use.windowCount,
    windowStart: use.windowStart,
    now,
  });
  if (use.windowCount > limit) {
    const seconds = Math.max(1, reset);
    throw new ApiError(
      429,
      [
        {
          code: 'RATE_LIMITED',
          text: text('apiTokenRateLimited', { limit, seconds }),
          meta: { retry_after: seconds },
        },
      ],
      { ...headers, 'retry-after': String(seconds) },
    );
  }
  const allowed = tokenMayCall(use.scopes, c.req.method, c.req.path);
  if (!allowed.ok) {
    throw new ApiError(
      403,
      [
        {
          code: 'INSUFFICIENT_SCOPE',
          text:
            allowed.needs.length > 0
              ? text('apiTokenScopeMissing', { scopes: allowed.needs.join(', ') })
              : text('apiTokenRouteClosed'),
          meta: { needs: allowed.needs },
        },
      ],
      headers,
    );
  }
  const everyPortal = actsOnEveryPortal(use.account.roles);
  if (!everyPortal && use.account.portalId !== portal.id) throw portalAccessDenied();
  c.set('viewer', {
    id: use.account.id,
    portalId: use.account.portalId,
    roles: use.account.roles,
    actsOnEveryPortal: everyPortal,
    apiToken: use.hint,
  });
  await next();
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
}
