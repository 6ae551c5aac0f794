import type { Context } from 'hono';
import { type CalendarEvent, calendarEventOf } from '../../shared/calendar/feed-events';
import { type EventRef, feedWindow, nearestEvents } from '../../shared/calendar/feed-rules';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import type { AppEnv } from '../app-env';
import { namespaceTranslator } from '../i18n/message-catalog';
import { currentPortal, normaliseDomain } from '../middleware/portal';
import { calendarSources } from './calendar-events.queries';
import type { FeedOwner } from './calendar-feeds.queries';
import { ICS_CONTENT_TYPE, icsOf } from './ics';

/**
 * Where the request's portal is served: the base URL of the domain it came through (a seeded
 * loopback domain's on the port the app runs on, as mailed links are), and its main domain,
 * the host of every UID (the same whichever domain a feed is read through).
 */
export async function portalAddress(c: Context<AppEnv>) {
  const portal = await currentPortal(c);
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const main = portal.domains[0];
  const configured =
    portal.domains.find((entry) => entry.domain === domain)?.base_url ??
    main?.base_url ??
    `https://${domain}`;
  return {
    portal,
    baseUrl: servedBaseUrl(configured, c.req.header(PORTAL_HOST_HEADER)),
    host: main?.domain ?? domain,
  };
}

/**
 * A person's events, in their language with the portal's overrides: the feed's window (nearest
 * MAX_FEED_EVENTS), or the one event of `only`.
 */
export async function eventsOf(
  c: Context<AppEnv>,
  owner: Omit<FeedOwner, 'feedId'>,
  only?: EventRef,
): Promise<{ events: CalendarEvent[]; name: string; description: string }> {
  const now = new Date();
  const [{ portal, baseUrl, host }, sources] = await Promise.all([
    portalAddress(c),
    calendarSources(c.var.db, {
      owner,
      features: c.var.portal.features,
      window: feedWindow(now),
      now,
      ...(only ? { only } : {}),
    }),
  ]);
  const overrides = portal.languages.find((language) => language.locale === owner.locale);
  const t = await namespaceTranslator('calendar.feed', owner.locale, overrides?.overrides);
  const events = sources.map((source) => calendarEventOf(source, { host, baseUrl, t }));
  return {
    events: nearestEvents(events, now),
    name: t('name', { portal: portal.name }),
    description: t('description', { portal: portal.name }),
  };
}

/** An iCalendar answer: never kept by a shared cache, nor indexed, nor its address passed on. */
export function icsResponse(body: string, fileName?: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': ICS_CONTENT_TYPE,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
      ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });
}

export { icsOf };
