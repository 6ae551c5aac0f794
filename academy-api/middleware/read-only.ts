import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Runs the rest of the request inside a READ ONLY transaction: the database itself refuses any
 * INSERT, UPDATE or DELETE (and the triggers they would fire), whatever the code beneath calls.
 * Student view's routes use it (access/course-preview.ts), so "a preview never writes" does not
 * rest on each handler remembering which functions write.
 *
 * The request's `db` is the transaction until the answer is made. Hono's onError answers inside
 * `next()`, so an error answer (which may read the portal's text overrides) is made in it too.
 * Nothing else may query the root database meanwhile: PGlite holds one transaction at a time,
 * and a query outside it would wait for it forever.
 */
export const readOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = c.var.db;
  try {
    await db.transaction(
      async (tx) => {
        c.set('db', tx);
        await next();
      },
      { accessMode: 'read only' },
    );
  } catch (error) {
    // A statement that failed (a write refused, say) leaves the transaction to be rolled back,
    // which its COMMIT reports; the error's own answer is made already (c.error is set).
    if (!c.error) throw error;
  } finally {
    c.set('db', db);
  }
};
