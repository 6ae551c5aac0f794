/**
 * Spec §3: attribute names travel snake_case. Quiz data nests objects (definitions, answers,
 * settings), so the API maps their keys both ways with these. Keys made only of lower-case
 * letters, digits and hyphens (option ids, question uuids) pass unchanged, which is why option,
 * pair and item ids match OPTION_ID.
 */
export const OPTION_ID = /^[a-z0-9]{1,16}$/;

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function mapKeys(value: unknown, key: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, key));
  if (value && typeof value === 'object' && (value as object).constructor === Object) {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [key(name), mapKeys(inner, key)]),
    );
  }
  return value;
}

export const toWire = <T = unknown>(value: unknown): T => mapKeys(value, snake) as T;
export const fromWire = <T = unknown>(value: unknown): T => mapKeys(value, camel) as T;
