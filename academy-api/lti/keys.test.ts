import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ltiKeys, portals } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { LTI_ALG, ltiJwks, ltiSigningKey, RETIRED_KEY_PUBLISHED_MS, rotateLtiKey } from './keys';

const t = setUpTestApi();

async function portalIds() {
  const rows = await t.db.select({ id: portals.id }).from(portals).orderBy(portals.id);
  return rows.map((row) => row.id);
}

async function signed(portalId: string) {
  const key = await ltiSigningKey(t.db, portalId);
  return new SignJWT({ sub: 'someone' })
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
}

/** Issue 38 item 1: "Each portal has its own signing keys (RS256, rotation with the old key kept in the JWKS until its tokens expire) published at a JWKS URL." */
describe('LTI signing keys', () => {
  it('signs with a key the portal publishes, its private half sealed, one per portal', async () => {
    const [first, second] = await portalIds();
    if (!first || !second) throw new Error('two portals are seeded');
    const token = await signed(first);
    const jwks = await ltiJwks(t.db, first, new Date());
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(Object.keys(jwks.keys[0] ?? {})).not.toContain('d');
    await expect(jwtVerify(token, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    // Another portal's keys do not verify it.
    const others = await ltiJwks(t.db, second, new Date());
    await expect(jwtVerify(token, createLocalJWKSet(others))).rejects.toThrow();
    const [row] = await t.db.select().from(ltiKeys).where(eq(ltiKeys.portalId, first));
    expect(row?.privateJwkSealed).toMatch(/^sealed:/);
  });

  it('keeps a retired key published for a day and a little, then drops it', async () => {
    const [portalId] = await portalIds();
    if (!portalId) throw new Error('a portal is seeded');
    const before = await signed(portalId);
    const oldKid = decodeProtectedHeader(before).kid;
    const now = new Date();
    const fresh = await rotateLtiKey(t.db, { portalId, by: null, now });
    expect(fresh.kid).not.toBe(oldKid);
    const after = await signed(portalId);
    expect(decodeProtectedHeader(after).kid).toBe(fresh.kid);
    const soon = await ltiJwks(t.db, portalId, new Date(now.getTime() + 60_000));
    expect(soon.keys.map((key) => key.kid)).toEqual([fresh.kid, oldKid]);
    await expect(jwtVerify(before, createLocalJWKSet(soon))).resolves.toBeTruthy();
    const later = await ltiJwks(
      t.db,
      portalId,
      new Date(now.getTime() + RETIRED_KEY_PUBLISHED_MS + 1),
    );
    expect(later.keys.map((key) => key.kid)).toEqual([fresh.kid]);
  });

  it('publishes the JWKS without a session', async () => {
    const { status, response } = await t.request('/v1/lti/jwks');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/jwk-set+json');
    const jwks = (await response.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });
});
