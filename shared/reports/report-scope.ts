import { ACADEMY_GROUP, ENTITY_MANAGER_ROLES, hasRole } from '../access/roles';

/**
 * Which learners' rows someone may read in the reports (issue 43, item 5: "an entity's own admin
 * sees only their entity"). The academy group (RULES.reports) reads the whole portal; an entity
 * manager only the accounts of their own entity (accounts.entity_id), whatever filter they pass.
 * Pure: the API asks it for every report, CSV, filters list, schedule and recipient.
 */
export type ReportScope =
  /** Every entity of the portal. */
  | { kind: 'portal' }
  /** One entity only. */
  | { kind: 'entity'; entityId: string }
  /** No report at all. */
  | { kind: 'none' };

export function reportScope(account: { roles: readonly string[]; entityId: string }): ReportScope {
  if (hasRole(account.roles, ACADEMY_GROUP)) return { kind: 'portal' };
  if (hasRole(account.roles, ENTITY_MANAGER_ROLES)) {
    return { kind: 'entity', entityId: account.entityId };
  }
  return { kind: 'none' };
}

/**
 * The entity a report is narrowed to once the scope is applied: the filter's for the whole
 * portal (undefined: every entity), the manager's own for an entity manager. Another entity asked
 * for by an entity manager is refused (`outside`: the API answers 403 OUTSIDE_ENTITY), never
 * quietly widened or emptied, so a mistaken link says what is wrong.
 */
export function scopedEntity(
  scope: ReportScope,
  requested: string | undefined,
): { entityId: string | undefined } | 'outside' {
  if (scope.kind === 'portal') return { entityId: requested };
  if (scope.kind === 'none') return 'outside';
  if (requested !== undefined && requested !== scope.entityId) return 'outside';
  return { entityId: scope.entityId };
}

/**
 * May this account receive a report narrowed to `entityId` (undefined: every entity) by e-mail?
 * Exactly when they may read it on /admin/reports: the academy group every one, an entity
 * manager those of their own entity only. Learner data never goes to anyone else.
 */
export function mayReceiveReport(
  account: { roles: readonly string[]; entityId: string },
  entityId: string | undefined,
): boolean {
  const scope = reportScope(account);
  if (scope.kind === 'portal') return true;
  return scope.kind === 'entity' && entityId === scope.entityId;
}
