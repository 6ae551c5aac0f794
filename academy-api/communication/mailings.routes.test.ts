import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountRoles,
  accounts,
  entities,
  mailingRecipients,
  mailingSubscribers,
  mailings,
  portals,
} from '../db/schema';
import { setCurrentWorker, startWorker, type Worker } from '../jobs/worker';
import { createMailer, type Mailer, mailFolder, setMailer } from '../mail/transport';
import type { Json } from '../test/api-client';
import { DEMO_EMAILS, setUpDemoApi } from '../test/demo-people';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { setConsent } from './mailing-list.queries';

const PEOPLE = ['ada', 'sven', 'mia', 'stijn', 'eva', 'lars'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, token, ask } = setUpDemoApi(PEOPLE);

const mailing = (attributes: Record<string, unknown>) => ({
  data: { type: 'mailings', attributes },
});
/** The List-Unsubscribe header's (RFC 8058 one-click) address. */
function oneClickUrl(mail: { raw: Buffer }): string {
  const match = /(?:^|\r\n)List-Unsubscribe:\s*<([^>]+)>/.exec(mail.raw.toString());
  return match?.[1] ?? '';
}

/** A non-JSON answer (CSV) through the same fetch. */
async function raw(who: Who, route: string) {
  return t.api.fetch(
    new Request(`http://api${route}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token[who]}` },
    }),
  );
}

const STUDENTS = { roles: ['student'], entity_ids: [], subscription: 'any', course_id: null };

let sink: SmtpSink;
let smtp: Mailer;
let worker: Worker;
let previousMailer: Mailer | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-mailings-'));
const previousDataDir = process.env.ACADEMY_DATA_DIR;

beforeAll(async () => {
  process.env.ACADEMY_DATA_DIR = dataDir;
  sink = await startSmtpSink();
  smtp = createMailer({ smtpUrl: sink.url, mailDir: mailFolder(dataDir) });
  previousMailer = setMailer(smtp);
  worker = startWorker({ db: t.db, pollMs: 60_000, onError: (error) => console.error(error) });
  setCurrentWorker(worker);
});
afterAll(async () => {
  setCurrentWorker(undefined);
  await worker.stop();
  setMailer(previousMailer);
  smtp.close();
  await sink.close();
  if (previousDataDir === undefined) delete process.env.ACADEMY_DATA_DIR;
  else process.env.ACADEMY_DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function composeAndSend(who: Who, attributes: Record<string, unknown>) {
  const created = await ask(who, '/v1/mailings', { method: 'POST', body: mailing(attributes) });
  expect(created.status).toBe(201);
  const sent = await ask(who, `/v1/mailings/${created.body.data.id}/send`, {
    method: 'POST',
    body: { data: { type: 'mailings', attributes: {} } },
  });
  expect(sent.status).toBe(200);
  await worker.idle();
  return (await ask(who, `/v1/mailings/${created.body.data.id}`)).body.data;
}

describe('a mailing to a student audience, over a real SMTP server', () => {
  it('reaches Stijn (confirmed) with both unsubscribe headers, never Eva (unsubscribed)', async () => {
    const before = sink.received.length;
    const subject = `Autumn news for {{first_name}} ${Date.now()}`;
    const done = await composeAndSend('mia', {
      subject,
      body_html: '<h2>Hello {{first_name}}</h2><p>News from <strong>{{portal_name}}</strong>.</p>',
      audience: STUDENTS,
    });
    expect(done.attributes.status).toBe('sent');
    const recipients = done.attributes.recipient_count as number;
    expect(recipients).toBeGreaterThan(1);
    expect(done.attributes.counts).toEqual({ queued: 0, sending: 0, sent: recipients, failed: 0 });
    expect(sink.received.length - before).toBe(recipients);
    expect(sink.to(DEMO_EMAILS.eva)).toHaveLength(0);
    const [mail] = sink.to(DEMO_EMAILS.stijn).slice(-1);
    const parsed = await sink.parse(mail!);
    expect(parsed.subject).toBe(subject.replace('{{first_name}}', 'Stijn'));
    expect(parsed.html).toContain('<h2>Hello Stijn</h2>');
    expect(parsed.html).toContain('Demo Academy');
    // The text version generated from the HTML, with the footer's link.
    expect(parsed.text).toContain('Hello Stijn');
    // Demo Academy writes in Dutch first: the footer is in the portal's primary language.
    expect(parsed.text).toMatch(/Uitschrijven: http:\/\/localhost:3000\/unsubscribe\?token=/);
    const raw = mail!.raw.toString();
    expect(raw).toMatch(/(^|\r\n)List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/);
    expect(oneClickUrl(mail!)).toMatch(/^http:\/\/localhost:3000\/api\/unsubscribe\?token=/);
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'Demo Academy',
      address: 'news@demo.academy',
    });
    // Each recipient got one message, however many batches.
    const all = sink.received.slice(before).flatMap((m) => m.to);
    expect(new Set(all).size).toBe(all.length);
  });

  it('the unsubscribe link works without signing in and holds for the next send', async () => {
    const [mail] = sink.to(DEMO_EMAILS.stijn).slice(-1);
    const link = new URL(oneClickUrl(mail!));
    const tokenValue = link.searchParams.get('token') ?? '';
    const looked = await ask(
      null,
      `/v1/mailing_list/unsubscribe?token=${encodeURIComponent(tokenValue)}`,
    );
    expect(looked.status).toBe(200);
    expect(looked.body.data.attributes).toMatchObject({
      status: 'confirmed',
      email: 's…@demo.academy',
    });
    const out = await ask(null, '/v1/mailing_list/unsubscribe', {
      method: 'POST',
      body: { token: tokenValue },
    });
    expect(out.body.data.attributes.status).toBe('unsubscribed');
    // A forged or altered token does nothing.
    const forged = await ask(null, '/v1/mailing_list/unsubscribe', {
      method: 'POST',
      body: { token: `${id.eva}.${tokenValue.split('.')[1]}` },
    });
    expect(forged.status).toBe(404);
    // The same token on another portal names nobody there.
    expect(
      (
        await ask(null, '/v1/mailing_list/unsubscribe', {
          method: 'POST',
          body: { token: tokenValue },
          domain: 'unlimited.localhost',
        })
      ).status,
    ).toBe(404);

    const before = sink.to(DEMO_EMAILS.stijn).length;
    await composeAndSend('mia', {
      subject: 'After unsubscribing',
      body_html: '<p>Hi</p>',
      audience: STUDENTS,
    });
    expect(sink.to(DEMO_EMAILS.stijn)).toHaveLength(before);

    const back = await ask(null, '/v1/mailing_list/resubscribe', {
      method: 'POST',
      body: { token: tokenValue },
    });
    expect(back.body.data.attributes.status).toBe('confirmed');
  });

  it('a test send to myself: one message to Mia, marked [Test]', async () => {
    const created = await ask('mia', '/v1/mailings', {
      method: 'POST',
      body: mailing({
        subject: 'Preview for {{first_name}}',
        body_html: '<p>Hi {{first_name}}</p>',
        audience: STUDENTS,
      }),
    });
    const before = sink.received.length;
    const test = await t.request(`/v1/mailings/${created.body.data.id}/test`, {
      method: 'POST',
      token: token.mia,
      headers: { 'x-portal-host': 'localhost:3100' },
    });
    expect(test.status).toBe(200);
    expect(test.body.meta.to).toBe(DEMO_EMAILS.mia);
    expect(sink.received.length - before).toBe(1);
    const parsed = await sink.parse(sink.received.at(-1)!);
    expect(parsed.subject).toBe('[Test] Preview for Mia');
    // A seeded loopback domain's links on the port the request came through.
    expect(parsed.text).toMatch(/http:\/\/localhost:3100\/unsubscribe\?token=/);
    // Still a draft: nobody else got anything.
    expect(
      (await ask('mia', `/v1/mailings/${created.body.data.id}`)).body.data.attributes.status,
    ).toBe('draft');
  });

  it('an unknown merge field is a clear error before anything is sent', async () => {
    const { status, body } = await ask('mia', '/v1/mailings', {
      method: 'POST',
      body: mailing({
        subject: 'Hi {{frist_name}}',
        body_html: '<p>{{ company }}</p>',
        audience: STUDENTS,
      }),
    });
    expect(status).toBe(422);
    expect(body.errors.map((e: Json) => [e.source.pointer, e.detail])).toEqual([
      [
        '/data/attributes/subject',
        'Unknown merge field {{frist_name}}. You can use {{first_name}}, {{full_name}}, {{portal_name}}, {{unsubscribe_url}}.',
      ],
      [
        '/data/attributes/body_html',
        'Unknown merge field {{company}}. You can use {{first_name}}, {{full_name}}, {{portal_name}}, {{unsubscribe_url}}.',
      ],
    ]);
  });

  it('a scheduled send waits for its time; cancelling it makes it a draft again', async () => {
    const created = await ask('mia', '/v1/mailings', {
      method: 'POST',
      body: mailing({ subject: 'Later', body_html: '<p>Later</p>', audience: STUDENTS }),
    });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await ask('mia', `/v1/mailings/${created.body.data.id}/send`, {
      method: 'POST',
      body: { data: { type: 'mailings', attributes: { send_at: at } } },
    });
    expect(scheduled.body.data.attributes).toMatchObject({ status: 'scheduled', scheduled_at: at });
    await worker.idle();
    expect(
      (await ask('mia', `/v1/mailings/${created.body.data.id}`)).body.data.attributes.status,
    ).toBe('scheduled');
    const edit = await ask('mia', `/v1/mailings/${created.body.data.id}`, {
      method: 'PATCH',
      body: mailing({ subject: 'Changed' }),
    });
    expect(edit.status).toBe(409);
    const cancelled = await ask('mia', `/v1/mailings/${created.body.data.id}/cancel`, {
      method: 'POST',
    });
    expect(cancelled.body.data.attributes.status).toBe('draft');
  });
});

describe('audiences and subscribers', () => {
  it('counts the audience live, by role, entity, subscription state and course', async () => {
    const students = await ask('mia', '/v1/mailing_list/audience?filter[role]=student');
    const all = students.body.data.attributes.count as number;
    expect(all).toBeGreaterThan(1);
    const active = await ask(
      'mia',
      '/v1/mailing_list/audience?filter[role]=student&filter[subscription]=active',
    );
    expect(active.body.data.attributes.count).toBeLessThanOrEqual(all);
    const [course] = await t.db
      .execute(sql`select id from courses where slug = 'data-literacy'`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    const enrolled = await ask('mia', `/v1/mailing_list/audience?filter[course]=${course?.id}`);
    const [expected] = await t.db
      .execute(sql`
      select count(*)::int as n from mailing_subscribers s
      join enrollments e on e.account_id = s.account_id
      where s.status = 'confirmed' and e.course_id = ${course?.id}`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    // Stijn among them (Eva unsubscribed; Hugo never subscribed).
    expect(enrolled.body.data.attributes.count).toBe(expected?.n);
    expect(expected?.n).toBeGreaterThanOrEqual(1);
    expect(students.body.meta.entities.map((e: Json) => e.name)).toContain('Acme Learning BV');
    expect(students.body.meta.courses.map((c: Json) => c.title)).toContain('Data literacy');
  });

  it("another portal's subscribers are never in an audience", async () => {
    const [unlimited] = await t.db
      .select({ id: portals.id })
      .from(portals)
      .where(eq(portals.key, 'unlimited'));
    await setConsent(t.db, {
      accountId: id.lars ?? '',
      portalId: unlimited?.id ?? '',
      status: 'confirmed',
      source: 'account',
      now: new Date(),
    });
    const everyone = await ask('ada', '/v1/mailing_list/audience');
    const subscribers = await ask('ada', '/v1/mailing_list/subscribers?page[size]=100');
    expect(subscribers.body.data.some((s: Json) => s.attributes.email === DEMO_EMAILS.lars)).toBe(
      false,
    );
    expect(everyone.body.data.attributes.count).toBe(subscribers.body.meta.status_counts.confirmed);
    const [partners] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.name, 'Unlimited Partners'));
    expect(
      (await ask('mia', `/v1/mailing_list/audience?filter[entity]=${partners?.id}`)).status,
    ).toBe(422);
    const before = sink.to(DEMO_EMAILS.lars).length;
    await composeAndSend('ada', {
      subject: 'Everyone',
      body_html: '<p>All</p>',
      audience: { ...STUDENTS, roles: [] },
    });
    expect(sink.to(DEMO_EMAILS.lars)).toHaveLength(before);
  });

  it('lists subscribers with their consent, and exports them as CSV', async () => {
    const { body } = await ask(
      'mia',
      '/v1/mailing_list/subscribers?filter[search]=demo.academy&sort=name',
    );
    expect(body.data.map((s: Json) => [s.attributes.full_name, s.attributes.status])).toEqual([
      ['Eva Expired', 'unsubscribed'],
      ['Stijn Student', 'confirmed'],
    ]);
    const csv = await raw('mia', '/v1/mailing_list/subscribers/export?filter[status]=unsubscribed');
    const text = await csv.text();
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(text).toContain('Eva Expired,expired@demo.academy,Acme Learning BV,unsubscribed');
    expect(text).not.toContain('student@demo.academy');
  });

  it('settings live in the mailing_list_settings key, checked like the form; not in the public portal', async () => {
    const bad = await ask('mia', '/v1/mailing_list/settings', {
      method: 'PUT',
      body: {
        data: {
          type: 'mailing_list_settings',
          attributes: { from_name: 'Demo', from_address: 'nope', batch_size: 5 },
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: Json) => e.source.pointer).sort()).toEqual([
      '/data/attributes/from_address',
    ]);
    const settings = {
      from_name: 'Demo Academy',
      from_address: 'news@demo.academy',
      reply_to: 'support@demo.academy',
      footer: 'Demo Academy · Example Street 1',
      batch_size: 50,
    };
    const ok = await ask('mia', '/v1/mailing_list/settings', {
      method: 'PUT',
      body: { data: { type: 'mailing_list_settings', attributes: settings } },
    });
    expect(ok.status).toBe(200);
    expect((await ask('mia', '/v1/mailing_list/settings')).body.data.attributes).toEqual(settings);
    const portal = await ask(null, '/v1/portals/current');
    expect(JSON.stringify(portal.body)).not.toContain('mailing_list_settings');
  });

  it('only marketing roles with the portals feature reach the mailing list', async () => {
    expect((await ask('sven', '/v1/mailings')).status).toBe(403);
    expect((await ask('stijn', '/v1/mailing_list/subscribers')).status).toBe(403);
    // Unlimited Learning has no `portals` feature: even Mia and Ada are refused there.
    expect((await ask('mia', '/v1/mailings', { domain: 'unlimited.localhost' })).status).toBe(403);
    expect(
      (await ask('ada', '/v1/mailing_list/audience', { domain: 'unlimited.localhost' })).status,
    ).toBe(403);
  });
});

describe('sends survive a restart', () => {
  it('a send killed after half its batches resumes where it stopped and mails nobody twice', async () => {
    // 200 more confirmed subscribers, sent 20 a batch.
    const [demo] = await t.db
      .select({ id: portals.id })
      .from(portals)
      .where(eq(portals.key, 'demo'));
    const [entity] = await t.db
      .insert(entities)
      .values({ portalId: demo?.id ?? '', name: 'Resume Test BV' })
      .returning({ id: entities.id });
    await t.db.execute(sql`
      insert into ${accounts} (portal_id, entity_id, email, full_name, password_hash)
      select ${demo?.id}, ${entity?.id}, 'resume' || n || '@resume.example', 'Resume Person ' || n, 'x'
      from generate_series(1, 200) as n`);
    await t.db.execute(sql`
      insert into ${accountRoles} (account_id, role)
      select id, 'student' from ${accounts} where entity_id = ${entity?.id}`);
    await t.db.execute(sql`
      insert into ${mailingSubscribers} (portal_id, account_id, status, confirmed_at)
      select portal_id, id, 'confirmed', now() from ${accounts} where entity_id = ${entity?.id}`);
    await ask('mia', '/v1/mailing_list/settings', {
      method: 'PUT',
      body: {
        data: {
          type: 'mailing_list_settings',
          attributes: {
            from_name: 'Demo Academy',
            from_address: 'news@demo.academy',
            batch_size: 20,
          },
        },
      },
    });

    // The first process: its mailer hangs for good after 100 messages (the kill).
    let handed = 0;
    const hang = new Promise<never>(() => {});
    const dying: Mailer = {
      kind: 'smtp',
      sendMail: (message) => (++handed > 100 ? hang : smtp.sendMail(message)),
      close: () => {},
    };
    setCurrentWorker(undefined);
    await worker.stop();
    const first = startWorker({ db: t.db, mailer: () => dying, pollMs: 60_000 });
    setCurrentWorker(first);

    const created = await ask('mia', '/v1/mailings', {
      method: 'POST',
      body: mailing({
        subject: 'Resume {{first_name}}',
        body_html: '<p>Once only</p>',
        audience: { ...STUDENTS, entity_ids: [entity?.id] },
      }),
    });
    const mailingId = created.body.data.id as string;
    const before = sink.received.length;
    await ask('mia', `/v1/mailings/${mailingId}/send`, {
      method: 'POST',
      body: { data: { type: 'mailings', attributes: {} } },
    });
    // Wait until the first process is stuck (100 handed over, the next lanes hanging).
    for (let i = 0; i < 400 && handed <= 100 + 4; i++) await new Promise((r) => setTimeout(r, 25));
    const statusOf = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ status: mailingRecipients.status, value: count() })
            .from(mailingRecipients)
            .where(eq(mailingRecipients.mailingId, mailingId))
            .groupBy(mailingRecipients.status)
        ).map((row) => [row.status, row.value]),
      );
    const atKill = await statusOf();
    expect(atKill.sent).toBe(100);
    // The group in hand (marked "sending" in one statement) is all that is in doubt.
    expect((atKill.queued ?? 0) + (atKill.sending ?? 0)).toBe(100);
    expect(atKill.sending ?? 0).toBeLessThanOrEqual(32);

    // The process is gone; a new one starts (PGlite: the only process) and resumes.
    setCurrentWorker(undefined);
    worker = startWorker({ db: t.db, pollMs: 60_000, singleProcess: true });
    setCurrentWorker(worker);
    await worker.idle();
    const after = await statusOf();
    const interrupted = atKill.sending ?? 0;
    expect(after).toEqual({
      sent: 200 - interrupted,
      ...(interrupted ? { failed: interrupted } : {}),
    });
    const addresses = sink.received.slice(before).flatMap((mail) => mail.to);
    expect(addresses).toHaveLength(200 - interrupted);
    expect(new Set(addresses).size).toBe(addresses.length);
    const [row] = await t.db.select().from(mailings).where(eq(mailings.id, mailingId));
    expect(row?.status).toBe('sent');

    // The interrupted ones (delivery unknown) are the marketer's call: retry sends them.
    const log = await ask('mia', `/v1/mailings/${mailingId}/recipients?filter[status]=failed`);
    expect(log.body.data.every((r: Json) => r.attributes.error === 'interrupted')).toBe(true);
    await ask('mia', `/v1/mailings/${mailingId}/retry`, { method: 'POST' });
    await worker.idle();
    const retried = sink.received.slice(before).flatMap((mail) => mail.to);
    expect(retried).toHaveLength(200);
    expect(new Set(retried).size).toBe(200);
    expect(await statusOf()).toEqual({ sent: 200 });
  }, 60_000);
});

describe('without SMTP_URL: .eml files in the data directory', () => {
  it('writes each message as an .eml the mailing page links to', async () => {
    const files = createMailer({ mailDir: mailFolder(dataDir) });
    setMailer(files);
    try {
      const done = await composeAndSend('mia', {
        subject: 'Files {{first_name}}',
        body_html: '<p>In a file</p>',
        audience: { ...STUDENTS, entity_ids: [], course_id: null, subscription: 'active' },
      });
      const log = await ask(
        'mia',
        `/v1/mailings/${done.id}/recipients?filter[search]=student@demo`,
      );
      const stijn = log.body.data[0];
      expect(stijn.attributes).toMatchObject({ status: 'sent', has_message_file: true });
      const eml = await raw('mia', `/v1/mailings/${done.id}/recipients/${stijn.id}/message`);
      expect(eml.headers.get('content-type')).toBe('message/rfc822');
      const message = await eml.text();
      expect(message).toContain('Subject: Files Stijn');
      expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(
        fs.existsSync(path.join(mailFolder(dataDir), 'mailings', done.id, `${stijn.id}.eml`)),
      ).toBe(true);
    } finally {
      setMailer(smtp);
    }
  });
});

it('keeps the per-recipient rows unique per mailing and account', async () => {
  const [row] = await t.db
    .select({ value: count() })
    .from(mailingRecipients)
    .innerJoin(mailings, eq(mailings.id, mailingRecipients.mailingId))
    .where(and(eq(mailingRecipients.accountId, id.eva ?? '')));
  expect(row?.value).toBe(0);
});
