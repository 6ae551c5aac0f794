import { describe, expect, it } from 'vitest';
import { type CalendarSource, calendarEventOf, sourcePath } from './feed-events';

const ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const at = new Date('2026-12-12T16:00:00Z');
const changedAt = new Date('2026-12-01T09:30:00Z');
const t = (key: string, values: Record<string, string> = {}) => `${key} ${JSON.stringify(values)}`;
const context = { host: 'localhost', baseUrl: 'http://localhost:3000/', t };

const assignment: CalendarSource = {
  kind: 'assignment',
  id: ID,
  at,
  changedAt,
  title: 'Style guide',
  courseTitle: 'Writing for the web',
  courseSlug: 'writing-for-the-web',
  itemSlug: 'style-guide',
};

describe('an event of a dated row (issue 42, item 3)', () => {
  it('has the stable UID, the moment, the texts and the absolute link', () => {
    const event = calendarEventOf(assignment, context);
    expect(event).toMatchObject({
      uid: `assignment-${ID}@localhost`,
      start: at,
      allDay: false,
      summary: 'assignment.summary {"title":"Style guide","course":"Writing for the web"}',
      url: 'http://localhost:3000/courses/writing-for-the-web/style-guide',
      changedAt,
    });
    expect(event.description).toContain(
      'open {"url":"http://localhost:3000/courses/writing-for-the-web/style-guide"}',
    );
    expect(event.sequence).toBeGreaterThan(0);
  });

  it('a certificate’s expiry is a whole day', () => {
    const event = calendarEventOf(
      { kind: 'certificate', id: ID, at, changedAt, name: 'Safety' },
      context,
    );
    expect(event.allDay).toBe(true);
    expect(event.summary).toBe('certificate.summary {"name":"Safety"}');
  });

  it('links each kind to its page', () => {
    const base = { id: ID, at, changedAt };
    expect(sourcePath({ ...assignment, kind: 'quiz' })).toBe(
      '/courses/writing-for-the-web/style-guide',
    );
    expect(
      sourcePath({
        ...base,
        kind: 'ticket',
        title: 'x',
        courseTitle: 'y',
        who: 'z',
        queue: '/coach/review',
      }),
    ).toBe(`/coach/review?ticket=${ID}`);
    expect(sourcePath({ ...base, kind: 'certificate', name: 'x' })).toBe(`/certificates/${ID}`);
    expect(sourcePath({ ...base, kind: 'announcement', title: 'x', coachNews: true })).toBe(
      '/coach/news',
    );
    expect(sourcePath({ ...base, kind: 'announcement', title: 'x', coachNews: false })).toBe(
      '/notifications',
    );
    expect(sourcePath({ ...assignment, courseSlug: 'a b', itemSlug: 'c/d' })).toBe(
      '/courses/a%20b/c%2Fd',
    );
  });
});
