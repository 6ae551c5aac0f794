import { type CalendarEventKind, calendarUid, sequenceOf } from './feed-rules';

/** Facts every dated row brings: its id, when it falls, and when the row last changed. */
type Dated = { id: string; at: Date; changedAt: Date };

/** An item of a course the learner opens in the player (/courses/{course}/{item}). */
type CourseItem = Dated & {
  title: string;
  courseTitle: string;
  courseSlug: string;
  itemSlug: string;
};

/** A dated row as the feed's queries read it: what an event is made of. */
export type CalendarSource =
  | ({ kind: 'assignment' } & CourseItem)
  | ({ kind: 'quiz' } & CourseItem)
  | ({ kind: 'ticket' } & Dated & {
        title: string;
        courseTitle: string;
        /** The student's name, or the group's. */
        who: string;
        /** Where the coach grades: /coach/tickets with review-tickets, /coach/review without. */
        queue: '/coach/tickets' | '/coach/review';
      })
  | ({ kind: 'certificate' } & Dated & { name: string })
  | ({ kind: 'announcement' } & Dated & { title: string; coachNews: boolean });

/** One event of a feed, ready to be written as a VEVENT. */
export type CalendarEvent = {
  uid: string;
  kind: CalendarEventKind;
  start: Date;
  /** A certificate's expiry is a day; a deadline is a moment. */
  allDay: boolean;
  summary: string;
  description: string;
  /** The page of the app it is about, absolute. */
  url: string;
  sequence: number;
  changedAt: Date;
};

/** The `calendar.feed` texts in the person's language (the portal's overrides merged). */
export type FeedTexts = (key: string, values?: Record<string, string>) => string;

const segment = encodeURIComponent;

/** The page of the app an event is about (a path of the portal). */
export function sourcePath(source: CalendarSource): string {
  switch (source.kind) {
    case 'assignment':
    case 'quiz':
      return `/courses/${segment(source.courseSlug)}/${segment(source.itemSlug)}`;
    case 'ticket':
      return `${source.queue}?ticket=${segment(source.id)}`;
    case 'certificate':
      return `/certificates/${segment(source.id)}`;
    case 'announcement':
      return source.coachNews ? '/coach/news' : '/notifications';
  }
}

/** What the summary and description name, per kind. */
function wordsOf(source: CalendarSource): Record<string, string> {
  switch (source.kind) {
    case 'assignment':
    case 'quiz':
      return { title: source.title, course: source.courseTitle };
    case 'ticket':
      return { title: source.title, course: source.courseTitle, who: source.who };
    case 'certificate':
      return { name: source.name };
    case 'announcement':
      return { title: source.title };
  }
}

/**
 * The event of a dated row in the person's language: its stable UID, its moment (or day), a
 * summary and a description that ends with the page's address, and the SEQUENCE of its last
 * change.
 */
export function calendarEventOf(
  source: CalendarSource,
  context: { host: string; baseUrl: string; t: FeedTexts },
): CalendarEvent {
  const url = `${context.baseUrl.replace(/\/+$/, '')}${sourcePath(source)}`;
  const words = wordsOf(source);
  return {
    uid: calendarUid(source.kind, source.id, context.host),
    kind: source.kind,
    start: source.at,
    allDay: source.kind === 'certificate',
    summary: context.t(`${source.kind}.summary`, words),
    description: `${context.t(`${source.kind}.description`, words)}\n\n${context.t('open', { url })}`,
    url,
    sequence: sequenceOf(source.changedAt),
    changedAt: source.changedAt,
  };
}
