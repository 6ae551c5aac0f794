import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { compactVerify, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import {
  controllerOf,
  credentialDate,
  DID_V1_CONTEXT,
  MULTIKEY_CONTEXT,
  VC_V2_CONTEXT,
} from '../../../shared/open-badges/credential';
import type { Presented } from '../../../shared/open-badges/presented';
import {
  type BadgeChecks,
  type BadgeVerdict,
  badgeVerdict,
} from '../../../shared/open-badges/verdict';
import type { IssuerKeyRow, SigningKey } from './keys';
import { type DidDocument, didKeyDocument, documentLoader, UnresolvableDocument } from './loader';
import { decodeStatusList, statusBit } from './status-list';

/** The portal's did:web document: every published key (retired ones too) may assert. */
export function didDocument(did: string, keys: readonly IssuerKeyRow[]): DidDocument {
  const methods = keys.map((key) => ({
    id: `${did}#${key.keyId}`,
    type: 'Multikey' as const,
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
  }));
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}

async function keyPairOf(did: string, key: SigningKey) {
  return Ed25519Multikey.from({
    '@context': MULTIKEY_CONTEXT,
    type: 'Multikey',
    id: `${did}#${key.keyId}`,
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
}

/**
 * The credential with a DataIntegrityProof (eddsa-rdfc-2022, RDF Dataset Canonicalization),
 * made by `@digitalbazaar/vc` with the stored contexts only.
 */
export async function signDataIntegrity(
  credential: Record<string, unknown>,
  options: { did: string; key: SigningKey; document: DidDocument },
): Promise<Record<string, unknown>> {
  const keyPair = await keyPairOf(options.did, options.key);
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite });
  return vc.issue({
    credential: structuredClone(credential),
    suite,
    documentLoader: documentLoader([options.document]),
  });
}

/**
 * The credential as a VC-JWT (docs/open-badges.md): VC-JOSE-COSE's form, the unsecured
 * credential as the JWS payload (`typ` vc+jwt, `cty` vc, EdDSA, `kid` the verification method),
 * plus the registered claims OB 3.0 §8.2 asks a JWT-encoded credential for (iss, jti, sub where
 * known, nbf, exp), which carry the same values as the credential.
 */
export async function signJwt(
  credential: Record<string, unknown>,
  options: { did: string; key: SigningKey },
): Promise<string> {
  const keyPair = await keyPairOf(options.did, options.key);
  const jwk = await Ed25519Multikey.toJwk({ keyPair });
  // The library keeps the 64-byte secret (seed and public key): a JWK's `d` is the 32-byte seed.
  const seed = keyPair.secretKey?.subarray(0, 32);
  if (seed?.length !== 32) throw new Error('The badge key has no secret half');
  const privateKey = await importJWK(
    { ...jwk, d: Buffer.from(seed).toString('base64url'), alg: 'EdDSA' },
    'EdDSA',
  );
  const seconds = (value: unknown) =>
    typeof value === 'string' ? Math.floor(Date.parse(value) / 1000) : undefined;
  const nbf = seconds(credential.validFrom);
  const exp = seconds(credential.validUntil);
  return new SignJWT({
    ...credential,
    iss: options.did,
    ...(typeof credential.id === 'string' ? { jti: credential.id } : {}),
    ...(nbf !== undefined ? { nbf } : {}),
    ...(exp !== undefined ? { exp } : {}),
  })
    .setProtectedHeader({
      alg: 'EdDSA',
      typ: 'vc+jwt',
      cty: 'vc',
      kid: `${options.did}#${options.key.keyId}`,
    })
    .sign(privateKey);
}

/** The portal's BitstringStatusListCredential (revocation), signed like its credentials. */
export async function statusListCredential(options: {
  url: string;
  did: string;
  issuerName: string;
  encodedList: string;
  key: SigningKey;
  document: DidDocument;
  now: Date;
}): Promise<Record<string, unknown>> {
  return signDataIntegrity(
    {
      '@context': [VC_V2_CONTEXT],
      id: options.url,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: options.did,
      validFrom: credentialDate(options.now),
      credentialSubject: {
        id: `${options.url}#list`,
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: options.encodedList,
      },
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Verification
// ---------------------------------------------------------------------------------------------

/** What the verifier knows of this portal: its DIDs, its keys, its own status list. */
export type VerifierContext = {
  /** This portal's DID documents (one per domain). */
  documents: readonly DidDocument[];
  /** This portal's status list address(es) and its encoded bits, read without the network. */
  statusList: (url: string) => Promise<string | null>;
  now: Date;
};

export type BadgeNote =
  | 'network_unavailable'
  | 'status_unchecked'
  | 'no_status'
  | 'jwt'
  | 'baked'
  | 'not_open_badge';

export type BadgeVerification = {
  verdict: BadgeVerdict;
  checks: BadgeChecks;
  notes: BadgeNote[];
  format: 'json' | 'jwt';
  issuer: { id: string | null; name: string | null };
  achievement: { name: string | null; description: string | null };
  validFrom: string | null;
  validUntil: string | null;
};

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const str = (value: unknown, max = 2000): string | null =>
  typeof value === 'string' && value.length <= max ? value : null;
const types = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string',
  );

function issuerIdOf(credential: Record<string, unknown>): string | null {
  return str(credential.issuer) ?? str(record(credential.issuer)?.id);
}

/** The achievement, issuer and dates as shown, whatever the checks say (strings only). */
function described(credential: Record<string, unknown>) {
  const subject = record(credential.credentialSubject);
  const achievement = record(subject?.achievement);
  return {
    issuer: { id: issuerIdOf(credential), name: str(record(credential.issuer)?.name, 300) },
    achievement: {
      name: str(achievement?.name, 300) ?? str(credential.name, 300),
      description: str(achievement?.description, 2000),
    },
    validFrom: str(credential.validFrom, 40),
    validUntil: str(credential.validUntil, 40),
  };
}

/** Whether `credential` reads as an OB 3.0 credential at all (VC 2.0, OpenBadgeCredential). */
function shapeOf(credential: Record<string, unknown>): boolean {
  const context = credential['@context'];
  if (!Array.isArray(context) || context[0] !== VC_V2_CONTEXT) return false;
  const kinds = types(credential.type);
  if (!kinds.includes('VerifiableCredential')) return false;
  if (!kinds.includes('OpenBadgeCredential') && !kinds.includes('AchievementCredential')) {
    return false;
  }
  const subject = record(credential.credentialSubject);
  return Boolean(issuerIdOf(credential) && subject && record(subject.achievement));
}

function datesOf(credential: Record<string, unknown>, now: Date): 'passed' | 'failed' | null {
  const from = credential.validFrom === undefined ? null : str(credential.validFrom, 40);
  const until = credential.validUntil === undefined ? null : str(credential.validUntil, 40);
  if (credential.validFrom !== undefined && from === null) return null;
  if (credential.validUntil !== undefined && until === null) return null;
  const fromTime = from === null ? Number.NEGATIVE_INFINITY : Date.parse(from);
  const untilTime = until === null ? Number.POSITIVE_INFINITY : Date.parse(until);
  if (Number.isNaN(fromTime) || Number.isNaN(untilTime)) return null;
  return now.getTime() >= fromTime && now.getTime() <= untilTime ? 'passed' : 'failed';
}

/** The status entry's bit in this portal's list: 'failed' when set; unchecked for other lists. */
async function statusOf(
  credential: Record<string, unknown>,
  context: VerifierContext,
  notes: BadgeNote[],
): Promise<BadgeChecks['status']> {
  const entries = Array.isArray(credential.credentialStatus)
    ? credential.credentialStatus
    : credential.credentialStatus === undefined
      ? []
      : [credential.credentialStatus];
  if (entries.length === 0) {
    notes.push('no_status');
    return 'passed';
  }
  let outcome: BadgeChecks['status'] = 'passed';
  for (const raw of entries.slice(0, 4)) {
    const entry = record(raw);
    const url = str(entry?.statusListCredential);
    const index = Number(str(entry?.statusListIndex, 12) ?? Number.NaN);
    if (!entry || !url || !Number.isInteger(index) || index < 0) return 'failed';
    if (!types(entry.type).includes('BitstringStatusListEntry')) {
      notes.push('status_unchecked');
      outcome = outcome === 'passed' ? 'unchecked' : outcome;
      continue;
    }
    const encoded = await context.statusList(url);
    if (encoded === null) {
      notes.push('status_unchecked');
      outcome = outcome === 'passed' ? 'unchecked' : outcome;
      continue;
    }
    const bits = decodeStatusList(encoded);
    const bit = bits ? statusBit(bits, index) : null;
    if (bit === null) return 'failed';
    if (bit) return 'failed';
  }
  return outcome;
}

/** The DID documents the proof may be checked against: this portal's, or a did:key. */
function knownIssuer(issuerId: string, context: VerifierContext): DidDocument | null {
  return context.documents.find((doc) => doc.id === issuerId) ?? didKeyDocument(issuerId);
}

async function dataIntegrityProof(
  credential: Record<string, unknown>,
  issuer: DidDocument,
): Promise<boolean> {
  const proofs = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
  const proof = record(proofs[0]);
  if (
    proofs.length !== 1 ||
    !proof ||
    proof.type !== 'DataIntegrityProof' ||
    proof.cryptosuite !== 'eddsa-rdfc-2022' ||
    typeof proof.verificationMethod !== 'string' ||
    controllerOf(proof.verificationMethod) !== issuer.id
  ) {
    return false;
  }
  // The dates and the status are this module's own checks (with their own words): the library
  // checks the proof "as of" the credential's start, and is told the status is fine.
  const validFrom = str(credential.validFrom, 40);
  const result = await vc.verifyCredential({
    credential: structuredClone(credential),
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: documentLoader([issuer]),
    now: validFrom && !Number.isNaN(Date.parse(validFrom)) ? validFrom : new Date(),
    checkStatus: async () => ({ verified: true }),
  });
  return result.verified;
}

async function jwtProof(
  jwt: string,
  issuer: DidDocument,
  kid: string,
): Promise<Record<string, unknown> | null> {
  const method = issuer.verificationMethod.find((vm) => vm.id === kid);
  if (!method) return null;
  const keyPair = await Ed25519Multikey.from({
    '@context': MULTIKEY_CONTEXT,
    type: 'Multikey',
    publicKeyMultibase: method.publicKeyMultibase,
  });
  const jwk = await Ed25519Multikey.toJwk({ keyPair });
  const key = await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA');
  try {
    const { payload } = await compactVerify(jwt, key, { algorithms: ['EdDSA'] });
    return record(JSON.parse(new TextDecoder().decode(payload)));
  } catch {
    return null;
  }
}

/** The credential a JWT carries: VC-JOSE-COSE's payload, or a VC 1.1-style `vc` claim. */
function credentialOfJwtPayload(payload: Record<string, unknown>): Record<string, unknown> | null {
  const inner = record(payload.vc);
  if (inner) return inner;
  const {
    iss: _iss,
    jti: _jti,
    nbf: _nbf,
    exp: _exp,
    iat: _iat,
    sub: _sub,
    ...credential
  } = payload;
  return credential;
}

function unsafePayload(jwt: string): Record<string, unknown> | null {
  try {
    const [, body = ''] = jwt.split('.');
    return record(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

const malformed = (format: 'json' | 'jwt', notes: BadgeNote[] = []): BadgeVerification => ({
  verdict: 'malformed',
  checks: {
    shape: 'failed',
    issuer: 'unchecked',
    proof: 'unchecked',
    dates: 'unchecked',
    status: 'unchecked',
  },
  notes,
  format,
  issuer: { id: null, name: null },
  achievement: { name: null, description: null },
  validFrom: null,
  validUntil: null,
});

/**
 * Verifies a presented credential (issue 41, item 4): its shape, its issuer (this portal's
 * did:web or a did:key; any other issuer cannot be resolved here, the network being
 * unavailable), its proof (Data Integrity eddsa-rdfc-2022 or a VC-JWT), its dates and its status
 * bit. Never throws on what it is handed: every failure is a verdict.
 */
export async function verifyPresented(
  presented: Presented,
  context: VerifierContext,
): Promise<BadgeVerification> {
  const notes: BadgeNote[] = presented.baked ? ['baked'] : [];
  let credential: Record<string, unknown> | null;
  let kid: string | null = null;
  if (presented.kind === 'jwt') {
    notes.push('jwt');
    let header: Record<string, unknown>;
    try {
      header = decodeProtectedHeader(presented.jwt) as Record<string, unknown>;
    } catch {
      return malformed('jwt', notes);
    }
    kid = str(header.kid);
    const payload = unsafePayload(presented.jwt);
    credential = payload ? credentialOfJwtPayload(payload) : null;
    if (!credential || !kid || header.alg !== 'EdDSA') return malformed('jwt', notes);
  } else {
    credential = presented.credential;
  }
  const format = presented.kind;
  const shown = described(credential);
  const checks: BadgeChecks = {
    shape: shapeOf(credential) ? 'passed' : 'failed',
    issuer: 'unchecked',
    proof: 'unchecked',
    dates: 'unchecked',
    status: 'unchecked',
  };
  const done = (): BadgeVerification => ({
    verdict: badgeVerdict(checks),
    checks,
    notes: [...new Set(notes)],
    format,
    ...shown,
  });
  if (checks.shape === 'failed') {
    if (!types(credential.type).includes('OpenBadgeCredential')) notes.push('not_open_badge');
    return done();
  }
  const issuerId = shown.issuer.id ?? '';
  const issuer = knownIssuer(issuerId, context);
  if (!issuer || (kid !== null && controllerOf(kid) !== issuerId)) {
    checks.issuer = 'failed';
    notes.push('network_unavailable');
    return done();
  }
  // The key named must be one the issuer publishes (else: an unknown key, not a bad proof).
  const proofMethod =
    presented.kind === 'jwt'
      ? kid
      : str(
          record(Array.isArray(credential.proof) ? credential.proof[0] : credential.proof)
            ?.verificationMethod,
        );
  if (!proofMethod || !issuer.verificationMethod.some((vm) => vm.id === proofMethod)) {
    checks.issuer = 'failed';
    return done();
  }
  checks.issuer = 'passed';
  try {
    if (presented.kind === 'jwt' && kid) {
      const signed = await jwtProof(presented.jwt, issuer, kid);
      const signedCredential = signed ? credentialOfJwtPayload(signed) : null;
      checks.proof =
        signedCredential && issuerIdOf(signedCredential) === issuerId ? 'passed' : 'failed';
    } else {
      checks.proof = (await dataIntegrityProof(credential, issuer)) ? 'passed' : 'failed';
    }
  } catch (error) {
    if (error instanceof UnresolvableDocument) {
      checks.issuer = 'failed';
      notes.push('network_unavailable');
      return done();
    }
    checks.proof = 'failed';
  }
  if (checks.proof !== 'passed') return done();
  const dates = datesOf(credential, context.now);
  if (dates === null) {
    checks.shape = 'failed';
    return done();
  }
  checks.dates = dates;
  checks.status = await statusOf(credential, context, notes);
  return done();
}
