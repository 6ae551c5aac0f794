import type { ChangeFeed } from '../db/change-feed';
import { KeptPerSession, type Loaded } from '../middleware/kept-per-session';

/** Entries at most (a full cache starts again). */
const MAX_ENTRIES = 20_000;
/** However quiet the feed, a Me document is built again after this long. */
export const ME_MAX_AGE_MS = 60_000;

/**
 * Signed-in Me documents (GET /v1/me, read with every page), kept per session and portal,
 * language and query while nothing they show changes (issue 36 item 3): every table Me reads
 * is on the change feed (accounts, roles, entities, contracts, subscriptions, profiles, portals,
 * grants and seats, announcements and their translations and dismissals, agreement versions
 * and acceptances), so a write anywhere drops them all and a session's own sign-out or
 * revocation drops its own; what changes by the clock alone bounds how long one is kept
 * (me.routes.ts: the next banner start or end, grant start or end, the subscription's end, the
 * next last-online write). The key starts with the session's token hash and the portal, so no
 * document can answer for another session or another portal.
 */
export class MeDocuments {
  private readonly kept: KeptPerSession<string>;

  constructor(feed: ChangeFeed) {
    this.kept = new KeptPerSession(feed, MAX_ENTRIES);
  }

  find(
    tokenHash: string,
    key: { portalId: string; locale: string; search: string },
    load: () => Promise<Loaded<string>>,
  ): Promise<string> {
    return this.kept.find(tokenHash, `${key.portalId}\n${key.locale}\n${key.search}`, load);
  }
}
