import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/database';
import { ltiKeys } from '../db/schema';
import { sealMarked, unsealMarked } from '../security/sealing';

/** LTI 1.3 messages and assertions are signed with RS256 (IMS Security Framework 1.0, §6.1). */
export const LTI_ALG = 'RS256';

/**
 * How long a retired key stays in the JWKS: longer than anything it signed lives (id_tokens and
 * client assertions live minutes, an access token an hour), with a day of margin for caches.
 */
export const RETIRED_KEY_PUBLISHED_MS = 25 * 60 * 60 * 1000;

const PURPOSE = 'lti-keys';

export type LtiSigningKey = { kid: string; privateKey: CryptoKey };

export type LtiKeyRow = {
  kid: string;
  publicJwk: Record<string, string>;
  createdAt: Date;
  retiredAt: Date | null;
};

const PUBLIC = {
  kid: ltiKeys.kid,
  publicJwk: ltiKeys.publicJwk,
  createdAt: ltiKeys.createdAt,
  retiredAt: ltiKeys.retiredAt,
};

/** A new RS256 pair for the portal, its private half sealed (`lti-` and 16 random hex digits). */
async function insertKey(db: Db, portalId: string, createdBy: string | null) {
  const kid = `lti-${randomBytes(8).toString('hex')}`;
  const pair = await generateKeyPair(LTI_ALG, { modulusLength: 2048, extractable: true });
  const { kty, n, e } = (await exportJWK(pair.publicKey)) as Required<Pick<JWK, 'kty' | 'n' | 'e'>>;
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: LTI_ALG };
  const sealed = await sealMarked(db, JSON.stringify(privateJwk), PURPOSE);
  const [row] = await db
    .insert(ltiKeys)
    .values({
      portalId,
      kid,
      publicJwk: { kty, n, e, alg: LTI_ALG, use: 'sig', kid },
      privateJwkSealed: sealed,
      createdBy,
    })
    .returning(PUBLIC);
  if (!row) throw new Error('Inserting an LTI key returned no row');
  return row;
}

/**
 * The key that signs for the portal now: the newest not retired, made on first need. Two first
 * requests at once may both make one: both are published, the newer signs.
 */
export async function ltiSigningKey(db: Db, portalId: string): Promise<LtiSigningKey> {
  const current = async () => {
    const [row] = await db
      .select({ kid: ltiKeys.kid, sealed: ltiKeys.privateJwkSealed })
      .from(ltiKeys)
      .where(and(eq(ltiKeys.portalId, portalId), isNull(ltiKeys.retiredAt)))
      .orderBy(desc(ltiKeys.createdAt), desc(ltiKeys.kid))
      .limit(1);
    return row;
  };
  let row = await current();
  if (!row) {
    await insertKey(db, portalId, null);
    row = await current();
  }
  if (!row) throw new Error('The portal has no LTI key');
  const jwk = JSON.parse(await unsealMarked(db, row.sealed, PURPOSE)) as JWK;
  return { kid: row.kid, privateKey: (await importJWK(jwk, LTI_ALG)) as CryptoKey };
}

/**
 * The portal's published keys, newest first: the signing one and those retired less than
 * RETIRED_KEY_PUBLISHED_MS ago. Makes the first key when there is none, so the JWKS a tool or
 * platform fetches before the first launch already holds the key that will sign it.
 */
export async function ltiPublishedKeys(db: Db, portalId: string, now: Date): Promise<LtiKeyRow[]> {
  await ltiSigningKey(db, portalId);
  return db
    .select(PUBLIC)
    .from(ltiKeys)
    .where(
      and(
        eq(ltiKeys.portalId, portalId),
        or(
          isNull(ltiKeys.retiredAt),
          gt(ltiKeys.retiredAt, new Date(now.getTime() - RETIRED_KEY_PUBLISHED_MS)),
        ),
      ),
    )
    .orderBy(desc(ltiKeys.createdAt), desc(ltiKeys.kid));
}

/** The JWKS document (RFC 7517 §5) of the portal's published keys. */
export async function ltiJwks(db: Db, portalId: string, now: Date) {
  const rows = await ltiPublishedKeys(db, portalId, now);
  return { keys: rows.map((row) => row.publicJwk) };
}

/**
 * A rotation: every key of the portal that still signs is retired (kept published for
 * RETIRED_KEY_PUBLISHED_MS, so what it signed still verifies) and a new one signs from now on.
 */
export async function rotateLtiKey(
  db: Db,
  params: { portalId: string; by: string | null; now: Date },
): Promise<LtiKeyRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(ltiKeys)
      .set({ retiredAt: params.now })
      .where(and(eq(ltiKeys.portalId, params.portalId), isNull(ltiKeys.retiredAt)));
    return insertKey(tx, params.portalId, params.by);
  });
}
