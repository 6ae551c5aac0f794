import { inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { bulkGrantableRoles } from '../../shared/access/role-grants';
import {
  type AccountValues,
  type PlanContext,
  type PlannedRow,
  planPeopleImport,
} from '../../shared/accounts/people-import-plan';
import type { ImportResult } from '../../shared/accounts/people-limits';
import type { AppEnv, Viewer } from '../app-env';
import { type AuditChange, auditMany } from '../audit';
import type { Db } from '../db/database';
import { accountRoleChanges, accountRoles, accounts } from '../db/schema';
import { currentPortal } from '../middleware/portal';
import {
  allImportRows,
  csvRowOf,
  type ImportRecord,
  lockImport,
  markConfirmed,
  recordRowResults,
} from './account-imports.queries';
import { labelOf } from './invitation-sends';
import {
  accountName,
  accountsByEmails,
  insertAccounts,
  portalEntities,
} from './invitations.queries';

/**
 * What a people import is weighed against: the portal's entities and languages, the accounts
 * its addresses name (any portal: another portal's address is refused), and the roles the
 * importer may give. Read again inside Confirm's transaction.
 */
export async function importContext(
  c: Context<AppEnv>,
  db: Db,
  viewer: Viewer,
  emails: readonly string[],
): Promise<PlanContext> {
  const portalId = c.var.portal.id;
  const [portal, entities, existing] = await Promise.all([
    currentPortal(c),
    portalEntities(db, { portalId }),
    accountsByEmails(db, emails),
  ]);
  const locales = portal.languages.map((language) => language.locale);
  return {
    portalId,
    viewerId: viewer.actor?.id ?? viewer.id,
    grantable: bulkGrantableRoles(viewer.roles),
    entities,
    locales,
    defaultLocale: portal.languages.find((l) => l.is_primary)?.locale ?? locales[0] ?? 'nl',
    existing,
  };
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

/** The changed accounts' names, organisations and languages, a thousand per statement. */
async function updateAccounts(tx: Db, rows: readonly PlannedRow[]) {
  for (const part of chunks(rows, 1000)) {
    const values = part.map((row) => {
      const target = row.target as AccountValues;
      return sql`(${row.accountId}::uuid, ${target.fullName}, ${target.entityId}::uuid, ${target.locale})`;
    });
    await tx.execute(sql`update ${accounts} as a
      set full_name = v.full_name, entity_id = v.entity_id, locale = v.locale
      from (values ${sql.join(values, sql`, `)}) as v(id, full_name, entity_id, locale)
      where a.id = v.id`);
  }
}

/** New role sets, each recorded in the account's role history as the roles screen does. */
async function replaceRoles(
  tx: Db,
  params: { portalId: string; rows: readonly PlannedRow[]; by: { id: string; name: string } },
) {
  const changed = params.rows.filter((row) => row.changes.includes('roles'));
  for (const part of chunks(changed, 1000)) {
    const ids = part.map((row) => row.accountId as string);
    await tx.delete(accountRoles).where(inArray(accountRoles.accountId, ids));
    const roles = part.flatMap((row) =>
      (row.target?.roles ?? []).map((role) => ({ accountId: row.accountId as string, role })),
    );
    if (roles.length > 0) await tx.insert(accountRoles).values(roles);
    await tx.insert(accountRoleChanges).values(
      part.map((row) => ({
        portalId: params.portalId,
        accountId: row.accountId as string,
        oldRoles: row.before?.roles ?? [],
        newRoles: row.target?.roles ?? [],
        changedBy: params.by.id,
        changedByName: params.by.name,
      })),
    );
  }
}

/** The audit log's entries of the accounts an import made and changed. */
function auditChanges(
  planned: readonly PlannedRow[],
  ids: ReadonlyMap<string, string>,
  entityName: (id: string) => string,
): AuditChange[] {
  const shown = (values: AccountValues) => ({
    full_name: values.fullName,
    entity: entityName(values.entityId),
    roles: values.roles,
    locale: values.locale,
  });
  return planned.flatMap((row): AuditChange[] => {
    const target = row.target as AccountValues;
    if (row.outcome === 'create') {
      const id = ids.get(row.email.toLowerCase());
      return [
        {
          action: 'account.created',
          target: { type: 'accounts', id, label: labelOf({ ...row, fullName: target.fullName }) },
          after: { email: row.email, ...shown(target), source: 'import' },
          whole: true,
        },
      ];
    }
    if (row.outcome === 'update' && row.before) {
      return [
        {
          action: 'account.updated',
          target: {
            type: 'accounts',
            id: row.accountId,
            label: labelOf({ ...row, fullName: target.fullName }),
          },
          before: shown(row.before),
          after: shown(target),
        },
      ];
    }
    return [];
  });
}

/**
 * Confirm: weighs every row again against the portal as it is now, inside one transaction, and
 * writes them all — new accounts (no password: an invitation sets it), changed names,
 * organisations, languages and roles (with their history), the audit log's entries — then the
 * result of each row. Rows the check refused are skipped; a row that fails now (its entity was
 * removed meanwhile…) is `failed` with its new problems. Confirming again answers the same.
 */
export async function confirmImport(
  c: Context<AppEnv>,
  params: { record: ImportRecord; viewer: Viewer; now: Date },
): Promise<ImportRecord> {
  return c.var.db.transaction(async (tx) => {
    const locked = await lockImport(tx, { id: params.record.id });
    if (!locked || locked.status === 'confirmed') return locked ?? params.record;
    const stored = await allImportRows(tx, { importId: locked.id });
    const open = stored.filter((row) => row.outcome !== 'error');
    const context = await importContext(
      c,
      tx,
      params.viewer,
      open.map((row) => row.email),
    );
    const planned = planPeopleImport(open.map(csvRowOf), context);
    const creates = planned.filter((row) => row.outcome === 'create');
    const updates = planned.filter((row) => row.outcome === 'update');
    const ids = await insertAccounts(tx, {
      portalId: locked.portalId,
      people: creates.map((row) => ({ email: row.email, ...(row.target as AccountValues) })),
      now: params.now,
    });
    await updateAccounts(tx, updates);
    const actorId = context.viewerId;
    await replaceRoles(tx, {
      portalId: locked.portalId,
      rows: updates,
      by: { id: actorId, name: await accountName(tx, { id: actorId }) },
    });
    const entityNames = new Map(context.entities.map((e) => [e.id, e.name]));
    const results = resultsOf(stored, planned, ids);
    const counts = countResults(results);
    await auditMany(
      c,
      [
        ...auditChanges(planned, ids, (id) => entityNames.get(id) ?? ''),
        {
          action: 'account_import.confirmed',
          target: { type: 'account_imports', id: locked.id, label: locked.fileName },
          after: { rows: stored.length, ...counts },
          whole: true,
        },
      ],
      tx,
    );
    await recordRowResults(tx, { importId: locked.id, results });
    return markConfirmed(tx, { id: locked.id, results: counts, now: params.now });
  });
}

type RowResult = Parameters<typeof recordRowResults>[1]['results'][number];

function resultsOf(
  stored: readonly { row: number; outcome: string }[],
  planned: readonly PlannedRow[],
  ids: ReadonlyMap<string, string>,
): RowResult[] {
  const byRow = new Map(planned.map((row) => [row.row, row]));
  return stored.map((row): RowResult => {
    const plan = byRow.get(row.row);
    if (!plan) return { row: row.row, result: 'skipped', accountId: null };
    const result: ImportResult =
      plan.outcome === 'create'
        ? 'created'
        : plan.outcome === 'update'
          ? 'updated'
          : plan.outcome === 'unchanged'
            ? 'unchanged'
            : 'failed';
    const accountId =
      plan.outcome === 'create' ? (ids.get(plan.email.toLowerCase()) ?? null) : plan.accountId;
    return {
      row: row.row,
      result,
      accountId,
      ...(result === 'failed' ? { problems: plan.problems } : {}),
    };
  });
}

function countResults(results: readonly RowResult[]): Record<ImportResult, number> {
  const counts: Record<ImportResult, number> = {
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
  };
  for (const result of results) counts[result.result] += 1;
  return counts;
}
