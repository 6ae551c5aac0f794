import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { obV3CredentialProblems } from '../../shared/open-badges/ob-v3-schema';
import { bakePng, credentialTextOfPng, PNG_DATA_URL } from '../../shared/open-badges/png';
import { accounts, badgeCredentials, certificates, certifications } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { BADGE_PNG_WIDTH } from './open-badges/badge-png';
import { documentLoader } from './open-badges/loader';
import { decodeStatusList, statusBit } from './open-badges/status-list';

const { t, id, ask } = setUpDemoApi(['ada', 'stijn', 'cora'] as const);

/** A file answer (JSON-LD, JWT, SVG) straight from the API: the test client reads JSON only. */
async function raw(path: string, token?: string, domain = 'localhost') {
  const response = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: {
        'x-portal-domain': domain,
        'x-portal-host': 'localhost:3000',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }),
  );
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

let address = 0;
async function verifyText(credential: unknown) {
  address += 1;
  const { status, body } = await ask(null, '/v1/open_badges/verifications', {
    method: 'POST',
    domain: 'localhost',
    headers: { 'x-academy-client-address': `10.9.0.${address}`, 'x-portal-host': 'localhost:3000' },
    body: { data: { type: 'open_badge_verifications', attributes: { credential } } },
  });
  return { status, attributes: body?.data?.attributes as Json, body };
}

/** Stijn's demo certificate (DEMO-DATA.md "Learning"). */
async function stijnsCertificate() {
  const [row] = await t.db
    .select({ id: certificates.id, certificationId: certificates.certificationId })
    .from(certificates)
    .where(eq(certificates.accountId, id.stijn ?? ''));
  if (!row) throw new Error('Stijn holds no certificate');
  return row;
}

/** A certificate of its own for a fresh account of the Demo Academy (to revoke or expire). */
async function freshCertificate(expiresAt: Date | null = null) {
  const stijn = await stijnsCertificate();
  const [account] = await t.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, id.stijn ?? ''));
  if (!account) throw new Error('No Stijn');
  const [fresh] = await t.db
    .insert(accounts)
    .values({
      portalId: account.portalId,
      entityId: account.entityId,
      email: `badge-${crypto.randomUUID().slice(0, 8)}@example.org`,
      fullName: 'Badge Holder',
      locale: 'en',
      passwordHash: account.passwordHash,
    })
    .returning({ id: accounts.id, portalId: accounts.portalId });
  if (!fresh) throw new Error('No account');
  const [row] = await t.db
    .insert(certificates)
    .values({
      portalId: fresh.portalId,
      certificationId: stijn.certificationId,
      accountId: fresh.id,
      code: `OB${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      expiresAt,
    })
    .returning({ id: certificates.id });
  if (!row) throw new Error('No certificate');
  return row.id;
}

const token = () => t.signIn('admin@demo.academy');

describe('Open Badges 3.0 credentials of certificates', () => {
  it('issues a JSON-LD credential that verifies here and with @digitalbazaar/vc', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const { status, type, text } = await raw(
      `/v1/certificates/${certificateId}/open_badge/json`,
      stijnToken,
    );
    expect(status).toBe(200);
    expect(type).toContain('application/vc+ld+json');
    const credential = JSON.parse(text);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer.id).toBe('did:web:localhost%3A3000');
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
    });
    const identity = credential.credentialSubject.identifier[0];
    expect(identity).toMatchObject({
      type: 'IdentityObject',
      hashed: true,
      identityType: 'emailAddress',
    });
    expect(identity.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(credential)).not.toContain('student@demo.academy');
    expect(obV3CredentialProblems(credential)).toEqual([]);
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: 'http://localhost:3000/open-badges/status-list',
    });

    const ours = await verifyText(text);
    expect(ours.status).toBe(200);
    expect(ours.attributes).toMatchObject({
      verdict: 'valid',
      format: 'json',
      checks: {
        shape: 'passed',
        issuer: 'passed',
        proof: 'passed',
        dates: 'passed',
        status: 'passed',
      },
      issuer_id: 'did:web:localhost%3A3000',
    });

    // Independently: the library's own verifier, with the did.json the portal publishes.
    const did = JSON.parse((await raw('/v1/open_badges/did')).text);
    const independent = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader: documentLoader([did]),
      checkStatus: async () => ({ verified: true }),
    });
    expect(independent.verified).toBe(true);
  });

  it('issues a VC-JWT that verifies; a changed byte fails it (tampered)', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const { status, text: jwt } = await raw(
      `/v1/certificates/${certificateId}/open_badge/jwt`,
      stijnToken,
    );
    expect(status).toBe(200);
    const [header, payload, signature] = jwt.trim().split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({
      alg: 'EdDSA',
      typ: 'vc+jwt',
    });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.iss).toBe('did:web:localhost%3A3000');
    expect(claims.type).toContain('OpenBadgeCredential');
    expect((await verifyText(jwt)).attributes).toMatchObject({ verdict: 'valid', format: 'jwt' });

    const changed = { ...claims, name: `${claims.name} (honours)` };
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect((await verifyText(forged)).attributes.verdict).toBe('tampered');
  });

  it('reports a changed JSON-LD credential as tampered, and hostile input as malformed', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const credential = JSON.parse(
      (await raw(`/v1/certificates/${certificateId}/open_badge/json`, stijnToken)).text,
    );
    credential.credentialSubject.achievement.name = 'Brain surgery';
    expect((await verifyText(JSON.stringify(credential))).attributes.verdict).toBe('tampered');

    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const hostile of ['{', '[]', '{"@context": 5}', `{"a":${deep}}`, 'not a credential', '']) {
      const answer = await verifyText(hostile);
      expect(answer.status).toBe(200);
      expect(answer.attributes.verdict).toBe('malformed');
    }
    expect((await verifyText(5)).status).toBe(422);
    expect((await verifyText('x'.repeat(600_000))).status).toBe(422);
  });

  it('bakes the credential into an SVG badge that verifies as it is', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const {
      status,
      type,
      text: svg,
    } = await raw(`/v1/certificates/${certificateId}/open_badge/svg`, stijnToken);
    expect(status).toBe(200);
    expect(type).toContain('image/svg+xml');
    expect(svg).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    expect(svg).toContain('<openbadges:credential><![CDATA[');
    const answer = await verifyText(svg);
    expect(answer.attributes).toMatchObject({ verdict: 'valid', notes: ['baked'] });
  });

  it('bakes the credential into a PNG badge that verifies as it is, and fails with a changed byte', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const response = await t.api.fetch(
      new Request(`http://api/v1/certificates/${certificateId}/open_badge/png`, {
        headers: {
          'x-portal-domain': 'localhost',
          'x-portal-host': 'localhost:3000',
          authorization: `Bearer ${stijnToken}`,
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    // A real image: sharp reads it back at the badge's width.
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: BADGE_PNG_WIDTH });
    const baked = credentialTextOfPng(png);
    if (!baked?.ok) throw new Error('no credential baked in');
    expect(JSON.parse(baked.text).type).toContain('OpenBadgeCredential');
    const dataUrl = `${PNG_DATA_URL}${Buffer.from(png).toString('base64')}`;
    expect((await verifyText(dataUrl)).attributes).toMatchObject({
      verdict: 'valid',
      notes: ['baked'],
    });
    // The credential changed inside the image (its CRC made right again): the proof fails.
    const changed = bakePng(
      png,
      baked.text.replace('"OpenBadgeCredential"', '"OpenBadgeCredentia1"'),
    );
    const tampered = await verifyText(`${PNG_DATA_URL}${Buffer.from(changed).toString('base64')}`);
    expect(tampered.attributes.verdict).not.toBe('valid');
  });

  it('flips the status bit on revocation, and the check says revoked', async () => {
    const certificateId = await freshCertificate();
    const adminToken = await token();
    const before = await raw(`/v1/certificates/${certificateId}/open_badge/json`, adminToken);
    expect(before.status).toBe(200);
    const credential = JSON.parse(before.text);
    const index = Number(credential.credentialStatus.statusListIndex);
    const bitOf = async () => {
      const list = JSON.parse((await raw('/v1/open_badges/status_list')).text);
      expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
      expect(list.proof.cryptosuite).toBe('eddsa-rdfc-2022');
      const bits = decodeStatusList(list.credentialSubject.encodedList);
      expect(bits?.length).toBe(131_072 / 8);
      return statusBit(bits ?? new Uint8Array(), index);
    };
    expect(await bitOf()).toBe(false);
    expect((await verifyText(before.text)).attributes.verdict).toBe('valid');

    const revoked = await ask('ada', `/v1/certificates/${certificateId}/revoke`, {
      method: 'POST',
      body: { data: { type: 'certificates', attributes: { reason: 'Issued in error' } } },
    });
    expect(revoked.status).toBe(200);
    expect(await bitOf()).toBe(true);
    expect((await verifyText(before.text)).attributes).toMatchObject({
      verdict: 'revoked',
      checks: { proof: 'passed', status: 'failed' },
    });
  });

  it('reports an expired certificate as expired (its bit set too)', async () => {
    const certificateId = await freshCertificate(new Date(Date.now() + 60_000));
    const adminToken = await token();
    const { text } = await raw(`/v1/certificates/${certificateId}/open_badge/json`, adminToken);
    expect((await verifyText(text)).attributes.verdict).toBe('valid');
    await t.db
      .update(certificates)
      .set({ issuedAt: new Date(Date.now() - 86_400_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, certificateId));
    const late = JSON.parse(
      (await raw(`/v1/certificates/${certificateId}/open_badge/json`, adminToken)).text,
    );
    expect(late.validUntil).toBeDefined();
    expect((await verifyText(JSON.stringify(late))).attributes).toMatchObject({
      verdict: 'expired',
      checks: { dates: 'failed', status: 'failed' },
    });
  });

  it('keeps credentials signed before a key rotation valid, and publishes every key', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const old = await raw(`/v1/certificates/${certificateId}/open_badge/json`, stijnToken);
    const oldJwt = await raw(`/v1/certificates/${certificateId}/open_badge/jwt`, stijnToken);
    const oldMethod = JSON.parse(old.text).proof.verificationMethod;

    expect(
      (await ask('stijn', '/v1/open_badges/keys', { method: 'POST', body: { rotate: true } }))
        .status,
    ).toBe(403);
    const rotated = await ask('ada', '/v1/open_badges/keys', {
      method: 'POST',
      body: { rotate: true },
    });
    expect(rotated.status).toBe(201);
    expect(rotated.body.data.attributes.signing).toBe(true);

    const keys = await ask('ada', '/v1/open_badges/keys');
    expect(keys.status).toBe(200);
    const methods = keys.body.data.map((key: Json) => key.attributes.verification_method);
    expect(methods).toContain(oldMethod);
    expect(keys.body.data.filter((key: Json) => key.attributes.signing)).toHaveLength(1);

    const did = JSON.parse((await raw('/v1/open_badges/did')).text);
    expect(did.id).toBe('did:web:localhost%3A3000');
    expect(did['@context']).toEqual([
      'https://www.w3.org/ns/did/v1',
      'https://w3id.org/security/multikey/v1',
    ]);
    expect(did.assertionMethod).toEqual(expect.arrayContaining([oldMethod]));
    for (const method of did.verificationMethod) {
      expect(method).toMatchObject({ type: 'Multikey', controller: did.id });
      expect(method.publicKeyMultibase).toMatch(/^z6Mk/);
    }

    const fresh = JSON.parse(
      (await raw(`/v1/certificates/${certificateId}/open_badge/json`, stijnToken)).text,
    );
    expect(fresh.proof.verificationMethod).not.toBe(oldMethod);
    expect((await verifyText(old.text)).attributes.verdict).toBe('valid');
    expect((await verifyText(oldJwt.text)).attributes.verdict).toBe('valid');
    expect((await verifyText(JSON.stringify(fresh))).attributes.verdict).toBe('valid');
  });

  it('says unknown issuer for a did:web it cannot resolve (no network)', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const stijnToken = await t.signIn('student@demo.academy');
    const credential = JSON.parse(
      (await raw(`/v1/certificates/${certificateId}/open_badge/json`, stijnToken)).text,
    );
    credential.issuer.id = 'did:web:badges.example.org';
    credential.proof.verificationMethod = 'did:web:badges.example.org#key-1';
    expect((await verifyText(JSON.stringify(credential))).attributes).toMatchObject({
      verdict: 'unknown_issuer',
      notes: ['network_unavailable'],
    });
  });

  it('keeps certificates private: another learner gets 404, an unknown format 404', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const cora = await t.signIn('coach@demo.academy');
    expect((await raw(`/v1/certificates/${certificateId}/open_badge/json`, cora)).status).toBe(404);
    const stijnToken = await t.signIn('student@demo.academy');
    expect((await raw(`/v1/certificates/${certificateId}/open_badge/pdf`, stijnToken)).status).toBe(
      404,
    );
    // Each download reuses the certificate's one status place.
    const places = await t.db
      .select()
      .from(badgeCredentials)
      .where(and(eq(badgeCredentials.certificateId, certificateId)));
    expect(places).toHaveLength(1);
    expect((await t.db.select().from(certifications)).length).toBeGreaterThan(0);
  });
});
