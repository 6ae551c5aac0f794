import { type KeyObject, verify, X509Certificate } from 'node:crypto';
import { base64url, decodeProtectedHeader, type ProtectedHeaderParameters } from 'jose';
import { comparableDuration } from './duration';
import { type AttachmentPart, mediaTypeOf } from './multipart';

/**
 * Signed statements (xAPI 2.0 Data §2.6): a statement may carry a JWS of itself as an attachment
 * with usageType `…/attachments/signature`. The LRS refuses (400) a malformed one: not a JWS, not
 * RS256/384/512, a payload that is not the statement sent, or one its x5c certificate does not
 * verify (Data 2.6.s5; XAPI-00115, XAPI-00116, XAPI-00117).
 */

/** The usageType of a signature attachment. */
export const SIGNATURE_USAGE_TYPE = 'http://adlnet.gov/expapi/attachments/signature';

/** Why a statement's signature is refused; the route answers 400 with its message. */
export class SignatureProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureProblem';
  }
}

type JsonObject = Record<string, unknown>;

/** The algorithms a statement's JWS may use (Data 2.6.s4.b4), with their hash. */
const HASH_BY_ALGORITHM: ReadonlyMap<string, string> = new Map([
  ['RS256', 'sha256'],
  ['RS384', 'sha384'],
  ['RS512', 'sha512'],
]);

function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/* ----------------------------------------------------------------------------------------- */
/* The JWS                                                                                   */

type CompactJws = {
  header: ProtectedHeaderParameters;
  signingInput: string;
  payload: Uint8Array;
  signature: Uint8Array;
};

/** A JWS in compact serialization (Data 2.6.s4.b2), decoded but not yet verified. */
function decodeCompactJws(text: string): CompactJws {
  const segments = text.split('.');
  const [protectedHeader = '', payload = '', signature = ''] = segments;
  try {
    if (segments.length !== 3 || signature === '') throw new Error('not three segments');
    return {
      header: decodeProtectedHeader(text),
      signingInput: `${protectedHeader}.${payload}`,
      payload: base64url.decode(payload),
      signature: base64url.decode(signature),
    };
  } catch {
    throw new SignatureProblem('The signature attachment is not a JWS in compact serialization.');
  }
}

/** The JWS's algorithm, one of RS256, RS384, RS512 (XAPI-00117). */
function hashOfAlgorithm(header: ProtectedHeaderParameters): string {
  const hash = typeof header.alg === 'string' ? HASH_BY_ALGORITHM.get(header.alg) : undefined;
  if (!hash) {
    throw new SignatureProblem(
      `The statement's JWS uses ${String(header.alg)}; signatures use RS256, RS384 or RS512.`,
    );
  }
  if (header.crit !== undefined) {
    throw new SignatureProblem('The statement\'s JWS names critical header parameters ("crit").');
  }
  return hash;
}

/** The JWS payload: the statement as it was signed, a JSON object (XAPI-00116). */
function signedStatement(payload: Uint8Array): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    throw new SignatureProblem("The statement's JWS payload is not valid JSON.");
  }
  if (!isRecord(parsed))
    throw new SignatureProblem("The statement's JWS payload is not a statement.");
  return parsed;
}

/** The certificate an x5c header names first (base64 DER, RFC 7515 §4.1.6). */
function signerCertificate(x5c: unknown): X509Certificate {
  const first = Array.isArray(x5c) ? x5c[0] : undefined;
  try {
    if (typeof first !== 'string') throw new Error('no certificate');
    return new X509Certificate(Buffer.from(first, 'base64'));
  } catch {
    throw new SignatureProblem("The x5c header of the statement's JWS holds no X.509 certificate.");
  }
}

/** Whether the JWS's RSASSA-PKCS1-v1_5 signature verifies with `key` (false if it cannot). */
function verifies(jws: CompactJws, hash: string, key: KeyObject): boolean {
  try {
    return verify(hash, Buffer.from(jws.signingInput), key, jws.signature);
  } catch {
    return false;
  }
}

/**
 * With x5c, the signature verifies with the first certificate's RSA key (Data 2.6.s5.b3.b3). The
 * chain, validity dates and trust are not checked: the spec means this to catch mistakes, not as
 * security. Verified with node:crypto rather than jose, which refuses RSA keys under 2048 bits
 * (the spec's own example, Appendix D, signs with a 1024-bit key).
 */
function checkAgainstCertificate(jws: CompactJws, hash: string): void {
  if (jws.header.x5c === undefined) return;
  const key = signerCertificate(jws.header.x5c).publicKey;
  if (key.asymmetricKeyType !== 'rsa') {
    throw new SignatureProblem("The x5c certificate of the statement's JWS has no RSA key.");
  }
  if (!verifies(jws, hash, key)) {
    throw new SignatureProblem("The statement's JWS does not verify with its x5c certificate.");
  }
}

/* ----------------------------------------------------------------------------------------- */
/* Statement comparison (Data 2.3.1, "Statement Comparison Requirements")                      */

/** An e-mail IRI with its scheme and domain lowercase (those are case-insensitive). */
function comparableMbox(mbox: unknown): unknown {
  if (typeof mbox !== 'string') return mbox;
  const at = mbox.lastIndexOf('@');
  const lowerScheme = mbox.replace(/^mailto:/i, 'mailto:');
  return at < 0 ? lowerScheme : lowerScheme.slice(0, at) + lowerScheme.slice(at).toLowerCase();
}

function lowercase(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** A timestamp as its point in time (its serialization is no part of the statement). */
function comparableTimestamp(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** An Agent or Group: mbox case, mbox_sha1sum hex case and member order do not count. */
function comparableActor(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const members = Array.isArray(value.member)
    ? value.member.map(comparableActor).sort(byStableJson)
    : value.member;
  return {
    ...value,
    mbox: comparableMbox(value.mbox),
    mbox_sha1sum: lowercase(value.mbox_sha1sum),
    member: members,
  };
}

/** An Activity without its definition (not part of the statement, Data 2.3.1.b2). */
function comparableActivity(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return { ...value, definition: undefined };
}

function comparableStatementRef(value: unknown): unknown {
  return isRecord(value) ? { ...value, id: lowercase(value.id) } : value;
}

function comparableObject(value: unknown): unknown {
  if (!isRecord(value)) return value;
  switch (value.objectType) {
    case 'Agent':
    case 'Group':
      return comparableActor(value);
    case 'SubStatement':
      return comparableStatement(value);
    case 'StatementRef':
      return comparableStatementRef(value);
    default:
      return comparableActivity(value);
  }
}

/** Context activities as lists (a single Activity is a list of one) without definitions. */
function comparableContextActivities(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const lists: JsonObject = {};
  for (const [key, activities] of Object.entries(value)) {
    const list = Array.isArray(activities) ? activities : [activities];
    lists[key] = list.map(comparableActivity);
  }
  return lists;
}

/** xAPI 2.0 contextAgents / contextGroups: their agent or group compared as an actor. */
function comparableRelevant(value: unknown, key: 'agent' | 'group'): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry) =>
    isRecord(entry) ? { ...entry, [key]: comparableActor(entry[key]) } : entry,
  );
}

function comparableContext(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return {
    ...value,
    registration: lowercase(value.registration),
    instructor: comparableActor(value.instructor),
    team: comparableActor(value.team),
    contextActivities: comparableContextActivities(value.contextActivities),
    contextAgents: comparableRelevant(value.contextAgents, 'agent'),
    contextGroups: comparableRelevant(value.contextGroups, 'group'),
    statement: comparableStatementRef(value.statement),
    language: lowercase(value.language),
  };
}

/**
 * A statement with the differences the spec says to ignore taken out (Data 2.3.1): authority,
 * stored, version and attachments dropped; the verb's display and activity definitions dropped;
 * id, registration and statement references lowercase; timestamps as points in time; e-mail
 * domains lowercase; group members in any order.
 */
function comparableStatement(statement: JsonObject): JsonObject {
  const verb = isRecord(statement.verb)
    ? { ...statement.verb, display: undefined }
    : statement.verb;
  return {
    ...statement,
    authority: undefined,
    stored: undefined,
    version: undefined,
    attachments: undefined,
    id: lowercase(statement.id),
    timestamp: comparableTimestamp(statement.timestamp),
    actor: comparableActor(statement.actor),
    verb,
    object: comparableObject(statement.object),
    context: comparableContext(statement.context),
    result: isRecord(statement.result)
      ? { ...statement.result, duration: comparableDuration(statement.result.duration) }
      : statement.result,
  };
}

/** An order of JSON values that does not depend on the order they came in. */
function byStableJson(a: unknown, b: unknown): number {
  const [x, y] = [stableJson(a), stableJson(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** JSON with object keys sorted and undefined members left out, for comparing by value. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    const members = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The top-level properties in which the signed and the sent statement differ. id and timestamp
 * count only when both carry them: the LRS, or the client after signing, may assign them.
 */
function differingProperties(signed: JsonObject, sent: JsonObject): string[] {
  const a = comparableStatement(signed);
  const b = comparableStatement(sent);
  for (const assignable of ['id', 'timestamp']) {
    if (a[assignable] === undefined || b[assignable] === undefined) {
      a[assignable] = undefined;
      b[assignable] = undefined;
    }
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => stableJson(a[key]) !== stableJson(b[key])).sort();
}

/** The JWS payload is the statement sent (Data 2.6.s5.b3.b2, XAPI-00116). */
function checkSameStatement(signed: JsonObject, sent: JsonObject): void {
  const differing = differingProperties(signed, sent);
  if (differing.length > 0) {
    throw new SignatureProblem(
      `The statement's JWS payload is not the statement sent (it differs in ${differing.join(', ')}).`,
    );
  }
}

/* ----------------------------------------------------------------------------------------- */
/* The check                                                                                 */

/** The statement's signature attachments (usageType …/attachments/signature). */
function signatureAttachments(statement: JsonObject): JsonObject[] {
  const attachments = Array.isArray(statement.attachments) ? statement.attachments : [];
  return attachments.filter(isRecord).filter((a) => a.usageType === SIGNATURE_USAGE_TYPE);
}

/** The bytes of a signature attachment: application/octet-stream, sent as a part (XAPI-00115). */
function signatureBytes(attachment: JsonObject, parts: AttachmentPart[]): Uint8Array {
  const contentType = String(attachment.contentType ?? '');
  if (mediaTypeOf(contentType) !== 'application/octet-stream') {
    throw new SignatureProblem(
      `A signature attachment is application/octet-stream, not ${contentType || 'without contentType'}.`,
    );
  }
  const sha2 = String(attachment.sha2 ?? '').toLowerCase();
  const part = parts.find((candidate) => candidate.sha2 === sha2);
  if (!part) throw new SignatureProblem(`The signature attachment ${sha2} was not sent as a part.`);
  return part.bytes;
}

/** One signature attachment checked: a compact RS256/384/512 JWS of this statement. */
function checkSignature(statement: JsonObject, bytes: Uint8Array): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    throw new SignatureProblem('The signature attachment is not a JWS (not UTF-8 text).');
  }
  const jws = decodeCompactJws(text);
  const hash = hashOfAlgorithm(jws.header);
  checkSameStatement(signedStatement(jws.payload), statement);
  checkAgainstCertificate(jws, hash);
}

/**
 * Checks every signature attachment of a statement against its part (throws a
 * MultipartProblem-like SignatureProblem with a clear message): application/octet-stream, a
 * compact JWS with RS256/RS384/RS512, whose payload is this statement by the spec's comparison
 * rules, and, with an x5c header, that verifies with its certificate's key. Call it after
 * checkAttachmentsMatch, with the statement as sent.
 */
export async function checkSignatures(
  statement: Record<string, unknown>,
  parts: AttachmentPart[],
): Promise<void> {
  for (const attachment of signatureAttachments(statement)) {
    checkSignature(statement, signatureBytes(attachment, parts));
  }
}
