import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachMandates, notifications } from '../db/schema';
import type { Json } from '../test/api-client';
import { enrol, type FreshStudent, freshStudent } from '../test/coaching-fixtures';
import { setUpDemoApi } from '../test/demo-people';

/**
 * Mandates (docs/coaching-api.md "Mandates"): asking, deciding, expiry, and the
 * enforcement of the coach scope on a student's data.
 */
const PEOPLE = ['ada', 'alex', 'cora', 'hugo', 'stijn', 'lars'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, token } = setUpDemoApi(PEOPLE);

const ask = (who: Who | FreshStudent, route: string, method = 'GET', body?: unknown) =>
  t.request(route, {
    method,
    token: typeof who === 'string' ? token[who] : who.token,
    domain: who === 'lars' ? 'unlimited.localhost' : 'localhost',
    ...(body !== undefined ? { body } : {}),
  });

const progressOf = (who: Who, studentId: string) =>
  ask(who, `/v1/accounts/${studentId}/enrollments`);

/** Hugo asks for a mandate for a fresh student of Cora's (her mentee, enrolled somewhere). */
async function hugoAsksForMenteeOfCora(name: string) {
  const student = await freshStudent(t, name);
  await t.db.execute(
    sql`update accounts set primary_coach_id = ${id.cora}::uuid where id = ${student.id}::uuid`,
  );
  await enrol(t, student, 'time-management');
  const { status, body } = await ask('hugo', '/v1/coach_mandates', 'POST', {
    student_id: student.id,
    reason: 'I run the time management workshop.',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return { student, mandateId: body.data.id as string, body };
}

describe('the seeded request (DEMO-DATA "Coaching")', () => {
  it('Hugo’s request for Stijn is pending; Cora (his primary coach) may decide, Hugo may not', async () => {
    const cora = await ask('cora', '/v1/coach_mandates?filter[status]=pending');
    const row = cora.body.data.find(
      (m: Json) => m.attributes.student.full_name === 'Stijn Student',
    );
    expect(row.attributes).toMatchObject({
      status: 'pending',
      coach: { full_name: 'Hugo Hybrid' },
      can_decide: true,
    });
    const hugo = await ask('hugo', `/v1/coach_mandates/${row.id}`);
    expect(hugo.body.data.attributes.can_decide).toBe(false);
    expect(cora.body.meta.mandate_days).toBe(365);
  });
});

describe('asking for a mandate', () => {
  it('is for coaches of portals with coach_mandate_approvals', async () => {
    expect((await t.request('/v1/coach_mandates')).status).toBe(401);
    for (const who of ['stijn', 'alex'] as const) {
      expect((await ask(who, '/v1/coach_mandates')).status, who).toBe(403);
    }
    expect((await ask('lars', '/v1/coach_mandates')).status).toBe(403);
    // Admins see and decide, but do not ask.
    expect(
      (await ask('ada', '/v1/coach_mandates', 'POST', { student_id: id.stijn, reason: 'Help' }))
        .status,
    ).toBe(403);
  });

  it('refuses a short reason (the §5 text), a second request, and the primary coach asking', async () => {
    const student = await freshStudent(t, 'Rita Reason');
    const short = await ask('hugo', '/v1/coach_mandates', 'POST', {
      student_id: student.id,
      reason: 'Hi',
    });
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/reason' },
      detail: 'This field requires at least 3 characters',
    });
    const first = await ask('hugo', '/v1/coach_mandates', 'POST', {
      student_id: student.id,
      reason: 'Workshop',
    });
    expect(first.status).toBe(201);
    const second = await ask('hugo', '/v1/coach_mandates', 'POST', {
      student_id: student.id,
      reason: 'Again',
    });
    expect(second.status).toBe(409);
    expect(second.body.errors[0].code).toBe('MANDATE_PENDING');
    const own = await ask('cora', '/v1/coach_mandates', 'POST', {
      student_id: id.stijn,
      reason: 'Mine already',
    });
    expect(own.body.errors[0].code).toBe('NOT_NEEDED');
    // Another portal's account or someone who is not a student: 404.
    const [lars] = await t.db
      .execute<{ id: string }>(
        sql`select id from accounts where email = 'learner@unlimited.academy'`,
      )
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    for (const other of [lars?.id, id.alex]) {
      const refused = await ask('hugo', '/v1/coach_mandates', 'POST', {
        student_id: other,
        reason: 'Not mine',
      });
      expect(refused.status).toBe(404);
    }
  });

  it('finds students by name or e-mail for the request form (at least 2 characters)', async () => {
    const found = await ask('hugo', '/v1/coach_mandates/students?filter[search]=stijn');
    expect(found.body.data.map((s: Json) => s.attributes.full_name)).toContain('Stijn Student');
    expect((await ask('hugo', '/v1/coach_mandates/students?filter[search]=s')).status).toBe(400);
  });
});

describe('deciding and enforcing (SCREENS: without an active mandate the API refuses the coach)', () => {
  it('Hugo reads the student’s progress only once Cora approves; the asker is told', async () => {
    const { student, mandateId } = await hugoAsksForMenteeOfCora('Mara Mandate');
    expect((await progressOf('hugo', student.id)).status).toBe(404);
    // The primary coach was told about the request.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, id.cora ?? ''));
    // In Cora's language (Dutch, like every demo account).
    expect(told.map((n) => n.message)).toContain(
      'Hugo Hybrid vraagt een mandaat om Mara Mandate te begeleiden.',
    );
    // Stored with its language (WCAG 3.1.2).
    expect(told.find((n) => n.message.startsWith('Hugo Hybrid vraagt'))?.language).toBe('nl');
    // Mandate requests and decisions lead to /approvals.
    expect(told.find((n) => n.message.startsWith('Hugo Hybrid vraagt'))?.link).toBe('/approvals');
    const selfApprove = await ask('hugo', `/v1/coach_mandates/${mandateId}/approve`, 'POST', {
      reason: 'Trust me',
    });
    expect(selfApprove.status).toBe(403);
    expect(selfApprove.body.errors[0].code).toBe('NOT_DECIDER');
    const noReason = await ask('cora', `/v1/coach_mandates/${mandateId}/approve`, 'POST', {
      reason: '',
    });
    expect(noReason.status).toBe(422);
    const approved = await ask('cora', `/v1/coach_mandates/${mandateId}/approve`, 'POST', {
      reason: 'Fine for the workshop.',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const expires = new Date(approved.body.data.attributes.expires_at).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    const progress = await progressOf('hugo', student.id);
    expect(progress.status).toBe(200);
    expect(progress.body.data).toHaveLength(1);
    const hugosNews = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, id.hugo ?? ''));
    expect(
      hugosNews.find(
        (n) => n.message === 'Cora Coach heeft je mandaat voor Mara Mandate goedgekeurd.',
      )?.link,
    ).toBe('/approvals');
    // Deciding twice: 409.
    const again = await ask('ada', `/v1/coach_mandates/${mandateId}/decline`, 'POST', {
      reason: 'Too late',
    });
    expect(again.status).toBe(409);
  });

  it('an expired mandate reaches nothing and reads "expired"', async () => {
    const { student, mandateId } = await hugoAsksForMenteeOfCora('Ed Expiry');
    await ask('ada', `/v1/coach_mandates/${mandateId}/approve`, 'POST', { reason: 'Approved.' });
    expect((await progressOf('hugo', student.id)).status).toBe(200);
    await t.db
      .update(coachMandates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coachMandates.id, mandateId));
    expect((await progressOf('hugo', student.id)).status).toBe(404);
    const row = await ask('hugo', `/v1/coach_mandates/${mandateId}`);
    expect(row.body.data.attributes.status).toBe('expired');
    const filtered = await ask('hugo', '/v1/coach_mandates?filter[status]=expired');
    expect(filtered.body.data.map((m: Json) => m.id)).toContain(mandateId);
  });

  it('a declined mandate reaches nothing; the asker may withdraw a pending one', async () => {
    const { student, mandateId } = await hugoAsksForMenteeOfCora('Dirk Declined');
    const declined = await ask('cora', `/v1/coach_mandates/${mandateId}/decline`, 'POST', {
      reason: 'Not in your group.',
    });
    expect(declined.body.data.attributes).toMatchObject({
      status: 'declined',
      decision_reason: 'Not in your group.',
      decided_by_name: 'Cora Coach',
    });
    expect((await progressOf('hugo', student.id)).status).toBe(404);
    const other = await hugoAsksForMenteeOfCora('Wim Withdrawn');
    expect((await ask('cora', `/v1/coach_mandates/${other.mandateId}`, 'DELETE')).status).toBe(404);
    expect((await ask('hugo', `/v1/coach_mandates/${other.mandateId}`, 'DELETE')).status).toBe(204);
    const gone = await t.db
      .select()
      .from(coachMandates)
      .where(and(eq(coachMandates.id, other.mandateId)));
    expect(gone).toHaveLength(0);
  });

  it('the portal’s duration (/admin/settings/approvals) sets the expiry of new approvals', async () => {
    expect((await ask('cora', '/v1/approval_settings')).status).toBe(403);
    expect((await ask('lars', '/v1/approval_settings')).status).toBe(403);
    const read = await ask('ada', '/v1/approval_settings');
    expect(read.body.data.attributes.mandate_days).toBe(365);
    const wrong = await ask('ada', '/v1/approval_settings', 'PATCH', { mandate_days: 0 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/mandate_days');
    expect((await ask('ada', '/v1/approval_settings', 'PATCH', { mandate_days: 30 })).status).toBe(
      200,
    );
    try {
      const { mandateId } = await hugoAsksForMenteeOfCora('Tess Thirty');
      const approved = await ask('ada', `/v1/coach_mandates/${mandateId}/approve`, 'POST', {
        reason: 'For a month.',
      });
      const expires = new Date(approved.body.data.attributes.expires_at).getTime();
      expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    } finally {
      await ask('ada', '/v1/approval_settings', 'PATCH', { mandate_days: 365 });
    }
  });

  it('a mandate for a student lets the coach see that student’s tickets', async () => {
    const { student, mandateId } = await hugoAsksForMenteeOfCora('Tina Ticket');
    await enrol(t, student, 'project-management-basics');
    const [item] = await t.db
      .execute<{
        id: string;
      }>(sql`select ci.id from course_items ci join courses c on c.id = ci.course_id
        where c.slug = 'project-management-basics' and ci.slug = 'learning-plan'`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const submitted = await ask(
      student,
      `/v1/courses/project-management-basics/assignments/${item?.id}/submissions`,
      'POST',
      { body_html: '<p>Plan</p>' },
    );
    expect(submitted.status).toBe(201);
    const before = await ask('hugo', '/v1/review_tickets?filter[search]=Tina%20Ticket');
    expect(before.body.data).toHaveLength(0);
    await ask('cora', `/v1/coach_mandates/${mandateId}/approve`, 'POST', { reason: 'Go ahead.' });
    const after = await ask('hugo', '/v1/review_tickets?filter[search]=Tina%20Ticket');
    expect(after.body.data).toHaveLength(1);
  });
});
