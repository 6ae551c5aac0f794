import { createHash, randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import {
  lookupWaitSeconds,
  VERIFY_LOOKUPS_PER_MINUTE,
} from '../../shared/certificates/verify-throttle';
import {
  badgeIssuerKeys as badgeIssuerKeyContract,
  openBadgeVerifications,
} from '../../shared/learning/contract';
import { badgeSvg } from '../../shared/open-badges/badge-image';
import {
  achievementDescription,
  criteriaNarrative,
  didWebOf,
  identityHashOf,
  openBadgeCredential,
} from '../../shared/open-badges/credential';
import { bakePng } from '../../shared/open-badges/png';
import {
  bakeSvg,
  PRESENTED_MAX_CHARS,
  presentedCredential,
} from '../../shared/open-badges/presented';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import { CLIENT_ADDRESS_HEADER, throttleWait } from '../accounts';
import type { AppEnv } from '../app-env';
import { requestTexts } from '../i18n/request-texts';
import type { ResourceObject } from '../jsonapi/document';
import { attributesOf, listResponse, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { notFound, tooManyAttempts } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { currentPortal, normaliseDomain } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { type Answers, file, list, one } from '../openapi/answers';
import { findCertificate, findCertification, recordVerifyLookup } from './certificates.queries';
import { badgePng } from './open-badges/badge-png';
import {
  type BadgeVerification,
  didDocument,
  signDataIntegrity,
  signJwt,
  statusListCredential,
  verifyPresented,
} from './open-badges/credentials';
import { type IssuerKeyRow, issuerKeys, rotateKey, signingKey } from './open-badges/keys';
import type { DidDocument } from './open-badges/loader';
import { encodeStatusList } from './open-badges/status-list';
import { badgeRecord, setStatusIndices } from './open-badges.queries';

type C = Context<AppEnv>;

/** Where the status list is published, below a portal domain's base URL (app/open-badges). */
export const STATUS_LIST_PATH = '/open-badges/status-list';

/**
 * The portal as an issuer, as seen through the request's domain: its did:web (the domain's base
 * URL, a loopback one on the request's port), name and status list address; and the DID
 * documents of all its domains (a credential issued through one verifies through another).
 */
async function issuerOf(c: C) {
  const portal = await currentPortal(c);
  const host = c.req.header(PORTAL_HOST_HEADER);
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const bases = portal.domains.map((entry) => servedBaseUrl(entry.base_url, host));
  const configured = portal.domains.find((entry) => entry.domain === domain)?.base_url;
  const base = configured ? servedBaseUrl(configured, host) : bases[0];
  const did = base ? didWebOf(base) : null;
  if (!base || !did) throw notFound();
  const db = c.var.db;
  // The first credential, status list or did.json makes the first key.
  await signingKey(db, portal.id);
  const keys = await issuerKeys(db, portal.id);
  const documents: DidDocument[] = [];
  for (const other of bases) {
    const otherDid = didWebOf(other);
    if (otherDid && !documents.some((doc) => doc.id === otherDid)) {
      documents.push(didDocument(otherDid, keys));
    }
  }
  return {
    portal,
    base,
    did,
    keys,
    document: didDocument(did, keys),
    documents,
    statusListUrls: bases.map((other) => `${other}${STATUS_LIST_PATH}`),
    statusListUrl: `${base}${STATUS_LIST_PATH}`,
  };
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

const FORMATS = {
  json: { type: 'application/vc+ld+json', extension: 'json' },
  jwt: { type: 'application/vc+jwt', extension: 'jwt' },
  svg: { type: 'image/svg+xml', extension: 'svg' },
  png: { type: 'image/png', extension: 'png' },
} as const;

type Format = keyof typeof FORMATS;

const fileName = (name: string, extension: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'certificate'
  }-open-badge.${extension}`;

/**
 * /v1/certificates/{id}/open_badge/{json|jwt|svg|png}: the certificate as an Open Badges 3.0
 * credential, for its holder or staff (RULES.certifications); anyone else's, another portal's
 * or an unknown format: 404. Signed now with the portal's current key.
 */
export const certificateBadgeRoutes = new Hono<AppEnv>().get(
  '/:id/open_badge/:format',
  async (c) => {
    const viewer = requireViewer(c.var.viewer);
    queryOf(c, {});
    const format = c.req.param('format');
    if (!(format in FORMATS)) throw notFound();
    const db = c.var.db;
    const portalId = c.var.portal.id;
    const row = await findCertificate(db, { portalId, id: uuidParam(c.req.param('id')) });
    const staff = RULES.certifications({ roles: viewer.roles, features: c.var.portal.features });
    if (!row || (row.accountId !== viewer.id && !staff)) throw notFound();
    const [issuer, definition, kept] = await Promise.all([
      issuerOf(c),
      findCertification(db, { portalId, id: row.certificationId }),
      badgeRecord(db, { portalId, certificateId: row.id }),
    ]);
    const key = await signingKey(db, portalId);
    const courses = row.courses.map((course) => course.title);
    const credential = openBadgeCredential({
      id: `${issuer.base}/verify/${encodeURIComponent(row.code)}`,
      issuer: { id: issuer.did, name: row.portalName, url: issuer.base },
      achievement: {
        id: `urn:uuid:${row.certificationId}`,
        name: row.certificationName,
        description: achievementDescription(row.certificationName, row.portalName, courses.length),
        criteria: criteriaNarrative(courses, definition?.minScore ?? null),
      },
      identityHash: identityHashOf(row.holderEmail, kept.salt, sha256Hex),
      salt: kept.salt,
      validFrom: row.issuedAt,
      validUntil: row.expiresAt,
      status: { listUrl: issuer.statusListUrl, index: kept.statusIndex },
    });
    const chosen = FORMATS[format as Format];
    const signing = { did: issuer.did, key, document: issuer.document };
    let body: BodyInit;
    if (format === 'jwt') body = await signJwt(credential, signing);
    else {
      const signed = await signDataIntegrity(credential, signing);
      const image = badgeSvg(row.certificationName, row.portalName);
      if (format === 'json') body = `${JSON.stringify(signed, null, 2)}\n`;
      else if (format === 'svg') body = bakeSvg(image, signed);
      else body = Buffer.from(bakePng(await badgePng(image), JSON.stringify(signed)));
    }
    return new Response(body, {
      headers: {
        'content-type': format === 'png' ? chosen.type : `${chosen.type}; charset=utf-8`,
        'content-disposition': `attachment; filename="${fileName(row.certificationName, chosen.extension)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);

const PUBLIC_JSON = {
  'cache-control': 'public, max-age=60',
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
};

/** The 429 of too many checks, naming the wait in the request's language. */
const checksRefused = async (c: C, seconds: number) =>
  tooManyAttempts(seconds, (await requestTexts(c)).text('learning.tooManyLookups', { seconds }));

export const verificationSchema = z.object({
  credential: z.string().max(PRESENTED_MAX_CHARS),
});

/** The answer of a check: the verdict and what the credential says (no personal data). */
export function verificationResource(
  result: BadgeVerification | null,
  problem: string | null,
): ResourceObject {
  return resourceOf(openBadgeVerifications, randomUUID(), {
    verdict: result?.verdict ?? 'malformed',
    format: result?.format ?? null,
    checks: result?.checks ?? {
      shape: 'failed',
      issuer: 'unchecked',
      proof: 'unchecked',
      dates: 'unchecked',
      status: 'unchecked',
    },
    notes: result?.notes ?? [],
    problem,
    issuer_id: result?.issuer.id ?? null,
    issuer_name: result?.issuer.name ?? null,
    achievement_name: result?.achievement.name ?? null,
    achievement_description: result?.achievement.description ?? null,
    valid_from: result?.validFrom ?? null,
    valid_until: result?.validUntil ?? null,
  });
}

/** A rotation is asked for in so many words (`{"rotate": true}`). */
const rotationSchema = z.object({ rotate: z.literal(true) });

function keyResource(row: IssuerKeyRow, did: string, signingKeyId: string): ResourceObject {
  return resourceOf(badgeIssuerKeyContract, row.id, {
    key_id: row.keyId,
    verification_method: `${did}#${row.keyId}`,
    public_key_multibase: row.publicKeyMultibase,
    signing: row.keyId === signingKeyId,
    created_at: iso(row.createdAt),
    retired_at: iso(row.retiredAt),
  });
}

/**
 * /v1/open_badges: the portal as an Open Badges issuer (docs/open-badges.md). Public: its DID
 * document (app: /.well-known/did.json), its signed status list (app: /open-badges/status-list)
 * and checking any presented credential (20 a minute per address, like /verify/{code}). Staff
 * (RULES.certifications): its keys, and a rotation.
 */
export const openBadgeRoutes = new Hono<AppEnv>()
  .get('/did', async (c) => {
    queryOf(c, {});
    const issuer = await issuerOf(c);
    return new Response(JSON.stringify(issuer.document, null, 2), {
      headers: { ...PUBLIC_JSON, 'content-type': 'application/did+json' },
    });
  })
  .get('/status_list', async (c) => {
    queryOf(c, {});
    const issuer = await issuerOf(c);
    const now = new Date();
    const db = c.var.db;
    const credential = await statusListCredential({
      url: issuer.statusListUrl,
      did: issuer.did,
      issuerName: issuer.portal.name,
      encodedList: encodeStatusList(
        await setStatusIndices(db, { portalId: issuer.portal.id, now }),
      ),
      key: await signingKey(db, issuer.portal.id),
      document: issuer.document,
      now,
    });
    return new Response(JSON.stringify(credential, null, 2), {
      headers: { ...PUBLIC_JSON, 'content-type': 'application/vc+ld+json' },
    });
  })
  .post('/verifications', async (c) => {
    const key = `badge-verify:address:${c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown'}`;
    const now = new Date();
    const db = c.var.db;
    const wait = await throttleWait(db, [key], now);
    if (wait > 0) throw await checksRefused(c, wait);
    const counter = await recordVerifyLookup(db, key, now);
    if (counter.count > VERIFY_LOOKUPS_PER_MINUTE) {
      throw await checksRefused(c, lookupWaitSeconds(counter, now));
    }
    const input = await attributesOf(c, verificationSchema);
    const presented = presentedCredential(input.credential);
    if (!presented.ok) return resourceResponse(verificationResource(null, presented.problem));
    const issuer = await issuerOf(c);
    const result = await verifyPresented(presented.value, {
      documents: issuer.documents,
      statusList: async (url) =>
        issuer.statusListUrls.includes(url)
          ? encodeStatusList(await setStatusIndices(db, { portalId: issuer.portal.id, now }))
          : null,
      now,
    });
    return resourceResponse(verificationResource(result, null));
  })
  .get('/keys', async (c) => {
    authorize(c, RULES.certifications);
    const issuer = await issuerOf(c);
    const current = await signingKey(c.var.db, issuer.portal.id);
    return listResponse(c, {
      query: {},
      load: async () => ({
        rows: issuer.keys,
        total: issuer.keys.length,
        meta: { did: issuer.did },
      }),
      serialize: (row) => keyResource(row, issuer.did, current.keyId),
    });
  })
  .post('/keys', async (c) => {
    const viewer = authorize(c, RULES.certifications);
    await attributesOf(c, rotationSchema);
    const row = await rotateKey(c.var.db, {
      portalId: c.var.portal.id,
      by: viewer.actor?.id ?? viewer.id,
      now: new Date(),
    });
    const issuer = await issuerOf(c);
    return resourceResponse(keyResource(row, issuer.did, row.keyId), { status: 201 });
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/certificates/:id/open_badge/:format': file(
    'application/vc+ld+json',
    'The certificate as an Open Badges 3.0 credential: JSON-LD with a DataIntegrityProof (json), a VC-JWT (jwt) or a baked SVG (svg) or PNG (png) badge.',
  ),
  'GET /v1/open_badges/did': file('application/did+json', "The portal's did:web DID document."),
  'GET /v1/open_badges/status_list': file(
    'application/vc+ld+json',
    "The portal's signed BitstringStatusListCredential (revocation).",
  ),
  'POST /v1/open_badges/verifications': one('open_badge_verifications'),
  'GET /v1/open_badges/keys': list('badge_issuer_keys'),
  'POST /v1/open_badges/keys': one('badge_issuer_keys', { status: [201] }),
};

const CERTIFICATIONS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

/** The Open Badges routes' rows of the route × account table. */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/certificates/:id/open_badge/:format',
    path: () => `/v1/certificates/${NO_SUCH}/open_badge/json`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/open_badges/keys',
    path: () => '/v1/open_badges/keys',
    expect: CERTIFICATIONS,
  },
  {
    method: 'POST',
    route: '/v1/open_badges/keys',
    path: () => '/v1/open_badges/keys',
    body: { rotate: false },
    expect: { ...CERTIFICATIONS, ada: 422, alex: 422 },
  },
  // Public: the issuer's DID document and status list, and checking a credential.
  {
    method: 'GET',
    route: '/v1/open_badges/did',
    path: () => '/v1/open_badges/did',
    expect: { others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/open_badges/status_list',
    path: () => '/v1/open_badges/status_list',
    expect: { others: 200 },
  },
  {
    method: 'POST',
    route: '/v1/open_badges/verifications',
    path: () => '/v1/open_badges/verifications',
    body: { credential: 42 },
    expect: { others: 422 },
  },
];
