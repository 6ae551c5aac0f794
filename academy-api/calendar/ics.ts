import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { CalendarEvent } from '../../shared/calendar/feed-events';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * An iCalendar document (RFC 5545) of `events`, written by ical-generator. A feed is named and
 * asks to be read again every hour; a single-event download is a PUBLISH of that one event,
 * which a calendar adds, or updates when it holds the UID already. Every event is transparent
 * (a deadline does not make the person busy) and dated by its row's last change.
 */
export function icsOf(
  events: readonly CalendarEvent[],
  options: { name?: string; description?: string; single?: boolean },
): string {
  const calendar = ical({
    prodId: { company: 'Academy', product: 'Calendar feed', language: 'EN' },
    ...(options.name ? { name: options.name } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.single ? { method: ICalCalendarMethod.PUBLISH } : { ttl: 60 * 60 }),
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      allDay: event.allDay,
      summary: event.summary,
      description: event.description,
      url: event.url,
      sequence: event.sequence,
      stamp: event.changedAt,
      lastModified: event.changedAt,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
