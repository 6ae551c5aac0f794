import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { portalDomains } from '../db/schema';
import { fileStorage } from '../files/storage';
import type { AttachmentPart } from './multipart';
import { xapiAttachments } from './schema';
import type { Statement } from './statement-validation';

/**
 * The bytes of statements' attachments (xAPI 2.0 §4.2.2.6): kept once per portal and SHA-256 in
 * the file storage, and found again for GET /statements?attachments=true.
 */

const storageKey = (portalId: string, sha2: string) => `xapi/${portalId}/${sha2}`;

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Keeps the parts' bytes (before the statements that declare them are stored). */
export async function keepAttachments(db: Db, portalId: string, parts: AttachmentPart[]) {
  for (const part of parts) {
    const [known] = await db
      .select({ sha2: xapiAttachments.sha2 })
      .from(xapiAttachments)
      .where(and(eq(xapiAttachments.portalId, portalId), eq(xapiAttachments.sha2, part.sha2)));
    if (known) continue;
    const key = storageKey(portalId, part.sha2);
    await fileStorage().put(key, once(part.bytes));
    await db
      .insert(xapiAttachments)
      .values({
        portalId,
        sha2: part.sha2,
        contentType: part.contentType,
        length: part.bytes.byteLength,
        storageKey: key,
      })
      .onConflictDoNothing();
  }
}

/** The sha2 of every attachment of the statements that has its bytes here (not a fileUrl). */
function declaredHashes(statements: Statement[]): string[] {
  const hashes = new Set<string>();
  for (const statement of statements) {
    const attachments = Array.isArray(statement.attachments) ? statement.attachments : [];
    for (const attachment of attachments as Record<string, unknown>[]) {
      if (typeof attachment.sha2 === 'string') hashes.add(attachment.sha2.toLowerCase());
    }
  }
  return [...hashes];
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The parts of a multipart answer: one per distinct attachment of the statements. */
export async function attachmentParts(
  db: Db,
  portalId: string,
  statements: Statement[],
): Promise<AttachmentPart[]> {
  const hashes = declaredHashes(statements);
  if (hashes.length === 0) return [];
  const rows = await db
    .select()
    .from(xapiAttachments)
    .where(and(eq(xapiAttachments.portalId, portalId), inArray(xapiAttachments.sha2, hashes)));
  return Promise.all(
    rows.map(async (row) => ({
      contentType: row.contentType,
      sha2: row.sha2,
      bytes: await readAll(await fileStorage().get(row.storageKey)),
    })),
  );
}

/**
 * The home page of the accounts the LRS names as authority: the portal's LRS on its main
 * domain, so an authority says which academy stored the statement.
 */
export async function authorityHomePage(db: Db, portalId: string): Promise<string> {
  const [main] = await db
    .select({ domain: portalDomains.domain })
    .from(portalDomains)
    .where(eq(portalDomains.portalId, portalId))
    .orderBy(asc(portalDomains.position))
    .limit(1);
  return `https://${main?.domain ?? 'lrs.invalid'}/xapi`;
}
