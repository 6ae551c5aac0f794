import { calendarFromAcademy, calendarNotFound } from '@/lib/server/calendar';
import { feedTokenOf } from '@/shared/calendar/feed-rules';

export const dynamic = 'force-dynamic';

/**
 * A person's calendar feed (issue 42, item 3): /calendar/{secret}.ics, read by calendar apps
 * without a session. The secret opens it on this portal only (the API's /v1/calendar_feeds).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  const token = feedTokenOf((await params).token);
  if (!token) return calendarNotFound();
  return calendarFromAcademy(`/v1/calendar_feeds/${token}.ics`, { session: false });
}
