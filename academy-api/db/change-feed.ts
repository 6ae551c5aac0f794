import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** The channel the triggers of migration 0030 notify on. */
export const CHANGES_CHANNEL = 'academy_changes';
/** The channel of sign-ins, sign-outs and revoked sessions (migration 0031), by token hash. */
export const SESSIONS_CHANNEL = 'academy_sessions';
/** The channel of work made due for the background worker (webhook deliveries, migration 0042). */
export const JOBS_CHANNEL = 'academy_jobs';
const CHANNELS = [CHANGES_CHANNEL, SESSIONS_CHANNEL, JOBS_CHANNEL];

/**
 * What a change-feed listener hears:
 * - `content`: a committed write to a table what guests see may depend on (migration 0030);
 * - `session`: a session was made, changed or removed (migration 0031): its token's hash, or ''
 *   for every session;
 * - `jobs`: a transaction made work due for the background worker (a webhook to deliver); it
 *   says nothing of what anybody keeps;
 * - `state`: whether the feed is live; `live: false` while it may be missing changes (its
 *   connection is down), then `live: true` again (what happened meanwhile is unknown, so a
 *   listener drops everything on every state event).
 */
export type ChangeEvent =
  | { kind: 'content'; live: true }
  | { kind: 'session'; live: true; tokenHash: string }
  | { kind: 'jobs'; live: true }
  | { kind: 'state'; live: boolean };
type Listener = (event: ChangeEvent) => void;

/**
 * Committed writes of any instance and any background job, as they happen: what lets an app
 * instance keep what every guest of a portal sees (server/guest-page-cache.cjs) and drop it the
 * moment it changes.
 */
export interface ChangeFeed {
  subscribe(listener: Listener): () => void;
  /**
   * Resolves once every change committed before the call has been heard: an API request that
   * wrote calls it before it answers, so the next request on this instance never meets a page
   * from before its own write.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

function listeners() {
  const all = new Set<Listener>();
  let live = false;
  const emit = (event: ChangeEvent) => {
    live = event.live;
    for (const listener of all) listener(event);
  };
  return {
    subscribe(listener: Listener) {
      all.add(listener);
      listener({ kind: 'state', live });
      return () => void all.delete(listener);
    },
    state: (next: boolean) => emit({ kind: 'state', live: next }),
    /** A notification of either channel. */
    notified(channel: string, payload: string) {
      if (channel === CHANGES_CHANNEL) emit({ kind: 'content', live: true });
      else if (channel === SESSIONS_CHANNEL) {
        emit({ kind: 'session', live: true, tokenHash: payload });
      } else if (channel === JOBS_CHANNEL) emit({ kind: 'jobs', live: true });
    },
  };
}

/**
 * PGlite is one connection in this process: its notifications arrive while the committing query
 * returns, before its caller goes on, so the feed is exact and `settle` has nothing to wait for.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = listeners();
  const unlisten = await Promise.all(
    CHANNELS.map((channel) => client.listen(channel, (payload) => feed.notified(channel, payload))),
  );
  feed.state(true);
  return {
    subscribe: feed.subscribe,
    settle: async () => undefined,
    close: async () => {
      feed.state(false);
      await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}

/** A feed that is never live: whoever keeps pages keeps none (e.g. LISTEN is not possible). */
export function silentChangeFeed(): ChangeFeed {
  const feed = listeners();
  return { subscribe: feed.subscribe, settle: async () => undefined, close: async () => undefined };
}

export const FEED_APPLICATION_NAME = 'academy-change-feed';

const RECONNECT_MS = [100, 500, 1_000, 5_000];

/**
 * PostgreSQL: one connection of its own LISTENs. The server delivers a notification after the
 * writer's commit; a round trip on the listening connection (`settle`) returns only after every
 * notification queued before it was delivered. When the connection drops the feed says it is not
 * live (whoever keeps pages stops using them) and reconnects.
 */
export async function postgresChangeFeed(url: string): Promise<ChangeFeed> {
  const feed = listeners();
  let client: Client | null = null;
  let closed = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      // Named, so an operator (and the test) can tell it in pg_stat_activity.
      application_name: FEED_APPLICATION_NAME,
    });
    next.on('notification', (message) => feed.notified(message.channel, message.payload ?? ''));
    const lost = () => {
      if (client !== next) return;
      client = null;
      feed.state(false);
      next.end().catch(() => undefined);
      if (!closed) retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(CHANNELS.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      // Not left open behind the retry that follows.
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    attempt = 0;
    feed.state(true);
  };
  const retry = () => {
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      if (closed) return;
      connect().catch((error: unknown) => {
        console.error('[academy-api] change feed: could not listen', error);
        retry();
      });
    }, delay).unref();
  };

  /**
   * One round trip at a time on the listening connection (pg deprecates queueing queries on a
   * client, and its warning reached Next.js's console patch in the API's thread as a 502):
   * whoever asks while one is under way waits for the next, which starts after their commit.
   */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const settle = (): Promise<void> => {
    const open = client;
    // A dropped connection has already said `live: false`: nothing to wait for.
    if (!open) return Promise.resolve();
    if (!inFlight) {
      // Through then(): a query that throws at once is a failed round trip too, not a 502.
      inFlight = Promise.resolve()
        .then(() => open.query('SELECT 1'))
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return settle();
    });
    return queued;
  };

  await connect();
  return {
    subscribe: feed.subscribe,
    settle,
    async close() {
      closed = true;
      const open = client;
      client = null;
      feed.state(false);
      await open?.end().catch(() => undefined);
    },
  };
}
