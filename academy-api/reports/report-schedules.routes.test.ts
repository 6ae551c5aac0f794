import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPeriod } from '../../shared/reports/report-schedules';
import { accountRoles, accounts, auditEvents, entities } from '../db/schema';
import { getMailer, type Mailer } from '../mail/transport';
import { type Json, setUpTestApi, type TestApi } from '../test/api-client';
import { captureMail } from '../test/mail-sink';
import { claimDueSchedules } from './report-schedules.queries';
import { sendDueReports } from './report-sends';
import { reportScheduleRecipients, reportSchedules } from './schema';

/**
 * Issue 43, item 5: reports scheduled by e-mail (weekly or monthly, to accounts who may read
 * them, the CSV attached, never twice for a period) and entity managers, who read the reports
 * of their own entity only. The entity managers are made here: a fresh account of an entity,
 * given the role by Ada (DEMO-DATA.md has none).
 */
const t = setUpTestApi();
const mail = captureMail();
let ada: string;
let stijnId: string;
const entity: Record<string, string> = {};

type Person = { id: string; email: string; token: string };
let acmeManager: Person;
let flatManager: Person;

/** A fresh account of an entity with the demo password, made an entity manager by Ada. */
async function entityManager(api: TestApi, entityName: string, locale: string): Promise<Person> {
  const [stijn] = await api.db
    .select({ hash: accounts.passwordHash, portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  const email = `manager-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const [row] = await api.db
    .insert(accounts)
    .values({
      portalId: stijn?.portalId as string,
      entityId: entity[entityName] as string,
      email,
      fullName: `${entityName} Manager`,
      locale,
      passwordHash: stijn?.hash ?? '',
    })
    .returning({ id: accounts.id });
  const id = row?.id as string;
  await api.db.insert(accountRoles).values({ accountId: id, role: 'student' });
  const granted = await api.request(`/v1/accounts/${id}/roles`, {
    method: 'PATCH',
    token: ada,
    body: { data: { type: 'account_roles', attributes: { roles: ['entity_manager', 'student'] } } },
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return { id, email, token: await api.signIn(email) };
}

const body = (attributes: Record<string, unknown>) => ({
  data: { type: 'report_schedules', attributes },
});

async function createSchedule(token: string, attributes: Record<string, unknown>) {
  return t.request('/v1/report_schedules', { method: 'POST', token, body: body(attributes) });
}

async function csvOf(token: string, path: string) {
  const answer = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  return { status: answer.status, text: await answer.text() };
}

beforeAll(async () => {
  ada = await t.signIn('admin@demo.academy');
  for (const row of await t.db.select({ id: entities.id, name: entities.name }).from(entities)) {
    entity[row.name] = row.id;
  }
  const [stijn] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'student@demo.academy'));
  stijnId = stijn?.id as string;
  acmeManager = await entityManager(t, 'Acme Learning BV', 'nl');
  flatManager = await entityManager(t, 'Flat Fee Group', 'ro');
});

describe('entity managers read their own entity only', () => {
  it.each(['completions', 'progress', 'quiz_results', 'certificates'])(
    '%s: the rows of their entity, the same as an admin filtering by it',
    async (kind) => {
      const own = await t.request(`/v1/reports/${kind}?page[size]=100`, {
        token: acmeManager.token,
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const admin = await t.request(
        `/v1/reports/${kind}?page[size]=100&filter[entity]=${entity['Acme Learning BV']}`,
        { token: ada },
      );
      expect(own.body.meta.total).toBe(admin.body.meta.total);
      expect(own.body.meta.summary).toEqual(admin.body.meta.summary);
      expect(own.body.data.map((row: Json) => row.id)).toEqual(
        admin.body.data.map((row: Json) => row.id),
      );
      expect(
        own.body.data.every((row: Json) => row.attributes.entity_name === 'Acme Learning BV'),
      ).toBe(true);
      // Their own entity named: the same; another: 403 OUTSIDE_ENTITY, never its rows.
      const named = await t.request(
        `/v1/reports/${kind}?filter[entity]=${entity['Acme Learning BV']}`,
        { token: acmeManager.token },
      );
      expect(named.status).toBe(200);
      const other = await t.request(
        `/v1/reports/${kind}?filter[entity]=${entity['Flat Fee Group']}`,
        { token: acmeManager.token },
      );
      expect(other.status).toBe(403);
      expect(other.body.errors[0].code).toBe('OUTSIDE_ENTITY');
    },
  );

  it('the progress report of the whole portal holds other entities, theirs does not', async () => {
    const all = await t.request('/v1/reports/progress?page[size]=100', { token: ada });
    const entitiesSeen = new Set(all.body.data.map((row: Json) => row.attributes.entity_name));
    expect(entitiesSeen.has('Flat Fee Group')).toBe(true);
    const flat = await t.request('/v1/reports/completions?page[size]=100', {
      token: flatManager.token,
    });
    expect(flat.body.data.map((row: Json) => row.attributes.account_name)).toEqual(['Fenna Flat']);
  });

  it('the CSV export holds their entity only; another entity is refused', async () => {
    const csv = await csvOf(acmeManager.token, '/v1/reports/progress/export.csv');
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(',Acme Learning BV,'))).toBe(true);
    expect(lines.some((line) => line.includes('flatfee@demo.academy'))).toBe(false);
    const other = await csvOf(
      acmeManager.token,
      `/v1/reports/progress/export.csv?filter[entity]=${entity['Flat Fee Group']}`,
    );
    expect(other.status).toBe(403);
    expect(JSON.parse(other.text).errors[0].code).toBe('OUTSIDE_ENTITY');
  });

  it('the filters offer their entity only', async () => {
    const answer = await t.request('/v1/reports/filters', { token: acmeManager.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.attributes.entities.map((row: Json) => row.name)).toEqual([
      'Acme Learning BV',
    ]);
  });

  it('reaches no other admin route', async () => {
    for (const path of [
      '/v1/accounts',
      '/v1/webhook_endpoints',
      '/v1/audit_events',
      '/v1/api_tokens',
      `/v1/accounts/${stijnId}/roles`,
    ]) {
      const answer = await t.request(path, { token: acmeManager.token });
      expect(answer.status, path).toBe(403);
    }
  });
});

describe('scheduling a report', () => {
  it('refuses, one 422 per recipient, whoever may not read the report', async () => {
    const answer = await createSchedule(ada, {
      kind: 'progress',
      filters: { entity: entity['Acme Learning BV'] },
      frequency: 'weekly',
      weekday: 1,
      hour: 8,
      recipient_ids: [acmeManager.id, stijnId, flatManager.id, crypto.randomUUID()],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error: Json) => [error.code, error.source.pointer])).toEqual([
      ['NOT_A_REPORT_READER', '/data/attributes/recipient_ids/1'],
      ['NOT_A_REPORT_READER', '/data/attributes/recipient_ids/2'],
      ['NOT_A_REPORT_READER', '/data/attributes/recipient_ids/3'],
    ]);
    expect(answer.body.errors[0].detail).toContain('Stijn Student');
    // A report of the whole portal: no entity manager may receive it.
    const whole = await createSchedule(ada, {
      kind: 'progress',
      frequency: 'weekly',
      weekday: 1,
      hour: 8,
      recipient_ids: [acmeManager.id],
    });
    expect(whole.status).toBe(422);
    expect(await t.db.$count(reportSchedules)).toBe(0);
  });

  it('checks the timing and the filters against the kind', async () => {
    const base = { kind: 'progress', frequency: 'weekly', weekday: 1, hour: 8, recipient_ids: [] };
    for (const attributes of [
      { ...base, weekday: null },
      { ...base, frequency: 'monthly', day: 31 },
      { ...base, hour: 24 },
      { ...base, filters: { status: 'done' } },
      { ...base, kind: 'completions', filters: { status: 'completed' } },
      { ...base, filters: { from: '2026-01-01' } },
    ]) {
      const answer = await createSchedule(ada, {
        ...attributes,
        recipient_ids: [acmeManager.id].slice(0, 0).concat([]),
      });
      expect(answer.status, JSON.stringify(attributes)).toBe(422);
    }
  });

  it('an entity manager schedules their own entity only', async () => {
    const own = await createSchedule(acmeManager.token, {
      kind: 'completions',
      frequency: 'monthly',
      day: 1,
      hour: 7,
      recipient_ids: [acmeManager.id],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data.attributes.filters).toEqual({ entity: entity['Acme Learning BV'] });
    const other = await createSchedule(acmeManager.token, {
      kind: 'completions',
      filters: { entity: entity['Flat Fee Group'] },
      frequency: 'monthly',
      day: 1,
      hour: 7,
      recipient_ids: [acmeManager.id],
    });
    expect(other.status).toBe(403);
    // Flat's manager neither sees nor changes Acme's schedule.
    const seen = await t.request('/v1/report_schedules', { token: flatManager.token });
    expect(seen.body.data).toEqual([]);
    const foreign = await t.request(`/v1/report_schedules/${own.body.data.id}`, {
      token: flatManager.token,
    });
    expect(foreign.status).toBe(404);
    const recipients = await t.request('/v1/report_schedules/recipients', {
      token: acmeManager.token,
    });
    const names = recipients.body.data.map((row: Json) => row.attributes.full_name);
    expect(names).toContain('Acme Learning BV Manager');
    expect(names).toContain('Ada Admin');
    expect(names).not.toContain('Flat Fee Group Manager');
    expect(names).not.toContain('Stijn Student');
    const deleted = await t.request(`/v1/report_schedules/${own.body.data.id}`, {
      method: 'DELETE',
      token: acmeManager.token,
    });
    expect(deleted.status).toBe(204);
  });

  it('lists, changes, pauses and deletes, each in the audit log', async () => {
    const made = await createSchedule(ada, {
      kind: 'progress',
      filters: { entity: entity['Acme Learning BV'], status: 'in_progress' },
      frequency: 'weekly',
      weekday: 3,
      hour: 6,
      recipient_ids: [acmeManager.id],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    const attributes = made.body.data.attributes;
    expect(attributes).toMatchObject({
      frequency: 'weekly',
      weekday: 3,
      day: null,
      hour: 6,
      time_zone: 'UTC',
      paused: false,
      created_by: 'Ada Admin',
      last_sent_at: null,
    });
    expect(attributes.recipients).toEqual([
      expect.objectContaining({ id: acmeManager.id, locale: 'nl', last_period: null }),
    ]);
    const next = new Date(attributes.next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCDay()).toBe(3);
    expect(next.getUTCHours()).toBe(6);
    const list = await t.request('/v1/report_schedules', { token: ada });
    expect(list.body.data.map((row: Json) => row.id)).toContain(id);
    const paused = await t.request(`/v1/report_schedules/${id}`, {
      method: 'PATCH',
      token: ada,
      body: body({ paused: true, frequency: 'monthly', day: 15 }),
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data.attributes).toMatchObject({
      paused: true,
      frequency: 'monthly',
      day: 15,
      weekday: null,
    });
    expect(new Date(paused.body.data.attributes.next_run_at).getUTCDate()).toBe(15);
    const deleted = await t.request(`/v1/report_schedules/${id}`, {
      method: 'DELETE',
      token: ada,
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/v1/report_schedules/${id}`, { token: ada })).status).toBe(404);
    const logged = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(logged.map((row) => row.action).sort()).toEqual([
      'report_schedule.changed',
      'report_schedule.created',
      'report_schedule.deleted',
    ]);
  });
});

describe('changing a schedule', () => {
  it('pauses whatever the recipients; a new entity checks them again', async () => {
    const made = await createSchedule(ada, {
      kind: 'progress',
      filters: { entity: entity['Acme Learning BV'] },
      frequency: 'weekly',
      weekday: 1,
      hour: 8,
      recipient_ids: [acmeManager.id],
    });
    const id = made.body.data.id;
    const moved = await t.request(`/v1/report_schedules/${id}`, {
      method: 'PATCH',
      token: ada,
      body: body({ filters: { entity: entity['Flat Fee Group'] } }),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors[0]).toMatchObject({
      code: 'NOT_A_REPORT_READER',
      source: { pointer: '/data/attributes/recipient_ids/0' },
    });
    // Acme's manager loses the role: the schedule can still be paused (the worker skips them).
    await t.db
      .delete(accountRoles)
      .where(
        and(eq(accountRoles.accountId, acmeManager.id), eq(accountRoles.role, 'entity_manager')),
      );
    const paused = await t.request(`/v1/report_schedules/${id}`, {
      method: 'PATCH',
      token: ada,
      body: body({ paused: true }),
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data.attributes.recipients.map((row: Json) => row.id)).toEqual([
      acmeManager.id,
    ]);
    await t.db.insert(accountRoles).values({ accountId: acmeManager.id, role: 'entity_manager' });
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
  });
});

describe('sending', () => {
  /** A monthly progress report of Acme whose run is due, covering the month of Acme's newest enrolment. */
  async function dueSchedule(recipients: string[]) {
    const made = await createSchedule(ada, {
      kind: 'progress',
      filters: { entity: entity['Acme Learning BV'] },
      frequency: 'monthly',
      day: 1,
      hour: 0,
      recipient_ids: recipients,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [newest] = (
      (await t.db.execute(sql`select max(e.enrolled_at) as at from enrollments e
        join accounts a on a.id = e.account_id where a.entity_id = ${entity['Acme Learning BV']}
        and e.enrolled_at < date_trunc('month', now())`)) as unknown as {
        rows: { at: string }[];
      }
    ).rows;
    const at = new Date(newest?.at as string);
    const runAt = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
    await t.db
      .update(reportSchedules)
      .set({ nextRunAt: runAt })
      .where(eq(reportSchedules.id, made.body.data.id));
    return { id: made.body.data.id as string, runAt };
  }

  const send = (mailer: () => Mailer = getMailer) =>
    sendDueReports(t.db, { now: () => new Date(), mailer, leaseMs: 60_000, stopping: () => false });

  it('e-mails each recipient in their language with the CSV of the period, once', async () => {
    const { id, runAt } = await dueSchedule([acmeManager.id, (await adaId()) as string]);
    expect(await send()).toBe(2);
    const period = reportPeriod('monthly', runAt);
    const [dutch] = await mail.mailsTo(acmeManager.email);
    expect(dutch?.subject).toBe(
      `Rapportage Voortgang van Demo Academy: ${period.from} t/m ${period.to}`,
    );
    expect(dutch?.text).toContain('Hallo Acme,');
    const expected = await csvOf(
      ada,
      `/v1/reports/progress/export.csv?filter[entity]=${entity['Acme Learning BV']}&filter[from]=${period.from}&filter[to]=${period.to}`,
    );
    const attachment = dutch?.attachments[0];
    expect(attachment?.filename).toBe('progress-report.csv');
    expect(attachment?.contentType).toBe('text/csv');
    // The export's file, byte order mark and all (Response.text() reads past the mark).
    const content = attachment?.content.toString('utf8') ?? '';
    expect(content.startsWith('\uFEFF')).toBe(true);
    expect(content.slice(1)).toBe(expected.text);
    const rows = expected.text.trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(0);
    expect(dutch?.text).toContain(`${rows === 1 ? '1 rij' : `${rows} rijen`}`);
    // Ada's in hers.
    const [own] = await mail.mailsTo('admin@demo.academy');
    const [adaAccount] = await t.db
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.email, 'admin@demo.academy'));
    expect(own?.subject).toBe(
      adaAccount?.locale === 'en'
        ? `Progress report of Demo Academy: ${period.from} to ${period.to}`
        : `Rapportage Voortgang van Demo Academy: ${period.from} t/m ${period.to}`,
    );
    // Done: the next run a month on, nothing sent again.
    const [row] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(row?.lastSentAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
    expect(await send()).toBe(0);
    expect(mail.count(acmeManager.email)).toBe(1);
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
  });

  it('a failure is kept and retried with backoff, never sending a period twice', async () => {
    const { id, runAt } = await dueSchedule([acmeManager.id, flatManagerAsAdmin()]);
    const before = mail.count(acmeManager.email);
    // The mailer refuses Ada's address: Acme's manager gets theirs, Ada's fails.
    const refusing: Mailer = {
      kind: 'smtp',
      sendMail: (message) =>
        message.to.includes('admin@demo.academy')
          ? Promise.reject(new Error('550 mailbox unavailable'))
          : getMailer().sendMail(message),
      close: () => {},
    };
    expect(await send(() => refusing)).toBe(1);
    const [failed] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(failed?.lastError).toContain('550 mailbox unavailable');
    expect(failed?.attempts).toBe(1);
    expect(failed?.nextRunAt).toEqual(runAt);
    expect(failed?.retryAt?.getTime()).toBeGreaterThan(Date.now());
    // Not due before its retry.
    expect(await send()).toBe(0);
    await t.db
      .update(reportSchedules)
      .set({ retryAt: new Date(Date.now() - 1000) })
      .where(eq(reportSchedules.id, id));
    const adaBefore = mail.count('admin@demo.academy');
    expect(await send()).toBe(1);
    expect(mail.count('admin@demo.academy')).toBe(adaBefore + 1);
    expect(mail.count(acmeManager.email)).toBe(before + 1);
    const [done] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(done?.lastError).toBeNull();
    expect(done?.attempts).toBe(0);
    const recipients = await t.db
      .select({ lastPeriod: reportScheduleRecipients.lastPeriod })
      .from(reportScheduleRecipients)
      .where(eq(reportScheduleRecipients.scheduleId, id));
    expect(recipients.map((row) => row.lastPeriod)).toEqual([
      reportPeriod('monthly', runAt).key,
      reportPeriod('monthly', runAt).key,
    ]);
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
  });

  it('a claimed schedule is one worker’s: a second claim gets nothing; paused ones wait', async () => {
    const { id } = await dueSchedule([acmeManager.id]);
    const first = await claimDueSchedules(t.db, { now: new Date(), leaseMs: 60_000, limit: 10 });
    expect(first.map((row) => row.id)).toEqual([id]);
    expect(await claimDueSchedules(t.db, { now: new Date(), leaseMs: 60_000, limit: 10 })).toEqual(
      [],
    );
    await t.db
      .update(reportSchedules)
      .set({ leaseUntil: null, paused: true })
      .where(eq(reportSchedules.id, id));
    expect(await send()).toBe(0);
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
  });

  it('leaves out a recipient who may no longer read the report', async () => {
    const { id } = await dueSchedule([acmeManager.id]);
    await t.db
      .delete(accountRoles)
      .where(
        and(eq(accountRoles.accountId, acmeManager.id), eq(accountRoles.role, 'entity_manager')),
      );
    const before = mail.count(acmeManager.email);
    expect(await send()).toBe(0);
    expect(mail.count(acmeManager.email)).toBe(before);
    await t.db.insert(accountRoles).values({ accountId: acmeManager.id, role: 'entity_manager' });
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
  });
});

let adaAccountId: string | undefined;
async function adaId() {
  if (!adaAccountId) {
    const [row] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'admin@demo.academy'));
    adaAccountId = row?.id;
  }
  return adaAccountId;
}
/** Ada (set by the first send test): a recipient whose address the failing mailer refuses. */
const flatManagerAsAdmin = () => adaAccountId as string;
