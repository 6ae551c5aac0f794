import { Hono } from 'hono';
import { z } from 'zod';
import { always } from '../../shared/access/rules';
import { calendarFeeds } from '../../shared/calendar/contract';
import { feedPath, parseEventRef } from '../../shared/calendar/feed-rules';
import { type AccountScope, viewerAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { hashToken, newToken } from '../auth/tokens';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, file, NONE, one } from '../openapi/answers';
import {
  type CalendarFeedRow,
  deleteCalendarFeed,
  findCalendarFeed,
  findEventOwner,
  saveCalendarFeed,
} from './calendar-feeds.queries';
import { eventsOf, icsOf, icsResponse, portalAddress } from './calendar-writer';
import { ICS_CONTENT_TYPE } from './ics';

/** `reset: true` gives the feed a new secret; false makes one only where there is none. */
export const saveCalendarFeedSchema = z.object({ reset: z.boolean() });

/** The viewer's feed as /account/details shows it: its address, to copy again at any time. */
export function calendarFeedResource(row: CalendarFeedRow, baseUrl: string) {
  const url = `${baseUrl}${feedPath(row.token)}`;
  return resourceOf(calendarFeeds, row.id, {
    url,
    webcal_url: url.replace(/^https?:/, 'webcal:'),
    created_at: iso(row.createdAt),
    last_fetched_at: iso(row.lastFetchedAt),
  });
}

/** The viewer's own account, whose feed these routes are about (401 guests, 404 visitors). */
function ownScope(c: Parameters<typeof authorize>[0]): AccountScope {
  authorize(c, always);
  return viewerAccount(c);
}

/**
 * /v1/calendar_feed: the signed-in person's private calendar feed (issue 42, item 3): whether
 * there is one and its address, make it or give it a new secret, switch it off; and any one of
 * their events as a file of its own (the "Add to calendar" of a deadline), with the feed's UID.
 */
export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const row = await findCalendarFeed(c.var.db, { scope: ownScope(c) });
    // None yet: `data: null` (JSON:API's empty to-one), not a 404 the screen would show as failing.
    if (!row) return jsonApiResponse(buildDocument(null));
    const { baseUrl } = await portalAddress(c);
    return resourceResponse(calendarFeedResource(row, baseUrl));
  })
  .post('/', async (c) => {
    const scope = ownScope(c);
    const input = await attributesOf(c, saveCalendarFeedSchema);
    const { baseUrl } = await portalAddress(c);
    const existing = await findCalendarFeed(c.var.db, { scope });
    if (existing && !input.reset) return resourceResponse(calendarFeedResource(existing, baseUrl));
    const token = newToken();
    const row = await saveCalendarFeed(c.var.db, { scope, token, tokenHash: hashToken(token) });
    return resourceResponse(calendarFeedResource(row, baseUrl), { status: 201 });
  })
  .delete('/', async (c) => {
    await found(deleteCalendarFeed(c.var.db, { scope: ownScope(c) }));
    return noContent();
  })
  .get('/events/:event', async (c) => {
    const scope = ownScope(c);
    const ref = parseEventRef(c.req.param('event'));
    if (!ref) throw notFound();
    const owner = await found(findEventOwner(c.var.db, { scope }));
    const { events } = await eventsOf(c, owner, ref);
    const event = events[0];
    if (!event) throw notFound();
    return icsResponse(icsOf([event], { single: true }), `${ref.kind}-${ref.id}.ics`);
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/calendar_feed': one('calendar_feeds', { nullable: true }),
  'POST /v1/calendar_feed': one('calendar_feeds', { status: [200, 201] }),
  'DELETE /v1/calendar_feed': NONE,
  'GET /v1/calendar_feed/events/:event': file(
    ICS_CONTENT_TYPE,
    'One event of the person’s calendar (iCalendar, METHOD:PUBLISH), with the UID it has in their feed.',
  ),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // Everyone signed in has their own; the demo accounts have none, so nothing to switch off.
  fixedRow('GET', '/v1/calendar_feed', '/v1/calendar_feed', { guest: 401, others: 200 }),
  postRow('/v1/calendar_feed', '/v1/calendar_feed', { guest: 401, others: 422 }),
  fixedRow('DELETE', '/v1/calendar_feed', '/v1/calendar_feed', { guest: 401, others: 404 }),
  fixedRow(
    'GET',
    '/v1/calendar_feed/events/:event',
    `/v1/calendar_feed/events/assignment-${NO_SUCH}.ics`,
    { guest: 401, others: 404 },
  ),
];
