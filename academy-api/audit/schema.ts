import { bigint, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../shared/audit/audit-actions';
import { cascadeRef, id, ts } from '../db/columns';
import { portals } from '../portals/schema';

/**
 * The audit log (issue 42, item 5): every administrative change of a portal, append-only. Each
 * entry's `hash` covers its fields and the previous entry's hash (`prev_hash`), numbered per
 * portal (`seq`), so a changed, removed or inserted entry breaks the chain where it is
 * (academy_audit_hash, migration 0045, computes both when the row is written; the database
 * refuses UPDATE and DELETE). The actor is kept by id and by name: the name stays when the
 * account goes. Off the change feed: nothing an instance keeps reads it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    /** Who: no foreign key, so the entry outlives the account and is never changed by its removal. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** From where: the client's address, and the API token when one was used. */
    actorAddress: text('actor_address'),
    via: text('via'),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [
    unique('audit_events_portal_seq_unique').on(t.portalId, t.seq),
    index('audit_events_portal_occurred_idx').on(t.portalId, t.occurredAt.desc(), t.seq.desc()),
    index('audit_events_portal_action_idx').on(t.portalId, t.action, t.occurredAt.desc()),
  ],
);
