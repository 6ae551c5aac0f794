import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { lrsCredentials } from './schema';
import { XapiError } from './xapi-http';

/**
 * HTTP Basic credentials of a portal's learning record store (xAPI 2.0 §4.1.5 "Authentication"):
 * the key names who stored a statement (its authority), the secret is shown once and kept only
 * as its SHA-256 (it is 32 random bytes, so a fast hash is enough).
 */

export type LrsCredential = typeof lrsCredentials.$inferSelect;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new credential: its row, and the secret to show once. */
export async function createCredential(
  db: Db,
  input: {
    portalId: string;
    kind: LrsCredential['kind'];
    label: string;
    /** A launch credential's learner (IFI key) and registration. */
    agentKey?: string | null;
    registration?: string | null;
    createdBy?: string | null;
    expiresAt?: Date | null;
  },
): Promise<{ credential: LrsCredential; secret: string }> {
  const key = `lrs_${randomBytes(15).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  const [credential] = await db
    .insert(lrsCredentials)
    .values({
      portalId: input.portalId,
      key,
      secretHash: hashSecret(secret),
      kind: input.kind,
      label: input.label,
      agentKey: input.agentKey ?? null,
      registration: input.registration ?? null,
      createdBy: input.createdBy ?? null,
      expiresAt: input.expiresAt ?? null,
    })
    .returning();
  if (!credential) throw new Error('The credential was not stored.');
  return { credential, secret };
}

/** What HTTP Basic sends of a key and secret: base64(key:secret) (cmi5's auth-token too). */
export const basicToken = (key: string, secret: string) =>
  Buffer.from(`${key}:${secret}`).toString('base64');

/** `Basic base64(key:secret)` as the key and secret, or null when it is not one. */
export function basicCredentials(
  header: string | undefined,
): { key: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const unauthorized = () =>
  new XapiError(401, 'The LRS needs HTTP Basic credentials that it issued and that still hold.');

/**
 * The credential of a request's Authorization header: known, its secret right, not revoked and
 * not expired; a 401 otherwise (XAPI-00334), the same whichever of these failed.
 */
export async function authenticate(
  db: Db,
  header: string | undefined,
  now = new Date(),
): Promise<LrsCredential> {
  const given = basicCredentials(header);
  if (!given) throw unauthorized();
  const [credential] = await db
    .select()
    .from(lrsCredentials)
    .where(and(eq(lrsCredentials.key, given.key), isNull(lrsCredentials.revokedAt)))
    .limit(1);
  if (!credential) throw unauthorized();
  const expected = Buffer.from(credential.secretHash, 'hex');
  const actual = Buffer.from(hashSecret(given.secret), 'hex');
  if (!timingSafeEqual(expected, actual)) throw unauthorized();
  if (credential.expiresAt && credential.expiresAt <= now) throw unauthorized();
  return credential;
}

/**
 * The authority the LRS writes on what a credential stores (xAPI 2.0 §4.2.4.2 "Authority"): an
 * Agent whose account is the credential's key on the portal's LRS.
 */
export function authorityOf(credential: LrsCredential, homePage: string) {
  return {
    objectType: 'Agent',
    name: credential.label,
    account: { homePage, name: credential.key },
  };
}

/** Ends a credential at once (a cmi5 session abandoned or ended). */
export async function revokeCredential(db: Db, id: string, now = new Date()) {
  await db
    .update(lrsCredentials)
    .set({ revokedAt: now })
    .where(and(eq(lrsCredentials.id, id), isNull(lrsCredentials.revokedAt)));
}

/** A portal's client credentials (outside tools'), newest first; launch ones are the LMS's own. */
export async function listClientCredentials(db: Db, portalId: string) {
  return db
    .select()
    .from(lrsCredentials)
    .where(and(eq(lrsCredentials.portalId, portalId), eq(lrsCredentials.kind, 'client')))
    .orderBy(desc(lrsCredentials.createdAt), desc(lrsCredentials.id));
}

/** Revokes a client credential of the portal; false when it has none by that id. */
export async function revokeClientCredential(db: Db, portalId: string, id: string) {
  const rows = await db
    .update(lrsCredentials)
    .set({ revokedAt: sql`coalesce(${lrsCredentials.revokedAt}, now())` })
    .where(
      and(
        eq(lrsCredentials.id, id),
        eq(lrsCredentials.portalId, portalId),
        eq(lrsCredentials.kind, 'client'),
      ),
    )
    .returning({ id: lrsCredentials.id });
  return rows.length > 0;
}
