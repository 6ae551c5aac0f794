import type { Context } from 'hono';
import { type AuditAction, changedFields, redactSecrets } from '../../shared/audit/audit-actions';
import { CLIENT_ADDRESS_HEADER } from '../accounts';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { type AuditEntry, appendAuditEvent, appendAuditEvents } from './audit.queries';

export type AuditChange = {
  action: AuditAction;
  /** What was changed: a resource type (`webhook_endpoints`) and its id, and a name people know. */
  target: { type: string; id?: string | null; label?: string };
  /** The record's state before and after (null: made, or removed); secrets are kept out. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Keep whole states rather than only the fields that differ (a record made or removed). */
  whole?: boolean;
  /** Whose log: the portal changed, when an academy role changes another one (default: this). */
  portalId?: string;
};

/**
 * Writes an administrative change of this request to the portal's audit log (issue 42, item 5):
 * who (the signed-in account, or the API token's maker; support acting as someone is named
 * "Sam Support as Stijn Student"), from where (the client's address the
 * app passed on; `api_token:<hint>` when a token made it), what, before and after. Call it after
 * the change succeeded, with the request's database handle or the change's transaction (then the
 * entry stands or falls with it).
 */
export async function audit(c: Context<AppEnv>, change: AuditChange, db: Db = c.var.db) {
  await appendAuditEvent(db, entryOf(c, change));
}

/**
 * Writes many changes of this request at once, in order (a bulk change: every account an import
 * made or changed), in a few statements; like audit, inside the change's transaction.
 */
export async function auditMany(
  c: Context<AppEnv>,
  changes: readonly AuditChange[],
  db: Db = c.var.db,
) {
  await appendAuditEvents(
    db,
    changes.map((change) => entryOf(c, change)),
  );
}

/**
 * Writes a change made by something that is no account (issue 39: a SCIM token): named by
 * `actor.name`, `via` saying what it was (`scim_token:scim_XXXX`).
 */
export async function auditAsActor(
  c: Context<AppEnv>,
  actor: { name: string; via: string },
  change: AuditChange,
  db: Db = c.var.db,
) {
  await appendAuditEvent(db, {
    ...entryOf(c, change),
    actorId: null,
    onBehalfOf: null,
    actorName: actor.name,
    via: actor.via,
  });
}

function entryOf(c: Context<AppEnv>, change: AuditChange): AuditEntry {
  const viewer = c.var.viewer;
  const before = change.before ? (redactSecrets(change.before) as Record<string, unknown>) : null;
  const after = change.after ? (redactSecrets(change.after) as Record<string, unknown>) : null;
  const shown = change.whole ? { before, after } : changedFields(before, after);
  return {
    portalId: change.portalId ?? c.var.portal.id,
    // Acting as someone (issue 43): the actor is who really asked, "as" the account.
    actorId: viewer?.actor?.id ?? viewer?.id ?? null,
    onBehalfOf: viewer?.actor ? viewer.id : null,
    actorAddress: c.req.header(CLIENT_ADDRESS_HEADER) ?? null,
    via: viewer?.apiToken
      ? `api_token:${viewer.apiToken}`
      : viewer?.actor
        ? `acting_as:${viewer.id}`
        : null,
    action: change.action,
    targetType: change.target.type,
    targetId: change.target.id ?? null,
    targetLabel: change.target.label ?? '',
    before: shown.before,
    after: shown.after,
  };
}
