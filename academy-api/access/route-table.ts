/**
 * The route × account table (route-table.test.ts) is assembled from the `rows` every route
 * route module (`academy-api/<domain>/*.routes.ts`) exports beside its routes, so a route and who may call it are
 * read (and changed) in one place. A row names the Hono route it covers, the concrete
 * path to ask (`me` is the asking person's own id; a guest's is an unknown id), an optional
 * body (writes send an invalid one: 422 proves the request was let in without changing the
 * demo data), and the status each person must get.
 */
export const PEOPLE = {
  ada: 'admin@demo.academy',
  sam: 'support@demo.academy',
  alex: 'author@demo.academy',
  sven: 'sales@demo.academy',
  mia: 'marketing@demo.academy',
  cora: 'coach@demo.academy',
  hugo: 'hybrid@demo.academy',
  stijn: 'student@demo.academy',
  eva: 'expired@demo.academy',
  fenna: 'flatfee@demo.academy',
  lars: 'learner@unlimited.academy',
} as const;

export type Person = keyof typeof PEOPLE | 'guest';

export type Row = {
  method: string;
  /** The Hono route this row covers. */
  route: string;
  /** The concrete path; `me` is the asking person's own id (a guest: an unknown id). */
  path: (me: string) => string;
  body?: unknown;
  expect: Partial<Record<Person | 'others', number>>;
};

/** What rows may refer to; `id` is filled before the first row runs. */
export interface RowContext {
  id: Record<keyof typeof PEOPLE, string>;
  /** An id no record has. */
  NO_SUCH: string;
}

export type RowsOf = (context: RowContext) => Row[];

/** A row of one fixed path; the body only when one is given. */
export function fixedRow(
  method: string,
  route: string,
  path: string,
  expect: Row['expect'],
  body?: unknown,
): Row {
  return { method, route, path: () => path, expect, ...(body !== undefined ? { body } : {}) };
}

/** A POST row of one fixed path with an (invalid) body, `{}` unless given. */
export const postRow = (route: string, path: string, expect: Row['expect'], body: unknown = {}) =>
  fixedRow('POST', route, path, expect, body);

/** `/v1/accounts/{the asking person's id}{suffix}`. */
export const ownAccountPath =
  (suffix = '') =>
  (me: string) =>
    `/v1/accounts/${me}${suffix}`;

/** `/v1/accounts/{Stijn's id}{suffix}`, read when the row runs (ids are known after sign-in). */
export const stijnsAccountPath =
  (id: RowContext['id'], suffix = '') =>
  () =>
    `/v1/accounts/${id.stijn}${suffix}`;
