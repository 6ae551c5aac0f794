import { type SQL, sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../db/database';
import { cleanFileName } from '../files/names';
import { fileStorage } from '../files/storage';
import { type Link, PERSONAL_DATA } from './personal-data';

/**
 * A person's data as a zip (issue 42, item 4, "Download my data"): one JSON file per area
 * (account.json, learning.json…, each table's rows by table name) and the files they uploaded
 * under files/, following the inventory (personal-data.ts) so that what a new table holds is
 * exported as soon as it is declared. Secrets are left out. The zip is made as it is read: a
 * slow download holds one file's chunk at a time, never the whole archive.
 */

type Row = Record<string, unknown>;
export type Subject = { accountId: string; portalId: string; email: string };

const ident = (name: string) => sql.identifier(name);

/** The rows one link reaches. */
function linkQuery(table: string, link: Link, subject: Subject): SQL | null {
  if (link.export === false) return null;
  if (link.column) {
    return sql`select * from ${ident(table)} where ${ident(link.column)} = ${subject.accountId}`;
  }
  if (link.via) {
    const parent = PERSONAL_DATA[link.via.table];
    const owner = parent?.links.find((candidate) => candidate.column && candidate.export !== false);
    if (!owner?.column) return null;
    return sql`select t.* from ${ident(table)} t join ${ident(link.via.table)} p
      on p.${ident(link.via.parentKey ?? 'id')} = t.${ident(link.via.column)}
      where p.${ident(owner.column)} = ${subject.accountId}`;
  }
  return null;
}

/** Rows found another way than by a link (`matched` in the inventory). */
function matchedQuery(table: string, subject: Subject): SQL | null {
  // The person as an xAPI agent: their e-mail address, or their account on any of the portal's
  // addresses (the cmi5 launches name it so).
  const agent = sql`(k = ${`mbox:mailto:${subject.email}`} or k like ${`account:%|${subject.accountId}`})`;
  switch (table) {
    case 'xapi_statements':
      return sql`select * from xapi_statements where portal_id = ${subject.portalId}
        and exists (select 1 from unnest(actor_keys) k where ${agent})`;
    case 'xapi_documents':
      return sql`select * from xapi_documents d where portal_id = ${subject.portalId}
        and exists (select 1 from (select d.agent_key as k) a where ${agent})`;
    case 'auth_throttles':
    case 'webhook_events':
      // Security counters and copies of events already exported where they happened.
      return null;
    default:
      return null;
  }
}

/** A value as JSON can hold it: instants in ISO 8601, bytes in base64. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/** Every area's tables and rows, secrets left out. */
export async function collectPersonalData(db: Db, subject: Subject) {
  const areas = new Map<string, Record<string, Row[]>>();
  for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
    const queries = [
      ...entry.links.map((link) => linkQuery(table, link, subject)),
      matchedQuery(table, subject),
    ].filter((query): query is SQL => query !== null);
    if (queries.length === 0) continue;
    const rows: Row[] = [];
    const seen = new Set<string>();
    for (const query of queries) {
      const result = (await db.execute(query)) as unknown as { rows: Row[] };
      for (const row of result.rows) {
        const clean = Object.fromEntries(
          Object.entries(row)
            .filter(([column]) => !entry.secrets?.includes(column))
            .map(([column, value]) => [column, plain(value)]),
        );
        const key = JSON.stringify(clean);
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push(clean);
      }
    }
    const area = areas.get(entry.area) ?? {};
    area[table] = rows;
    areas.set(entry.area, area);
  }
  return areas;
}

/** What the zip's files/ folder holds: the files the person uploaded, by their storage key. */
async function uploadedFiles(db: Db, subject: Subject) {
  const result = (await db.execute(sql`select id, file_name, storage_key from files
    where uploaded_by = ${subject.accountId} and portal_id = ${subject.portalId}
    order by created_at, id`)) as unknown as {
    rows: { id: string; file_name: string; storage_key: string }[];
  };
  return result.rows;
}

/** The zip of a person's data, made as it is read. */
export function personalDataZip(db: Db, subject: Subject): ReadableStream<Uint8Array> {
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(chunk);
    });
    const drain = function* () {
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift() as Uint8Array;
    };
    const areas = await collectPersonalData(db, subject);
    const made = new Date().toISOString();
    const readme = new ZipDeflate('README.txt', { level: 6 });
    zip.add(readme);
    readme.push(
      new TextEncoder().encode(
        `Your personal data, as of ${made}.\n` +
          'One JSON file per area; in each, the rows of each table that belong to you.\n' +
          'files/ holds the files you uploaded.\n',
      ),
      true,
    );
    yield* drain();
    for (const [area, tables] of [...areas.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const entry = new ZipDeflate(`${area}.json`, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(JSON.stringify(tables, null, 2)), true);
      yield* drain();
    }
    const storage = fileStorage();
    for (const file of await uploadedFiles(db, subject)) {
      const entry = new ZipPassThrough(`files/${file.id}-${cleanFileName(file.file_name)}`);
      zip.add(entry);
      try {
        const reader = (await storage.get(file.storage_key)).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          entry.push(value);
          yield* drain();
        }
      } catch {
        // Bytes that are gone (a file removed meanwhile): the entry stays, empty.
      }
      entry.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  const iterator = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}
