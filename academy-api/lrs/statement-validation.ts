/**
 * Validation of xAPI statements as the LRS receives them (POST/PUT /statements), for xAPI 2.0.0
 * and, where they differ, 1.0.3. Every rule is one of the specification's "the LRS MUST reject"
 * requirements as ADL's LRS conformance test suite checks them; a problem quotes the requirement,
 * since xAPI errors are read by the developers of learning record providers.
 *
 * Plain functions rather than a schema: most rules look at more than one property (one IFI of
 * four, revision only when the object is an Activity, components only for their interaction
 * type), and each refusal has to name its own requirement.
 */

/** The xAPI version of a request, from the X-Experience-API-Version header's major.minor. */
export type XapiVersion = '1.0' | '2.0';
/** A valid statement (a JSON object). */
export type Statement = Record<string, unknown>;
export type ValidationResult =
  | { ok: true; statement: Statement }
  | { ok: false; problems: string[] };

type JsonObject = Record<string, unknown>;

/** What a validation walk needs: the request's version and the problems found so far. */
type Check = { version: XapiVersion; problems: string[] };

/** The verb that voids the statement its object refers to. */
export const VOIDED_VERB_ID = 'http://adlnet.gov/expapi/verbs/voided';

const INTERACTION_TYPES = [
  'true-false',
  'choice',
  'fill-in',
  'long-fill-in',
  'matching',
  'performance',
  'sequencing',
  'likert',
  'numeric',
  'other',
] as const;

/** The interaction component lists, and the interaction types that may use each. */
const COMPONENT_LISTS: Record<string, readonly string[]> = {
  choices: ['choice', 'sequencing'],
  scale: ['likert'],
  source: ['matching'],
  target: ['matching'],
  steps: ['performance'],
};

const IFI_PROPERTIES = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

const CONTEXT_ACTIVITY_KEYS = ['parent', 'grouping', 'category', 'other'];

const NULL_VALUE =
  'The LRS MUST reject Statements with any null values (except inside extensions).';

// ---------------------------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID in standard string form (8-4-4-4-12 hexadecimal digits, either case). Any version and
 * variant: the specification only recommends RFC 4122's variant. Also for the statementId,
 * voidedStatementId and registration query parameters.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:./s;
const NOT_IN_IRI = /[\s<>"{}|\\^`]/;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return true;
  }
  return false;
}

/**
 * An absolute IRI, best effort as the specification allows: a scheme (a letter, then letters,
 * digits, "+", "-" or "."), a colon, and no character an IRI cannot hold (spaces, controls,
 * <>"{}|\^`). "ab=c://x", "example.com/verb" and "should fail" are refused. Also for the verb
 * and activity query parameters.
 */
export function isIri(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    SCHEME.test(value) &&
    !NOT_IN_IRI.test(value) &&
    !hasControlCharacter(value)
  );
}

/** An IRL (an IRI meant to be dereferenced): validated as an IRI, best effort. */
export function isIrl(value: unknown): value is string {
  return isIri(value);
}

const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/;
const SHA1_HEX = /^[0-9a-f]{40}$/i;

/** RFC 5646's grandfathered tags, which do not follow its syntax. */
const GRANDFATHERED = new Set(
  [
    'en-GB-oed',
    'i-ami',
    'i-bnn',
    'i-default',
    'i-enochian',
    'i-hak',
    'i-klingon',
    'i-lux',
    'i-mingo',
    'i-navajo',
    'i-pwn',
    'i-tao',
    'i-tay',
    'i-tsu',
    'sgn-BE-FR',
    'sgn-BE-NL',
    'sgn-CH-DE',
    'art-lojban',
    'cel-gaulish',
    'no-bok',
    'no-nyn',
    'zh-guoyu',
    'zh-hakka',
    'zh-min',
    'zh-min-nan',
    'zh-xiang',
  ].map((tag) => tag.toLowerCase()),
);

/** Reads RFC 5646 subtags in order; `next` is the subtag under the cursor ('' past the end). */
function subtagReader(tag: string) {
  const subtags = tag.toLowerCase().split('-');
  let index = 0;
  return {
    get next() {
      return subtags[index] ?? '';
    },
    take: (pattern: RegExp) => {
      if (!pattern.test(subtags[index] ?? '')) return null;
      index++;
      return subtags[index - 1] ?? '';
    },
    done: () => index === subtags.length,
  };
}

type SubtagReader = ReturnType<typeof subtagReader>;

const SINGLETON = /^[0-9a-wy-z]$/;
const VARIANT = /^(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3})$/;

/** language = 2*3ALPHA ["-" extlang] / 4ALPHA / 5*8ALPHA, extlang = 3ALPHA *2("-" 3ALPHA). */
function readLanguage(reader: SubtagReader): boolean {
  const language = reader.take(/^[a-z]{2,8}$/);
  if (language === null) return false;
  let extlangs = 0;
  while (language.length <= 3 && extlangs < 3 && reader.take(/^[a-z]{3}$/) !== null) extlangs++;
  return true;
}

/** Variants (5–8 characters, or a digit and 3 characters), none twice. */
function readVariants(reader: SubtagReader): boolean {
  const variants = new Set<string>();
  let variant = reader.take(VARIANT);
  while (variant !== null) {
    if (variants.has(variant)) return false;
    variants.add(variant);
    variant = reader.take(VARIANT);
  }
  return true;
}

/** Extensions (a singleton and 2–8 character subtags, no singleton twice), then private use. */
function readExtensionsAndPrivateUse(reader: SubtagReader): boolean {
  const singletons = new Set<string>();
  let singleton = reader.take(SINGLETON);
  while (singleton !== null) {
    if (singletons.has(singleton)) return false;
    singletons.add(singleton);
    let subtags = 0;
    while (reader.take(/^[a-z0-9]{2,8}$/) !== null) subtags++;
    if (subtags === 0) return false;
    singleton = reader.take(SINGLETON);
  }
  if (reader.take(/^x$/) !== null) {
    let subtags = 0;
    while (reader.take(/^[a-z0-9]{1,8}$/) !== null) subtags++;
    if (subtags === 0) return false;
  }
  return reader.done();
}

/**
 * An RFC 5646 language tag: language, script, region, variants (none twice), extensions (no
 * singleton twice) and private use, in that order and with those subtag lengths, case-insensitive;
 * or a grandfathered or private-use tag. "something" (9 letters), "a12345" and
 * "zh-z-aaa-z-bbb" are refused.
 */
export function isLanguageTag(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  if (GRANDFATHERED.has(value.toLowerCase())) return true;
  const reader = subtagReader(value);
  if (reader.next === 'x') return readExtensionsAndPrivateUse(reader);
  if (!readLanguage(reader)) return false;
  reader.take(/^[a-z]{4}$/);
  reader.take(/^(?:[a-z]{2}|[0-9]{3})$/);
  return readVariants(reader) && readExtensionsAndPrivateUse(reader);
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const DURATION = new RegExp(
  `^P(?:${NUMBER}W|(?=\\d|T\\d)(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}D)?` +
    `(?:T(?=\\d)(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?)$`,
);

/**
 * An ISO 8601:2004(E) 4.4.3.2 duration: PnYnMnDTnHnMnS with at least one element, or PnW alone
 * ("P4W1D" is refused). The alternative format of 4.4.3.3 (P0003-01-29T…) is not allowed.
 */
export function isDuration(value: unknown): value is string {
  return typeof value === 'string' && DURATION.test(value);
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(
  `^${TOKEN}/${TOKEN}(?:\\s*;\\s*${TOKEN}=(?:${TOKEN}|"(?:[^"\\\\]|\\\\.)*"))*\\s*$`,
);

/** An Internet Media Type (RFC 2045/6838): type/subtype with optional parameters. */
export function isMediaType(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_TYPE.test(value);
}

// ---------------------------------------------------------------------------------------------
// Timestamps
// ---------------------------------------------------------------------------------------------

const EXTENDED_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const BASIC_TIMESTAMP =
  /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(?:(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A timestamp's parts: the local date and time, its fraction of a second, its offset. */
type TimestampParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  fraction: string;
  /** Minutes east of UTC; 0 when the timestamp has no time zone (taken as UTC). */
  offsetMinutes: number;
  negativeZeroOffset: boolean;
};

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseOffset(zone: string | undefined): { minutes: number; negativeZero: boolean } | null {
  if (zone === undefined || zone.toUpperCase() === 'Z') return { minutes: 0, negativeZero: false };
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  const sign = zone.startsWith('-') ? -1 : 1;
  const total = hours * 60 + minutes;
  return { minutes: sign * total, negativeZero: sign === -1 && total === 0 };
}

function parseTimestamp(value: string): TimestampParts | null {
  const match = EXTENDED_TIMESTAMP.exec(value) ?? BASIC_TIMESTAMP.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
  };
  const offset = parseOffset(zone);
  const inRange =
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= daysInMonth(parts.year, parts.month) &&
    parts.hour <= 23 &&
    parts.minute <= 59 &&
    parts.second <= 60;
  if (!inRange || !offset) return null;
  return {
    ...parts,
    fraction: fraction ?? '',
    offsetMinutes: offset.minutes,
    negativeZeroOffset: offset.negativeZero,
  };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The UTC form of a timestamp, YYYY-MM-DDTHH:MM:SS.sssZ (at least milliseconds, more digits kept
 * as sent), as xAPI 2.0 stores timestamps; null for a value that is not an ISO 8601 timestamp (or
 * uses the "-00:00" offset). A timestamp without a time zone is taken as UTC. Also for the since
 * and until query parameters and for "stored".
 */
export function normaliseTimestamp(value: string): string | null {
  const parts = parseTimestamp(value);
  if (!parts || parts.negativeZeroOffset) return null;
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour, parts.minute - parts.offsetMinutes, parts.second, 0);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) return null;
  const fraction = parts.fraction.padEnd(3, '0');
  return (
    `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
    `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}` +
    `.${fraction}Z`
  );
}

/** An ISO 8601 timestamp the LRS accepts (see normaliseTimestamp). */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && normaliseTimestamp(value) !== null;
}

// ---------------------------------------------------------------------------------------------
// Walking helpers
// ---------------------------------------------------------------------------------------------

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(check: Check, path: string, message: string): void {
  check.problems.push(`${path}: ${message}`);
}

const has = (object: JsonObject, key: string) => Object.hasOwn(object, key);

/**
 * Refuses the properties of `object` that `allowed` does not name (keys are case-sensitive), and
 * the null values of the ones it does. Returns false when `value` is not an object at all.
 */
function checkObject(
  check: Check,
  path: string,
  value: unknown,
  what: string,
  allowed: readonly string[],
): value is JsonObject {
  if (value === null) {
    fail(check, path, NULL_VALUE);
    return false;
  }
  if (!isJsonObject(value)) {
    fail(check, path, `${what} MUST be a JSON object.`);
    return false;
  }
  for (const [key, property] of Object.entries(value)) {
    if (!allowed.includes(key)) {
      fail(
        check,
        `${path}.${key}`,
        `"${key}" is not a property of ${what} (property names are case-sensitive): the LRS MUST reject Statements where a key or value is not allowed by this specification.`,
      );
    } else if (property === null) {
      fail(check, `${path}.${key}`, NULL_VALUE);
    }
  }
  return true;
}

/** Present and not null: the null ones are refused by checkObject. */
function present(object: JsonObject, key: string): boolean {
  return has(object, key) && object[key] !== null;
}

function checkString(check: Check, object: JsonObject, path: string, key: string): void {
  if (present(object, key) && typeof object[key] !== 'string') {
    fail(check, `${path}.${key}`, `The "${key}" property MUST be a String.`);
  }
}

function checkBoolean(check: Check, object: JsonObject, path: string, key: string): void {
  if (present(object, key) && typeof object[key] !== 'boolean') {
    fail(
      check,
      `${path}.${key}`,
      `The "${key}" property MUST be a Boolean (not a string, even one holding a boolean).`,
    );
  }
}

function checkFormat(
  check: Check,
  object: JsonObject,
  path: string,
  key: string,
  valid: (value: unknown) => boolean,
  message: string,
): void {
  if (present(object, key) && !valid(object[key])) fail(check, `${path}.${key}`, message);
}

function requireProperty(
  check: Check,
  object: JsonObject,
  path: string,
  key: string,
  rule: string,
) {
  if (!has(object, key)) fail(check, `${path}.${key}`, rule);
}

const IRI_RULE = (name: string) =>
  `${name} MUST be an IRI (with a scheme): the LRS MUST reject Statements containing IRL or IRI values without a scheme.`;
const IRL_RULE = (name: string) =>
  `${name} MUST be an IRL (with a scheme): the LRS MUST reject Statements containing IRL or IRI values without a scheme.`;

// ---------------------------------------------------------------------------------------------
// Language maps and extensions
// ---------------------------------------------------------------------------------------------

function checkLanguageMap(check: Check, value: unknown, path: string): void {
  if (!isJsonObject(value)) {
    fail(check, path, 'A Language Map MUST be a JSON object of RFC 5646 language tags to Strings.');
    return;
  }
  for (const [tag, text] of Object.entries(value)) {
    if (!isLanguageTag(tag)) {
      fail(
        check,
        `${path}.${tag}`,
        'The keys of a Language Map MUST be RFC 5646 language tags: the LRS MUST at least validate that the sequence of token lengths for language map keys matches the RFC 5646 standard.',
      );
    }
    if (text === null) fail(check, `${path}.${tag}`, NULL_VALUE);
    else if (typeof text !== 'string') {
      fail(check, `${path}.${tag}`, 'The values of a Language Map MUST be Strings.');
    }
  }
}

function checkLanguageMapProperty(check: Check, object: JsonObject, path: string, key: string) {
  if (present(object, key)) checkLanguageMap(check, object[key], `${path}.${key}`);
}

/** Extensions: an object keyed by IRIs; its values are free, null included. */
function checkExtensions(check: Check, object: JsonObject, path: string): void {
  if (!present(object, 'extensions')) return;
  const extensions = object.extensions;
  if (!isJsonObject(extensions)) {
    fail(check, `${path}.extensions`, 'An "extensions" property MUST be an Object.');
    return;
  }
  for (const key of Object.keys(extensions)) {
    if (!isIri(key)) {
      fail(check, `${path}.extensions.${key}`, 'The keys of an extensions map MUST be IRIs.');
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Agents and groups
// ---------------------------------------------------------------------------------------------

function checkAccount(check: Check, value: unknown, path: string): void {
  if (!checkObject(check, path, value, 'an Account Object', ['homePage', 'name'])) return;
  const rule = 'An Account Object MUST have a "homePage" (an IRL) and a "name" (a String).';
  requireProperty(check, value, path, 'homePage', rule);
  requireProperty(check, value, path, 'name', rule);
  checkFormat(check, value, path, 'homePage', isIrl, IRL_RULE('An Account Object\'s "homePage"'));
  checkString(check, value, path, 'name');
}

/** The IFIs of an Agent or Group, each checked for its format; returns how many there are. */
function checkIfis(check: Check, object: JsonObject, path: string): number {
  checkFormat(
    check,
    object,
    path,
    'mbox',
    (value) => typeof value === 'string' && MAILTO.test(value),
    'An "mbox" MUST be an IRI of the form "mailto:email address".',
  );
  checkFormat(
    check,
    object,
    path,
    'mbox_sha1sum',
    (value) => typeof value === 'string' && SHA1_HEX.test(value),
    'An "mbox_sha1sum" MUST be a String: the hex-encoded SHA1 hash of a mailto IRI (40 hexadecimal digits).',
  );
  checkFormat(check, object, path, 'openid', isIri, 'An "openid" MUST be a URI.');
  if (present(object, 'account')) checkAccount(check, object.account, `${path}.account`);
  return IFI_PROPERTIES.filter((key) => has(object, key)).length;
}

function checkAgent(check: Check, value: unknown, path: string): void {
  const allowed = ['objectType', 'name', ...IFI_PROPERTIES];
  if (!checkObject(check, path, value, 'an Agent', allowed)) return;
  checkFormat(
    check,
    value,
    path,
    'objectType',
    (type) => type === 'Agent',
    'An Agent\'s "objectType" MUST be "Agent" when present (values are case-sensitive).',
  );
  checkString(check, value, path, 'name');
  const ifis = checkIfis(check, value, path);
  if (ifis === 0) {
    fail(
      check,
      path,
      'An Agent MUST be identified by one (1) of the four types of Inverse Functional Identifiers: "mbox", "mbox_sha1sum", "openid" or "account".',
    );
  } else if (ifis > 1) {
    fail(check, path, 'An Agent MUST NOT include more than one (1) Inverse Functional Identifier.');
  }
}

function checkMembers(check: Check, group: JsonObject, path: string, anonymous: boolean): void {
  if (!has(group, 'member')) {
    if (anonymous) {
      fail(
        check,
        `${path}.member`,
        'An Anonymous Group MUST include a "member" property listing constituent Agents.',
      );
    }
    return;
  }
  const members = group.member;
  if (members === null) return;
  if (!Array.isArray(members)) {
    fail(check, `${path}.member`, 'The "member" property MUST be an array of Agent Objects.');
    return;
  }
  if (anonymous && members.length === 0) {
    fail(
      check,
      `${path}.member`,
      'An Anonymous Group MUST include a "member" property listing constituent Agents.',
    );
  }
  members.forEach((member, index) => {
    const memberPath = `${path}.member[${index}]`;
    if (isJsonObject(member) && member.objectType === 'Group') {
      fail(
        check,
        memberPath,
        `${anonymous ? 'An Anonymous' : 'An Identified'} Group MUST NOT contain Group Objects in the "member" property.`,
      );
      return;
    }
    checkAgent(check, member, memberPath);
  });
}

function checkGroup(check: Check, value: unknown, path: string): void {
  const allowed = ['objectType', 'name', 'member', ...IFI_PROPERTIES];
  if (!checkObject(check, path, value, 'a Group', allowed)) return;
  checkString(check, value, path, 'name');
  const ifis = checkIfis(check, value, path);
  if (ifis > 1) {
    fail(
      check,
      path,
      'An Identified Group MUST include exactly one (1) Inverse Functional Identifier.',
    );
  }
  checkMembers(check, value, path, ifis === 0);
}

/** An Agent, or a Group when its objectType says so (an actor, an instructor). */
function checkAgentOrGroup(check: Check, value: unknown, path: string): void {
  if (isJsonObject(value) && has(value, 'objectType') && value.objectType !== 'Agent') {
    if (value.objectType === 'Group') {
      checkGroup(check, value, path);
      return;
    }
    if (value.objectType !== null) {
      fail(
        check,
        `${path}.objectType`,
        'The "objectType" of an Agent or Group MUST be "Agent" or "Group" (values are case-sensitive).',
      );
    }
  }
  checkAgent(check, value, path);
}

/** A Group: its objectType is required, since an object without one is an Agent. */
function checkGroupWithType(check: Check, value: unknown, path: string, rule: string): void {
  if (!isJsonObject(value)) {
    checkObject(check, path, value, 'a Group', []);
  } else if (value.objectType !== 'Group') {
    fail(check, `${path}.objectType`, rule);
  } else {
    checkGroup(check, value, path);
  }
}

/**
 * The problems of an Agent, or of an Agent or Group when `groupAllowed`, with the same rules as
 * in a statement (exactly one IFI, its format, an anonymous group's members…); empty when valid.
 * For the agent query parameters.
 */
export function agentProblems(
  value: unknown,
  options: { groupAllowed: boolean; path?: string },
): string[] {
  const check: Check = { version: '2.0', problems: [] };
  const path = options.path ?? 'agent';
  if (options.groupAllowed) checkAgentOrGroup(check, value, path);
  else if (isJsonObject(value) && value.objectType === 'Group') {
    fail(check, `${path}.objectType`, 'MUST be an Agent, not a Group.');
  } else checkAgentOrGroup(check, value, path);
  return check.problems;
}

// ---------------------------------------------------------------------------------------------
// Verb and object
// ---------------------------------------------------------------------------------------------

function checkVerb(check: Check, value: unknown, path: string): void {
  if (!checkObject(check, path, value, 'a Verb', ['id', 'display'])) return;
  requireProperty(check, value, path, 'id', 'A Verb MUST have an "id" (an IRI).');
  checkFormat(check, value, path, 'id', isIri, IRI_RULE('A Verb\'s "id"'));
  checkLanguageMapProperty(check, value, path, 'display');
}

function checkInteractionComponents(
  check: Check,
  definition: JsonObject,
  path: string,
  list: string,
): void {
  const components = definition[list];
  const listPath = `${path}.${list}`;
  if (!Array.isArray(components)) {
    fail(check, listPath, `The "${list}" property MUST be an array of interaction components.`);
    return;
  }
  const ids = new Set<unknown>();
  components.forEach((component, index) => {
    const componentPath = `${listPath}[${index}]`;
    const what = 'an interaction component';
    if (!checkObject(check, componentPath, component, what, ['id', 'description'])) return;
    requireProperty(
      check,
      component,
      componentPath,
      'id',
      'An interaction component MUST have an "id" (a String).',
    );
    checkString(check, component, componentPath, 'id');
    checkLanguageMapProperty(check, component, componentPath, 'description');
    if (ids.has(component.id)) {
      fail(
        check,
        `${componentPath}.id`,
        'Within an array of interaction components, all id values MUST be distinct.',
      );
    }
    ids.add(component.id);
  });
  const type = definition.interactionType;
  const allowedTypes = COMPONENT_LISTS[list] ?? [];
  if (typeof type === 'string' && !allowedTypes.includes(type)) {
    fail(
      check,
      listPath,
      `The "${list}" interaction components MUST only be used with the interactionType ${allowedTypes.map((allowed) => `"${allowed}"`).join(' or ')}.`,
    );
  }
}

function checkInteraction(check: Check, definition: JsonObject, path: string): void {
  checkFormat(
    check,
    definition,
    path,
    'interactionType',
    (type) => (INTERACTION_TYPES as readonly unknown[]).includes(type),
    `Interaction Activities MUST have a valid interactionType: one of ${INTERACTION_TYPES.map((type) => `"${type}"`).join(', ')} (values are case-sensitive).`,
  );
  if (present(definition, 'correctResponsesPattern')) {
    const pattern = definition.correctResponsesPattern;
    if (!Array.isArray(pattern) || pattern.some((response) => typeof response !== 'string')) {
      fail(
        check,
        `${path}.correctResponsesPattern`,
        'The "correctResponsesPattern" property MUST be an array of Strings.',
      );
    }
  }
  const used = ['correctResponsesPattern', ...Object.keys(COMPONENT_LISTS)].filter((property) =>
    present(definition, property),
  );
  for (const list of used) {
    if (list in COMPONENT_LISTS) checkInteractionComponents(check, definition, path, list);
  }
  if (used.length > 0 && !has(definition, 'interactionType')) {
    fail(
      check,
      `${path}.interactionType`,
      `An Activity Definition MUST use the "interactionType" property if any of correctResponsesPattern, choices, scale, source, target or steps are used (${used.map((property) => `"${property}"`).join(', ')} ${used.length > 1 ? 'are' : 'is'}).`,
    );
  }
}

function checkActivityDefinition(check: Check, value: unknown, path: string): void {
  const allowed = [
    'name',
    'description',
    'type',
    'moreInfo',
    'interactionType',
    'correctResponsesPattern',
    ...Object.keys(COMPONENT_LISTS),
    'extensions',
  ];
  if (!checkObject(check, path, value, 'an Activity Definition', allowed)) return;
  checkLanguageMapProperty(check, value, path, 'name');
  checkLanguageMapProperty(check, value, path, 'description');
  checkFormat(check, value, path, 'type', isIri, IRI_RULE('An Activity Definition\'s "type"'));
  checkFormat(
    check,
    value,
    path,
    'moreInfo',
    isIrl,
    IRL_RULE('An Activity Definition\'s "moreInfo"'),
  );
  checkInteraction(check, value, path);
  checkExtensions(check, value, path);
}

function checkActivity(check: Check, value: unknown, path: string): void {
  if (!checkObject(check, path, value, 'an Activity', ['objectType', 'id', 'definition'])) return;
  checkFormat(
    check,
    value,
    path,
    'objectType',
    (type) => type === 'Activity',
    'An Activity\'s "objectType" MUST be "Activity" when present (values are case-sensitive).',
  );
  requireProperty(check, value, path, 'id', 'An Activity MUST have an "id" (an IRI).');
  checkFormat(check, value, path, 'id', isIri, IRI_RULE('An Activity\'s "id"'));
  if (present(value, 'definition'))
    checkActivityDefinition(check, value.definition, `${path}.definition`);
}

function checkStatementRef(check: Check, value: unknown, path: string): void {
  if (!checkObject(check, path, value, 'a Statement Reference', ['objectType', 'id'])) return;
  if (value.objectType !== 'StatementRef') {
    fail(
      check,
      `${path}.objectType`,
      'A Statement Reference MUST specify an "objectType" property with the value "StatementRef".',
    );
  }
  if (!isUuid(value.id)) {
    fail(
      check,
      `${path}.id`,
      'A Statement Reference MUST set the "id" property to the UUID of a Statement (in standard string form).',
    );
  }
}

const OBJECT_TYPES = ['Activity', 'Agent', 'Group', 'StatementRef', 'SubStatement'];

/** A statement's object, by its objectType (an Activity when it has none). */
function checkObjectProperty(
  check: Check,
  value: unknown,
  path: string,
  inSubStatement: boolean,
): void {
  if (!isJsonObject(value)) {
    checkObject(check, path, value, 'an Object', []);
    return;
  }
  const type = has(value, 'objectType') ? value.objectType : 'Activity';
  if (!OBJECT_TYPES.includes(type as string)) {
    fail(
      check,
      `${path}.objectType`,
      `An Object's "objectType" MUST be one of ${OBJECT_TYPES.map((name) => `"${name}"`).join(', ')} (values are case-sensitive).`,
    );
    return;
  }
  if (type === 'Agent') checkAgent(check, value, path);
  else if (type === 'Group') checkGroup(check, value, path);
  else if (type === 'StatementRef') checkStatementRef(check, value, path);
  else if (type === 'SubStatement') {
    if (inSubStatement) {
      fail(
        check,
        `${path}.objectType`,
        'A SubStatement MUST NOT contain a SubStatement of its own, i.e., cannot be nested.',
      );
    } else checkSubStatement(check, value, path);
  } else {
    const agentLike = IFI_PROPERTIES.some((key) => has(value, key)) || has(value, 'member');
    if (agentLike && !has(value, 'objectType')) {
      fail(
        check,
        `${path}.objectType`,
        'Statements that specify an Agent or Group as an Object MUST specify an "objectType" property.',
      );
    }
    checkActivity(check, value, path);
  }
}

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function checkScore(check: Check, value: unknown, path: string): void {
  if (!checkObject(check, path, value, 'a Score', ['scaled', 'raw', 'min', 'max'])) return;
  for (const key of ['scaled', 'raw', 'min', 'max']) {
    if (present(value, key) && !isNumber(value[key])) {
      fail(
        check,
        `${path}.${key}`,
        `The "${key}" property MUST be a decimal number (not a string, even one holding a number).`,
      );
    }
  }
  const { scaled, raw, min, max } = value;
  if (isNumber(scaled) && (scaled < -1 || scaled > 1)) {
    fail(
      check,
      `${path}.scaled`,
      'The "scaled" property MUST be a decimal number between -1 and 1, inclusive.',
    );
  }
  if (isNumber(min) && isNumber(max) && min >= max) {
    fail(check, `${path}.min`, 'The "min" property MUST be a decimal number less than "max".');
  }
  if (isNumber(raw) && ((isNumber(min) && raw < min) || (isNumber(max) && raw > max))) {
    fail(
      check,
      `${path}.raw`,
      'The "raw" property MUST be a decimal number between "min" and "max" (if present), inclusive.',
    );
  }
}

function checkResult(check: Check, value: unknown, path: string): void {
  const allowed = ['score', 'success', 'completion', 'response', 'duration', 'extensions'];
  if (!checkObject(check, path, value, 'a Result', allowed)) return;
  if (present(value, 'score')) checkScore(check, value.score, `${path}.score`);
  checkBoolean(check, value, path, 'success');
  checkBoolean(check, value, path, 'completion');
  checkString(check, value, path, 'response');
  checkFormat(
    check,
    value,
    path,
    'duration',
    isDuration,
    'A Duration MUST be expressed using the format for Duration in ISO 8601:2004(E) section 4.4.3.2.',
  );
  checkExtensions(check, value, path);
}

// ---------------------------------------------------------------------------------------------
// Context
// ---------------------------------------------------------------------------------------------

function checkContextActivities(check: Check, value: unknown, path: string): void {
  if (!checkObject(check, path, value, 'a contextActivities Object', CONTEXT_ACTIVITY_KEYS)) {
    return;
  }
  for (const key of CONTEXT_ACTIVITY_KEYS) {
    if (!present(value, key)) continue;
    const activities = value[key];
    if (Array.isArray(activities)) {
      activities.forEach((activity, index) => {
        checkActivity(check, activity, `${path}.${key}[${index}]`);
      });
    } else if (isJsonObject(activities)) checkActivity(check, activities, `${path}.${key}`);
    else {
      fail(
        check,
        `${path}.${key}`,
        'Every value in the contextActivities Object MUST be either a single Activity Object or an array of Activity Objects.',
      );
    }
  }
}

function checkRelevantTypes(check: Check, entry: JsonObject, path: string): void {
  if (!present(entry, 'relevantTypes')) return;
  const types = entry.relevantTypes;
  if (!Array.isArray(types) || types.length === 0 || !types.every(isIri)) {
    fail(
      check,
      `${path}.relevantTypes`,
      'The "relevantTypes" property MUST be a non-empty array of IRIs.',
    );
  }
}

/** contextAgents (their `agent`) or contextGroups (their `group`), xAPI 2.0 §4.2.2.5. */
type RelevantKind = {
  property: 'contextAgents' | 'contextGroups';
  objectType: 'contextAgent' | 'contextGroup';
  member: 'agent' | 'group';
  memberRule: string;
  checkMember: (check: Check, value: unknown, path: string) => void;
};

const CONTEXT_AGENTS: RelevantKind = {
  property: 'contextAgents',
  objectType: 'contextAgent',
  member: 'agent',
  memberRule: 'A contextAgent Object MUST have an "agent" (an Agent Object).',
  checkMember: (check, agent, path) => {
    if (isJsonObject(agent) && agent.objectType === 'Group') {
      fail(check, path, 'The "agent" of a contextAgent Object MUST be an Agent.');
    } else checkAgent(check, agent, path);
  },
};

const CONTEXT_GROUPS: RelevantKind = {
  property: 'contextGroups',
  objectType: 'contextGroup',
  member: 'group',
  memberRule: 'A contextGroup Object MUST have a "group" (a Group Object).',
  checkMember: (check, group, path) =>
    checkGroupWithType(
      check,
      group,
      path,
      'The "group" of a contextGroup Object MUST be a Group (with "objectType" "Group").',
    ),
};

function checkRelevantEntries(check: Check, value: unknown, path: string, kind: RelevantKind) {
  if (!Array.isArray(value)) {
    fail(
      check,
      path,
      `The "${kind.property}" property MUST be an array of ${kind.objectType} Objects.`,
    );
    return;
  }
  value.forEach((entry, index) => {
    const entryPath = `${path}[${index}]`;
    const allowed = ['objectType', kind.member, 'relevantTypes'];
    if (!checkObject(check, entryPath, entry, `a ${kind.objectType} Object`, allowed)) return;
    if (entry.objectType !== kind.objectType) {
      fail(
        check,
        `${entryPath}.objectType`,
        `A ${kind.objectType} Object MUST have an "objectType" property with the value "${kind.objectType}".`,
      );
    }
    requireProperty(check, entry, entryPath, kind.member, kind.memberRule);
    if (present(entry, kind.member)) {
      kind.checkMember(check, entry[kind.member], `${entryPath}.${kind.member}`);
    }
    checkRelevantTypes(check, entry, entryPath);
  });
}

function checkContext(check: Check, value: unknown, path: string, objectIsActivity: boolean): void {
  const allowed = [
    'registration',
    'instructor',
    'team',
    'contextActivities',
    'revision',
    'platform',
    'language',
    'statement',
    'extensions',
    ...(check.version === '2.0' ? ['contextAgents', 'contextGroups'] : []),
  ];
  if (!checkObject(check, path, value, 'a Context', allowed)) return;
  checkFormat(
    check,
    value,
    path,
    'registration',
    isUuid,
    'The "registration" property MUST be a UUID (in standard string form).',
  );
  if (present(value, 'instructor'))
    checkAgentOrGroup(check, value.instructor, `${path}.instructor`);
  if (present(value, 'team')) {
    checkGroupWithType(
      check,
      value.team,
      `${path}.team`,
      'The "team" property MUST be a Group (with "objectType" "Group").',
    );
  }
  if (present(value, 'contextActivities')) {
    checkContextActivities(check, value.contextActivities, `${path}.contextActivities`);
  }
  for (const key of ['revision', 'platform']) {
    checkString(check, value, path, key);
    if (has(value, key) && !objectIsActivity) {
      fail(
        check,
        `${path}.${key}`,
        `The "${key}" property MUST only be used if the Statement's Object is an Activity.`,
      );
    }
  }
  checkFormat(
    check,
    value,
    path,
    'language',
    isLanguageTag,
    'The "language" property MUST be an RFC 5646 language tag (a String).',
  );
  if (present(value, 'statement')) checkStatementRef(check, value.statement, `${path}.statement`);
  if (present(value, 'contextAgents')) {
    checkRelevantEntries(check, value.contextAgents, `${path}.contextAgents`, CONTEXT_AGENTS);
  }
  if (present(value, 'contextGroups')) {
    checkRelevantEntries(check, value.contextGroups, `${path}.contextGroups`, CONTEXT_GROUPS);
  }
  checkExtensions(check, value, path);
}

// ---------------------------------------------------------------------------------------------
// Attachments, authority, version, timestamps
// ---------------------------------------------------------------------------------------------

function checkAttachment(check: Check, value: unknown, path: string): void {
  const allowed = [
    'usageType',
    'display',
    'description',
    'contentType',
    'length',
    'sha2',
    'fileUrl',
  ];
  if (!checkObject(check, path, value, 'an Attachment', allowed)) return;
  const rule =
    'An Attachment MUST have "usageType" (an IRI), "display" (a Language Map), "contentType" (an Internet Media Type), "length" (an Integer) and "sha2" (a String).';
  for (const key of ['usageType', 'display', 'contentType', 'length', 'sha2']) {
    requireProperty(check, value, path, key, rule);
  }
  checkFormat(check, value, path, 'usageType', isIri, IRI_RULE('An Attachment\'s "usageType"'));
  checkLanguageMapProperty(check, value, path, 'display');
  checkLanguageMapProperty(check, value, path, 'description');
  checkFormat(
    check,
    value,
    path,
    'contentType',
    isMediaType,
    'An Attachment\'s "contentType" MUST be an Internet Media Type.',
  );
  checkFormat(
    check,
    value,
    path,
    'length',
    (length) => Number.isInteger(length) && (length as number) >= 0,
    'An Attachment\'s "length" MUST be an Integer (the number of octets).',
  );
  checkFormat(
    check,
    value,
    path,
    'sha2',
    (sha2) => typeof sha2 === 'string' && sha2 !== '',
    'An Attachment\'s "sha2" MUST be a String (the SHA-2 hash of the Attachment data).',
  );
  checkFormat(check, value, path, 'fileUrl', isIrl, IRL_RULE('An Attachment\'s "fileUrl"'));
}

function checkAttachments(check: Check, value: unknown, path: string): void {
  if (!Array.isArray(value)) {
    fail(check, path, 'The "attachments" property MUST be an array of Attachment Objects.');
    return;
  }
  value.forEach((attachment, index) => {
    checkAttachment(check, attachment, `${path}[${index}]`);
  });
}

const AUTHORITY_RULE =
  'Authority MUST be an Agent, except in 3-legged OAuth, where it MUST be a Group with two Agents (an anonymous Group: a "member" of exactly two Agents and no Inverse Functional Identifier).';

function checkAuthority(check: Check, value: unknown, path: string): void {
  if (isJsonObject(value) && value.objectType === 'Group') {
    const identified = IFI_PROPERTIES.some((key) => has(value, key));
    const members = value.member;
    if (identified || !Array.isArray(members) || members.length !== 2) {
      fail(check, path, AUTHORITY_RULE);
    }
  }
  checkAgentOrGroup(check, value, path);
}

function checkVersion(check: Check, value: unknown, path: string): void {
  const pattern = check.version === '2.0' ? /^(?:1|2)\.0(?:\.\d+)?$/ : /^1\.0(?:\.\d+)?$/;
  if (typeof value !== 'string' || !pattern.test(value)) {
    const accepted = check.version === '2.0' ? '"1.0." or "2.0."' : '"1.0."';
    fail(
      check,
      path,
      `An LRS MUST reject all Statements with a version specified that does not start with ${accepted} (a version such as "${check.version}.0").`,
    );
  }
}

function checkTimestamp(check: Check, value: unknown, path: string, name: string): void {
  if (typeof value === 'string') {
    const parts = parseTimestamp(value);
    if (parts?.negativeZeroOffset) {
      fail(
        check,
        path,
        `A ${name} MUST NOT use the offset "-00:00" (RFC 3339's unknown local offset): give the time zone, or "Z" for UTC.`,
      );
      return;
    }
    if (parts && normaliseTimestamp(value) !== null) return;
  }
  fail(
    check,
    path,
    `A ${name} MUST be a Timestamp formatted according to ISO 8601 (preferably RFC 3339, e.g. "2024-05-04T17:00:00.000Z").`,
  );
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

const STATEMENT_PROPERTIES = [
  'id',
  'actor',
  'verb',
  'object',
  'result',
  'context',
  'timestamp',
  'stored',
  'authority',
  'version',
  'attachments',
];
const SUBSTATEMENT_PROPERTIES = [
  'objectType',
  'actor',
  'verb',
  'object',
  'result',
  'context',
  'timestamp',
  'attachments',
];
const NOT_IN_SUBSTATEMENT = ['id', 'stored', 'version', 'authority'];

/** What statements and sub-statements share: actor, verb, object, result, context, timestamp. */
function checkStatementBody(
  check: Check,
  statement: JsonObject,
  path: string,
  inSubStatement: boolean,
): void {
  for (const key of ['actor', 'verb', 'object']) {
    requireProperty(
      check,
      statement,
      path,
      key,
      `A ${inSubStatement ? 'SubStatement' : 'Statement'} MUST use "actor", "verb", and "object".`,
    );
  }
  if (present(statement, 'actor')) checkAgentOrGroup(check, statement.actor, `${path}.actor`);
  if (present(statement, 'verb')) checkVerb(check, statement.verb, `${path}.verb`);
  if (present(statement, 'object')) {
    checkObjectProperty(check, statement.object, `${path}.object`, inSubStatement);
  }
  if (present(statement, 'result')) checkResult(check, statement.result, `${path}.result`);
  if (present(statement, 'context')) {
    const object = statement.object;
    const objectIsActivity =
      isJsonObject(object) && (!has(object, 'objectType') || object.objectType === 'Activity');
    checkContext(check, statement.context, `${path}.context`, objectIsActivity);
  }
  if (present(statement, 'timestamp')) {
    checkTimestamp(check, statement.timestamp, `${path}.timestamp`, 'Timestamp');
  }
  if (present(statement, 'attachments')) {
    checkAttachments(check, statement.attachments, `${path}.attachments`);
  }
}

function checkSubStatement(check: Check, value: JsonObject, path: string): void {
  for (const key of NOT_IN_SUBSTATEMENT) {
    if (has(value, key)) {
      fail(
        check,
        `${path}.${key}`,
        'A SubStatement MUST NOT have the "id", "stored", "version" or "authority" properties.',
      );
    }
  }
  const allowed = [...SUBSTATEMENT_PROPERTIES, ...NOT_IN_SUBSTATEMENT];
  if (!checkObject(check, path, value, 'a SubStatement', allowed)) return;
  checkStatementBody(check, value, path, true);
}

function checkVoiding(check: Check, statement: JsonObject): void {
  const verb = statement.verb;
  if (!isJsonObject(verb) || verb.id !== VOIDED_VERB_ID) return;
  const object = statement.object;
  if (!isJsonObject(object) || object.objectType !== 'StatementRef') {
    fail(
      check,
      'object.objectType',
      'When issuing a Statement that voids another, the Object of that voiding Statement MUST have the "objectType" property set to "StatementRef".',
    );
  }
}

function checkStatement(check: Check, statement: JsonObject): void {
  checkObject(check, 'statement', statement, 'a Statement', STATEMENT_PROPERTIES);
  checkStatementBody(check, statement, 'statement', false);
  checkFormat(
    check,
    statement,
    'statement',
    'id',
    isUuid,
    'A Statement\'s "id" MUST be a UUID (in standard string form).',
  );
  if (present(statement, 'stored')) {
    checkTimestamp(check, statement.stored, 'statement.stored', 'Stored value');
  }
  if (present(statement, 'authority')) {
    checkAuthority(check, statement.authority, 'statement.authority');
  }
  if (present(statement, 'version')) checkVersion(check, statement.version, 'statement.version');
  checkVoiding(check, statement);
}

/** A copy of the statement with its timestamps (and its sub-statement's) in UTC. */
function withUtcTimestamps(statement: JsonObject): Statement {
  const normalised: Statement = { ...statement };
  if (typeof statement.timestamp === 'string') {
    normalised.timestamp = normaliseTimestamp(statement.timestamp) ?? statement.timestamp;
  }
  const object = statement.object;
  if (isJsonObject(object) && object.objectType === 'SubStatement') {
    normalised.object = withUtcTimestamps(object);
  }
  return normalised;
}

/**
 * Validates one statement as sent to POST/PUT /statements under the given xAPI version. The
 * statement returned is the same statement, as a copy, with xAPI 2.0's timestamp normalisation
 * applied (its timestamp and its sub-statement's converted to UTC with at least millisecond
 * precision); nothing else changes and the input is left untouched (compare signatures against
 * it). A problem names the property (`statement.actor.mbox`) and the requirement it breaks.
 */
export function validateStatement(input: unknown, version: XapiVersion): ValidationResult {
  const check: Check = { version, problems: [] };
  if (!isJsonObject(input)) {
    fail(check, 'statement', 'A Statement MUST be a JSON object.');
    return { ok: false, problems: check.problems };
  }
  checkStatement(check, input);
  if (check.problems.length > 0) return { ok: false, problems: check.problems };
  return { ok: true, statement: version === '2.0' ? withUtcTimestamps(input) : { ...input } };
}
