import type { Context } from 'hono';
import { CLIENT_ADDRESS_HEADER, recordThrottleEvent, throttleWait } from '../accounts';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import type { ThrottlePolicy } from '../auth/throttle-policy';
import { ApiError, text } from '../jsonapi/errors';

/**
 * Every LTI endpoint of the platform (issue 38 item 3; docs/lti-tools.md) is throttled the way
 * sign-in is: refusals (a bad assertion, a replayed jti, an invalid hint, a wrong token) count
 * against the client's address and, when known, the tool; from the 30th in ten minutes each one
 * blocks for a doubling time, and a blocked key is answered 429 before anything is read.
 */
export const LTI_REFUSAL_POLICY: ThrottlePolicy = {
  free: 30,
  memoryMs: 10 * 60_000,
  baseBlockMs: 60_000,
  maxBlockMs: 15 * 60_000,
};

/**
 * The client's address, as the app names it (it always does; a call without one did not come
 * through the app and is counted per tool only).
 */
const addressKeys = (c: Context<AppEnv>) => {
  const address = c.req.header(CLIENT_ADDRESS_HEADER);
  return address ? [`lti:address:${address}`] : [];
};
const toolKey = (toolId: string) => `lti:tool:${toolId}`;

/** Seconds the request's address (and tool) must still wait; 0: let in. */
export async function ltiWait(c: Context<AppEnv>, toolId?: string | null): Promise<number> {
  const keys = [...addressKeys(c), ...(toolId ? [toolKey(toolId)] : [])];
  if (keys.length === 0) return 0;
  return throttleWait(c.var.db, keys, new Date());
}

/** 429 with Retry-After when the address (or tool) is blocked. */
export async function ltiGate(c: Context<AppEnv>, toolId?: string | null) {
  const wait = await ltiWait(c, toolId);
  if (wait > 0) {
    throw new ApiError(
      429,
      [
        {
          code: 'TOO_MANY_ATTEMPTS',
          text: text('auth.waitSeconds', { seconds: wait }),
          meta: { retry_after: wait },
        },
      ],
      { 'retry-after': String(wait) },
    );
  }
}

/**
 * A refusal counted and logged (audit `lti.refused`): what was refused, why, for which tool.
 * The log is the portal's; nothing secret goes in (no token, no assertion).
 */
export async function ltiRefused(
  c: Context<AppEnv>,
  refusal: { endpoint: string; reason: string; toolId?: string | null; toolName?: string },
) {
  const now = new Date();
  for (const key of addressKeys(c)) {
    await recordThrottleEvent(c.var.db, key, now, LTI_REFUSAL_POLICY);
  }
  if (refusal.toolId) {
    await recordThrottleEvent(c.var.db, toolKey(refusal.toolId), now, LTI_REFUSAL_POLICY);
  }
  await audit(c, {
    action: 'lti.refused',
    target: { type: 'lti_tools', id: refusal.toolId ?? null, label: refusal.toolName ?? '' },
    after: { endpoint: refusal.endpoint, reason: refusal.reason },
    whole: true,
  });
}
