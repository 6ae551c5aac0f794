import { randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateCode, normalizeCode } from '../../shared/certificates/code';
import {
  accounts,
  certificates,
  certificationCourses,
  certifications,
  courseItems,
  courses,
  enrollments,
  notifications,
  portals,
  quizAttempts,
} from '../db/schema';
import { seedDatabase } from '../db/seed';
import { currentAgreementIds } from '../test/agreements';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { issueDueCertificates } from './certificate-issue.queries';

const PEOPLE = ['ada', 'alex', 'cora', 'stijn', 'fenna', 'lars'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, token, ask } = setUpDemoApi(PEOPLE);

const DAY = 24 * 60 * 60 * 1000;
const UNLIMITED = 'unlimited.localhost';

const definition = (attributes: Record<string, unknown>) => ({
  data: { type: 'certifications', attributes },
});

/** The public lookup, from its own address (every test uses others: the limit is per address). */
const verify = (code: string, address: string, domain = 'localhost') =>
  t.request(`/v1/verify/${code}`, { domain, headers: { 'x-academy-client-address': address } });

const pointers = (body: Json) =>
  body.errors.map((error: Json) => error.source?.pointer as string).sort();

async function courseId(slug: string, portalKey = 'demo') {
  const [row] = await t.db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(portals, eq(portals.id, courses.portalId))
    .where(and(eq(courses.slug, slug), eq(portals.key, portalKey)));
  if (!row) throw new Error(`No course ${slug}`);
  return row.id;
}

/** A Demo Academy account of its own, straight into the database (like Stijn, another name). */
async function freshAccount(name: string) {
  const [stijn] = await t.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, id.stijn ?? ''));
  if (!stijn) throw new Error('No Stijn');
  const [row] = await t.db
    .insert(accounts)
    .values({
      portalId: stijn.portalId,
      entityId: stijn.entityId,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}-${crypto.randomUUID().slice(0, 8)}@example.org`,
      fullName: name,
      locale: 'en',
      passwordHash: stijn.passwordHash,
    })
    .returning({ id: accounts.id, portalId: accounts.portalId });
  if (!row) throw new Error('No account');
  return row;
}

/** A student of its own through try-free (a trial subscription), signed in. */
async function freshStudent(name: string) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    headers: { 'accept-language': 'en' },
    body: {
      full_name: name,
      email,
      password: 'a-long-password',
      accepted_agreements: await currentAgreementIds(t),
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const [account] = await t.db
    .select({ id: accounts.id, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!account) throw new Error('No account');
  return { ...account, token: body.data.attributes.token as string };
}

async function stijnsCertificate() {
  const [row] = await t.db
    .select({ id: certificates.id, code: certificates.code })
    .from(certificates)
    .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
    .where(
      and(
        eq(certificates.accountId, id.stijn ?? ''),
        eq(certifications.name, 'Project management certificate'),
      ),
    );
  if (!row) throw new Error('Stijn holds no certificate');
  return row;
}

describe('GET /v1/certifications (definitions)', () => {
  it('is for RULES.certifications: Ada and Alex; Cora and Stijn 403; guests 401', async () => {
    expect((await ask(null, '/v1/certifications')).status).toBe(401);
    for (const who of ['cora', 'stijn', 'fenna', 'lars'] as const) {
      expect((await ask(who, '/v1/certifications')).status, who).toBe(403);
    }
    expect((await ask('alex', '/v1/certifications')).status).toBe(200);
  });

  it('lists the seeded definitions with their courses and issued counts', async () => {
    const { status, body } = await ask('ada', '/v1/certifications');
    expect(status).toBe(200);
    const byName = new Map(body.data.map((row: Json) => [row.attributes.name, row.attributes]));
    expect(byName.get('Project management certificate')).toMatchObject({
      min_score: null,
      validity_months: 24,
      courses: [
        { id: await courseId('project-management-basics'), title: 'Project management basics' },
      ],
    });
    expect((byName.get('Project management certificate') as Json).issued_count).toBeGreaterThan(0);
    expect(byName.get('Data literacy certificate')).toMatchObject({
      min_score: 60,
      validity_months: 12,
      courses: [{ title: 'Data literacy' }],
      issued_count: 0,
    });
    // The form's choices: this portal's courses only.
    const titles = body.meta.courses.map((course: Json) => course.title);
    expect(titles).toContain('Time management');
    expect(titles).not.toContain('Customer conversations');
  });
});

describe('POST, PATCH, DELETE /v1/certifications', () => {
  it('refuses invalid definitions with a 422 per field', async () => {
    const timeManagement = await courseId('time-management');
    const all = await ask('ada', '/v1/certifications', {
      method: 'POST',
      body: definition({ name: ' ', min_score: 101, validity_months: 121, course_ids: [] }),
    });
    expect(all.status).toBe(422);
    expect(pointers(all.body)).toEqual([
      '/data/attributes/course_ids',
      '/data/attributes/min_score',
      '/data/attributes/name',
      '/data/attributes/validity_months',
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ validity_months: -1 }, 'validity_months'],
      [{ validity_months: 2.5 }, 'validity_months'],
      [{ validity_months: 'soon' }, 'validity_months'],
      [{ min_score: -1 }, 'min_score'],
      [{ min_score: '100.5' }, 'min_score'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ course_ids: 'all' }, 'course_ids'],
      [{ course_ids: ['not-a-uuid'] }, 'course_ids'],
      // Another portal's course is not a course here.
      [{ course_ids: [await courseId('customer-conversations', 'unlimited')] }, 'course_ids'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await ask('ada', '/v1/certifications', {
        method: 'POST',
        body: definition({ name: 'Checked', course_ids: [timeManagement], ...change }),
      });
      expect(status, JSON.stringify(change)).toBe(422);
      expect(pointers(body), JSON.stringify(change)).toEqual([`/data/attributes/${field}`]);
    }
    const nl = await t.request('/v1/certifications', {
      method: 'POST',
      token: token.ada,
      headers: { 'accept-language': 'nl' },
      body: definition({ name: 'Checked', validity_months: 130, course_ids: [timeManagement] }),
    });
    expect(nl.body.errors[0].detail).toBe('Vul een heel getal van 0 tot en met 120 in.');
  });

  it('creates, changes and deletes a definition of this portal', async () => {
    const timeManagement = await courseId('time-management');
    const writing = await courseId('writing-for-the-web');
    const created = await ask('alex', '/v1/certifications', {
      method: 'POST',
      body: definition({
        name: '  Planner  ',
        min_score: null,
        validity_months: '0',
        course_ids: [timeManagement, timeManagement],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Planner',
      min_score: null,
      validity_months: 0,
      courses: [{ id: timeManagement, title: 'Time management' }],
      issued_count: 0,
    });
    const certificationId = created.body.data.id as string;
    const path = `/v1/certifications/${certificationId}`;

    const changed = await ask('ada', path, {
      method: 'PATCH',
      body: definition({
        validity_months: 120,
        min_score: 0,
        course_ids: [writing, timeManagement],
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      name: 'Planner',
      min_score: 0,
      validity_months: 120,
      courses: [{ title: 'Time management' }, { title: 'Writing for the web' }],
    });
    // A PATCH checks what it sends.
    const empty = await ask('ada', path, { method: 'PATCH', body: definition({ course_ids: [] }) });
    expect(empty.status).toBe(422);
    expect(pointers(empty.body)).toEqual(['/data/attributes/course_ids']);
    const renamed = await ask('ada', path, { method: 'PATCH', body: definition({ name: 'Plan' }) });
    expect(renamed.body.data.attributes).toMatchObject({ name: 'Plan', validity_months: 120 });
    expect((await ask('ada', path)).body.data.attributes.name).toBe('Plan');

    // Another portal's definition does not exist there (Ada may work on Unlimited Learning).
    expect((await ask('ada', path, { domain: UNLIMITED })).status).toBe(404);
    expect((await ask('ada', path, { method: 'DELETE', domain: UNLIMITED })).status).toBe(404);
    expect((await ask('stijn', path, { method: 'DELETE' })).status).toBe(403);

    expect((await ask('ada', path, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('ada', path)).status).toBe(404);
    expect((await ask('ada', path, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await ask('ada', path, { method: 'PATCH', body: definition({ name: 'Gone' }) })).status,
    ).toBe(404);
  });
});

describe('GET /v1/certificates (issued)', () => {
  /** A certification of its own with one certificate per case, dated as chosen. */
  async function issuedCases() {
    const { body } = await ask('ada', '/v1/certifications', {
      method: 'POST',
      body: definition({
        name: 'Filter check',
        validity_months: 12,
        course_ids: [await courseId('time-management')],
      }),
    });
    const certificationId = body.data.id as string;
    const now = Date.now();
    const cases = {
      soon: { expiresAt: new Date(now + 20 * DAY), revokedAt: null },
      later: { expiresAt: new Date(now + 50 * DAY), revokedAt: null },
      latest: { expiresAt: new Date(now + 80 * DAY), revokedAt: null },
      never: { expiresAt: null, revokedAt: null },
      expired: { expiresAt: new Date(now - 5 * DAY), revokedAt: null },
      revoked: { expiresAt: new Date(now + 100 * DAY), revokedAt: new Date(now - DAY) },
    };
    const codes: Record<string, string> = {};
    for (const [name, dates] of Object.entries(cases)) {
      const account = await freshAccount(`Filter ${name}`);
      const code = generateCode(randomInt);
      await t.db.insert(certificates).values({
        portalId: account.portalId,
        certificationId,
        accountId: account.id,
        code,
        issuedAt: new Date(now - 300 * DAY),
        ...dates,
        revokedReason: dates.revokedAt ? 'Checked' : '',
      });
      codes[name] = code;
    }
    return { certificationId, codes };
  }

  it('filters by status and expiry window, counts each status, and searches', async () => {
    const { certificationId, codes } = await issuedCases();
    const list = async (query = '') => {
      const { status, body } = await ask(
        'ada',
        `/v1/certificates?filter[certification]=${certificationId}${query}`,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      return body;
    };
    const names = (body: Json) =>
      body.data.map((row: Json) => row.attributes.holder_name.replace('Filter ', '')).sort();

    const all = await list();
    expect(all.meta.total).toBe(6);
    expect(all.meta.status_counts).toEqual({ valid: 4, expired: 1, revoked: 1 });
    expect(Object.keys(all.data[0].attributes).sort()).toEqual([
      'certification_name',
      'code',
      'expires_at',
      'holder_email',
      'holder_name',
      'issued_at',
      'revoked_at',
      'revoked_reason',
      'status',
    ]);
    expect(all.data[0].attributes.certification_name).toBe('Filter check');
    expect(names(await list('&filter[status]=valid'))).toEqual([
      'later',
      'latest',
      'never',
      'soon',
    ]);
    expect(names(await list('&filter[status]=expired'))).toEqual(['expired']);
    const revoked = await list('&filter[status]=revoked');
    expect(names(revoked)).toEqual(['revoked']);
    expect(revoked.data[0].attributes).toMatchObject({
      status: 'revoked',
      revoked_reason: 'Checked',
    });
    expect(names(await list('&filter[expiring]=30'))).toEqual(['soon']);
    expect(names(await list('&filter[expiring]=60'))).toEqual(['later', 'soon']);
    expect(names(await list('&filter[expiring]=90'))).toEqual(['later', 'latest', 'soon']);
    const searched = await list('&filter[search]=filter%20lat');
    expect(names(searched)).toEqual(['later', 'latest']);
    // The tabs count under the search too.
    expect(searched.meta.status_counts).toEqual({ valid: 2, expired: 0, revoked: 0 });
    expect(names(await list(`&filter[search]=${codes.expired?.toLowerCase()}`))).toEqual([
      'expired',
    ]);
    expect(names(await list('&sort=expires_at&page[size]=2'))).toEqual(['expired', 'soon']);

    for (const bad of [
      'filter[status]=expiring',
      'filter[expiring]=45',
      'filter[certification]=x',
    ]) {
      expect((await ask('ada', `/v1/certificates?${bad}`)).status, bad).toBe(400);
    }
    expect((await ask('stijn', '/v1/certificates')).status).toBe(403);
  });

  it('exports the same filters as CSV', async () => {
    const { certificationId, codes } = await issuedCases();
    const csv = async (query: string, who: Who = 'ada') => {
      const response = await t.api.fetch(
        new Request(`http://api/v1/certificates/export?${query}`, {
          headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token[who]}` },
        }),
      );
      return { response, lines: (await response.text()).trim().split('\r\n') };
    };
    const { response, lines } = await csv(`filter[certification]=${certificationId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('certificates.csv');
    // text() drops the byte-order mark.
    expect(lines[0]).toBe(
      'code,holder_name,holder_email,certification,issued_at,expires_at,status,revoked_at,revoked_reason',
    );
    expect(lines).toHaveLength(7);
    const expired = await csv(`filter[certification]=${certificationId}&filter[status]=expired`);
    expect(expired.lines).toHaveLength(2);
    expect(expired.lines[1]).toContain(codes.expired);
    expect(expired.lines[1]).toContain(',Filter check,');
    expect(expired.lines[1]).toContain(',expired,');
    expect((await csv('', 'stijn')).response.status).toBe(403);
  });
});

describe('POST /v1/certificates/{id}/revoke', () => {
  it('needs a reason of 3–500 characters, revokes once, and verify then says revoked', async () => {
    const account = await freshAccount('Rob Revoked');
    const [certification] = await t.db
      .select({ id: certifications.id })
      .from(certifications)
      .where(eq(certifications.name, 'Data literacy certificate'));
    const [row] = await t.db
      .insert(certificates)
      .values({
        portalId: account.portalId,
        certificationId: certification?.id ?? '',
        accountId: account.id,
        code: 'RVKDABCDEFGH',
        expiresAt: new Date(Date.now() + 300 * DAY),
      })
      .returning({ id: certificates.id });
    const path = `/v1/certificates/${row?.id}/revoke`;
    const revoke = (reason: unknown, who: Who = 'ada') =>
      ask(who, path, { method: 'POST', body: { data: { attributes: { reason } } } });

    for (const reason of [undefined, '', '  ', 'ab', 'x'.repeat(501)]) {
      const { status, body } = await revoke(reason);
      expect(status, String(reason)).toBe(422);
      expect(pointers(body)).toEqual(['/data/attributes/reason']);
    }
    expect((await revoke('Not mine to revoke', 'stijn')).status).toBe(403);
    expect((await verify('RVKDABCDEFGH', '198.51.100.31')).body.data.attributes.status).toBe(
      'valid',
    );

    const done = await revoke('  Issued by mistake  ');
    expect(done.status).toBe(200);
    expect(done.body.data.attributes).toMatchObject({
      status: 'revoked',
      revoked_reason: 'Issued by mistake',
      holder_name: 'Rob Revoked',
    });
    const [stored] = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, row?.id ?? ''));
    expect(stored?.revokedBy).toBe(id.ada);

    const twice = await revoke('Once more');
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].code).toBe('ALREADY_REVOKED');

    const checked = await verify('RVKDABCDEFGH', '198.51.100.31');
    expect(checked.body.data.attributes).toMatchObject({
      status: 'revoked',
      revoked_at: done.body.data.attributes.revoked_at,
    });
    expect(
      (
        await ask('ada', `/v1/certificates/00000000-0000-4000-8000-000000000000/revoke`, {
          method: 'POST',
          body: { reason: 'Nothing here' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /v1/verify/{code} (public)', () => {
  it('says valid with the name, certification and dates only: nothing else about the holder', async () => {
    const { code } = await stijnsCertificate();
    const { status, body } = await verify(code, '198.51.100.41');
    expect(status).toBe(200);
    expect(body.data.type).toBe('certificate_verifications');
    expect(body.data.id).toBe(code);
    expect(Object.keys(body.data).sort()).toEqual(['attributes', 'id', 'type']);
    expect(Object.keys(body.data.attributes).sort()).toEqual([
      'certification_name',
      'expires_at',
      'holder_name',
      'issued_at',
      'revoked_at',
      'status',
    ]);
    expect(body.data.attributes).toMatchObject({
      status: 'valid',
      holder_name: 'Stijn Student',
      certification_name: 'Project management certificate',
      revoked_at: null,
    });
    expect(body.included).toBeUndefined();
    // Typed as printed (groups, any case) it is the same code.
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    expect(normalizeCode(typed)).toBe(code);
    expect((await verify(typed, '198.51.100.41')).status).toBe(200);
  });

  it('is a 404 for an unknown code, a malformed one, and another portal’s', async () => {
    const { code } = await stijnsCertificate();
    expect((await verify('ZZZZZZZZZZZZ', '198.51.100.42')).status).toBe(404);
    expect((await verify('not-a-code', '198.51.100.42')).status).toBe(404);
    const elsewhere = await verify(code, '198.51.100.42', UNLIMITED);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errors[0].code).toBe('NOT_FOUND');
  });

  it('answers at most 20 lookups a minute per address, then 429 with Retry-After', async () => {
    const { code } = await stijnsCertificate();
    for (let i = 1; i <= 20; i++) {
      const { status } = await verify(i % 2 ? code : 'ZZZZZZZZZZZZ', '198.51.100.50');
      expect(status, `lookup ${i}`).toBe(i % 2 ? 200 : 404);
    }
    const refused = await verify(code, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    const wait = Number(refused.response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await verify(code, '198.51.100.51')).status).toBe(200);
  });
});

describe('issuing (docs/quizzes-api.md "Issue rule")', () => {
  it('issues once when a fresh student completes a certified course, with one notification', async () => {
    const student = await freshStudent('Ivy Issued');
    const course = 'project-management-basics';
    expect(
      (
        await t.request(`/v1/courses/${course}/enrollment`, {
          method: 'POST',
          token: student.token,
        })
      ).status,
    ).toBeLessThan(300);
    const items = await t.db
      .select({ slug: courseItems.slug })
      .from(courseItems)
      .where(eq(courseItems.courseId, await courseId(course)))
      .orderBy(courseItems.position);
    const mark = (slug: string) =>
      t.request(`/v1/courses/${course}/items/${slug}/progress`, {
        method: 'PUT',
        token: student.token,
      });
    const held = () =>
      t.db.select().from(certificates).where(eq(certificates.accountId, student.id));
    const told = () =>
      t.db.select().from(notifications).where(eq(notifications.accountId, student.id));

    for (const [index, item] of items.entries()) {
      expect((await mark(item.slug)).status).toBe(200);
      if (index < items.length - 1) expect(await held()).toHaveLength(0);
    }
    const [certificate, ...more] = await held();
    expect(more).toHaveLength(0);
    expect(certificate?.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/);
    const months =
      (certificate?.expiresAt?.getTime() ?? 0) - (certificate?.issuedAt.getTime() ?? 0);
    expect(months / DAY).toBeGreaterThanOrEqual(729);
    expect(months / DAY).toBeLessThanOrEqual(732);
    const [notification, ...others] = await told();
    expect(others).toHaveLength(0);
    expect(notification?.link).toBe(`/certificates/${certificate?.id}`);
    const expected = {
      en: 'You earned the certificate “Project management certificate”.',
      nl: 'Je hebt het certificaat “Project management certificate” behaald.',
      ro: 'Ai obținut certificatul „Project management certificate”.',
    }[student.locale as 'en' | 'nl' | 'ro'];
    expect(notification?.message).toBe(expected);

    // Marking again adds nothing.
    expect((await mark(items[0]?.slug ?? '')).status).toBe(200);
    expect(await held()).toHaveLength(1);
    expect(await told()).toHaveLength(1);

    // The holder sees it in their list and may open it.
    const mine = await t.request(`/v1/accounts/${student.id}/certificates`, {
      token: student.token,
    });
    expect(mine.body.data.map((row: Json) => row.attributes.certification_name)).toEqual([
      'Project management certificate',
    ]);
    expect(
      (await t.request(`/v1/certificates/${certificate?.id}`, { token: student.token })).status,
    ).toBe(200);
  });

  it('with a minimum score, needs the best submitted percent of each quiz at least that', async () => {
    const account = await freshAccount('Mina Minimum');
    const dataLiteracy = await courseId('data-literacy');
    await t.db.insert(enrollments).values({
      accountId: account.id,
      courseId: dataLiteracy,
      status: 'completed',
      progress: 100,
      completedAt: new Date(),
    });
    const scope = { portalId: account.portalId, accountId: account.id };
    // Completed, but the quiz was never submitted: not yet.
    expect(await issueDueCertificates(t.db, scope)).toEqual([]);
    const [quiz] = await t.db
      .select({ id: courseItems.id })
      .from(courseItems)
      .where(and(eq(courseItems.courseId, dataLiteracy), eq(courseItems.kind, 'quiz')));
    const attempt = (number: number, percent: number, status: 'submitted' | 'in_progress') =>
      t.db.insert(quizAttempts).values({
        portalId: account.portalId,
        itemId: quiz?.id ?? '',
        courseId: dataLiteracy,
        accountId: account.id,
        number,
        status,
        questions: [],
        maxScore: 10,
        score: percent / 10,
        percent,
        passed: percent >= 60,
        submittedAt: status === 'submitted' ? new Date() : null,
      });
    await attempt(1, 50, 'submitted');
    await attempt(2, 90, 'in_progress');
    expect(await issueDueCertificates(t.db, scope)).toEqual([]);
    await attempt(3, 60, 'submitted');
    const issued = await issueDueCertificates(t.db, scope);
    expect(issued).toHaveLength(1);
    const [row] = await t.db
      .select({
        name: certifications.name,
        issuedAt: certificates.issuedAt,
        expiresAt: certificates.expiresAt,
      })
      .from(certificates)
      .innerJoin(certifications, eq(certifications.id, certificates.certificationId))
      .where(eq(certificates.id, issued[0]?.id ?? ''));
    expect(row?.name).toBe('Data literacy certificate');
    const days = ((row?.expiresAt?.getTime() ?? 0) - (row?.issuedAt.getTime() ?? 0)) / DAY;
    expect(days).toBeGreaterThanOrEqual(364);
    expect(days).toBeLessThanOrEqual(367);
    // Issued once, however often it is asked.
    expect(await issueDueCertificates(t.db, scope)).toEqual([]);
    expect(
      await Promise.all([issueDueCertificates(t.db, scope), issueDueCertificates(t.db, scope)]),
    ).toEqual([[], []]);
  });
});

describe('one certificate, and an account’s certificates', () => {
  it('opens for its holder and for staff; another student gets 404', async () => {
    const { id: certificateId } = await stijnsCertificate();
    const path = `/v1/certificates/${certificateId}`;
    const own = await ask('stijn', path);
    expect(own.status).toBe(200);
    expect(own.body.data.attributes).toMatchObject({
      holder_name: 'Stijn Student',
      certification_name: 'Project management certificate',
      status: 'valid',
      portal_name: expect.any(String),
      courses: [
        { id: await courseId('project-management-basics'), title: 'Project management basics' },
      ],
    });
    expect(own.body.data.attributes.expires_at).not.toBeNull();
    expect((await ask('ada', path)).status).toBe(200);
    expect((await ask('fenna', path)).status).toBe(404);
    expect((await ask('cora', path)).status).toBe(404);
    expect((await ask('lars', path)).status).toBe(404);
    expect((await ask(null, path)).status).toBe(401);
  });

  it('lists Stijn’s to him and to staff; Lars sees none of Demo Academy’s', async () => {
    const path = `/v1/accounts/${id.stijn}/certificates`;
    const own = await ask('stijn', path);
    expect(own.status).toBe(200);
    const held = own.body.data.find(
      (row: Json) => row.attributes.certification_name === 'Project management certificate',
    );
    // With its courses, so a course page can show the certificates that require it.
    expect(held.attributes).toMatchObject({
      status: 'valid',
      courses: [{ title: 'Project management basics' }],
      portal_name: expect.any(String),
    });
    expect((await ask('alex', path)).status).toBe(200);
    expect((await ask('cora', path)).status).toBe(404);
    expect((await ask('lars', path)).status).toBe(404);
    const lars = await ask('lars', `/v1/accounts/${id.lars}/certificates`);
    expect(lars.status).toBe(200);
    expect(lars.body.data).toEqual([]);
    expect(lars.body.meta.total).toBe(0);
  });
});

describe('the seed (DEMO-DATA.md)', () => {
  it('holds Stijn’s certificate from his completion, and adds nothing on a second run', async () => {
    const [stijn] = await t.db
      .select({
        issuedAt: certificates.issuedAt,
        expiresAt: certificates.expiresAt,
        code: certificates.code,
      })
      .from(certificates)
      .where(eq(certificates.id, (await stijnsCertificate()).id));
    const [enrollment] = await t.db
      .select({ completedAt: enrollments.completedAt })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.accountId, id.stijn ?? ''),
          eq(enrollments.courseId, await courseId('project-management-basics')),
        ),
      );
    expect(stijn?.issuedAt).toEqual(enrollment?.completedAt);
    expect(normalizeCode(stijn?.code ?? '')).toBe(stijn?.code);
    const totals = () =>
      Promise.all(
        [certifications, certificationCourses, certificates].map(async (table) => {
          const [row] = await t.db.select({ value: count() }).from(table);
          return row?.value;
        }),
      );
    const before = await totals();
    await seedDatabase(t.db);
    expect(await totals()).toEqual(before);
    expect((await stijnsCertificate()).code).toBe(stijn?.code);
  });
});
