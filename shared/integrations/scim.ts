/**
 * SCIM 2.0 provisioning (issue 39, item 3; RFC 7643/7644): the pure rules. What a filter may
 * say (scimmy parses it; this checks what it parsed and names the attributes we keep), how a
 * provisioned person's name, address and language are read from a SCIM User, the identity
 * providers' quirks (Entra ID's "False" and "Replace"), and the weak ETag of a representation.
 */

export const SCIM_TOKEN_PREFIX = 'scim_';

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** A list's page size when the request names none, and the most one page holds. */
export const SCIM_DEFAULT_COUNT = 100;
export const SCIM_MAX_COUNT = 500;

export const SCIM_OPERATORS = [
  'eq',
  'ne',
  'co',
  'sw',
  'ew',
  'gt',
  'ge',
  'lt',
  'le',
  'pr',
  'np',
] as const;
export type ScimOperator = (typeof SCIM_OPERATORS)[number];

/** One comparison of a filter: an attribute path (lower case, without a schema URN). */
export type ScimComparison = {
  path: string;
  op: ScimOperator;
  value: string | number | boolean | null;
  negated: boolean;
};

/** A filter as scimmy parses it: any of these groups (or), each all of its comparisons (and). */
export type ScimFilter = ScimComparison[][];

export class ScimFilterError extends Error {}

const URN_PREFIX = /^urn:ietf:params:scim:schemas:(?:core|extension):[^ ]*?:(?:User|Group):/i;

/** `urn:…:User:userName` → `username`; `emails.value` stays `emails.value` (lower case). */
export function attributePath(path: string): string {
  return path.replace(URN_PREFIX, '').toLowerCase();
}

/**
 * The comparisons of scimmy's parse (`new SCIMMY.Types.Filter(expression)`), checked: every
 * comparison has an operator we know and a value unless it is `pr`/`np`. scimmy forgives a
 * trailing `and` and a missing value; a filter with either is refused here (invalidFilter).
 */
export function flattenFilter(expression: string, parsed: readonly unknown[]): ScimFilter {
  if (/\b(and|or|not)\s*\)*\s*$/i.test(expression.trim())) {
    throw new ScimFilterError(`The filter ends with an operator: ${expression}`);
  }
  return parsed.map((branch) => {
    const out: ScimComparison[] = [];
    walk(branch, '', out);
    if (out.length === 0) throw new ScimFilterError('An empty filter branch');
    return out;
  });
}

function walk(node: unknown, prefix: string, out: ScimComparison[]) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    throw new ScimFilterError('A filter expression scimmy did not understand');
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${attributePath(key)}` : attributePath(key);
    if (Array.isArray(value)) {
      const list = Array.isArray(value[0]) ? (value as unknown[][]) : [value];
      for (const condition of list) out.push(comparison(path, condition));
    } else walk(value, path, out);
  }
}

function comparison(path: string, condition: readonly unknown[]): ScimComparison {
  const negated = condition[0] === 'not';
  const [op, value, ...rest] = negated ? condition.slice(1) : condition;
  const known = (SCIM_OPERATORS as readonly unknown[]).includes(op);
  if (!known || rest.length > 0) throw new ScimFilterError(`Unknown operator in ${path}`);
  const presence = op === 'pr' || op === 'np';
  if (presence !== (value === undefined)) {
    throw new ScimFilterError(`The comparison of ${path} wants ${presence ? 'no' : 'a'} value`);
  }
  if (
    value !== undefined &&
    value !== null &&
    !['string', 'number', 'boolean'].includes(typeof value)
  ) {
    throw new ScimFilterError(`The value of ${path} is not a string, number or boolean`);
  }
  return {
    path,
    op: op as ScimOperator,
    value: (value ?? null) as ScimComparison['value'],
    negated,
  };
}

/** A SCIM e-mail as RFC 7643 §4.1.2 has it. */
export type ScimEmail = { value?: string; type?: string; primary?: boolean };

/** The User attributes we keep, as a SCIM body carries them (after scimmy's coercion). */
export type ScimUserInput = {
  userName?: string;
  externalId?: string;
  displayName?: string;
  name?: { formatted?: string; givenName?: string; familyName?: string };
  emails?: ScimEmail[];
  active?: boolean;
  preferredLanguage?: string;
  [SCIM_SCHEMAS.enterprise]?: { organization?: string; department?: string };
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The person's e-mail address: the primary one, else the work one, else the first; without any,
 * the userName when it is an address (Entra ID's UPN often is). Null: none.
 */
export function emailOf(user: ScimUserInput): string | null {
  const emails = (user.emails ?? []).filter((email) => email.value && EMAIL.test(email.value));
  const chosen =
    emails.find((email) => email.primary) ??
    emails.find((email) => email.type?.toLowerCase() === 'work') ??
    emails[0];
  const value =
    chosen?.value ?? (user.userName && EMAIL.test(user.userName) ? user.userName : null);
  return value ? value.trim().toLowerCase() : null;
}

/**
 * The full name we show: given and family name when either is there, else the formatted name,
 * else the displayName, else the part of the userName before any @.
 */
export function fullNameOf(user: ScimUserInput): string {
  const parts = [user.name?.givenName, user.name?.familyName]
    .map((part) => part?.trim())
    .filter(Boolean);
  const name =
    (parts.length > 0 ? parts.join(' ') : null) ??
    user.name?.formatted?.trim() ??
    user.displayName?.trim() ??
    user.userName?.split('@')[0]?.trim() ??
    '';
  return name.slice(0, 200);
}

/** `nl-NL`, `nl_BE`, `NL` → `nl` when the portal offers it; else null (the language stays). */
export function localeOf(preferred: string | undefined, offered: readonly string[]): string | null {
  if (!preferred) return null;
  const base = preferred.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return offered.includes(base) ? base : null;
}

/** The organisation a User names (enterprise extension `organization`), trimmed; null: none. */
export function organisationOf(user: ScimUserInput): string | null {
  const value = user[SCIM_SCHEMAS.enterprise]?.organization?.trim();
  return value ? value.slice(0, 200) : null;
}

export type ScimPatchOperation = { op: string; path?: string; value?: unknown };

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };

/**
 * Entra ID's quirks, made standard before scimmy applies a PatchOp: booleans sent as "True" or
 * "False" (for `active`, by path or inside a value object) become booleans, and op names are
 * lower case ("Replace" → "replace"; scimmy accepts either, the audit shows one).
 */
export function normalisePatchOperations(
  operations: readonly ScimPatchOperation[],
): ScimPatchOperation[] {
  return operations.map((operation) => {
    const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : operation.op;
    const path = operation.path;
    let value = operation.value;
    if (path && attributePath(path) === 'active') value = booleanOf(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      value = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
          key,
          attributePath(key) === 'active' ? booleanOf(inner) : inner,
        ]),
      );
    }
    return { ...operation, op, ...(value !== undefined ? { value } : {}) };
  });
}

function booleanOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return BOOLEAN_TEXT[value.trim().toLowerCase()] ?? value;
}

/** The same for a whole body (POST, PUT): `"active": "False"` → false. */
export function normaliseBooleans<T extends Record<string, unknown>>(body: T): T {
  if (!('active' in body)) return body;
  return { ...body, active: booleanOf(body.active) };
}

/**
 * `startIndex` and `count` (RFC 7644 §3.4.2.4): 1-based, a start below 1 counts as 1, a
 * negative count as 0, and no more than SCIM_MAX_COUNT. Null: not a number.
 */
export function pageOf(startIndex: string | undefined, count: string | undefined) {
  const start = startIndex === undefined ? 1 : Number(startIndex);
  const size = count === undefined ? SCIM_DEFAULT_COUNT : Number(count);
  if (!Number.isInteger(start) || !Number.isInteger(size)) return null;
  return { startIndex: Math.max(1, start), count: Math.min(SCIM_MAX_COUNT, Math.max(0, size)) };
}

/** Does an If-Match header (a list of tags, or `*`) hold this weak ETag? No header: yes. */
export function ifMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const tags = header.split(',').map((tag) => tag.trim());
  const bare = (tag: string) => tag.replace(/^W\//, '');
  return tags.some((tag) => tag === '*' || bare(tag) === bare(etag));
}

/**
 * The roles a group may map to: a portal's own (an academy role acts on every portal, which a
 * portal's identity provider must never give), of those the admin may give themselves.
 */
export const SCIM_MAPPABLE_ROLES = [
  'student',
  'coach',
  'author',
  'support',
  'financial_controller',
  'entity_manager',
  'admin',
] as const;

export function mappableRoles(grantable: readonly string[]): string[] {
  return SCIM_MAPPABLE_ROLES.filter((role) => grantable.includes(role));
}
