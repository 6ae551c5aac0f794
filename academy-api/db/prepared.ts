import type { Db } from './database';

/**
 * A query built once per database instead of on every call: Drizzle turns a query
 * builder into SQL on every await, about a quarter of the CPU of GET /v1/me. For the queries
 * every request runs, build them once with `sql.placeholder(...)` and `.prepare(name)` (a named
 * statement on PostgreSQL too) and execute them with values.
 */
export function builtOncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
