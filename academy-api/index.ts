import { createApp } from './app';
import { getConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/database';
import { toErrorResponse } from './jsonapi/error-response';
import { applyMethodOverride } from './jsonapi/method-override';

/** What the BFF calls: a fetch-shaped upstream, in-process or over HTTP alike. */
export type EmbeddedApi = {
  fetch(request: Request): Promise<Response>;
  /** The database's committed writes (db/change-feed.ts); only where the API opened it. */
  changes?: ChangeFeed;
};

/** The API over a given database (tests, the standalone server). */
export function createApi(db: Db, options: { changes?: ChangeFeed } = {}): EmbeddedApi {
  const app = createApp(db, options);
  return {
    async fetch(request) {
      try {
        // The override must happen before routing, so it wraps the app instead of being middleware.
        return await app.fetch(await applyMethodOverride(request));
      } catch (error) {
        return toErrorResponse(error);
      }
    },
  };
}

const API = Symbol.for('academy-api.embedded');
type Holder = { [API]?: Promise<EmbeddedApi> };

/**
 * The process-wide embedded API: opens, migrates and seeds the database on first use.
 * Kept on globalThis because Next.js may load this module once per bundle layer.
 */
export function getEmbeddedApi(): Promise<EmbeddedApi> {
  const holder = globalThis as Holder;
  holder[API] ??= import('./db/client')
    .then(({ openDatabase }) => openDatabase())
    .then(async ({ db, kind, changes }) => {
      // The background worker lives where the database does: with PGlite this is
      // the only process, on PostgreSQL every API instance runs one and they share the work.
      if (getConfig().ACADEMY_WORKER !== false) {
        const { startBackgroundWorker } = await import('./jobs/worker');
        const worker = startBackgroundWorker({
          db,
          singleProcess: kind === 'pglite',
          webhooks: { allowPrivate: getConfig().ACADEMY_WEBHOOKS_ALLOW_PRIVATE },
        });
        // A webhook to deliver, raised by any instance's transaction: look now, not at the poll.
        changes?.subscribe((event) => {
          if (event.kind === 'jobs') worker.kick();
        });
      }
      return { ...createApi(db, { changes }), changes };
    })
    .catch((error: unknown) => {
      delete holder[API];
      throw error;
    });
  return holder[API];
}
