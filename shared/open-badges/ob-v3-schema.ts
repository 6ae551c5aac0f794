/**
 * The OB 3.0 AchievementCredential JSON Schema's rules (1EdTech, ob_v3p0_achievementcredential
 * schema, in its VC Data Model 2.0 form: `validFrom` instead of `issuanceDate`), transcribed as a
 * checker: the public conformance suite and the schema file cannot be fetched here (no network),
 * and no JSON Schema validator is a dependency. What is checked: the required properties of the
 * credential, its Profile, AchievementSubject (no properties beyond the schema's), IdentityObject,
 * Achievement and Criteria, the types the spec names, and the date-time format.
 */

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const SUBJECT_PROPERTIES = new Set([
  'id',
  'type',
  'activityEndDate',
  'activityStartDate',
  'creditsEarned',
  'achievement',
  'identifier',
  'image',
  'licenseNumber',
  'narrative',
  'result',
  'role',
  'source',
  'term',
]);

const IDENTITY_PROPERTIES = new Set(['type', 'hashed', 'identityHash', 'identityType', 'salt']);
const IDENTITY_TYPES = new Set([
  'sourcedId',
  'systemId',
  'productId',
  'userName',
  'accountId',
  'emailAddress',
  'nationalIdentityNumber',
  'isbn',
  'issn',
  'lisSourcedId',
  'oneRosterSourcedId',
  'sisSourcedId',
  'ltiContextId',
  'ltiDeploymentId',
  'ltiToolId',
  'ltiPlatformId',
  'ltiUserId',
  'identifier',
]);

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const typesOf = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** Every rule `credential` breaks, as `path: problem` (empty: it passes). */
export function obV3CredentialProblems(credential: unknown): string[] {
  const problems: string[] = [];
  const need = (object: Obj, key: string, path: string) => {
    if (object[key] === undefined) problems.push(`${path}${key}: required`);
  };
  if (!isObj(credential)) return ['credential: not an object'];
  for (const key of [
    '@context',
    'id',
    'type',
    'name',
    'credentialSubject',
    'issuer',
    'validFrom',
  ]) {
    need(credential, key, '');
  }
  if (!Array.isArray(credential['@context']) || credential['@context'].length === 0) {
    problems.push('@context: a non-empty array');
  }
  const kinds = typesOf(credential.type);
  if (
    !kinds.includes('VerifiableCredential') ||
    !(kinds.includes('OpenBadgeCredential') || kinds.includes('AchievementCredential'))
  ) {
    problems.push(
      'type: needs VerifiableCredential and OpenBadgeCredential or AchievementCredential',
    );
  }
  for (const key of ['validFrom', 'validUntil']) {
    const value = credential[key];
    if (value !== undefined && (typeof value !== 'string' || !DATE_TIME.test(value))) {
      problems.push(`${key}: a date-time with its time zone`);
    }
  }
  const issuer = credential.issuer;
  if (isObj(issuer)) {
    need(issuer, 'id', 'issuer.');
    need(issuer, 'type', 'issuer.');
    if (!typesOf(issuer.type).includes('Profile')) problems.push('issuer.type: needs Profile');
  } else if (typeof issuer !== 'string') problems.push('issuer: a Profile or its URI');
  const subject = credential.credentialSubject;
  if (!isObj(subject)) return [...problems, 'credentialSubject: an object'];
  need(subject, 'type', 'credentialSubject.');
  need(subject, 'achievement', 'credentialSubject.');
  if (!typesOf(subject.type).includes('AchievementSubject')) {
    problems.push('credentialSubject.type: needs AchievementSubject');
  }
  for (const key of Object.keys(subject)) {
    if (!SUBJECT_PROPERTIES.has(key)) problems.push(`credentialSubject.${key}: not allowed`);
  }
  if (subject.id === undefined && !Array.isArray(subject.identifier)) {
    problems.push('credentialSubject: id or identifier required');
  }
  for (const [index, identity] of (Array.isArray(subject.identifier)
    ? subject.identifier
    : []
  ).entries()) {
    const path = `credentialSubject.identifier.${index}.`;
    if (!isObj(identity)) {
      problems.push(`${path}: an IdentityObject`);
      continue;
    }
    for (const key of ['type', 'hashed', 'identityHash', 'identityType']) need(identity, key, path);
    for (const key of Object.keys(identity)) {
      if (!IDENTITY_PROPERTIES.has(key)) problems.push(`${path}${key}: not allowed`);
    }
    if (identity.type !== 'IdentityObject') problems.push(`${path}type: IdentityObject`);
    if (typeof identity.hashed !== 'boolean') problems.push(`${path}hashed: a boolean`);
    if (typeof identity.identityType !== 'string' || !IDENTITY_TYPES.has(identity.identityType)) {
      problems.push(`${path}identityType: one of the IdentifierTypeEnum`);
    }
    if (
      identity.hashed === true &&
      !/^(sha256|md5)\$[0-9a-fA-F]+$/.test(String(identity.identityHash))
    ) {
      problems.push(`${path}identityHash: sha256$ or md5$ and the hex hash`);
    }
  }
  const achievement = subject.achievement;
  if (isObj(achievement)) {
    const path = 'credentialSubject.achievement.';
    for (const key of ['id', 'type', 'criteria', 'description', 'name'])
      need(achievement, key, path);
    if (!typesOf(achievement.type).includes('Achievement'))
      problems.push(`${path}type: needs Achievement`);
    const criteria = achievement.criteria;
    if (isObj(criteria) && criteria.id === undefined && typeof criteria.narrative !== 'string') {
      problems.push(`${path}criteria: id or narrative required`);
    }
  }
  if (credential.credentialStatus !== undefined) {
    const status = credential.credentialStatus;
    if (!isObj(status) || typeof status.id !== 'string' || status.type === undefined) {
      problems.push('credentialStatus: id and type required');
    }
  }
  return problems;
}
