import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * How many statement texts stay prepared. Drizzle writes one text per query shape (values are
 * parameters), so the app's few hundred shapes fit; texts with inlined values (an `in` list of
 * another length) come and go at the old end.
 */
export const MAX_PREPARED_STATEMENTS = 500;

type Statement = { name: string; paramTypes: number[] };

/** The parts of PGlite's query() that are not in its public types (dist/index.d.ts). */
type PGliteInternals = PGlite & {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * PGlite with server-side prepared statements. PGlite's own query() parses and plans
 * every statement on every call, and planning was ~85 % of a query's cost: the 5-table join that
 * resolves a request planned in ~2 ms of CPU and ran in ~0.3 ms. Here each statement text is
 * parsed once as a named statement and later calls only bind and execute it (in one message
 * round trip instead of six), so PostgreSQL's plan cache applies as it does for any driver with
 * named statements (custom plans first, a generic plan once it is as good: plan_cache_mode auto).
 *
 * Only the top-level query() changes. transaction(), exec() and everything else are PGlite's
 * own: a statement here runs under the same locks as query() (never inside another caller's
 * transaction, which holds them), and prepared statements belong to PGlite's single session.
 * A schema change re-plans prepared statements by itself; migrations run before this is used.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const pg = client as PGliteInternals;
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function statementFor(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's insertion order is the LRU order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `academy_${(counter++).toString(36)}`;
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldest, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      await pg.execProtocol(
        concat([serialize.close({ type: 'S', name: old.name }), serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }

  async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const statement = await statementFor(text);
        // As PGlite's query() does: the serialiser of each parameter's type, else its text.
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[index] ?? 0;
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await pg.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: true },
        );
        // parseResults copies the whole default parser table into a new object when the
        // options carry parsers (Drizzle's always do): a table inheriting from the defaults
        // gives the same lookups for a few own properties.
        const parsers = options?.parsers
          ? Object.assign(Object.create(pg.parsers), options.parsers)
          : pg.parsers;
        return parse.parseResults(messages, parsers, {
          ...options,
          parsers: undefined,
        })[0] as Results<T>;
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
