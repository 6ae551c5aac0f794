import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseCoaches,
  gradeChanges,
  itemProgress,
  notifications,
  quizAttempts,
  reviewTickets,
} from '../db/schema';
import { PDF } from '../files/multipart-fixtures';
import { DataDirStorage, setFileStorage } from '../files/storage';
import type { Json } from '../test/api-client';
import {
  courseId,
  enrol,
  type FreshStudent,
  freshStudent,
  itemId,
  uploadFile,
} from '../test/coaching-fixtures';
import { setUpDemoApi } from '../test/demo-people';
import { OPEN_QUESTION_ATTEMPT } from '../test/quiz-answers';

/**
 * Coaching (docs/coaching-api.md): assignments, submissions, review tickets, group
 * assignments and quiz open answers, through the API the screens call.
 */
const PEOPLE = ['ada', 'alex', 'cora', 'hugo', 'stijn', 'fenna', 'lars'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, token } = setUpDemoApi(PEOPLE);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-coaching-files-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const ask = (who: Who | FreshStudent, route: string, method = 'GET', body?: unknown) =>
  t.request(route, {
    method,
    token: typeof who === 'string' ? token[who] : who.token,
    domain: who === 'lars' ? 'unlimited.localhost' : 'localhost',
    ...(body !== undefined ? { body } : {}),
  });

/** The status of reading a file's bytes (not JSON, so not through t.request). */
const fileStatus = async (who: Who | FreshStudent, fileId: string) => {
  const response = await t.api.fetch(
    new Request(`http://api/v1/files/${fileId}/content`, {
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${typeof who === 'string' ? token[who] : who.token}`,
      },
    }),
  );
  await response.body?.cancel();
  return response.status;
};

const queue = async (who: Who, query = '') => {
  const { status, body } = await ask(who, `/v1/review_tickets${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Json;
};

const teamNorthTicket = async () => {
  const [row] = await t.db
    .select({ id: reviewTickets.id })
    .from(reviewTickets)
    .where(eq(reviewTickets.itemId, await itemId(t, 'writing-for-the-web', 'style-guide')));
  if (!row) throw new Error('No Team North ticket');
  return row.id;
};

const notificationsOf = (accountId: string) =>
  t.db.select().from(notifications).where(eq(notifications.accountId, accountId));

/** A fresh student enrolled in Project management basics who submits "Learning plan". */
async function submittedLearningPlan(name: string, locale = 'en') {
  const student = await freshStudent(t, name, locale);
  await enrol(t, student, 'project-management-basics');
  const item = await itemId(t, 'project-management-basics', 'learning-plan');
  const { status, body } = await ask(
    student,
    `/v1/courses/project-management-basics/assignments/${item}/submissions`,
    'POST',
    { body_html: '<p>My plan: <script>alert(1)</script>practise planning every week.</p>' },
  );
  expect(status, JSON.stringify(body)).toBe(201);
  const [ticket] = await t.db
    .select({ id: reviewTickets.id })
    .from(reviewTickets)
    .where(and(eq(reviewTickets.itemId, item), eq(reviewTickets.accountId, student.id)));
  if (!ticket) throw new Error('No ticket');
  return { student, item, ticketId: ticket.id, work: body };
}

describe('the seeded tickets (DEMO-DATA "Learning content")', () => {
  it('Team North’s "Style guide" waits in Cora’s queue, new, for Stijn and Fenna', async () => {
    const body = await queue('cora');
    const row = body.data.find((ticket: Json) => ticket.attributes.group_name === 'Team North');
    expect(row?.attributes).toMatchObject({
      kind: 'assignment',
      status: 'new',
      item: { title: 'Style guide' },
      course: { title: 'Writing for the web' },
      claimed_by: null,
    });
    const names = row.attributes.students.map((s: Json) => s.full_name).sort();
    expect(names).toEqual(['Fenna Flat', 'Stijn Student']);
    expect(body.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('Stijn’s "Learning plan" is closed, graded Pass by Cora, with its grade audit', async () => {
    const body = await queue('cora', '?filter[status]=closed');
    const row = body.data.find((ticket: Json) => ticket.attributes.item.title === 'Learning plan');
    expect(row?.attributes).toMatchObject({ status: 'closed', passed: true });
    const detail = await ask('cora', `/v1/review_tickets/${row.id}`);
    expect(detail.body.data.attributes.graded_by_name).toBe('Cora Coach');
    expect(detail.body.data.attributes.grade_changes).toHaveLength(1);
    expect(detail.body.data.attributes.submissions[0].body_html).toContain('Learning plan');
  });
});

describe('who sees which ticket (the coach scope)', () => {
  it('students and authors are refused (403), guests 401', async () => {
    expect((await t.request('/v1/review_tickets')).status).toBe(401);
    for (const who of ['stijn', 'fenna', 'alex'] as const) {
      expect((await ask(who, '/v1/review_tickets')).status, who).toBe(403);
    }
  });

  it('Hugo coaches another course and holds no mandate: Team North is not his (404)', async () => {
    const ticket = await teamNorthTicket();
    expect((await ask('hugo', `/v1/review_tickets/${ticket}`)).status).toBe(404);
    const body = await queue('hugo', '?filter[status]=all');
    expect(body.data.map((row: Json) => row.id)).not.toContain(ticket);
  });

  it('admins of the portal see every ticket; another portal’s ticket is a 404', async () => {
    const ticket = await teamNorthTicket();
    expect((await ask('ada', `/v1/review_tickets/${ticket}`)).status).toBe(200);
    const other = await t.request(`/v1/review_tickets/${ticket}`, {
      token: token.ada,
      domain: 'unlimited.localhost',
    });
    expect(other.status).toBe(404);
  });

  it('a coach sees a course’s tickets once they coach it, and not before', async () => {
    const { ticketId } = await submittedLearningPlan('Cas Coursework');
    const course = await courseId(t, 'project-management-basics');
    expect((await ask('hugo', `/v1/review_tickets/${ticketId}`)).status).toBe(404);
    await t.db.insert(courseCoaches).values({ courseId: course, accountId: id.hugo ?? '' });
    try {
      expect((await ask('hugo', `/v1/review_tickets/${ticketId}`)).status).toBe(200);
    } finally {
      await t.db
        .delete(courseCoaches)
        .where(and(eq(courseCoaches.courseId, course), eq(courseCoaches.accountId, id.hugo ?? '')));
    }
  });
});

describe('submitting an assignment (the student’s side)', () => {
  it('a fresh student’s submission is sanitised, numbered and lands in Cora’s queue', async () => {
    const { student, ticketId, work } = await submittedLearningPlan('Sanne Submitter');
    const attributes = work.data.attributes;
    expect(attributes.ticket_status).toBe('new');
    expect(attributes.can_submit).toBe(false);
    expect(attributes.blocked_reason).toBe('WAITING_FOR_REVIEW');
    expect(attributes.submissions).toHaveLength(1);
    expect(attributes.submissions[0].body_html).not.toContain('script');
    const body = await queue('cora', `?filter[search]=${encodeURIComponent('Sanne Submitter')}`);
    expect(body.data.map((row: Json) => row.id)).toEqual([ticketId]);
    expect(body.data[0].attributes.students[0].full_name).toBe(student.fullName);
  });

  it('refuses an empty submission (422) and a second one while it waits (409)', async () => {
    const { student, item } = await submittedLearningPlan('Olga Once');
    const route = `/v1/courses/project-management-basics/assignments/${item}/submissions`;
    const again = await ask(student, route, 'POST', { body_html: '<p>More</p>' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('ALREADY_SUBMITTED');
    const other = await freshStudent(t, 'Edith Empty');
    await enrol(t, other, 'project-management-basics');
    const empty = await ask(other, route, 'POST', { body_html: '<p> </p>' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].source.pointer).toBe('/data/attributes/body_html');
  });

  it('is for enrolled students: not enrolled 403, a lesson’s id 404', async () => {
    const student = await freshStudent(t, 'Nina Notenrolled');
    const item = await itemId(t, 'project-management-basics', 'learning-plan');
    const route = `/v1/courses/project-management-basics/assignments/${item}`;
    expect((await ask(student, route)).status).toBe(403);
    const lesson = await itemId(t, 'project-management-basics', 'scope-and-goals');
    expect(
      (await ask('stijn', `/v1/courses/project-management-basics/assignments/${lesson}`)).status,
    ).toBe(404);
  });

  it('attaches the student’s own uploads; the coach reads them, another student does not', async () => {
    const student = await freshStudent(t, 'Fiona Files');
    await enrol(t, student, 'project-management-basics');
    const uploaded = await uploadFile(t, student.token, 'submission', {
      name: 'plan.pdf',
      head: PDF,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const fileId = uploaded.body.data.id as string;
    const item = await itemId(t, 'project-management-basics', 'learning-plan');
    const route = `/v1/courses/project-management-basics/assignments/${item}/submissions`;
    // Someone else's upload cannot be attached.
    const thief = await freshStudent(t, 'Tom Thief');
    await enrol(t, thief, 'project-management-basics');
    expect((await ask(thief, route, 'POST', { file_ids: [fileId] })).status).toBe(422);
    const { status, body } = await ask(student, route, 'POST', { file_ids: [fileId] });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.attributes.submissions[0].files[0]).toMatchObject({ file_name: 'plan.pdf' });
    expect(await fileStatus('cora', fileId)).toBe(200);
    expect(await fileStatus(student, fileId)).toBe(200);
    expect(await fileStatus(thief, fileId)).toBe(404);
    expect(await fileStatus('hugo', fileId)).toBe(404);
  });
});

describe('the ticket’s life (SCREENS: new → in review → changes requested → resubmitted → graded → closed)', () => {
  it('refuses illegal moves with 422 ILLEGAL_TRANSITION', async () => {
    const { ticketId } = await submittedLearningPlan('Ivo Illegal');
    const grade = await ask('cora', `/v1/review_tickets/${ticketId}/grade`, 'POST', {
      grade: { scheme: 'pass_fail', passed: true },
    });
    expect(grade.status).toBe(422);
    expect(grade.body.errors[0]).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      meta: { from: 'new', to: 'graded' },
    });
    expect((await ask('cora', `/v1/review_tickets/${ticketId}/close`, 'POST')).status).toBe(422);
    expect(
      (
        await ask('cora', `/v1/review_tickets/${ticketId}/request_changes`, 'POST', {
          feedback_html: '<p>More</p>',
        })
      ).status,
    ).toBe(422);
  });

  it('runs the whole way, notifying the student in their language and auditing every grade', async () => {
    const { student, item, ticketId } = await submittedLearningPlan('Noor Nederlands', 'nl');
    const route = `/v1/review_tickets/${ticketId}`;
    const claimed = await ask('cora', `${route}/claim`, 'POST');
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.attributes).toMatchObject({
      status: 'in_review',
      claimed_by: { full_name: 'Cora Coach' },
      next_statuses: ['changes_requested', 'graded'],
    });
    // Changes need feedback.
    const bare = await ask('cora', `${route}/request_changes`, 'POST', { feedback_html: '' });
    expect(bare.status).toBe(422);
    const changes = await ask('cora', `${route}/request_changes`, 'POST', {
      feedback_html: '<p>Name the three skills.</p>',
    });
    expect(changes.body.data.attributes.status).toBe('changes_requested');
    const told = await notificationsOf(student.id);
    expect(told.map((n) => n.message)).toContain(
      'Cora Coach vraagt om wijzigingen in je opdracht “Learning plan”.',
    );
    // It leads to the assignment's player page.
    const asked = told.find((n) => n.message.startsWith('Cora Coach vraagt om wijzigingen'));
    expect(asked?.link).toBe('/courses/project-management-basics/learning-plan');
    // The student sees the feedback and submits again.
    const work = await ask(student, `/v1/courses/project-management-basics/assignments/${item}`);
    expect(work.body.data.attributes).toMatchObject({
      can_submit: true,
      feedback_html: '<p>Name the three skills.</p>',
    });
    const resubmit = await ask(
      student,
      `/v1/courses/project-management-basics/assignments/${item}/submissions`,
      'POST',
      { body_html: '<p>Skills: planning, scope, closing.</p>' },
    );
    expect(resubmit.status).toBe(201);
    expect(resubmit.body.data.attributes.submissions.map((s: Json) => s.attempt)).toEqual([2, 1]);
    expect((await ask('cora', route)).body.data.attributes.status).toBe('resubmitted');
    await ask('cora', `${route}/claim`, 'POST');
    const graded = await ask('cora', `${route}/grade`, 'POST', {
      grade: { scheme: 'pass_fail', passed: true },
      feedback_html: '<p>Well done.</p>',
    });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    expect(graded.body.data.attributes).toMatchObject({
      status: 'graded',
      passed: true,
      claimed_by: null,
      grade: { scheme: 'pass_fail', passed: true },
    });
    const done = await t.db
      .select()
      .from(itemProgress)
      .where(and(eq(itemProgress.accountId, student.id), eq(itemProgress.itemId, item)));
    expect(done).toHaveLength(1);
    const gradedNote = (await notificationsOf(student.id)).find(
      (n) => n.message === 'Cora Coach heeft je opdracht “Learning plan” beoordeeld: Voldoende.',
    );
    // "your assignment was graded" leads to that assignment's player page.
    expect(gradedNote?.link).toBe('/courses/project-management-basics/learning-plan');
    // A regrade: claimed again, graded again; the audit holds both.
    await ask('cora', `${route}/claim`, 'POST');
    const regrade = await ask('cora', `${route}/grade`, 'POST', {
      grade: { scheme: 'pass_fail', passed: false },
    });
    expect(regrade.body.data.attributes.grade_changes.map((c: Json) => c.new_passed)).toEqual([
      true,
      false,
    ]);
    const undone = await t.db
      .select()
      .from(itemProgress)
      .where(and(eq(itemProgress.accountId, student.id), eq(itemProgress.itemId, item)));
    expect(undone).toHaveLength(0);
    const closed = await ask('cora', `${route}/close`, 'POST');
    expect(closed.body.data.attributes.status).toBe('closed');
    expect((await ask('cora', `${route}/claim`, 'POST')).status).toBe(422);
  });
});

describe('claiming (opening claims it; released after 30 minutes without activity)', () => {
  it('two coaches opening at once: exactly one wins, the other is told who has it', async () => {
    const { ticketId } = await submittedLearningPlan('Clara Concurrent');
    const [first, second] = await Promise.all([
      ask('cora', `/v1/review_tickets/${ticketId}/claim`, 'POST'),
      ask('ada', `/v1/review_tickets/${ticketId}/claim`, 'POST'),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const winner = first.status === 200 ? 'Cora Coach' : 'Ada Admin';
    expect(loser.body.errors[0]).toMatchObject({
      code: 'CLAIMED',
      meta: { claimed_by_name: winner },
    });
  });

  it('another coach sees "in review by"; after 30 quiet minutes the claim is free again', async () => {
    const { ticketId } = await submittedLearningPlan('Leo Lapsed');
    await ask('cora', `/v1/review_tickets/${ticketId}/claim`, 'POST');
    const seen = await ask('ada', `/v1/review_tickets/${ticketId}`);
    expect(seen.body.data.attributes.claimed_by.full_name).toBe('Cora Coach');
    expect((await ask('ada', `/v1/review_tickets/${ticketId}/claim`, 'POST')).status).toBe(409);
    const list = await queue('cora', '?filter[owner]=mine&filter[search]=Leo%20Lapsed');
    expect(list.data).toHaveLength(1);
    await t.db
      .update(reviewTickets)
      .set({ lastActivityAt: sql`now() - interval '31 minutes'` })
      .where(eq(reviewTickets.id, ticketId));
    const unassigned = await queue('ada', '?filter[owner]=unassigned&filter[search]=Leo%20Lapsed');
    expect(unassigned.data).toHaveLength(1);
    expect(unassigned.data[0].attributes.claimed_by).toBeNull();
    const taken = await ask('ada', `/v1/review_tickets/${ticketId}/claim`, 'POST');
    expect(taken.body.data.attributes.claimed_by.full_name).toBe('Ada Admin');
  });
});

describe('group assignments (group_assignments)', () => {
  const course = 'writing-for-the-web';
  let members: FreshStudent[] = [];
  let loner: FreshStudent;
  let item = '';

  beforeAll(async () => {
    item = await itemId(t, course, 'style-guide');
    members = [await freshStudent(t, 'Gijs Group'), await freshStudent(t, 'Hanna Group')];
    loner = await freshStudent(t, 'Lotte Loner');
    for (const student of [...members, loner]) await enrol(t, student, course);
    const made = await ask('alex', `/v1/courses/${await courseId(t, course)}/groups`, 'POST', {
      name: 'Team South',
      member_ids: members.map((m) => m.id),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });

  it('a student in no group is told why they cannot submit', async () => {
    const work = await ask(loner, `/v1/courses/${course}/assignments/${item}`);
    expect(work.body.data.attributes).toMatchObject({
      can_submit: false,
      blocked_reason: 'NO_GROUP',
    });
    const refused = await ask(
      loner,
      `/v1/courses/${course}/assignments/${item}/submissions`,
      'POST',
      {
        body_html: '<p>Alone</p>',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('NO_GROUP');
  });

  it('one member submits for the group, one ticket; the grade goes to every member', async () => {
    const [gijs, hanna] = members as [FreshStudent, FreshStudent];
    const submitted = await ask(
      gijs,
      `/v1/courses/${course}/assignments/${item}/submissions`,
      'POST',
      {
        body_html: '<p>Our style guide.</p>',
      },
    );
    expect(submitted.status).toBe(201);
    const second = await ask(
      hanna,
      `/v1/courses/${course}/assignments/${item}/submissions`,
      'POST',
      {
        body_html: '<p>Ours too.</p>',
      },
    );
    expect(second.status).toBe(409);
    const hannasView = await ask(hanna, `/v1/courses/${course}/assignments/${item}`);
    expect(hannasView.body.data.attributes.submissions[0].submitted_by_name).toBe('Gijs Group');
    const body = await queue('cora', '?filter[search]=Team%20South');
    expect(body.data).toHaveLength(1);
    const ticketId = body.data[0].id;
    await ask('cora', `/v1/review_tickets/${ticketId}/claim`, 'POST');
    const graded = await ask('cora', `/v1/review_tickets/${ticketId}/grade`, 'POST', {
      grade: { scheme: 'pass_fail', passed: true },
      feedback_html: '<p>Clear rules.</p>',
    });
    expect(graded.status).toBe(200);
    for (const member of members) {
      const view = await ask(member, `/v1/courses/${course}/assignments/${item}`);
      expect(view.body.data.attributes.grade).toMatchObject({ passed: true });
      expect((await notificationsOf(member.id)).map((n) => n.message)).toContain(
        'Cora Coach graded your assignment “Style guide”: Pass.',
      );
      const done = await t.db
        .select()
        .from(itemProgress)
        .where(and(eq(itemProgress.accountId, member.id), eq(itemProgress.itemId, item)));
      expect(done).toHaveLength(1);
    }
  });

  it('checks groups: 2–10 enrolled members, one group per student, locked once it submitted', async () => {
    const id = await courseId(t, course);
    const one = await ask('alex', `/v1/courses/${id}/groups`, 'POST', {
      name: 'Solo',
      member_ids: [loner.id],
    });
    expect(one.status).toBe(422);
    expect(one.body.errors[0].source.pointer).toBe('/data/attributes/member_ids');
    const taken = await ask('alex', `/v1/courses/${id}/groups`, 'POST', {
      name: 'Team West',
      member_ids: [loner.id, members[0]?.id],
    });
    expect(taken.status).toBe(422);
    const list = await ask('alex', `/v1/courses/${id}/groups`);
    const south = list.body.data.find((g: Json) => g.attributes.name === 'Team South');
    expect(south.attributes.locked).toBe(true);
    expect(list.body.meta.ungrouped.map((s: Json) => s.id)).toContain(loner.id);
    expect((await ask('alex', `/v1/course_groups/${south.id}`, 'DELETE')).status).toBe(409);
    // Cora coaches the course; Hugo does not (404); students are refused (403).
    expect((await ask('cora', `/v1/courses/${id}/groups`)).status).toBe(200);
    expect((await ask('hugo', `/v1/courses/${id}/groups`)).status).toBe(404);
    expect((await ask('stijn', `/v1/courses/${id}/groups`)).status).toBe(403);
  });

  it('imports `email,group` with a preview of every error by row, writing nothing until confirmed', async () => {
    const id = await courseId(t, course);
    const a = await freshStudent(t, 'Csv One');
    const b = await freshStudent(t, 'Csv Two');
    for (const s of [a, b]) await enrol(t, s, course);
    const bad = `email,group\n${a.email},Team East\nnobody@example.org,Team East\nnot-an-email,Team East\n`;
    const post = (csv: string, mode: string) =>
      t.request(`/v1/courses/${id}/groups/import?mode=${mode}`, {
        method: 'POST',
        token: token.alex,
        headers: { 'content-type': 'text/csv' },
        body: csv,
      });
    const preview = await post(bad, 'preview');
    expect(preview.status).toBe(200);
    expect(preview.body.meta.errors.map((e: Json) => [e.row, e.column, e.code])).toEqual([
      [2, 'group', 'GROUP_TOO_SMALL'],
      [3, 'email', 'NOT_ENROLLED'],
      [4, 'email', 'INVALID_EMAIL'],
    ]);
    expect((await post(bad, 'confirm')).status).toBe(422);
    const good = `${a.email};Team East\n${b.email};Team East\n`;
    const confirmed = await post(good, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.meta).toMatchObject({ groups: 1, members: 2, new_groups: ['Team East'] });
    const list = await ask('alex', `/v1/courses/${id}/groups`);
    const east = list.body.data.find((g: Json) => g.attributes.name === 'Team East');
    expect(east.attributes.members.map((m: Json) => m.full_name).sort()).toEqual([
      'Csv One',
      'Csv Two',
    ]);
  });
});

describe('authoring an assignment (course rights)', () => {
  it('reads and saves the settings, names what keeps it from being published', async () => {
    const item = await itemId(t, 'writing-for-the-web', 'style-guide');
    const read = await ask('alex', `/v1/assignments/${item}`);
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.settings).toMatchObject({
      mode: 'group',
      scheme: 'pass_fail',
    });
    expect(read.body.data.attributes.problems).toEqual([]);
    expect(read.body.meta.features.group_assignments).toBe(true);
    const wrong = await ask('alex', `/v1/assignments/${item}`, 'PATCH', {
      settings: { max_points: 0, pass_percent: 101 },
    });
    expect(wrong.status).toBe(422);
    const pointers = wrong.body.errors.map((e: Json) => e.source.pointer).sort();
    expect(pointers).toEqual([
      '/data/attributes/settings/max_points',
      '/data/attributes/settings/pass_percent',
    ]);
    const emptied = await ask('alex', `/v1/assignments/${item}`, 'PATCH', {
      settings: {
        instructions_html: '<p></p>',
        scheme: 'rubric',
        rubric: [],
        due_at: '2030-05-01T10:00:00Z',
      },
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.attributes.problems.map((p: Json) => p.code)).toEqual([
      'ASSIGNMENT_WITHOUT_INSTRUCTIONS',
      'RUBRIC_WITHOUT_CRITERIA',
    ]);
    const editor = await ask(
      'alex',
      `/v1/courses/${await courseId(t, 'writing-for-the-web')}/editor`,
    );
    expect(JSON.stringify(editor.body)).toContain('ASSIGNMENT_WITHOUT_INSTRUCTIONS');
    // Put it back as DEMO-DATA has it.
    await ask('alex', `/v1/assignments/${item}`, 'PATCH', {
      settings: {
        instructions_html: read.body.data.attributes.settings.instructions_html,
        scheme: 'pass_fail',
        due_at: null,
      },
    });
  });

  it('is for course rights: Cora and Stijn 403; a lesson’s id 404', async () => {
    const item = await itemId(t, 'writing-for-the-web', 'style-guide');
    expect((await ask('cora', `/v1/assignments/${item}`)).status).toBe(403);
    expect((await ask('stijn', `/v1/assignments/${item}`)).status).toBe(403);
    const lesson = await itemId(t, 'writing-for-the-web', 'plain-language');
    expect((await ask('alex', `/v1/assignments/${lesson}`)).status).toBe(404);
  });

  it('grades by points and rubric against the pass threshold (60 % unless set)', async () => {
    const item = await itemId(t, 'project-management-basics', 'learning-plan');
    const rubric = [
      { id: 'c1', title: 'Goal', description: 'A clear goal', max_points: 4 },
      { id: 'c2', title: 'Plan', description: '', max_points: 6 },
    ];
    const saved = await ask('alex', `/v1/assignments/${item}`, 'PATCH', {
      settings: { scheme: 'rubric', rubric },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const { ticketId } = await submittedLearningPlan('Ruby Rubric');
      const route = `/v1/review_tickets/${ticketId}`;
      await ask('cora', `${route}/claim`, 'POST');
      const missing = await ask('cora', `${route}/grade`, 'POST', {
        grade: { scheme: 'rubric', criteria: { c1: 4 } },
      });
      expect(missing.status).toBe(422);
      const tooMany = await ask('cora', `${route}/grade`, 'POST', {
        grade: { scheme: 'rubric', criteria: { c1: 5, c2: 1 } },
      });
      expect(tooMany.status).toBe(422);
      const graded = await ask('cora', `${route}/grade`, 'POST', {
        grade: { scheme: 'rubric', criteria: { c1: 3, c2: 3 } },
      });
      expect(graded.body.data.attributes).toMatchObject({ score: 6, max_score: 10, passed: true });
    } finally {
      await ask('alex', `/v1/assignments/${item}`, 'PATCH', {
        settings: { scheme: 'pass_fail', rubric: [] },
      });
    }
  });
});

describe('open answers of quizzes arrive as tickets', () => {
  it('grading them completes the attempt’s score and passes it', async () => {
    const student = await freshStudent(t, 'Quentin Quiz');
    await enrol(t, student, 'data-literacy');
    const quiz = await itemId(t, 'data-literacy', 'data-literacy-quiz');
    const course = await courseId(t, 'data-literacy');
    const [attempt] = await t.db
      .insert(quizAttempts)
      .values({
        portalId:
          (await t.db.select({ p: reviewTickets.portalId }).from(reviewTickets).limit(1))[0]?.p ??
          '',
        itemId: quiz,
        courseId: course,
        accountId: student.id,
        number: 1,
        questions: OPEN_QUESTION_ATTEMPT.questions,
        maxScore: OPEN_QUESTION_ATTEMPT.maxScore,
      })
      .returning({ id: quizAttempts.id });
    const submitted = await ask(student, `/v1/quiz_attempts/${attempt?.id}/submit`, 'POST', {
      answers: OPEN_QUESTION_ATTEMPT.answers,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.attributes.pending_review).toBe(true);
    const list = await queue('cora', '?filter[kind]=quiz&filter[search]=Quentin%20Quiz');
    expect(list.data).toHaveLength(1);
    const route = `/v1/review_tickets/${list.data[0].id}`;
    const detail = await ask('cora', route);
    expect(detail.body.data.attributes.quiz.questions).toEqual([
      expect.objectContaining({
        prompt: 'Explain a misleading axis.',
        answer_text: 'It starts far above zero.',
        points: 4,
      }),
    ]);
    await ask('cora', `${route}/claim`, 'POST');
    // Quiz answers cannot be sent back for changes.
    expect(
      (await ask('cora', `${route}/request_changes`, 'POST', { feedback_html: '<p>No</p>' }))
        .status,
    ).toBe(422);
    const graded = await ask('cora', `${route}/grade`, 'POST', {
      grade: { scheme: 'quiz', questions: { '22222222-2222-4222-8222-222222222222': 3 } },
    });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    const [row] = await t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt?.id ?? ''));
    expect(row).toMatchObject({ score: 4, percent: 80, passed: true, pendingReview: false });
    expect(row?.results?.find((r) => r.questionId.startsWith('2222'))).toMatchObject({
      score: 3,
      pending: false,
    });
    const audit = await t.db
      .select()
      .from(gradeChanges)
      .where(eq(gradeChanges.ticketId, list.data[0].id));
    expect(audit).toHaveLength(1);
  });
});

describe('the queue’s filters, sorts and pages', () => {
  it('accepts the view settings of spec §4 and refuses unknown ones (400)', async () => {
    const body = await queue(
      'cora',
      '?filter[status]=all&sort=-due_at&page[size]=25&page[number]=1',
    );
    expect(body.meta).toMatchObject({ per_page: 25, current_page: 1 });
    expect(body.meta.courses.map((c: Json) => c.title)).toContain('Writing for the web');
    for (const query of ['?sort=title', '?filter[due]=soon', '?filter[status]=lost']) {
      expect((await ask('cora', `/v1/review_tickets${query}`)).status, query).toBe(400);
    }
    const overdue = await queue('cora', '?filter[due]=overdue&filter[status]=all');
    expect(overdue.data.every((row: Json) => row.attributes.due_at !== null)).toBe(true);
  });
});
