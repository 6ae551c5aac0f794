import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  announcements,
  assignments,
  calendarFeeds,
  certificates,
  courseItems,
  courses,
  reviewTickets,
  subscriptions,
} from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';

/** Issue 42, item 3: a person's private calendar feed, read by calendar apps without a session. */
const t = setUpTestApi();
const DAY = 86_400_000;
const token: Record<'stijn' | 'cora' | 'fenna' | 'ada' | 'lars', string> = {
  stijn: '',
  cora: '',
  fenna: '',
  ada: '',
  lars: '',
};

type Parsed = {
  method: string | null;
  name: string | null;
  events: {
    uid: string;
    start: string;
    allDay: boolean;
    summary: string;
    sequence: number;
    url: string;
    description: string;
  }[];
};

/** An iCalendar text as a calendar reads it (ical.js), reduced to what the tests look at. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
        description: event.description,
        sequence: Number(component.getFirstPropertyValue('sequence') ?? 0),
        url: String(component.getFirstPropertyValue('url') ?? ''),
      };
    }),
  };
}

/** GET a path of the API as text (ICS is no JSON:API document). */
async function fetchText(path: string, options: { domain?: string; token?: string } = {}) {
  const response = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: {
        'x-portal-domain': options.domain ?? 'localhost',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    }),
  );
  return { status: response.status, text: await response.text(), response };
}

async function makeFeed(who: keyof typeof token, reset = false) {
  const made = await t.request('/v1/calendar_feed', {
    method: 'POST',
    token: token[who],
    domain: who === 'lars' ? 'unlimited.localhost' : 'localhost',
    body: { data: { type: 'calendar_feeds', attributes: { reset } } },
  });
  expect([200, 201], JSON.stringify(made.body)).toContain(made.status);
  return made.body.data as Json;
}

/** The feed of an address the API gave (http://localhost:3000/calendar/{secret}.ics). */
async function readFeed(url: string, domain = 'localhost') {
  const secret = new URL(url).pathname.replace('/calendar/', '');
  return fetchText(`/v1/calendar_feeds/${secret}`, { domain });
}

async function feedEvents(url: string) {
  const read = await readFeed(url);
  expect(read.status, read.text).toBe(200);
  return parse(read.text).events;
}

let styleGuide: { itemId: string; courseId: string };
let teamNorthTicket: string;
let stijnCertificate: { id: string; expiresAt: Date };

beforeAll(async () => {
  token.stijn = await t.signIn('student@demo.academy');
  token.cora = await t.signIn('coach@demo.academy');
  token.fenna = await t.signIn('flatfee@demo.academy');
  token.ada = await t.signIn('admin@demo.academy');
  token.lars = await t.signIn('learner@unlimited.academy', 'unlimited.localhost');
  const [item] = await t.db
    .select({ itemId: courseItems.id, courseId: courses.id })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(and(eq(courses.slug, 'writing-for-the-web'), eq(courseItems.slug, 'style-guide')));
  if (!item) throw new Error('The seeded "Style guide" assignment is missing');
  styleGuide = item;
  const [ticket] = await t.db
    .select({ id: reviewTickets.id })
    .from(reviewTickets)
    .where(eq(reviewTickets.itemId, item.itemId));
  teamNorthTicket = ticket?.id ?? '';
  const [stijn] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  const [certificate] = await t.db
    .select({ id: certificates.id, expiresAt: certificates.expiresAt })
    .from(certificates)
    .where(eq(certificates.accountId, stijn?.id ?? ''));
  if (!certificate?.expiresAt) throw new Error('Stijn’s seeded certificate has no expiry');
  stijnCertificate = { id: certificate.id, expiresAt: certificate.expiresAt };
});

/** Sets the Style guide's due date as the assignment editor does (ticket copies follow). */
async function dueStyleGuide(at: Date | null, changedAt = new Date()) {
  await t.db
    .update(assignments)
    .set({ dueAt: at, updatedAt: changedAt })
    .where(eq(assignments.itemId, styleGuide.itemId));
  await t.db.update(reviewTickets).set({ dueAt: at }).where(eq(reviewTickets.id, teamNorthTicket));
}

describe('making, showing again and switching off the feed', () => {
  it('has none at first, makes one with a private address, and shows the same address again', async () => {
    const none = await t.request('/v1/calendar_feed', { token: token.fenna });
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();

    const made = await makeFeed('fenna');
    expect(made.attributes.url).toMatch(
      /^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(made.attributes.webcal_url).toBe(made.attributes.url.replace('http:', 'webcal:'));
    expect(made.attributes.last_fetched_at).toBeNull();
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, made.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(row?.token);

    // Made again without reset: the same address (a double click does not break a calendar).
    const again = await makeFeed('fenna');
    expect(again.attributes.url).toBe(made.attributes.url);
    const shown = await t.request('/v1/calendar_feed', { token: token.fenna });
    expect(shown.body.data.attributes.url).toBe(made.attributes.url);

    // Read once: noted.
    expect((await readFeed(made.attributes.url)).status).toBe(200);
    const read = await t.request('/v1/calendar_feed', { token: token.fenna });
    expect(read.body.data.attributes.last_fetched_at).not.toBeNull();
  });

  it('refuses a body without `reset` per field', async () => {
    const answer = await t.request('/v1/calendar_feed', {
      method: 'POST',
      token: token.fenna,
      body: { data: { type: 'calendar_feeds', attributes: {} } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].source.pointer).toBe('/data/attributes/reset');
  });

  it('a reset makes a new address and the old one answers 404 at once', async () => {
    const before = (await makeFeed('stijn')).attributes.url as string;
    expect((await readFeed(before)).status).toBe(200);
    const after = (await makeFeed('stijn', true)).attributes.url as string;
    expect(after).not.toBe(before);
    expect((await readFeed(before)).status).toBe(404);
    expect((await readFeed(after)).status).toBe(200);
  });

  it('switching off makes the address 404; switching off again is a 404', async () => {
    const url = (await makeFeed('fenna')).attributes.url as string;
    expect(
      (await t.request('/v1/calendar_feed', { method: 'DELETE', token: token.fenna })).status,
    ).toBe(204);
    expect((await readFeed(url)).status).toBe(404);
    expect((await t.request('/v1/calendar_feed', { token: token.fenna })).body.data).toBeNull();
    expect(
      (await t.request('/v1/calendar_feed', { method: 'DELETE', token: token.fenna })).status,
    ).toBe(404);
  });

  it('staff visiting another portal have no feed there', async () => {
    const visit = await t.request('/v1/calendar_feed', {
      token: token.ada,
      domain: 'unlimited.localhost',
    });
    expect(visit.status).toBe(404);
  });
});

describe('the feed', () => {
  let url = '';
  beforeAll(async () => {
    url = (await makeFeed('stijn')).attributes.url;
  });

  it('is text/calendar, private and never stored, named in the person’s language', async () => {
    const read = await readFeed(url);
    expect(read.status).toBe(200);
    expect(read.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(read.response.headers.get('cache-control')).toBe('private, no-store');
    const feed = parse(read.text);
    expect(feed.name).toBe('Demo Academy: mijn deadlines');
    expect(feed.method).toBeNull();
  });

  it('holds the seeded certificate’s expiry as a day, with its stable UID and link', async () => {
    const events = await feedEvents(url);
    const expiry = events.find(
      (event) => event.uid === `certificate-${stijnCertificate.id}@localhost`,
    );
    expect(expiry).toMatchObject({
      allDay: true,
      start: stijnCertificate.expiresAt.toISOString().slice(0, 10),
      summary: 'Certificaat verloopt: Project management certificate',
      url: `http://localhost:3000/certificates/${stijnCertificate.id}`,
    });
    expect(expiry?.description).toContain(
      `http://localhost:3000/certificates/${stijnCertificate.id}`,
    );
  });

  it('a moved deadline is the same event at its new time, with a higher SEQUENCE', async () => {
    const uid = `assignment-${styleGuide.itemId}@localhost`;
    const first = new Date(Math.floor((Date.now() + 5 * DAY) / 1000) * 1000);
    await dueStyleGuide(first, new Date(Date.now() - 60 * 60_000));
    const before = (await feedEvents(url)).find((event) => event.uid === uid);
    expect(before).toMatchObject({
      start: first.toISOString().replace('.000Z', 'Z'),
      allDay: false,
      summary: 'Inleveren: Style guide',
      url: 'http://localhost:3000/courses/writing-for-the-web/style-guide',
    });

    const moved = new Date(first.getTime() + 4 * DAY);
    await dueStyleGuide(moved);
    const after = (await feedEvents(url)).filter((event) => event.uid === uid);
    expect(after).toHaveLength(1);
    expect(after[0]?.start).toBe(moved.toISOString().replace('.000Z', 'Z'));
    expect(after[0]?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('answers in the account’s language', async () => {
    await t.db
      .update(accounts)
      .set({ locale: 'ro' })
      .where(eq(accounts.email, 'student@demo.academy'));
    try {
      const events = await feedEvents(url);
      expect(events.map((event) => event.summary)).toContain('Termen: Style guide');
    } finally {
      await t.db
        .update(accounts)
        .set({ locale: 'nl' })
        .where(eq(accounts.email, 'student@demo.academy'));
    }
  });

  it('holds only what the person may see now: not a draft course’s, not a locked course’s', async () => {
    const uid = `assignment-${styleGuide.itemId}@localhost`;
    await dueStyleGuide(new Date(Date.now() + 3 * DAY));
    await t.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, styleGuide.courseId));
    try {
      expect((await feedEvents(url)).map((event) => event.uid)).not.toContain(uid);
    } finally {
      await t.db
        .update(courses)
        .set({ status: 'published' })
        .where(eq(courses.id, styleGuide.courseId));
    }
    const [stijn] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'student@demo.academy'));
    await t.db
      .update(subscriptions)
      .set({ isActive: false })
      .where(eq(subscriptions.accountId, stijn?.id ?? ''));
    try {
      expect((await feedEvents(url)).map((event) => event.uid)).not.toContain(uid);
    } finally {
      await t.db
        .update(subscriptions)
        .set({ isActive: true })
        .where(eq(subscriptions.accountId, stijn?.id ?? ''));
    }
    expect((await feedEvents(url)).map((event) => event.uid)).toContain(uid);
  });

  it('holds a scheduled announcement for the person’s audience, not one made to start at once', async () => {
    const [portal] = await t.db
      .select({ id: courses.portalId })
      .from(courses)
      .where(eq(courses.id, styleGuide.courseId));
    const startsAt = new Date(Date.now() + 2 * DAY);
    const made = await t.db
      .insert(announcements)
      .values([
        { portalId: portal?.id ?? '', title: 'Exam week', startsAt, audienceRoles: ['student'] },
        { portalId: portal?.id ?? '', title: 'Coaches only', startsAt, audienceRoles: ['coach'] },
        { portalId: portal?.id ?? '', title: 'Right now', audienceRoles: [] },
      ])
      .returning({ id: announcements.id, title: announcements.title });
    const summaries = (await feedEvents(url)).map((event) => event.summary);
    expect(summaries).toContain('Mededeling: Exam week');
    expect(summaries).not.toContain('Mededeling: Coaches only');
    expect(summaries).not.toContain('Mededeling: Right now');
    for (const row of made) await t.db.delete(announcements).where(eq(announcements.id, row.id));
  });

  it('is another portal’s 404, and a malformed or unknown secret’s', async () => {
    expect((await readFeed(url, 'unlimited.localhost')).status).toBe(404);
    expect((await fetchText('/v1/calendar_feeds/not-a-secret.ics')).status).toBe(404);
    const unknown = `${'A'.repeat(43)}.ics`;
    expect((await fetchText(`/v1/calendar_feeds/${unknown}`)).status).toBe(404);
    // A session does not open it either: only the secret does.
    expect((await fetchText(`/v1/calendar_feeds/${unknown}`, { token: token.stijn })).status).toBe(
      404,
    );
  });

  it('holds no review queue for a student', async () => {
    expect((await feedEvents(url)).some((event) => event.uid.startsWith('ticket-'))).toBe(false);
  });
});

describe('a coach’s feed', () => {
  it('holds the due dates of the open tickets in their queue', async () => {
    const due = new Date(Math.floor((Date.now() + 6 * DAY) / 1000) * 1000);
    await dueStyleGuide(due);
    const url = (await makeFeed('cora')).attributes.url;
    const ticket = (await feedEvents(url)).find(
      (event) => event.uid === `ticket-${teamNorthTicket}@localhost`,
    );
    expect(ticket).toMatchObject({
      start: due.toISOString().replace('.000Z', 'Z'),
      summary: 'Beoordelen: Style guide (Team North)',
      url: `http://localhost:3000/coach/tickets?ticket=${teamNorthTicket}`,
    });
    // Graded: off the queue, off the calendar.
    await t.db
      .update(reviewTickets)
      .set({ status: 'graded' })
      .where(eq(reviewTickets.id, teamNorthTicket));
    try {
      expect((await feedEvents(url)).map((event) => event.uid)).not.toContain(
        `ticket-${teamNorthTicket}@localhost`,
      );
    } finally {
      await t.db
        .update(reviewTickets)
        .set({ status: 'new' })
        .where(eq(reviewTickets.id, teamNorthTicket));
    }
  });
});

describe('one event as a file ("Add to calendar")', () => {
  it('is the feed’s event with its UID, as a PUBLISH download', async () => {
    const path = `/v1/calendar_feed/events/certificate-${stijnCertificate.id}.ics`;
    const download = await fetchText(path, { token: token.stijn });
    expect(download.status).toBe(200);
    expect(download.response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-${stijnCertificate.id}.ics"`,
    );
    const parsed = parse(download.text);
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.events.map((event) => event.uid)).toEqual([
      `certificate-${stijnCertificate.id}@localhost`,
    ]);
  });

  it('is a 404 for anyone else’s, a coach’s ticket for a student, and a guest’s 401', async () => {
    const path = `/v1/calendar_feed/events/certificate-${stijnCertificate.id}.ics`;
    expect((await fetchText(path, { token: token.fenna })).status).toBe(404);
    expect((await fetchText(path)).status).toBe(401);
    await dueStyleGuide(new Date(Date.now() + 2 * DAY));
    const ticket = `/v1/calendar_feed/events/ticket-${teamNorthTicket}.ics`;
    expect((await fetchText(ticket, { token: token.stijn })).status).toBe(404);
    expect((await fetchText(ticket, { token: token.cora })).status).toBe(200);
    expect(
      (await fetchText('/v1/calendar_feed/events/lesson-1.ics', { token: token.stijn })).status,
    ).toBe(404);
  });
});

describe('an account that has gone', () => {
  it('takes its feed with it: 404', async () => {
    const url = (await makeFeed('lars')).attributes.url as string;
    expect((await readFeed(url, 'unlimited.localhost')).status).toBe(200);
    await t.db.delete(accounts).where(eq(accounts.email, 'learner@unlimited.academy'));
    expect((await readFeed(url, 'unlimited.localhost')).status).toBe(404);
  });
});
