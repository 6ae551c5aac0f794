import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { progressBand, progressDistribution } from '../../shared/coaching/progress';
import { coachReachOf, studentReach } from '../access/coach-scope';
import {
  accounts,
  assignments,
  coachMandates,
  coachParticipants,
  courseCoaches,
  courseItems,
  courseModules,
  courses,
  enrollments,
  itemProgress,
  portals,
  reviewTicketAccounts,
  reviewTickets,
} from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { id, token } = demoPeople(t, {
  cora: 'coach@demo.academy',
  hugo: 'hybrid@demo.academy',
  stijn: 'student@demo.academy',
  eva: 'expired@demo.academy',
  fenna: 'flatfee@demo.academy',
  ada: 'admin@demo.academy',
  sam: 'support@demo.academy',
  lars: 'learner@unlimited.academy',
});

type Who = keyof typeof token;
const DAY = 86_400_000;

const get = (who: Who, path: string) =>
  t.request(path, {
    token: token[who],
    domain: who === 'lars' ? 'unlimited.localhost' : 'localhost',
  });

const names = (body: Json): string[] => body.data.map((row: Json) => row.attributes.full_name);

/** A participant row of a list by name. */
const rowOf = (body: Json, name: string) =>
  body.data.find((row: Json) => row.attributes.full_name === name)?.attributes;

let demoPortal = '';
beforeAll(async () => {
  const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
  demoPortal = portal?.id ?? '';
});

describe('who may use the coach workspace', () => {
  it('gives students and staff without the coach role 403, guests 401', async () => {
    for (const path of [
      '/v1/coach/dashboard',
      '/v1/coach/courses',
      '/v1/coach/participants',
      '/v1/coach/mentees',
    ]) {
      expect((await get('stijn', path)).status).toBe(403);
      expect((await get('ada', path)).status).toBe(403);
      expect((await get('sam', path)).status).toBe(403);
      expect((await t.request(path)).status).toBe(401);
      expect((await get('cora', path)).status).toBe(200);
    }
  });
});

describe('GET /v1/coach/participants', () => {
  it("lists Cora's students: her courses' participants and her mentees, never another portal's", async () => {
    const { status, body } = await get('cora', '/v1/coach/participants?page[size]=75');
    expect(status).toBe(200);
    expect(names(body)).toEqual(
      expect.arrayContaining(['Stijn Student', 'Eva Expired', 'Fenna Flat', 'Hugo Hybrid']),
    );
    expect(names(body)).not.toContain('Lars Learner');
    expect(names(body)).not.toContain('Cora Coach');
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 75 });
    // Her mentee: every course, the contact; a participant of her course only: that course.
    const stijn = rowOf(body, 'Stijn Student');
    expect(stijn.mentee).toBe(true);
    expect(stijn.courses.map((course: Json) => course.title)).toEqual([
      'Data literacy',
      'Project management basics',
      'Writing for the web',
    ]);
    expect(stijn).toMatchObject({ email: 'student@demo.academy', entity_name: 'Acme Learning BV' });
    const fenna = rowOf(body, 'Fenna Flat');
    expect(fenna.mentee).toBe(false);
    expect(fenna.phone_number).toBeNull();
    // Workplace safety is Hugo's course: not Cora's to see.
    expect(fenna.courses.map((course: Json) => course.title)).toEqual(['Writing for the web']);
  });

  it("shows Hugo only his course's participants: Stijn (mandate still pending) is not his", async () => {
    const { body } = await get('hugo', '/v1/coach/participants?page[size]=75');
    expect(names(body)).toContain('Fenna Flat');
    expect(names(body)).not.toContain('Stijn Student');
    expect(rowOf(body, 'Fenna Flat').courses.map((course: Json) => course.title)).toEqual([
      'Workplace safety',
    ]);
    expect((await get('hugo', `/v1/coach/participants/${id.stijn}`)).status).toBe(404);
  });

  it('searches, sorts with -, pages by 25 and refuses unknown filters and sorts', async () => {
    const search = await get('cora', '/v1/coach/participants?filter[search]=stijn');
    expect(names(search.body)).toEqual(['Stijn Student']);
    const byProgress = await get('cora', '/v1/coach/participants?sort=-progress&page[size]=75');
    const progress = byProgress.body.data
      .map((row: Json) => row.attributes.progress)
      .filter((value: number | null) => value !== null);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    const first = await get('cora', '/v1/coach/participants');
    expect(first.body.meta.per_page).toBe(25);
    expect((await get('cora', '/v1/coach/participants?sort=email')).status).toBe(400);
    expect((await get('cora', '/v1/coach/participants?filter[risk]=sleepy')).status).toBe(400);
    expect((await get('cora', '/v1/coach/participants?filter[course]=nope')).status).toBe(400);
  });

  it("answers 404 for another portal's account and for a stranger", async () => {
    const [lars] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'learner@unlimited.academy'));
    expect((await get('cora', `/v1/coach/participants/${lars?.id}`)).status).toBe(404);
    expect((await get('cora', `/v1/coach/participants/${id.sam}`)).status).toBe(404);
    expect((await get('cora', '/v1/coach/participants/not-an-id')).status).toBe(404);
  });
});

describe('GET /v1/coach/participants/{id}: the participant page', () => {
  it("gives Cora all of her mentee Stijn's courses and the items he shared with her", async () => {
    const { status, body } = await get('cora', `/v1/coach/participants/${id.stijn}`);
    expect(status).toBe(200);
    const stijn = body.data.attributes;
    expect(stijn.reach).toBe('whole');
    expect(stijn.enrollments.map((row: Json) => [row.title, row.progress, row.status])).toEqual([
      ['Data literacy', 40, 'active'],
      ['Project management basics', 100, 'completed'],
      ['Writing for the web', 0, 'active'],
    ]);
    expect(stijn.shared_portfolio.map((item: Json) => item.title)).toEqual([
      'Reading our sales dashboard critically',
    ]);
  });

  it("gives Hugo (not Fenna's primary coach) only his course of hers, and no portfolio", async () => {
    const { body } = await get('hugo', `/v1/coach/participants/${id.fenna}`);
    expect(body.data.attributes.reach).toBe('courses');
    expect(body.data.attributes.enrollments.map((row: Json) => row.title)).toEqual([
      'Workplace safety',
    ]);
    expect(body.data.attributes.shared_portfolio).toBeNull();
  });
});

describe('private notes', () => {
  const notesOf = (who: Who, student: string) =>
    get(who, `/v1/coach/participants/${student}/notes`);
  const write = (who: Who, student: string, text: string) =>
    t.request(`/v1/coach/participants/${student}/notes`, {
      method: 'POST',
      token: token[who],
      body: { data: { type: 'coach_notes', attributes: { body: text } } },
    });

  it("are the writing coach's own: no other coach, student or staff reads or changes them", async () => {
    const created = await write(
      'cora',
      id.stijn ?? '',
      '  Wants to finish Data literacy by June.  ',
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.body).toBe('Wants to finish Data literacy by June.');
    const noteId = created.body.data.id;
    const mine = await notesOf('cora', id.stijn ?? '');
    expect(mine.body.data.map((note: Json) => note.id)).toContain(noteId);

    // Hugo coaches Fenna (Workplace safety) and keeps his own notes about her.
    const hugos = await write('hugo', id.fenna ?? '', 'Asked about the safety exam.');
    expect(hugos.status).toBe(201);
    const corasViewOfFenna = await notesOf('cora', id.fenna ?? '');
    expect(corasViewOfFenna.status).toBe(200);
    expect(corasViewOfFenna.body.data.map((note: Json) => note.id)).not.toContain(
      hugos.body.data.id,
    );
    // Stijn is not Hugo's: his notes about him do not exist (404), and Cora's are not his.
    expect((await notesOf('hugo', id.stijn ?? '')).status).toBe(404);
    const edit = (who: Who) =>
      t.request(`/v1/coach/notes/${noteId}`, {
        method: 'PATCH',
        token: token[who],
        body: { body: 'Changed' },
      });
    expect((await edit('hugo')).status).toBe(404);
    expect((await edit('stijn')).status).toBe(403);
    expect((await notesOf('stijn', id.stijn ?? '')).status).toBe(403);
    expect((await notesOf('ada', id.stijn ?? '')).status).toBe(403);
    const removeAs = (who: Who) =>
      t.request(`/v1/coach/notes/${noteId}`, { method: 'DELETE', token: token[who] });
    expect((await removeAs('hugo')).status).toBe(404);

    const changed = await edit('cora');
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.body).toBe('Changed');
    expect((await removeAs('cora')).status).toBe(204);
    expect((await removeAs('cora')).status).toBe(404);
  });

  it('need some text, at most 5,000 characters (422 with the form message)', async () => {
    const empty = await write('cora', id.eva ?? '', '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].source.pointer).toBe('/data/attributes/body');
    const long = await write('cora', id.eva ?? '', 'x'.repeat(5001));
    expect(long.status).toBe(422);
    expect(long.body.errors[0].detail).toBe('This field has a maximum of 5000 characters');
  });

  it('show on the mentees list: Cora’s mentees are Stijn and Eva, with her latest note', async () => {
    await write('cora', id.eva ?? '', 'First call planned.');
    await write('cora', id.eva ?? '', 'Renewal of her subscription is pending.');
    const { status, body } = await get('cora', '/v1/coach/mentees');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Eva Expired', 'Stijn Student']);
    const eva = rowOf(body, 'Eva Expired');
    expect(eva.notes_count).toBe(2);
    expect(eva.latest_note.body).toBe('Renewal of her subscription is pending.');
    // The mentee's contact: e-mail and phone for the primary coach.
    expect(eva.email).toBe('expired@demo.academy');
    expect((await get('hugo', '/v1/coach/mentees')).body.data).toEqual([]);
  });
});

describe('at risk (no activity 7 days; behind by 20 points; 2 overdue assignments)', () => {
  const people: Record<string, string> = {};
  let courseId = '';

  beforeAll(async () => {
    const now = Date.now();
    const [course] = await t.db
      .insert(courses)
      .values({ portalId: demoPortal, slug: 'risk-lab', title: 'Risk lab', status: 'published' })
      .returning();
    courseId = course?.id ?? '';
    await t.db.insert(courseCoaches).values({ courseId, accountId: id.cora ?? '' });
    const [module] = await t.db
      .insert(courseModules)
      .values({ courseId, title: 'Tasks' })
      .returning();
    const items = await t.db
      .insert(courseItems)
      .values(
        ['One', 'Two', 'Three'].map((title, position) => ({
          courseId,
          moduleId: module?.id ?? '',
          kind: 'assignment' as const,
          title: `Task ${title}`,
          slug: `task-${position}`,
          position,
        })),
      )
      .returning();
    // Two assignments past due, one due next week.
    await t.db.insert(assignments).values(
      items.map((item, index) => ({
        itemId: item.id,
        portalId: demoPortal,
        courseId,
        dueAt: new Date(now + (index < 2 ? -3 : 7) * DAY),
      })),
    );
    const [entity] = await t.db
      .select({ entityId: accounts.entityId })
      .from(accounts)
      .where(eq(accounts.id, id.stijn ?? ''));
    const made = await t.db
      .insert(accounts)
      .values(
        ['Rhea Idle', 'Rob Busy', 'Ria Late'].map((fullName) => ({
          portalId: demoPortal,
          entityId: entity?.entityId ?? '',
          email: `${fullName.split(' ')[0]?.toLowerCase()}.risk@example.org`,
          fullName,
          passwordHash: 'x',
        })),
      )
      .returning({ id: accounts.id, fullName: accounts.fullName });
    for (const row of made) people[row.fullName] = row.id;
    // Rhea: 10 %, idle for 8 days. Rob: 90 %, active yesterday, submitted one task.
    // Ria: 80 %, active two days ago, submitted nothing. Average 60: Rhea is 50 behind.
    await t.db.insert(enrollments).values([
      {
        accountId: people['Rhea Idle'] ?? '',
        courseId,
        progress: 10,
        enrolledAt: new Date(now - 30 * DAY),
        lastActivityAt: new Date(now - 8 * DAY),
      },
      {
        accountId: people['Rob Busy'] ?? '',
        courseId,
        progress: 90,
        enrolledAt: new Date(now - 30 * DAY),
        lastActivityAt: new Date(now - 1 * DAY),
      },
      {
        accountId: people['Ria Late'] ?? '',
        courseId,
        progress: 80,
        enrolledAt: new Date(now - 30 * DAY),
        lastActivityAt: new Date(now - 2 * DAY),
      },
    ]);
    const [ticket] = await t.db
      .insert(reviewTickets)
      .values({
        portalId: demoPortal,
        courseId,
        itemId: items[0]?.id ?? '',
        kind: 'assignment',
        accountId: people['Rob Busy'] ?? '',
        status: 'new',
        dueAt: new Date(now - 3 * DAY),
      })
      .returning();
    await t.db
      .insert(reviewTicketAccounts)
      .values({ ticketId: ticket?.id ?? '', accountId: people['Rob Busy'] ?? '' });
    await t.db.insert(itemProgress).values({
      accountId: people['Rob Busy'] ?? '',
      itemId: items[2]?.id ?? '',
      courseId,
      completedAt: new Date(now - 1 * DAY),
    });
  });

  const riskList = (filter: string) =>
    get('cora', `/v1/coach/participants?filter[course]=${courseId}${filter}&page[size]=75`);

  it('gives each participant their reasons with the numbers', async () => {
    const { body } = await riskList('');
    expect(names(body)).toEqual(['Rhea Idle', 'Ria Late', 'Rob Busy']);
    expect(rowOf(body, 'Rhea Idle').risk).toEqual([
      { code: 'inactive', days: 8 },
      { code: 'behind', points: 50, course_title: 'Risk lab' },
      { code: 'overdue', count: 2 },
    ]);
    expect(rowOf(body, 'Ria Late').risk).toEqual([{ code: 'overdue', count: 2 }]);
    // Rob submitted one of the two overdue tasks: one is not enough.
    expect(rowOf(body, 'Rob Busy')).toMatchObject({
      risk: [],
      overdue_assignments: 1,
      open_tickets: 1,
    });
    expect(body.meta.at_risk_total).toBe(2);
  });

  it('filters by any reason or one reason', async () => {
    expect(names((await riskList('&filter[risk]=at_risk')).body)).toEqual([
      'Rhea Idle',
      'Ria Late',
    ]);
    expect(names((await riskList('&filter[risk]=inactive')).body)).toEqual(['Rhea Idle']);
    expect(names((await riskList('&filter[risk]=behind')).body)).toEqual(['Rhea Idle']);
    expect(names((await riskList('&filter[risk]=overdue')).body)).toEqual([
      'Rhea Idle',
      'Ria Late',
    ]);
  });

  it("moves everyone's distance to the course average when the average moves", async () => {
    // A fourth participant at 100 % lifts the average from 60 to 70: Rhea is 60 behind now,
    // though nothing of hers changed.
    const [late] = await t.db
      .insert(accounts)
      .values({
        portalId: demoPortal,
        entityId:
          (
            await t.db
              .select()
              .from(accounts)
              .where(eq(accounts.id, people['Rob Busy'] ?? ''))
          )[0]?.entityId ?? '',
        email: 'rex.risk@example.org',
        fullName: 'Rex Done',
        passwordHash: 'x',
      })
      .returning({ id: accounts.id });
    await t.db
      .insert(enrollments)
      .values({ accountId: late?.id ?? '', courseId, progress: 100, status: 'completed' });
    const { body } = await riskList('');
    expect(rowOf(body, 'Rhea Idle').risk).toContainEqual({
      code: 'behind',
      points: 60,
      course_title: 'Risk lab',
    });
    // Completed: never at risk, whatever else holds.
    expect(rowOf(body, 'Rex Done').risk).toEqual([]);
    await t.db.delete(accounts).where(eq(accounts.id, late?.id ?? ''));
    const back = await riskList('');
    expect(rowOf(back.body, 'Rhea Idle').risk).toContainEqual({
      code: 'behind',
      points: 50,
      course_title: 'Risk lab',
    });
  });

  it('follows progress and submissions as they happen', async () => {
    // Ria submits one of her two overdue tasks: one left, no longer at risk.
    const [task] = await t.db
      .select({ id: courseItems.id })
      .from(courseItems)
      .where(and(eq(courseItems.courseId, courseId), eq(courseItems.slug, 'task-1')));
    const [ticket] = await t.db
      .insert(reviewTickets)
      .values({
        portalId: demoPortal,
        courseId,
        itemId: task?.id ?? '',
        kind: 'assignment',
        accountId: people['Ria Late'] ?? '',
        status: 'new',
      })
      .returning();
    await t.db
      .insert(reviewTicketAccounts)
      .values({ ticketId: ticket?.id ?? '', accountId: people['Ria Late'] ?? '' });
    let ria = rowOf((await riskList('')).body, 'Ria Late');
    expect(ria).toMatchObject({ risk: [], overdue_assignments: 1, open_tickets: 1 });
    // Graded: no longer open.
    await t.db
      .update(reviewTickets)
      .set({ status: 'graded' })
      .where(eq(reviewTickets.id, ticket?.id ?? ''));
    ria = rowOf((await riskList('')).body, 'Ria Late');
    expect(ria.open_tickets).toBe(0);
    // Rhea comes back to work: active today, no longer inactive.
    await t.db
      .update(enrollments)
      .set({ lastActivityAt: new Date() })
      .where(eq(enrollments.accountId, people['Rhea Idle'] ?? ''));
    const rhea = rowOf((await riskList('')).body, 'Rhea Idle');
    expect(rhea.risk.map((reason: Json) => reason.code)).toEqual(['behind', 'overdue']);
  });

  it("counts on the dashboard: at risk, open tickets (overdue ones apart), this week's activity", async () => {
    const { status, body } = await get('cora', '/v1/coach/dashboard');
    expect(status).toBe(200);
    const dashboard = body.data.attributes;
    const all = await get('cora', '/v1/coach/participants?filter[risk]=at_risk&page[size]=75');
    expect(dashboard.at_risk.total).toBe(all.body.meta.total);
    expect(dashboard.at_risk.items.length).toBe(Math.min(5, all.body.meta.total));
    const open = await t.db
      .select({ id: reviewTickets.id, dueAt: reviewTickets.dueAt })
      .from(reviewTickets)
      .where(
        and(
          eq(reviewTickets.portalId, demoPortal),
          inArray(reviewTickets.status, ['new', 'in_review', 'resubmitted']),
        ),
      );
    expect(dashboard.open_tickets.total).toBe(open.length);
    expect(dashboard.open_tickets.overdue).toBe(
      open.filter((row) => row.dueAt && row.dueAt.getTime() < Date.now()).length,
    );
    const rob = dashboard.open_tickets.items.find((item: Json) =>
      item.students.includes('Rob Busy'),
    );
    expect(rob).toMatchObject({ course_title: 'Risk lab', item_title: 'Task One', overdue: true });
    expect(dashboard.weekly_active).toHaveLength(12);
    // Rob finished an item yesterday: this week or the last counts him.
    const lastTwo = dashboard.weekly_active.slice(-2).map((week: Json) => week.active);
    expect(lastTwo[0] + lastTwo[1]).toBeGreaterThanOrEqual(1);
    expect(dashboard.courses.map((course: Json) => course.title)).toContain('Risk lab');
  });
});

describe('GET /v1/coach/courses', () => {
  it("gives Cora's courses with participants, average progress and the distribution", async () => {
    const { status, body } = await get('cora', '/v1/coach/courses');
    expect(status).toBe(200);
    const titles = body.data.map((course: Json) => course.attributes.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Data literacy',
        'Project management basics',
        'Time management',
        'Writing for the web',
      ]),
    );
    expect(titles).not.toContain('Workplace safety');
    const literacy = body.data.find((course: Json) => course.attributes.title === 'Data literacy');
    const rows = await t.db
      .select({ progress: enrollments.progress })
      .from(enrollments)
      .where(eq(enrollments.courseId, literacy.id));
    const bands = new Map<number, number>();
    for (const row of rows)
      bands.set(progressBand(row.progress), (bands.get(progressBand(row.progress)) ?? 0) + 1);
    expect(literacy.attributes.distribution).toEqual(
      progressDistribution([...bands].map(([band, count]) => ({ band, count }))),
    );
    expect(literacy.attributes.participants).toBe(rows.length);
    const average = Math.round(rows.reduce((sum, row) => sum + row.progress, 0) / rows.length);
    expect(literacy.attributes.average_progress).toBe(average);
  });
});

describe('the participant rows follow the coach scope (access/coach-scope.ts)', () => {
  async function rowsOf(coachId: string) {
    return t.db.select().from(coachParticipants).where(eq(coachParticipants.coachId, coachId));
  }

  it('has exactly the students studentReach reaches, whole or in the same courses', async () => {
    const [portal] = await t.db.select().from(portals).where(eq(portals.id, demoPortal));
    const students = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.portalId, demoPortal));
    for (const coach of ['cora', 'hugo'] as const) {
      const reach = coachReachOf(
        { id: id[coach] ?? '', portalId: demoPortal, roles: ['coach'], actsOnEveryPortal: false },
        { id: demoPortal, features: portal?.features ?? [] },
      );
      if (!reach) throw new Error('no reach');
      const rows = new Map((await rowsOf(id[coach] ?? '')).map((row) => [row.studentId, row]));
      for (const student of students) {
        const expected = await studentReach(t.db, reach, student.id);
        const row = rows.get(student.id);
        expect({ coach, student: student.id, reached: row !== undefined }).toEqual({
          coach,
          student: student.id,
          reached: expected !== null,
        });
        if (!row || !expected) continue;
        expect(row.whole).toBe(expected.whole);
        if (!expected.whole)
          expect([...row.courseIds].sort()).toEqual([...expected.courseIds].sort());
      }
    }
  });

  it('adds a student reached through an approved mandate, and drops them when it lapses', async () => {
    const hugo = id.hugo ?? '';
    const stijn = id.stijn ?? '';
    const [mandate] = await t.db
      .insert(coachMandates)
      .values({
        portalId: demoPortal,
        coachId: hugo,
        studentId: stijn,
        status: 'approved',
        expiresAt: new Date(Date.now() + 1500),
      })
      .returning();
    const during = await get('hugo', '/v1/coach/participants?filter[search]=stijn');
    expect(names(during.body)).toEqual(['Stijn Student']);
    // Reached whole: every course of his.
    expect(rowOf(during.body, 'Stijn Student').courses).toHaveLength(3);
    expect((await get('hugo', `/v1/coach/participants/${stijn}`)).status).toBe(200);
    // Nothing is written when it lapses: the list works the row out again when read.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const after = await get('hugo', '/v1/coach/participants?filter[search]=stijn');
    expect(names(after.body)).toEqual([]);
    expect((await get('hugo', `/v1/coach/participants/${stijn}`)).status).toBe(404);
    await t.db.delete(coachMandates).where(eq(coachMandates.id, mandate?.id ?? ''));
  });

  it('follows a change of primary coach', async () => {
    const eva = id.eva ?? '';
    await t.db.update(accounts).set({ primaryCoachId: id.hugo }).where(eq(accounts.id, eva));
    expect(names((await get('hugo', '/v1/coach/mentees')).body)).toEqual(['Eva Expired']);
    expect(names((await get('cora', '/v1/coach/mentees')).body)).toEqual(['Stijn Student']);
    await t.db.update(accounts).set({ primaryCoachId: id.cora }).where(eq(accounts.id, eva));
    expect(names((await get('cora', '/v1/coach/mentees')).body)).toEqual([
      'Eva Expired',
      'Stijn Student',
    ]);
  });
});
