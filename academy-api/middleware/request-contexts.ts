import { findRequestContext, type RequestContextRecord } from '../accounts/sessions.queries';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';
import { KeptPerSession } from './kept-per-session';

type Params = { domain: string; tokenHash: string | null };

/** Entries at most: a full cache starts again (a spray of sessions cannot grow it further). */
const MAX_ENTRIES = 20_000;
/** However quiet the feed, an entry is read again after this long. */
const MAX_AGE_MS = 60_000;

/**
 * What every API request starts with — the portal of its domain and the account of its session
 * (findRequestContext, one query) — kept per domain and session while nothing it depends on
 * changes (issue 36 item 3), as KeptPerSession keeps values: a session's own events drop its
 * entries, any other change (portals, domains, flags, accounts, roles, subscriptions) drops them
 * all, nothing is kept while the feed is not live. A session is never kept past its expiry, and
 * no entry past MAX_AGE_MS. The key is the domain and the token's hash, so no entry can answer
 * for another portal or another session; a token that matches no live session is not kept (it
 * is someone's guess, or a stale cookie).
 */
export class RequestContexts {
  private readonly kept: KeptPerSession<RequestContextRecord | null>;

  constructor(feed: ChangeFeed) {
    this.kept = new KeptPerSession(feed, MAX_ENTRIES);
  }

  /** Drops what is kept for a session (its token's hash). */
  forget(tokenHash: string): void {
    this.kept.forget(tokenHash);
  }

  find(db: Db, params: Params): Promise<RequestContextRecord | null> {
    const session = params.tokenHash ?? '';
    return this.kept.find(session, params.domain, async () => {
      const now = Date.now();
      const record = await findRequestContext(db, params);
      if (!record || (session !== '' && !record.account)) return { value: record, until: null };
      const expires = record.account?.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
      return { value: record, until: Math.min(expires, now + MAX_AGE_MS) };
    });
  }
}
