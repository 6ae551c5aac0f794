import type { Deserializer } from 'jsonapi-serializer';

/** Attribute names remembered at most: the API's few hundred, with room for nested keys. */
export const MAX_REMEMBERED_NAMES = 2_000;

/**
 * jsonapi-serializer's own camelCase (inflected's underscore, then camelize), remembered per
 * name: it ran for every key of every resource of every response, ~4 % of the server's time on
 * a catalog page, for the same few hundred names. The output is the library's own.
 */
export function rememberedNames(caserize: (name: string) => string): (name: string) => string {
  const names = new Map<string, string>();
  return (name) => {
    let out = names.get(name);
    if (out === undefined) {
      out = caserize(name);
      // Keys of free-form objects (a theme's settings, say) could grow it without end.
      if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
      names.set(name, out);
    }
    return out;
  };
}

/**
 * The deserializer (jsonapi-serializer with lodash and inflected: ~13 kB gzip) is loaded on the
 * first response it reads, not with the page: guest pages hydrate without it.
 */
let deserializer: Promise<Deserializer> | undefined;
function getDeserializer(): Promise<Deserializer> {
  deserializer ??= Promise.all([
    import('jsonapi-serializer'),
    import('jsonapi-serializer/lib/inflector'),
  ]).then(
    ([{ default: JSONAPISerializer }, { default: inflector }]) =>
      new JSONAPISerializer.Deserializer({
        keyForAttribute: rememberedNames((name) =>
          inflector.caserize(name, { keyForAttribute: 'camelCase' }),
        ),
      }),
    (error: unknown) => {
      // A chunk that failed to load (offline) is tried again on the next response.
      deserializer = undefined;
      throw error;
    },
  );
  return deserializer;
}

export interface JsonApiDocument {
  data?: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
  links?: Record<string, unknown>;
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A plain object (what JSON.parse makes), from this realm or another: a test's VM context parses
 * JSON with its own Object, whose constructor is not this module's. Class instances (Date, File…)
 * are left as they are.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function mapKeys(value: unknown, key: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, key));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [key(name), mapKeys(inner, key)]),
    );
  }
  return value;
}

/** Spec §3: attribute names (and meta keys) are read camelCase. */
export function camelizeKeys<T>(value: unknown): T {
  return mapKeys(value, camel) as T;
}

/** Spec §3: attribute names are sent snake_case. */
export function snakeizeKeys<T>(value: unknown): T {
  return mapKeys(value, snake) as T;
}

export interface Deserialized<T> {
  data: T;
  meta: Record<string, unknown>;
  links: Record<string, unknown>;
}

/**
 * In development, and in a server started with ACADEMY_CONTRACT_CHECK=1 (the end-to-end tests),
 * every document the app reads is checked against the resource contracts (shared/contract) —
 * types and unknown keys; a sparse fieldset may leave attributes out — so a page never quietly
 * reads a shape its types do not describe. Production never loads the contracts for this.
 */
const CHECK_CONTRACTS =
  process.env.NODE_ENV === 'development' || process.env.ACADEMY_CONTRACT_CHECK === '1';

async function checkContracts(document: JsonApiDocument): Promise<void> {
  const [{ CONTRACTS_BY_TYPE }, { validateDocument }] = await Promise.all([
    import('@/shared/contract/registry'),
    import('@/shared/contract/validate'),
  ]);
  const problems = validateDocument(document, CONTRACTS_BY_TYPE, {
    sparse: true,
    requireContract: true,
  });
  if (problems.length > 0) {
    throw new Error(`A response breaks its contract:\n  ${problems.join('\n  ')}`);
  }
}

/** A JSON:API document as plain camelCase objects, relationships resolved from `included`. */
export async function deserialize<T>(document: JsonApiDocument): Promise<Deserialized<T>> {
  if (CHECK_CONTRACTS) await checkContracts(document);
  const data =
    document.data === null || document.data === undefined
      ? (document.data as T)
      : ((await (await getDeserializer()).deserialize(document)) as T);
  return {
    data,
    meta: camelizeKeys(document.meta ?? {}),
    links: (document.links as Record<string, unknown>) ?? {},
  };
}

/**
 * The attributes of a document's resources as they came, by id: for free-form JSON values (an
 * event's payload, an audit entry's before and after) whose keys are data, which `deserialize`
 * would camelCase with the attribute names.
 */
export function wireAttributes(document: JsonApiDocument): Map<string, Record<string, unknown>> {
  const resources = Array.isArray(document.data) ? document.data : [document.data];
  const byId = new Map<string, Record<string, unknown>>();
  for (const resource of resources) {
    if (!isPlainObject(resource)) continue;
    const attributes = resource.attributes;
    byId.set(String(resource.id), isPlainObject(attributes) ? attributes : {});
  }
  return byId;
}

/** A JSON:API request document for `type`, attributes snake_case. */
export function serialize(type: string, attributes: Record<string, unknown>) {
  return { data: { type, attributes: snakeizeKeys<Record<string, unknown>>(attributes) } };
}
