import { createHash } from 'node:crypto';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { xapiDocuments } from './schema';

/**
 * The xAPI document resources (xAPI 2.0 §4.1.6.2 State, §4.1.6.5 Agent Profile, §4.1.6.6
 * Activity Profile): one table, told apart by kind, with '' in the columns a kind does not use.
 */

export type DocumentKind = (typeof xapiDocuments.$inferSelect)['kind'];
export type DocumentRow = typeof xapiDocuments.$inferSelect;

/** Which documents a request is about: every key but the document's own id. */
export type DocumentScope = {
  portalId: string;
  kind: DocumentKind;
  activityId?: string;
  agentKey?: string;
  registration?: string;
};

/** A document's ETag: the SHA-1 of its bytes, quoted (RFC 9110). */
export function etagOf(content: Uint8Array): string {
  return `"${createHash('sha1').update(content).digest('hex')}"`;
}

function scopeConditions(scope: DocumentScope): SQL[] {
  const d = xapiDocuments;
  return [
    eq(d.portalId, scope.portalId),
    eq(d.kind, scope.kind),
    eq(d.activityId, scope.activityId ?? ''),
    eq(d.agentKey, scope.agentKey ?? ''),
    eq(d.registration, scope.registration ?? ''),
  ];
}

export async function findDocument(
  db: Db,
  scope: DocumentScope,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRow | null> {
  const query = db
    .select()
    .from(xapiDocuments)
    .where(and(...scopeConditions(scope), eq(xapiDocuments.documentId, documentId)));
  // A write reads the document it checks (If-Match) under a lock, so no write slips between.
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The ids of the scope's documents, changed after `since` when given. */
export async function documentIds(db: Db, scope: DocumentScope, since: Date | null) {
  const conditions = scopeConditions(scope);
  if (since) conditions.push(gt(xapiDocuments.updatedAt, since));
  const rows = await db
    .select({ documentId: xapiDocuments.documentId, updatedAt: xapiDocuments.updatedAt })
    .from(xapiDocuments)
    .where(and(...conditions))
    .orderBy(xapiDocuments.documentId);
  return rows;
}

/** Writes a document whole (PUT, or the result of a POST's merge). */
export async function writeDocument(
  db: Db,
  scope: DocumentScope,
  documentId: string,
  content: Uint8Array,
  contentType: string,
): Promise<DocumentRow> {
  const values = {
    portalId: scope.portalId,
    kind: scope.kind,
    activityId: scope.activityId ?? '',
    agentKey: scope.agentKey ?? '',
    registration: scope.registration ?? '',
    documentId,
    content,
    contentType,
    etag: etagOf(content),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(xapiDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [
        xapiDocuments.portalId,
        xapiDocuments.kind,
        xapiDocuments.activityId,
        xapiDocuments.agentKey,
        xapiDocuments.registration,
        xapiDocuments.documentId,
      ],
      set: {
        content: values.content,
        contentType: values.contentType,
        etag: values.etag,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('The document was not stored.');
  return row;
}

/** Deletes one document, or (documentId null: the State resource only) all of the scope. */
export async function deleteDocuments(db: Db, scope: DocumentScope, documentId: string | null) {
  const conditions = scopeConditions(scope);
  if (documentId !== null) conditions.push(eq(xapiDocuments.documentId, documentId));
  await db.delete(xapiDocuments).where(and(...conditions));
}
