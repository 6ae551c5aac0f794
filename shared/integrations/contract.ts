import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { API_TOKEN_SCOPES } from './api-token-scopes';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

/**
 * The integrations domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): API tokens an admin makes for another system, and the webhooks
 * that tell other systems what happened (issue 42).
 */

export const apiTokenScope = z.enum(API_TOKEN_SCOPES as [string, ...string[]]);

export const apiTokens = defineResource({
  type: 'api_tokens',
  description:
    'A token another system calls the API with (Authorization: Bearer), acting as the admin who made it, narrowed to its scopes.',
  attributes: {
    name: z.string(),
    scopes: z.array(apiTokenScope),
    /** The token's first characters, so a person can tell which one a system holds. */
    hint: z.string(),
    /** The whole token: in the answer that made it, and never again. */
    token: z.string().optional(),
    created_at: timestamp,
    expires_at: timestamp,
    last_used_at: optionalTimestamp,
    revoked_at: optionalTimestamp,
    /** Who made it: the token acts as this account. */
    created_by: z.string(),
  },
});

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

export const webhookEndpoints = defineResource({
  type: 'webhook_endpoints',
  description:
    "Where the portal sends the events it asks for: each delivery is a POST signed per Standard Webhooks with the endpoint's secret.",
  attributes: {
    url: z.string(),
    description: z.string(),
    events: z.array(webhookEventType),
    enabled: z.boolean(),
    /** Why it is off: switched off by an admin, or after three days of failed tries. */
    disabled_reason: z.enum(['manual', 'failing']).nullable(),
    /** The first failed try since the last success; null while it answers. */
    failing_since: optionalTimestamp,
    /** The signing secret (`whsec_…`): in the answer that made or rolled it, and never again. */
    secret: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  },
});

/** One try of a delivery, as the log shows it. */
export const webhookAttempt = z.object({
  attempted_at: timestamp,
  duration_ms: z.number().int(),
  request_headers: z.record(z.string(), z.string()),
  request_body: z.string(),
  /** The receiver's HTTP status, or null when no answer came (see `error`). */
  response_status: z.number().int().nullable(),
  /** The start of the receiver's answer (at most 4 KB). */
  response_body: z.string(),
  error: z.string().nullable(),
});

export const webhookDeliveries = defineResource({
  type: 'webhook_deliveries',
  description:
    'One event on its way to one endpoint: tried at once, then again with growing pauses for about three days.',
  attributes: {
    endpoint_id: z.uuid(),
    /** The event's id; the `webhook-id` header is `msg_<event_id>`, the same on every try and replay. */
    event_id: z.uuid(),
    event_type: webhookEventType,
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    next_attempt_at: optionalTimestamp,
    last_attempt_at: optionalTimestamp,
    last_status: z.number().int().nullable(),
    /** The delivery this one replays, when an admin sent it again. */
    replay_of: z.uuid().nullable(),
    created_at: timestamp,
    /** The body every try sends; on a single delivery only. */
    payload: z.record(z.string(), z.unknown()).optional(),
    /** Every try, oldest first; on a single delivery only. */
    attempt_log: z.array(webhookAttempt).optional(),
  },
});
