import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { fetchResource, sendResource } from '@/lib/api/transport';
import type { calendarFeeds } from '@/shared/calendar/contract';
import type { Read } from '@/shared/contract/resource';

/** GET /v1/calendar_feed: the signed-in person's calendar address (issue 42, item 3). */
export type CalendarFeed = Read<typeof calendarFeeds>;

export const calendarFeedKeys = {
  own: () => ['calendar_feeds', 'own'] as const,
};

/** The person's feed, or null while they have none. */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKeys.own(),
    queryFn: async (context) =>
      (await fetchResource<CalendarFeed | null>(context, '/v1/calendar_feed')).data ?? null,
    // 404: academy staff visiting another portal, who have no feed there (the section is left out).
    retry: false,
  });

/**
 * POST /v1/calendar_feed: makes the feed (`reset` false: the one there is stays) or gives it a new
 * secret (`reset` true: the old address stops at once).
 */
export function saveCalendarFeed(reset: boolean): Promise<CalendarFeed> {
  return sendResource<CalendarFeed>('/v1/calendar_feed', {
    method: 'POST',
    body: serialize('calendar_feeds', { reset }),
  });
}

/** DELETE /v1/calendar_feed: switched off, its address answers 404 at once. */
export function deleteCalendarFeed() {
  return apiFetch('/v1/calendar_feed', { method: 'DELETE' });
}
