import { calendarFromAcademy, calendarNotFound } from '@/lib/server/calendar';
import { eventRefOf, parseEventRef } from '@/shared/calendar/feed-rules';

export const dynamic = 'force-dynamic';

/**
 * "Add to calendar" on a deadline (issue 42, item 3): /calendar/event/{kind}-{id}.ics, one event
 * of the signed-in person's as a file, with the UID it has in their feed.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ event: string }> },
): Promise<Response> {
  const ref = parseEventRef((await params).event);
  if (!ref) return calendarNotFound();
  return calendarFromAcademy(`/v1/calendar_feed/events/${eventRefOf(ref.kind, ref.id)}.ics`, {
    session: true,
  });
}
