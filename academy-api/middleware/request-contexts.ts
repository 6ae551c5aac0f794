import { findRequestContext, type RequestContextRecord } from '../accounts/sessions.queries';
import type { ChangeEvent, ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';

type Params = { domain: string; tokenHash: string | null };
type Entry = { record: RequestContextRecord; until: number };

/** Entries at most: a full cache starts again (a spray of sessions cannot grow it further). */
const MAX_ENTRIES = 20_000;
/** However quiet the feed, an entry is read again after this long. */
const MAX_AGE_MS = 60_000;

/**
 * What every API request starts with — the portal of its domain and the account of its session
 * (findRequestContext, one query) — kept per domain and session while nothing it depends on
 * changes (issue 36 item 3). The change feed (db/change-feed.ts) decides:
 * - a session's sign-in, sign-out, revocation or removal drops that session's entries;
 * - any other committed write that can change a context (portals, domains, flags, accounts,
 *   roles, subscriptions: the `academy_changes` channel) drops them all;
 * - while the feed is not live nothing is kept, and a query that overlapped a change is not kept.
 * A session is never kept past its expiry, and no entry past MAX_AGE_MS. The key is the domain
 * and the token's hash, so no entry can answer for another portal or another session; a token
 * that matches no live session is not kept (it is someone's guess, or a stale cookie).
 */
export class RequestContexts {
  private live = false;
  private generation = 0;
  /** Token hash ('' for guests) → domain → entry. */
  private readonly bySession = new Map<string, Map<string, Entry>>();
  private size = 0;

  constructor(feed: ChangeFeed) {
    feed.subscribe((event) => this.hear(event));
  }

  private hear(event: ChangeEvent): void {
    if (event.kind === 'session' && event.tokenHash !== '') {
      this.forget(event.tokenHash);
      return;
    }
    this.generation += 1;
    this.live = event.live;
    this.clear();
  }

  /** Drops what is kept for a session (its token's hash). */
  forget(tokenHash: string): void {
    this.generation += 1;
    const entries = this.bySession.get(tokenHash);
    if (entries) {
      this.size -= entries.size;
      this.bySession.delete(tokenHash);
    }
  }

  private clear(): void {
    this.bySession.clear();
    this.size = 0;
  }

  async find(db: Db, params: Params): Promise<RequestContextRecord | null> {
    if (!this.live) return findRequestContext(db, params);
    const session = params.tokenHash ?? '';
    const now = Date.now();
    const kept = this.bySession.get(session)?.get(params.domain);
    if (kept && kept.until > now) return kept.record;
    const generation = this.generation;
    const record = await findRequestContext(db, params);
    // A change heard while the query ran may be one it did not see.
    if (record && generation === this.generation && (session === '' || record.account)) {
      const expires = record.account?.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
      this.keep(session, params.domain, { record, until: Math.min(expires, now + MAX_AGE_MS) });
    }
    return record;
  }

  private keep(session: string, domain: string, entry: Entry): void {
    if (this.size >= MAX_ENTRIES) this.clear();
    let entries = this.bySession.get(session);
    if (!entries) {
      entries = new Map();
      this.bySession.set(session, entries);
    }
    if (!entries.has(domain)) this.size += 1;
    entries.set(domain, entry);
  }
}
