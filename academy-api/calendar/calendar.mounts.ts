import { domainRoutes } from '../app-env';
import * as calendarFeed from './calendar-feed.routes';
import * as calendarIcs from './calendar-ics.routes';

/** Where the calendar's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [calendarFeed, calendarIcs],
  [
    ['/v1/calendar_feed', calendarFeed.calendarFeedRoutes],
    ['/v1/calendar_feeds', calendarIcs.calendarIcsRoutes],
  ],
);
