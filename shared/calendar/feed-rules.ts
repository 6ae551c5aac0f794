import { COACH_ROLES, hasRole } from '../access/roles';

/**
 * Calendar feeds (issue 42, item 3): a private ICS address per person with their deadlines.
 * These are the rules the API writes the feed by and the app links to it with.
 */

/**
 * What a feed holds: an assignment's due date (a learner's), a review ticket's due date (a
 * coach's queue), the end of a started quiz attempt's time limit, a certificate's expiry and the
 * start of a scheduled announcement.
 */
export const CALENDAR_EVENT_KINDS = [
  'assignment',
  'ticket',
  'quiz',
  'certificate',
  'announcement',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** Everyone's own deadlines; coaches add their queue's. */
const OWN_KINDS: readonly CalendarEventKind[] = [
  'assignment',
  'quiz',
  'certificate',
  'announcement',
];

/** Which kinds of events a person's feed holds, by their roles. */
export function eventKindsFor(roles: readonly string[]): CalendarEventKind[] {
  return hasRole(roles, COACH_ROLES) ? [...OWN_KINDS, 'ticket'] : [...OWN_KINDS];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The feed's window: 90 days back (a calendar keeps recent deadlines in view), a year ahead,
 * and three years ahead for certificates (they run for years and are renewed well ahead).
 */
export const FEED_WINDOW = { pastDays: 90, futureDays: 366, certificateFutureDays: 3 * 366 };

export type FeedWindow = { from: Date; to: Date; certificatesTo: Date };

export function feedWindow(now: Date): FeedWindow {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return {
    from: at(-FEED_WINDOW.pastDays),
    to: at(FEED_WINDOW.futureDays),
    certificatesTo: at(FEED_WINDOW.certificateFutureDays),
  };
}

/** The most events one feed holds (and each kind's query reads). */
export const MAX_FEED_EVENTS = 500;

/**
 * At most `max` of the events, the nearest to `now` first (upcoming ones before past ones),
 * returned in time order.
 */
export function nearestEvents<T extends { start: Date }>(
  events: readonly T[],
  now: Date,
  max = MAX_FEED_EVENTS,
): T[] {
  const time = now.getTime();
  const upcoming = events.filter((event) => event.start.getTime() >= time);
  const past = events.filter((event) => event.start.getTime() < time);
  upcoming.sort((a, b) => a.start.getTime() - b.start.getTime());
  past.sort((a, b) => b.start.getTime() - a.start.getTime());
  return [...upcoming, ...past].slice(0, max).sort((a, b) => a.start.getTime() - b.start.getTime());
}

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/**
 * An event's SEQUENCE: minutes from 2020 to its source's last change, so a moved deadline
 * (whose row is written later) counts higher and a calendar that imported it replaces it.
 */
export function sequenceOf(changedAt: Date): number {
  return Math.max(0, Math.floor((changedAt.getTime() - SEQUENCE_EPOCH) / 60_000));
}

/** An announcement made to start later (not at once): only those are dates worth a calendar. */
export function isScheduledAnnouncement(row: { startsAt: Date; createdAt: Date }): boolean {
  return row.startsAt.getTime() - row.createdAt.getTime() > 5 * 60_000;
}

/** `assignment-<id>`: which event, in the address of its single-event download. */
export type EventRef = { kind: CalendarEventKind; id: string };

const REF = new RegExp(
  `^(${CALENDAR_EVENT_KINDS.join('|')})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

export const eventRefOf = (kind: CalendarEventKind, id: string) => `${kind}-${id}`;

/** The ref of `assignment-<uuid>` (a trailing `.ics` allowed), or null. */
export function parseEventRef(value: string): EventRef | null {
  const match = REF.exec(value.replace(/\.ics$/i, ''));
  if (!match) return null;
  return { kind: match[1]?.toLowerCase() as CalendarEventKind, id: (match[2] ?? '').toLowerCase() };
}

/**
 * An event's UID: its kind and source row, at the portal's main host. The same row is the same
 * event in the feed and in every single-event download, so a moved deadline updates the event a
 * calendar holds and adding it twice does not make two.
 */
export function calendarUid(kind: CalendarEventKind, id: string, host: string): string {
  return `${eventRefOf(kind, id)}@${host}`;
}

/** A feed's secret: 32 random bytes, base64url (academy-api/auth/tokens.ts newToken). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Where the app serves a feed (app/calendar/[token]/route.ts). */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** The secret of a feed's last path segment (`<token>.ics`), or null when it is none. */
export function feedTokenOf(segment: string): string | null {
  const token = segment.endsWith('.ics') ? segment.slice(0, -'.ics'.length) : '';
  return FEED_TOKEN.test(token) ? token : null;
}

/** Where the app serves one event of the signed-in person (app/calendar/event/[event]/route.ts). */
export const eventDownloadPath = (kind: CalendarEventKind, id: string) =>
  `/calendar/event/${eventRefOf(kind, id)}.ics`;
