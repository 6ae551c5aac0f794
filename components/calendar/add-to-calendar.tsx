import { useTranslations } from 'next-intl';
import { type CalendarEventKind, eventDownloadPath } from '@/shared/calendar/feed-rules';
import './calendar.css';

/**
 * "Add to calendar" beside a deadline (issue 42, item 3): the event as a file of its own, with
 * the UID it has in the person's feed, so adding it again (or after it moved) updates it. For
 * server and client components alike; a client one's page sends the `calendar.add` texts.
 */
export function AddToCalendar({
  kind,
  id,
  title,
}: {
  kind: CalendarEventKind;
  id: string;
  /** What the deadline is of, for the link's accessible name. */
  title: string;
}) {
  const t = useTranslations('calendar.add');
  return (
    <a
      className="add-to-calendar"
      href={eventDownloadPath(kind, id)}
      download
      aria-label={t('label', { title })}
    >
      {t('link')}
    </a>
  );
}
