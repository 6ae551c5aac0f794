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

/**
 * SCIM provisioning (issue 39): the bearer tokens a portal's identity provider provisions people
 * with, and what its groups map to.
 */
export const scimTokens = defineResource({
  type: 'scim_tokens',
  description:
    "A bearer token of the portal's SCIM 2.0 service (/scim/v2) for its identity provider. Only " +
    'its hash is kept: the token is in the answer that makes it, and never again.',
  attributes: {
    name: z.string(),
    /** The token's first characters (`scim_XXXX`). */
    hint: z.string(),
    /** Only in the answer that creates it; null ever after. */
    token: z.string().nullable(),
    created_at: timestamp,
    last_used_at: optionalTimestamp,
    revoked_at: optionalTimestamp,
  },
});

/** POST /v1/scim_tokens: a new token, named for the identity provider that uses it. */
export const scimTokenInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
});

export const scimGroups = defineResource({
  type: 'scim_groups',
  description:
    'A group the identity provider pushes (or an admin names ahead), and what its members get: ' +
    'a role, or an organisation; null both: nothing.',
  attributes: {
    display_name: z.string(),
    role: z.string().nullable(),
    entity_id: z.string().nullable(),
    entity_name: z.string().nullable(),
    members: z.number().int(),
  },
});

/** POST /v1/scim_groups (a group named ahead) and PATCH /v1/scim_groups/{id}: its mapping. */
export const scimGroupInput = z.strictObject({
  display_name: z.string().trim().min(1).max(200),
  role: z.string().nullable().optional(),
  entity_id: z.uuid().nullable().optional(),
});
