import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fileStorage } from '../files/storage';
import { type Link, PERSONAL_DATA } from './personal-data';

/**
 * Erasing a person (issue 42, item 4; GDPR art. 17): every table of the inventory
 * (personal-data.ts) treated as it says, in one transaction: their own rows deleted, their marks
 * on others' records unlinked, what must be kept anonymised (the account row, orders) or revoked
 * (certificates), rows found by their address or agent (throttles, webhook events, xAPI) deleted.
 * Deleting login_tokens ends every session; the account keeps no password, roles or address.
 * The bytes of the person's own files (avatar, portfolio, submissions) are deleted after the
 * transaction commits, so a failed erasure loses nothing. A new table is erased as soon as it is
 * declared, and personal-data.test.ts makes sure it is.
 */

export type ErasureSubject = {
  accountId: string;
  portalId: string;
  email: string;
  fullName: string;
};

export type ErasureResult = {
  /** Rows deleted, changed (unlinked, anonymised, revoked), per table. */
  deleted: Record<string, number>;
  changed: Record<string, number>;
  /** Files whose bytes were removed, and those whose removal failed (kept for a later sweep). */
  files: number;
  filesFailed: string[];
  /** The hashes of the sessions ended, so this instance forgets them at once. */
  sessions: string[];
};

const ident = (name: string) => sql.identifier(name);

/** The certificate's revocation reason an erasure gives (what /verify/{code} shows). */
export const ERASED_REVOCATION_REASON = 'The holder’s personal data was erased at their request.';

/** The person as an xAPI agent: their address, or their account on any of the portal's domains. */
function agentKey(key: SQL | SQL.Aliased | ReturnType<typeof ident>, subject: ErasureSubject): SQL {
  return sql`(${key} = ${`mbox:mailto:${subject.email}`} or ${key} like ${`account:%|${subject.accountId}`})`;
}

/**
 * Rows found another way than by a link (the inventory's `matched`) that erasure deletes, as a
 * condition on the table's own columns. Tables whose matched columns are kept or go with a
 * linked row have none.
 */
const MATCHED_ERASURE: Record<string, (subject: ErasureSubject) => SQL> = {
  auth_throttles: (subject) =>
    sql`position(${subject.email.toLowerCase()} in lower(${ident('key')})) > 0`,
  webhook_events: (subject) => sql`${ident('portal_id')} = ${subject.portalId} and (
    ${ident('data')} ->> 'account_id' = ${subject.accountId}
    or ${ident('data')} ->> 'customer_account_id' = ${subject.accountId})`,
  xapi_statements: (subject) => sql`${ident('portal_id')} = ${subject.portalId}
    and exists (select 1 from unnest(${ident('actor_keys')}) k where ${agentKey(sql`k`, subject)})`,
  xapi_documents: (subject) =>
    sql`${ident('portal_id')} = ${subject.portalId} and ${agentKey(ident('agent_key'), subject)}`,
};

/** The name other people's records show where the person's was. */
export const ERASED_NAME = 'Erased account';

/**
 * Other people's rows that mention the person (the inventory's `matched`) and are changed, not
 * deleted: an update per table, run after the deletions.
 */
const MATCHED_CHANGE: Record<string, (subject: ErasureSubject) => SQL> = {
  // Staff's pinned and recently opened accounts: a JSON list of {uri, title, image}.
  account_preferences: (subject) => sql`update account_preferences
    set payload = (select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(payload) e
      where position(${subject.accountId} in e::text) = 0)
    where jsonb_typeof(payload) = 'array' and position(${subject.accountId} in payload::text) > 0
      and account_id in (select id from accounts where portal_id = ${subject.portalId})`,
  // Self-registration names the person's organisation after them (accounts/register.queries.ts):
  // when nobody else belongs to it, it goes by the erased name too.
  entities: (subject) => sql`update entities set name = ${ERASED_NAME}
    where portal_id = ${subject.portalId} and name = ${subject.fullName}
      and id = (select entity_id from accounts where id = ${subject.accountId})
      and not exists (select 1 from accounts other
        where other.entity_id = entities.id and other.id <> ${subject.accountId})`,
  // "Stijn Student submitted…" in a coach's list.
  notifications: (subject) => sql`update notifications
    set message = replace(message, ${subject.fullName}, ${ERASED_NAME})
    where position(${subject.fullName} in message) > 0
      and account_id in (select id from accounts where portal_id = ${subject.portalId})`,
};

/** The tables whose matched rows erasure deletes or changes (personal-data.test.ts). */
export const MATCHED_ERASURE_TABLES = [
  ...Object.keys(MATCHED_ERASURE),
  ...Object.keys(MATCHED_CHANGE),
];

/** The condition, on a table's own columns, of the rows an erasure deletes; null: none. */
function deletedRows(table: string, subject: ErasureSubject): SQL | null {
  const entry = PERSONAL_DATA[table];
  if (!entry) return null;
  const parts: SQL[] = [];
  for (const link of entry.links) {
    if (link.erase !== 'delete') continue;
    if (link.column) parts.push(sql`${ident(link.column)} = ${subject.accountId}`);
    else if (link.via) {
      const parent = deletedRows(link.via.table, subject);
      if (!parent) continue;
      parts.push(sql`${ident(link.via.column)} in (select ${ident(link.via.parentKey ?? 'id')}
        from ${ident(link.via.table)} where ${parent})`);
    }
  }
  const matched = MATCHED_ERASURE[table];
  if (matched) parts.push(matched(subject));
  if (parts.length === 0) return null;
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` or `,
  );
}

/** Which table refers to which (foreign keys), read once per database. */
const references = new WeakMap<Db, Promise<Map<string, Set<string>>>>();

function referencesOf(db: Db): Promise<Map<string, Set<string>>> {
  let known = references.get(db);
  if (!known) {
    known = (async () => {
      const result = (await db.execute(sql`select c.conrelid::regclass::text as child,
        c.confrelid::regclass::text as parent from pg_constraint c
        where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`)) as unknown as {
        rows: { child: string; parent: string }[];
      };
      const graph = new Map<string, Set<string>>();
      for (const { child, parent } of result.rows) {
        const name = (value: string) => value.replace(/^"?[a-z_]+"?\./, '').replaceAll('"', '');
        if (name(child) === name(parent)) continue;
        const set = graph.get(name(child)) ?? new Set<string>();
        set.add(name(parent));
        graph.set(name(child), set);
      }
      return graph;
    })();
    known.catch(() => references.delete(db));
    references.set(db, known);
  }
  return known;
}

/**
 * The tables to delete from, each before every table it refers to (a row goes before the row it
 * hangs from, whatever its foreign key does on delete). Tables in a cycle keep the inventory's
 * order among themselves.
 */
export function deletionOrder(tables: string[], graph: Map<string, Set<string>>): string[] {
  const pending = new Set(tables);
  const order: string[] = [];
  while (pending.size > 0) {
    // A table is ready when no other pending table still refers to it.
    const ready = [...pending].filter(
      (table) =>
        ![...pending].some((other) => other !== table && graph.get(other)?.has(table) === true),
    );
    const next = ready.length > 0 ? ready : [...pending].slice(0, 1);
    for (const table of next) {
      order.push(table);
      pending.delete(table);
    }
  }
  return order;
}

function count(result: unknown): number {
  const value = result as { affectedRows?: number; rowCount?: number };
  return value.affectedRows ?? value.rowCount ?? 0;
}

function setClause(link: Extract<Link, { erase: 'anonymise' }>): SQL {
  return sql.join(
    Object.entries(link.set).map(([column, value]) => sql`${ident(column)} = ${sql.raw(value)}`),
    sql`, `,
  );
}

/** Signals an account already erased (nothing is done twice). */
export class AlreadyErasedError extends Error {}

/**
 * Erases the account (see the file's comment). `onErased` runs inside the transaction, after
 * everything else (the request closed, the audit entry written), so all of it stands or falls
 * together.
 */
export async function eraseAccount(
  db: Db,
  subject: ErasureSubject,
  onErased?: (tx: Db) => Promise<void>,
): Promise<ErasureResult> {
  const graph = await referencesOf(db);
  const deleted: Record<string, number> = {};
  const changed: Record<string, number> = {};
  const add = (into: Record<string, number>, table: string, rows: number) => {
    if (rows > 0) into[table] = (into[table] ?? 0) + rows;
  };
  const { keys: storageKeys, sessions } = await db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select erased_at from accounts
      where id = ${subject.accountId} and portal_id = ${subject.portalId} for update`)) as unknown as {
      rows: { erased_at: Date | null }[];
    };
    if (locked.rows[0]?.erased_at) throw new AlreadyErasedError();
    const sessions = (await tx.execute(sql`select token_hash from login_tokens
      where account_id = ${subject.accountId}`)) as unknown as { rows: { token_hash: string }[] };

    // The person's own files: their avatar, and what hangs from their portfolio and submissions
    // (a course cover or logo they uploaded stays the course's and the portal's, unlinked).
    const owned = (await tx.execute(sql`select id, storage_key from files
      where portal_id = ${subject.portalId} and (
        (purpose = 'avatar' and uploaded_by = ${subject.accountId})
        or portfolio_item_id in (select id from portfolio_items where account_id = ${subject.accountId})
        or submission_id in (select id from submissions where account_id = ${subject.accountId}))`)) as unknown as {
      rows: { id: string; storage_key: string }[];
    };
    // The profile points at its avatar: the profile goes first, then the files.
    add(
      deleted,
      'profiles',
      count(await tx.execute(sql`delete from profiles where account_id = ${subject.accountId}`)),
    );
    if (owned.rows.length > 0) {
      const ids = owned.rows.map((row) => row.id);
      add(
        deleted,
        'files',
        count(
          await tx.execute(sql`delete from files where id in ${sql`(${sql.join(ids, sql`, `)})`}`),
        ),
      );
    }

    const tables = Object.keys(PERSONAL_DATA).filter((table) => deletedRows(table, subject));
    for (const table of deletionOrder(tables, graph)) {
      const where = deletedRows(table, subject);
      if (!where) continue;
      add(deleted, table, count(await tx.execute(sql`delete from ${ident(table)} where ${where}`)));
    }

    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      for (const link of entry.links) {
        if (!link.column) continue;
        const mine = sql`${ident(link.column)} = ${subject.accountId}`;
        if (link.erase === 'unlink') {
          const result = await tx.execute(
            sql`update ${ident(table)} set ${ident(link.column)} = null where ${mine}`,
          );
          add(changed, table, count(result));
        } else if (link.erase === 'anonymise') {
          const result = await tx.execute(
            sql`update ${ident(table)} set ${setClause(link)} where ${mine}`,
          );
          add(changed, table, count(result));
        } else if (link.erase === 'revoke') {
          const result = await tx.execute(sql`update ${ident(table)}
            set revoked_at = now(), revoked_reason = ${ERASED_REVOCATION_REASON}
            where ${mine} and revoked_at is null`);
          add(changed, table, count(result));
        }
      }
    }
    for (const [table, change] of Object.entries(MATCHED_CHANGE)) {
      // An empty name would match every name: those two look for the name, so skip them.
      if (subject.fullName.trim() === '' && table !== 'account_preferences') continue;
      add(changed, table, count(await tx.execute(change(subject))));
    }
    await tx.execute(sql`update accounts set erased_at = now() where id = ${subject.accountId}`);
    await onErased?.(tx as unknown as Db);
    return {
      keys: owned.rows.map((row) => row.storage_key),
      sessions: sessions.rows.map((row) => row.token_hash),
    };
  });

  // After the commit: the bytes. One that cannot be removed now is reported (and logged by the
  // caller); its row is gone, so nothing serves it.
  const storage = fileStorage();
  const filesFailed: string[] = [];
  for (const key of storageKeys) {
    try {
      await storage.delete(key);
    } catch {
      filesFailed.push(key);
    }
  }
  return {
    deleted,
    changed,
    files: storageKeys.length - filesFailed.length,
    filesFailed,
    sessions,
  };
}
