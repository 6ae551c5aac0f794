import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { AUDIT_ACTIONS } from './audit-actions';

/**
 * The audit domain's JSON:API resource contracts (shared/contract/resource.ts): the entries of
 * a portal's audit log and the check of its hash chain (issue 42, item 5).
 */

export const auditEvents = defineResource({
  type: 'audit_events',
  description:
    'One administrative change: who, when, from where, what, before and after; chained by hash to the entry before it.',
  attributes: {
    seq: z.number().int(),
    occurred_at: timestamp,
    actor_id: z.uuid().nullable(),
    actor_name: z.string(),
    actor_address: z.string().nullable(),
    /** `api_token:<hint>` when the change came with an API token. */
    via: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.string(),
    target_id: z.string().nullable(),
    target_label: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    prev_hash: z.string().nullable(),
    hash: z.string(),
  },
});

export const auditVerifications = defineResource({
  type: 'audit_verifications',
  description:
    "The check of a portal's audit chain: every entry's hash recomputed and linked to the one before.",
  attributes: {
    valid: z.boolean(),
    checked: z.number().int(),
    /** The first entry that does not match (changed, or its predecessor removed), or null. */
    first_broken_seq: z.number().int().nullable(),
    checked_at: timestamp,
    last_seq: z.number().int().nullable(),
    last_at: optionalTimestamp,
  },
});
