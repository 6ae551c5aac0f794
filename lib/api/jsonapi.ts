import type { Deserializer } from 'jsonapi-serializer';

/**
 * The deserializer (jsonapi-serializer with lodash and inflected: ~13 kB gzip) is loaded on the
 * first response it reads, not with the page: guest pages hydrate without it (issue 13).
 */
let deserializer: Promise<Deserializer> | undefined;
function getDeserializer(): Promise<Deserializer> {
  deserializer ??= import('jsonapi-serializer').then(
    ({ default: JSONAPISerializer }) =>
      new JSONAPISerializer.Deserializer({ keyForAttribute: 'camelCase' }),
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

function mapKeys(value: unknown, key: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, key));
  if (value && typeof value === 'object' && value.constructor === Object) {
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

/** A JSON:API document as plain camelCase objects, relationships resolved from `included`. */
export async function deserialize<T>(document: JsonApiDocument): Promise<Deserialized<T>> {
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

/** A JSON:API request document for `type`, attributes snake_case. */
export function serialize(type: string, attributes: Record<string, unknown>) {
  return { data: { type, attributes: snakeizeKeys<Record<string, unknown>>(attributes) } };
}
