import type { ChangeEvent, ChangeFeed } from '../db/change-feed';

type Entry<T> = { value: T; until: number };

/** What a load returns: the value, and until when it may be kept (null: not at all). */
export type Loaded<T> = { value: T; until: number | null };

/**
 * Values kept per session (a token's hash, '' for guests) and key while nothing they depend on
 * changes, on the change feed (db/change-feed.ts):
 * - a session's sign-in, sign-out, revocation or removal drops that session's entries;
 * - any other committed write the feed hears drops them all;
 * - while the feed is not live nothing is kept, and a load that overlapped a change is not kept
 *   (it may not have seen it).
 * Each entry is kept until the time its load named (the loader knows its clock boundaries); a
 * full cache starts again, so a spray of sessions cannot grow it beyond `maxEntries`.
 * Used for request contexts (request-contexts.ts) and Me documents (accounts/me-documents.ts).
 */
export class KeptPerSession<T> {
  private live = false;
  private generation = 0;
  private readonly bySession = new Map<string, Map<string, Entry<T>>>();
  private size = 0;

  constructor(
    feed: ChangeFeed,
    private readonly maxEntries: number,
  ) {
    feed.subscribe((event) => this.hear(event));
  }

  private hear(event: ChangeEvent): void {
    // Work for the background worker changes nothing kept.
    if (event.kind === 'jobs') return;
    if (event.kind === 'session' && event.tokenHash !== '') {
      this.forget(event.tokenHash);
      return;
    }
    this.generation += 1;
    this.live = event.live;
    this.bySession.clear();
    this.size = 0;
  }

  /** Drops what is kept for a session (its token's hash). */
  forget(session: string): void {
    this.generation += 1;
    const entries = this.bySession.get(session);
    if (entries) {
      this.size -= entries.size;
      this.bySession.delete(session);
    }
  }

  /** The kept value of `session` and `key`, or what `load` reads (kept when it may be). */
  async find(session: string, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    if (!this.live) return (await load()).value;
    const kept = this.bySession.get(session)?.get(key);
    if (kept && kept.until > Date.now()) return kept.value;
    const generation = this.generation;
    const loaded = await load();
    if (loaded.until !== null && loaded.until > Date.now() && generation === this.generation) {
      this.keep(session, key, { value: loaded.value, until: loaded.until });
    }
    return loaded.value;
  }

  private keep(session: string, key: string, entry: Entry<T>): void {
    if (this.size >= this.maxEntries) {
      this.bySession.clear();
      this.size = 0;
    }
    let entries = this.bySession.get(session);
    if (!entries) {
      entries = new Map();
      this.bySession.set(session, entries);
    }
    if (!entries.has(key)) this.size += 1;
    entries.set(key, entry);
  }
}
