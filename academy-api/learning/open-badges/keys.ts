import { randomBytes } from 'node:crypto';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { badgeIssuerKeys } from '../../db/schema';
import { seal, unseal } from '../../security/sealing';

export type IssuerKeyRow = Omit<typeof badgeIssuerKeys.$inferSelect, 'secretKeySealed'>;

/** A signing key: the public half and the unsealed secret, in Multikey form. */
export type SigningKey = {
  keyId: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
};

const PUBLIC = {
  id: badgeIssuerKeys.id,
  portalId: badgeIssuerKeys.portalId,
  keyId: badgeIssuerKeys.keyId,
  publicKeyMultibase: badgeIssuerKeys.publicKeyMultibase,
  createdAt: badgeIssuerKeys.createdAt,
  retiredAt: badgeIssuerKeys.retiredAt,
  createdBy: badgeIssuerKeys.createdBy,
};

/** Every key of the portal, oldest first: all of them are published (rotation retires, never revokes). */
export function issuerKeys(db: Db, portalId: string): Promise<IssuerKeyRow[]> {
  return db
    .select(PUBLIC)
    .from(badgeIssuerKeys)
    .where(eq(badgeIssuerKeys.portalId, portalId))
    .orderBy(asc(badgeIssuerKeys.createdAt), asc(badgeIssuerKeys.keyId));
}

/** A new key pair for the portal, its secret sealed (`key-` and 12 random hex digits). */
async function insertKey(
  db: Db,
  portalId: string,
  createdBy: string | null,
): Promise<IssuerKeyRow> {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
  const [row] = await db
    .insert(badgeIssuerKeys)
    .values({
      portalId,
      keyId: `key-${randomBytes(6).toString('hex')}`,
      publicKeyMultibase: exported.publicKeyMultibase,
      secretKeySealed: await seal(db, exported.secretKeyMultibase),
      createdBy,
    })
    .returning(PUBLIC);
  if (!row) throw new Error('Inserting a badge issuer key returned no row');
  return row;
}

/**
 * The key that signs the portal's credentials now: the newest not retired, made on first need.
 * Two first requests at once may both make one: both are published, the newer signs.
 */
export async function signingKey(db: Db, portalId: string): Promise<SigningKey> {
  const current = async () => {
    const [row] = await db
      .select({ ...PUBLIC, secretKeySealed: badgeIssuerKeys.secretKeySealed })
      .from(badgeIssuerKeys)
      .where(and(eq(badgeIssuerKeys.portalId, portalId), isNull(badgeIssuerKeys.retiredAt)))
      .orderBy(desc(badgeIssuerKeys.createdAt), desc(badgeIssuerKeys.keyId))
      .limit(1);
    return row;
  };
  let row = await current();
  if (!row) {
    await insertKey(db, portalId, null);
    row = await current();
  }
  if (!row) throw new Error('The portal has no badge issuer key');
  return {
    keyId: row.keyId,
    publicKeyMultibase: row.publicKeyMultibase,
    secretKeyMultibase: await unseal(db, row.secretKeySealed),
  };
}

/**
 * A rotation: every key of the portal that still signs is retired (kept published, so what it
 * signed still verifies) and a new one signs from now on. Answers the new key.
 */
export async function rotateKey(
  db: Db,
  params: { portalId: string; by: string | null; now: Date },
): Promise<IssuerKeyRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(badgeIssuerKeys)
      .set({ retiredAt: params.now })
      .where(and(eq(badgeIssuerKeys.portalId, params.portalId), isNull(badgeIssuerKeys.retiredAt)));
    return insertKey(tx, params.portalId, params.by);
  });
}
