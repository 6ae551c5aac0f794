/**
 * Open Badges 3.0 credentials (issue 41, item 3; docs/open-badges.md): the pure part. What an
 * issued certificate says as an `OpenBadgeCredential` (VC Data Model 2.0), before any proof;
 * the portal's did:web identifier; the criteria in words. Signing and checking are the API's
 * (academy-api/learning/open-badges/).
 */

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
export const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';
/** The OB 3.0 JSON Schema a credential names (credentialSchema), as the spec publishes it. */
export const OB_V3_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/**
 * Bits in a status list: the spec's minimum (16 KB uncompressed), so that one credential's bit
 * says nothing about how many the portal issued (herd privacy).
 */
export const STATUS_LIST_LENGTH = 131_072;

export type BadgeAchievement = {
  /** urn:uuid:{certification id}. */
  id: string;
  name: string;
  description: string;
  /** The criteria in words (criteriaNarrative). */
  criteria: string;
};

export type BadgeIssuer = { id: string; name: string; url: string };

export type BadgeInput = {
  /** The credential's id: the certificate's public verification address. */
  id: string;
  issuer: BadgeIssuer;
  achievement: BadgeAchievement;
  /** `sha256$…` of the holder's e-mail and salt (identityHashOf). */
  identityHash: string;
  salt: string;
  validFrom: Date;
  /** Null: the certificate never expires. */
  validUntil: Date | null;
  /** The portal's status list credential and this certificate's bit in it. */
  status: { listUrl: string; index: number };
};

/** XML Schema dateTime in UTC without milliseconds (VC 2.0 dateTimeStamp). */
export function credentialDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * The `identityHash` of an e-mail address (OB 3.0 IdentityHash): `sha256$` and the hex SHA-256
 * of the address (trimmed, lower case) followed by the salt. `sha256Hex` is the platform's
 * digest (node:crypto on the server), so this stays pure.
 */
export function identityHashOf(
  email: string,
  salt: string,
  sha256Hex: (text: string) => string,
): string {
  return `sha256$${sha256Hex(`${normalizedEmail(email)}${salt}`)}`;
}

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * The criteria of a certification in words (OB 3.0 Criteria.narrative, Markdown): the courses to
 * complete and, when set, the quiz score needed.
 */
export function criteriaNarrative(courses: readonly string[], minScore: number | null): string {
  const list = courses.map((title) => `- ${title}`).join('\n');
  const score =
    minScore === null ? '' : `\n\nwith a quiz score of at least ${minScore}% in each of them`;
  return `Complete ${courses.length === 1 ? 'this course' : `these ${courses.length} courses`}:\n\n${list}${score}.`;
}

/** The one-line description of a certification's achievement. */
export function achievementDescription(name: string, portalName: string, courses: number): string {
  return `${name}: awarded by ${portalName} for completing ${courses === 1 ? 'one course' : `${courses} courses`}.`;
}

/**
 * An issued certificate as an unsigned OpenBadgeCredential: VC 2.0 `validFrom`/`validUntil`,
 * the holder as a hashed e-mail IdentityObject (no name, no address in the clear), the
 * achievement with its criteria, and its entry in the portal's Bitstring Status List.
 */
export function openBadgeCredential(input: BadgeInput): Record<string, unknown> {
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: input.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: input.achievement.name,
    description: input.achievement.description,
    issuer: {
      id: input.issuer.id,
      type: ['Profile'],
      name: input.issuer.name,
      url: input.issuer.url,
    },
    validFrom: credentialDate(input.validFrom),
    ...(input.validUntil ? { validUntil: credentialDate(input.validUntil) } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: input.identityHash,
          identityType: 'emailAddress',
          hashed: true,
          salt: input.salt,
        },
      ],
      achievement: {
        id: input.achievement.id,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: input.achievement.name,
        description: input.achievement.description,
        criteria: { narrative: input.achievement.criteria },
      },
    },
    // VC JSON Schema's `JsonSchema` (defined by the VC 2.0 context; 1EdTech's own validator
    // type is not, and JSON-LD safe mode refuses an undefined type).
    credentialSchema: [{ id: OB_V3_SCHEMA, type: 'JsonSchema' }],
    credentialStatus: {
      id: `${input.status.listUrl}#${input.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.status.index),
      statusListCredential: input.status.listUrl,
    },
  };
}

/**
 * The did:web identifier of a site (its base URL): `did:web:` and the host, a port as `%3A`,
 * a path's segments after colons. Null for what is no http(s) URL.
 */
export function didWebOf(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  const path = url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)));
  return ['did:web', host, ...path].join(':');
}

/** A did:web identifier's document address (did:web spec §3.2.1), or null when it is none. */
export function didWebDocumentUrl(did: string, scheme: 'https' | 'http' = 'https'): string | null {
  const match = /^did:web:([^:#?/]+)((?::[^:#?/]+)*)$/.exec(did);
  if (!match?.[1]) return null;
  const host = decodeURIComponent(match[1]);
  const path = (match[2] ?? '')
    .split(':')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  return path.length === 0
    ? `${scheme}://${host}/.well-known/did.json`
    : `${scheme}://${host}/${path.join('/')}/did.json`;
}

/** The DID of a verification method or key id (`did:…#fragment` → `did:…`). */
export const controllerOf = (methodId: string) => methodId.split('#', 1)[0] ?? '';
