import { normaliseRoles } from '../access/role-grants';
import type { PeopleCsvRow, PeopleProblem, PeopleProblemCode } from './people-csv';
import type { ImportOutcome } from './people-limits';

/**
 * What each row of a people import will do on this portal (issue 43, item 2): update-or-create by
 * e-mail address, nobody given or relieved of a role the importer may not give, nobody above the
 * importer changed. Pure: the API gives it the portal's entities, languages and the accounts the
 * file names, for the preview and again, inside the writing transaction, for the confirm.
 */

/** An account the file names, as it is now. */
export type ExistingAccount = {
  id: string;
  portalId: string;
  fullName: string;
  entityId: string;
  locale: string;
  roles: readonly string[];
};

export type PlanContext = {
  portalId: string;
  /** Who imports: their own roles are never changed by it. */
  viewerId: string;
  /** Roles the importer may give and take away (bulkGrantableRoles). */
  grantable: readonly string[];
  entities: readonly { id: string; name: string }[];
  /** The portal's languages; a new account without one gets `defaultLocale`. */
  locales: readonly string[];
  defaultLocale: string;
  /** The accounts of every address of the file, by lower-case address (any portal). */
  existing: ReadonlyMap<string, ExistingAccount>;
};

/** An account's fields as the import leaves them. */
export type AccountValues = {
  fullName: string;
  entityId: string;
  locale: string;
  roles: string[];
};

export const ACCOUNT_FIELDS = ['full_name', 'entity', 'language', 'roles'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export type PlannedRow = PeopleCsvRow & {
  outcome: ImportOutcome;
  /** The account updated (or left unchanged); null for a new one. */
  accountId: string | null;
  /** The account as it will be (create, update, unchanged); null for an error. */
  target: AccountValues | null;
  /** For an update: the account as it was, and which fields change. */
  before: AccountValues | null;
  changes: AccountField[];
};

const fold = (text: string) => text.toLocaleLowerCase();

function entityIndex(entities: PlanContext['entities']) {
  const byName = new Map<string, { id: string; name: string }[]>();
  for (const entity of entities) {
    const key = fold(entity.name.trim().replace(/\s+/g, ' '));
    byName.set(key, [...(byName.get(key) ?? []), entity]);
  }
  return byName;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** Plans every row; rows with problems of their own stay errors. */
export function planPeopleImport(
  rows: readonly PeopleCsvRow[],
  context: PlanContext,
): PlannedRow[] {
  const entities = entityIndex(context.entities);
  return rows.map((row) => planRow(row, context, entities));
}

function planRow(
  row: PeopleCsvRow,
  context: PlanContext,
  entities: Map<string, { id: string; name: string }[]>,
): PlannedRow {
  const problems: PeopleProblem[] = [...row.problems];
  const problem = (
    column: PeopleProblem['column'],
    code: PeopleProblemCode,
    values?: PeopleProblem['values'],
  ) => problems.push({ row: row.row, column, code, ...(values ? { values } : {}) });
  const refused = (): PlannedRow => ({
    ...row,
    problems,
    outcome: 'error',
    accountId: null,
    target: null,
    before: null,
    changes: [],
  });

  let entityId: string | null = null;
  if (row.entity !== null) {
    const matches = entities.get(fold(row.entity)) ?? [];
    if (matches.length === 0) problem('entity', 'ENTITY_UNKNOWN', { name: row.entity });
    else if (matches.length > 1) problem('entity', 'ENTITY_AMBIGUOUS', { name: row.entity });
    else entityId = matches[0]?.id ?? null;
  }
  if (row.language !== null && !context.locales.includes(row.language)) {
    problem('language', 'LANGUAGE_UNKNOWN', {
      value: row.language,
      languages: context.locales.join(', '),
    });
  }
  const existing = row.email ? context.existing.get(row.email.toLowerCase()) : undefined;
  if (existing && existing.portalId !== context.portalId) {
    problem('email', 'EMAIL_ELSEWHERE', { value: row.email });
  }
  if (problems.length > 0) return refused();

  const grantable = context.grantable;
  const roles = row.roles === null ? null : normaliseRoles(row.roles);
  if (!existing) {
    if (row.fullName === null) problem('full_name', 'NAME_REQUIRED');
    if (entityId === null) problem('entity', 'ENTITY_REQUIRED');
    const given = roles ?? ['student'];
    const refusedRole = given.find((role) => !grantable.includes(role));
    if (refusedRole) problem('roles', 'ROLE_NOT_GRANTABLE', { role: refusedRole });
    if (problems.length > 0 || row.fullName === null || entityId === null) return refused();
    return {
      ...row,
      problems,
      outcome: 'create',
      accountId: null,
      target: {
        fullName: row.fullName,
        entityId,
        locale: row.language ?? context.defaultLocale,
        roles: given,
      },
      before: null,
      changes: [],
    };
  }

  const before: AccountValues = {
    fullName: existing.fullName,
    entityId: existing.entityId,
    locale: existing.locale,
    roles: normaliseRoles(existing.roles),
  };
  const target: AccountValues = {
    fullName: row.fullName ?? before.fullName,
    entityId: entityId ?? before.entityId,
    locale: row.language ?? before.locale,
    roles: roles ?? before.roles,
  };
  const changes = ACCOUNT_FIELDS.filter((field) => {
    switch (field) {
      case 'full_name':
        return target.fullName !== before.fullName;
      case 'entity':
        return target.entityId !== before.entityId;
      case 'language':
        return target.locale !== before.locale;
      case 'roles':
        return !sameRoles(target.roles, before.roles);
    }
    return false;
  });
  if (changes.length === 0) {
    return {
      ...row,
      problems,
      outcome: 'unchanged',
      accountId: existing.id,
      target,
      before,
      changes,
    };
  }
  // Nobody changes an account above themselves: one holding a role they may not give.
  const above = before.roles.find((role) => !grantable.includes(role));
  if (above && existing.id !== context.viewerId) {
    problem('email', 'ACCOUNT_NOT_YOURS', { value: row.email, role: above });
  }
  if (changes.includes('roles')) {
    if (existing.id === context.viewerId) problem('roles', 'OWN_ROLES');
    const changed = [
      ...target.roles.filter((role) => !before.roles.includes(role)),
      ...before.roles.filter((role) => !target.roles.includes(role)),
    ];
    const refusedRole = changed.find((role) => !grantable.includes(role));
    if (refusedRole) problem('roles', 'ROLE_NOT_GRANTABLE', { role: refusedRole });
  }
  if (problems.length > 0) return refused();
  return { ...row, problems, outcome: 'update', accountId: existing.id, target, before, changes };
}

/** How many rows of each outcome: the preview's summary. */
export function outcomeCounts(rows: readonly { outcome: ImportOutcome }[]) {
  const counts: Record<ImportOutcome, number> = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
