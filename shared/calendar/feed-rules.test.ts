import { describe, expect, it } from 'vitest';
import {
  calendarUid,
  eventDownloadPath,
  eventKindsFor,
  FEED_WINDOW,
  feedPath,
  feedTokenOf,
  feedWindow,
  isScheduledAnnouncement,
  MAX_FEED_EVENTS,
  nearestEvents,
  parseEventRef,
  sequenceOf,
} from './feed-rules';

const ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const NOW = new Date('2026-12-05T10:00:00Z');
const DAY = 86_400_000;

describe('which events a person gets (issue 42, item 3)', () => {
  it('everyone their own deadlines, certificates and announcements', () => {
    expect(eventKindsFor(['student'])).toEqual([
      'assignment',
      'quiz',
      'certificate',
      'announcement',
    ]);
    expect(eventKindsFor(['academy_admin'])).toEqual([
      'assignment',
      'quiz',
      'certificate',
      'announcement',
    ]);
  });

  it('a coach also their review queue', () => {
    expect(eventKindsFor(['coach'])).toContain('ticket');
    expect(eventKindsFor(['coach', 'student'])).toContain('ticket');
  });
});

describe('UIDs and refs', () => {
  it('one UID per kind and source row, at the portal’s host', () => {
    expect(calendarUid('ticket', ID, 'demo.academy')).toBe(`ticket-${ID}@demo.academy`);
    expect(calendarUid('assignment', ID, 'localhost')).not.toBe(
      calendarUid('quiz', ID, 'localhost'),
    );
  });

  it('reads a single event’s ref back, with or without .ics, and refuses anything else', () => {
    expect(parseEventRef(`assignment-${ID}.ics`)).toEqual({ kind: 'assignment', id: ID });
    expect(parseEventRef(`certificate-${ID.toUpperCase()}`)).toEqual({
      kind: 'certificate',
      id: ID,
    });
    expect(parseEventRef(`lesson-${ID}`)).toBeNull();
    expect(parseEventRef('ticket-1')).toBeNull();
    expect(parseEventRef(`ticket-${ID}/../x`)).toBeNull();
  });

  it('the app’s paths of a feed and of one event', () => {
    expect(feedPath('abc')).toBe('/calendar/abc.ics');
    expect(eventDownloadPath('ticket', ID)).toBe(`/calendar/event/ticket-${ID}.ics`);
  });

  it('a feed’s secret: 43 base64url characters before .ics', () => {
    const secret = `${'A'.repeat(42)}_`;
    expect(feedTokenOf(`${secret}.ics`)).toBe(secret);
    expect(feedTokenOf(secret)).toBeNull();
    expect(feedTokenOf(`${secret}A.ics`)).toBeNull();
    expect(feedTokenOf(`${'A'.repeat(42)}/.ics`)).toBeNull();
  });
});

describe('the window and the cap', () => {
  it('90 days back, a year ahead, three years for certificates', () => {
    const window = feedWindow(NOW);
    expect(window.from.getTime()).toBe(NOW.getTime() - FEED_WINDOW.pastDays * DAY);
    expect(window.to.getTime()).toBe(NOW.getTime() + 366 * DAY);
    expect(window.certificatesTo.getTime()).toBe(NOW.getTime() + 3 * 366 * DAY);
  });

  it('keeps the nearest events, upcoming before past, in time order', () => {
    const at = (days: number) => ({ start: new Date(NOW.getTime() + days * DAY) });
    const kept = nearestEvents([at(30), at(-1), at(2), at(-40), at(1)], NOW, 3);
    expect(kept.map((event) => (event.start.getTime() - NOW.getTime()) / DAY)).toEqual([1, 2, 30]);
    expect(nearestEvents([at(-2), at(-1), at(5)], NOW, 2).map((e) => e.start)).toEqual([
      at(-1).start,
      at(5).start,
    ]);
    expect(MAX_FEED_EVENTS).toBeGreaterThanOrEqual(100);
  });
});

describe('SEQUENCE and scheduled announcements', () => {
  it('a later change counts higher, by the minute', () => {
    const before = sequenceOf(new Date('2026-12-05T10:00:00Z'));
    expect(sequenceOf(new Date('2026-12-05T10:01:00Z'))).toBe(before + 1);
    expect(sequenceOf(new Date('2019-01-01T00:00:00Z'))).toBe(0);
    expect(Number.isSafeInteger(sequenceOf(new Date('2999-01-01T00:00:00Z')))).toBe(true);
  });

  it('an announcement made to start later is scheduled; one live at once is not', () => {
    const createdAt = NOW;
    expect(isScheduledAnnouncement({ createdAt, startsAt: new Date(NOW.getTime() + DAY) })).toBe(
      true,
    );
    expect(isScheduledAnnouncement({ createdAt, startsAt: new Date(NOW.getTime() + 1000) })).toBe(
      false,
    );
    expect(isScheduledAnnouncement({ createdAt, startsAt: NOW })).toBe(false);
  });
});
