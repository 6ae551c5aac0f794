import { Hono } from 'hono';
import { feedTokenOf } from '../../shared/calendar/feed-rules';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { hashToken } from '../auth/tokens';
import { found } from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { type Answers, file } from '../openapi/answers';
import { findFeedOwner, noteFeedRead } from './calendar-feeds.queries';
import { eventsOf, icsOf, icsResponse } from './calendar-writer';
import { ICS_CONTENT_TYPE } from './ics';

/**
 * /v1/calendar_feeds/{secret}.ics: a person's calendar feed as calendar apps read it (issue 42,
 * item 3), with no session: the secret in the address is all that opens it, on its own portal
 * only. It is matched by its hash, so an unknown, reset or switched-off secret, another portal's,
 * or one whose account has gone is the same 404. What it holds is what the person may see now.
 */
export const calendarIcsRoutes = new Hono<AppEnv>().get('/:token', async (c) => {
  const token = feedTokenOf(c.req.param('token'));
  if (!token) throw notFound();
  const owner = await found(
    findFeedOwner(c.var.db, { tokenHash: hashToken(token), portalId: c.var.portal.id }),
  );
  const [{ events, name, description }] = await Promise.all([
    eventsOf(c, owner),
    noteFeedRead(c.var.db, { feedId: owner.feedId, now: new Date() }),
  ]);
  return icsResponse(icsOf(events, { name, description }));
});

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/calendar_feeds/:token': file(
    ICS_CONTENT_TYPE,
    'A person’s calendar feed (iCalendar): their deadlines from 90 days back to a year ahead, certificate expiries three years ahead. Needs no session: the secret in the address opens it.',
  ),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  // Public: an unknown secret is a 404 for everyone, signed in or not.
  fixedRow('GET', '/v1/calendar_feeds/:token', `/v1/calendar_feeds/${NO_SUCH}.ics`, {
    others: 404,
  }),
];
