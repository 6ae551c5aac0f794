import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
} from '../../shared/integrations/webhook-events';
import { notifications, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { startWorker } from '../jobs/worker';
import { type Json, setUpTestApi } from '../test/api-client';
import { deliverDueWebhooks, pruneWebhooks } from './webhook-delivery';

/** Issue 42, item 2: outgoing webhooks, signed per Standard Webhooks, retried for three days. */
const t = setUpTestApi();
let ada: string;
let stijn: string;
let demoPortal: string;

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback: records what arrives, answers `status` (503 while "down"). */
class Receiver {
  received: Received[] = [];
  status = 200;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(this.status, { 'content-type': 'text/plain' });
      res.end(this.status === 200 ? 'thanks' : 'down for maintenance');
    });
  });
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }
  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/academy`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  /** Each body checked against the secret as a receiver would (throws on a bad signature). */
  verified(secret: string) {
    const hook = new Webhook(secret);
    return this.received.map(
      (request) =>
        hook.verify(request.body, request.headers as Record<string, string>) as {
          type: string;
          timestamp: string;
          data: Record<string, unknown>;
        },
    );
  }
}

async function addEndpoint(url: string, events: readonly string[] = WEBHOOK_EVENT_TYPES) {
  const made = await t.request('/v1/webhook_endpoints', {
    method: 'POST',
    token: ada,
    body: { data: { type: 'webhook_endpoints', attributes: { url, events, description: 'HR' } } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as Json;
}

const deliver = (now: Date, allowPrivate = true) =>
  deliverDueWebhooks(t.db, { now: () => now, allowPrivate, timeoutMs: 5_000 });

beforeAll(async () => {
  [ada, stijn] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  const result = await t.db.execute(
    sql`select portal_id from accounts where email = 'admin@demo.academy'`,
  );
  demoPortal = (result as unknown as { rows: { portal_id: string }[] }).rows[0]?.portal_id ?? '';
});

// Every test starts without endpoints or queued deliveries: they are the portal's.
beforeEach(async () => {
  await t.db.delete(webhookEndpoints);
  await t.db.delete(webhookEvents);
});
afterEach(() => {
  delete process.env.ACADEMY_WEBHOOKS_ALLOW_PRIVATE;
  delete process.env.APP_ENV;
});

describe('endpoints', () => {
  it('shows the signing secret once, lists and changes the endpoint, for admins only', async () => {
    const made = await addEndpoint('https://hooks.example.com/academy', ['order.paid']);
    expect(made.attributes.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(made.attributes).toMatchObject({
      url: 'https://hooks.example.com/academy',
      events: ['order.paid'],
      enabled: true,
      disabled_reason: null,
    });
    const again = await t.request(`/v1/webhook_endpoints/${made.id}`, { token: ada });
    expect(again.body.data.attributes.secret).toBeUndefined();
    const listed = await t.request('/v1/webhook_endpoints', { token: ada });
    expect(listed.body.data.map((item: Json) => item.id)).toEqual([made.id]);

    const changed = await t.request(`/v1/webhook_endpoints/${made.id}`, {
      method: 'PATCH',
      token: ada,
      body: {
        data: {
          type: 'webhook_endpoints',
          id: made.id,
          attributes: { events: ['order.paid', 'order.refunded'], enabled: false },
        },
      },
    });
    expect(changed.body.data.attributes).toMatchObject({
      events: ['order.paid', 'order.refunded'],
      enabled: false,
      disabled_reason: 'manual',
    });

    const rolled = await t.request(`/v1/webhook_endpoints/${made.id}/secret`, {
      method: 'POST',
      token: ada,
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.attributes.secret).toMatch(/^whsec_/);
    expect(rolled.body.data.attributes.secret).not.toBe(made.attributes.secret);

    expect((await t.request('/v1/webhook_endpoints', { token: stijn })).status).toBe(403);
    // Another portal's admins (Ada herself, on Unlimited Learning) do not see it.
    const other = await t.request(`/v1/webhook_endpoints/${made.id}`, {
      token: await t.signIn('admin@demo.academy', 'unlimited.localhost'),
      domain: 'unlimited.localhost',
    });
    expect(other.status).toBe(404);

    expect(
      (await t.request(`/v1/webhook_endpoints/${made.id}`, { method: 'DELETE', token: ada }))
        .status,
    ).toBe(204);
    expect((await t.request(`/v1/webhook_endpoints/${made.id}`, { token: ada })).status).toBe(404);
  });

  it('refuses a bad address or no events, per field; in production only public https (SSRF)', async () => {
    const refused = async (url: string, events: string[] = ['order.paid']) => {
      const answer = await t.request('/v1/webhook_endpoints', {
        method: 'POST',
        token: ada,
        body: { data: { type: 'webhook_endpoints', attributes: { url, events } } },
      });
      expect(answer.status, url).toBe(422);
      return answer.body.errors[0];
    };
    expect((await refused('not a url')).source.pointer).toBe('/data/attributes/url');
    expect((await refused('ftp://hooks.example.com')).detail).toMatch(/https:\/\//);
    expect((await refused('https://hooks.example.com', [])).source.pointer).toBe(
      '/data/attributes/events',
    );
    expect((await refused('https://hooks.example.com', ['order.shipped'])).source.pointer).toBe(
      '/data/attributes/events/0',
    );
    process.env.ACADEMY_WEBHOOKS_ALLOW_PRIVATE = 'false';
    for (const url of [
      'http://hooks.example.com/academy',
      'https://127.0.0.1/hook',
      'https://localhost:4000/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8/hook',
      'https://[::1]/hook',
    ]) {
      const error = await refused(url);
      expect(error.source.pointer).toBe('/data/attributes/url');
    }
    expect((await refused('https://10.0.0.8/hook')).code).toBe('PRIVATE_ADDRESS');
  });

  it('a delivery to a name that resolves to a private address is refused on connect', async () => {
    const receiver = await new Receiver().start();
    try {
      const made = await addEndpoint(receiver.url.replace('127.0.0.1', 'localhost'), [
        'account.created',
      ]);
      await registerSomeone('ssrf@example.com');
      await deliver(new Date(), false);
      expect(receiver.received).toHaveLength(0);
      const log = await deliveryLog(made.id);
      const detail = await t.request(`/v1/webhook_deliveries/${log[0].id}`, { token: ada });
      expect(detail.body.data.attributes.attempt_log[0].error).toMatch(/private address/);
    } finally {
      await receiver.stop();
    }
  });
});

/** A new account on a portal (Demo Academy unless said), as any path that makes one writes it. */
async function registerSomeone(email: string, portal: 'demo' | 'unlimited' = 'demo') {
  const template = portal === 'demo' ? 'student@demo.academy' : 'learner@unlimited.academy';
  await t.db.execute(sql`insert into accounts (portal_id, entity_id, email, full_name, password_hash)
    select portal_id, entity_id, ${email}, 'Webhook Person', password_hash
    from accounts where email = ${template}`);
}

async function deliveryLog(endpointId: string, query = '') {
  const answer = await t.request(`/v1/webhook_endpoints/${endpointId}/deliveries${query}`, {
    token: ada,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as Json[];
}

/** Raises every event type on Demo Academy, each by the write that means it. */
async function raiseEveryEvent() {
  await registerSomeone('webhooks@example.com');
  await t.db.transaction(async (tx) => {
    const one = async (query: ReturnType<typeof sql>) => {
      const result = await tx.execute(query);
      return (result as unknown as { rows: Record<string, string>[] }).rows[0] ?? {};
    };
    const stijnRow = await one(
      sql`select id from accounts where email = 'student@demo.academy' and portal_id = ${demoPortal}`,
    );
    const course = await one(
      sql`select c.id from courses c where c.portal_id = ${demoPortal}
        and not exists (select 1 from enrollments e where e.course_id = c.id and e.account_id = ${stijnRow.id})
        limit 1`,
    );
    // enrollment.created, then course.completed.
    const enrollment = await one(sql`insert into enrollments (account_id, course_id)
      values (${stijnRow.id}, ${course.id}) returning id`);
    await tx.execute(sql`update enrollments set status = 'completed', completed_at = now()
      where id = ${enrollment.id}`);
    // lesson.completed.
    await tx.execute(sql`insert into item_progress (account_id, item_id, course_id)
      select ${stijnRow.id}, i.id, i.course_id from course_items i
      where i.course_id = ${course.id} limit 1`);
    // quiz.passed and quiz.failed: an attempt submitted, then its result known.
    const quiz = await one(sql`select i.id, i.course_id from course_items i
      join courses c on c.id = i.course_id
      where i.kind = 'quiz' and c.portal_id = ${demoPortal} limit 1`);
    for (const [number, passed] of [
      [901, true],
      [902, false],
    ] as const) {
      const attempt = await one(sql`insert into quiz_attempts
        (portal_id, item_id, course_id, account_id, number, status, questions, max_score, submitted_at)
        values (${demoPortal}, ${quiz.id}, ${quiz.course_id}, ${stijnRow.id}, ${number}, 'submitted',
          '[]'::jsonb, 10, now()) returning id`);
      await tx.execute(sql`update quiz_attempts set passed = ${passed}, score = ${passed ? 8 : 3},
        percent = ${passed ? 80 : 30} where id = ${attempt.id}`);
    }
    // certificate.issued and certificate.revoked.
    const certification = await one(
      sql`select id from certifications where portal_id = ${demoPortal} limit 1`,
    );
    const certificate = await one(sql`insert into certificates
      (portal_id, certification_id, account_id, code)
      values (${demoPortal}, ${certification.id}, ${stijnRow.id}, 'WEBHOOK-1') returning id`);
    await tx.execute(sql`update certificates set revoked_at = now(), revoked_reason = 'test'
      where id = ${certificate.id}`);
    // order.paid and order.refunded.
    const order = await one(
      sql`select id from orders where portal_id = ${demoPortal} and status not in ('paid', 'refunded') limit 1`,
    );
    await tx.execute(
      sql`update orders set status = 'paid', paid_at = now() where id = ${order.id}`,
    );
    await tx.execute(sql`update orders set status = 'refunded' where id = ${order.id}`);
    // ticket.graded.
    await tx.execute(sql`update review_tickets set graded_at = now(), passed = true
      where id in (select id from review_tickets where portal_id = ${demoPortal} limit 1)`);
    // subscription.changed.
    await tx.execute(sql`update subscriptions set ends_at = now() + interval '1 year'
      where account_id = ${stijnRow.id}`);
  });
}

describe('deliveries', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await new Receiver().start();
  });
  afterEach(() => receiver.stop());

  it('delivers every event type, signed per Standard Webhooks, to the endpoints that want it', async () => {
    const all = await addEndpoint(receiver.url);
    const other = await new Receiver().start();
    try {
      const ordersOnly = await addEndpoint(other.url, ['order.paid']);
      await raiseEveryEvent();
      const tries = await deliver(new Date());
      const bodies = receiver.verified(all.attributes.secret);
      expect(
        WEBHOOK_EVENT_TYPES.filter((type) => !bodies.some((body) => body.type === type)),
      ).toEqual([]);
      expect(tries).toBeGreaterThanOrEqual(WEBHOOK_EVENT_TYPES.length + 1);
      expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
      const created = bodies.find((body) => body.type === 'account.created');
      expect(created?.data).toMatchObject({
        email: 'webhooks@example.com',
        locale: expect.any(String),
      });
      const paid = bodies.find((body) => body.type === 'order.paid');
      expect(paid?.data).toMatchObject({ status: 'paid', order_id: expect.any(String) });
      for (const request of receiver.received) {
        expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
        expect(request.headers['content-type']).toBe('application/json');
      }
      // A wrong secret does not verify.
      expect(() => receiver.verified(ordersOnly.attributes.secret)).toThrow();
      expect(other.verified(ordersOnly.attributes.secret).map((body) => body.type)).toEqual([
        'order.paid',
      ]);

      const log = await deliveryLog(all.id, '?filter[status]=succeeded&page[size]=50');
      expect(log.length).toBeGreaterThanOrEqual(WEBHOOK_EVENT_TYPES.length);
      const detail = await t.request(`/v1/webhook_deliveries/${log[0].id}`, { token: ada });
      const attempt = detail.body.data.attributes.attempt_log[0];
      expect(attempt).toMatchObject({ response_status: 200, response_body: 'thanks', error: null });
      expect(attempt.request_headers['webhook-signature']).toMatch(/^v1,/);
      expect(JSON.parse(attempt.request_body)).toEqual(detail.body.data.attributes.payload);
    } finally {
      await other.stop();
    }
  });

  it('raises nothing for a change that rolled back, and nothing for a portal without endpoints', async () => {
    await addEndpoint(receiver.url, ['account.created']);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into accounts (portal_id, entity_id, email, full_name, password_hash)
          select portal_id, entity_id, 'rolled.back@example.com', 'Rolled Back', password_hash
          from accounts where email = 'student@demo.academy' and portal_id = ${demoPortal}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await registerSomeone('elsewhere@example.com', 'unlimited');
    await registerSomeone('here@example.com');
    const events = await t.db.select().from(webhookEvents);
    expect(events.map((event) => event.data.email)).toEqual(['here@example.com']);
  });

  it('survives a 10-minute outage: every event arrives once the endpoint is back, under the same webhook-id', async () => {
    const made = await addEndpoint(receiver.url, ['account.created']);
    receiver.status = 503;
    await registerSomeone('outage-1@example.com');
    await registerSomeone('outage-2@example.com');
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    await deliver(at(0));
    await deliver(at(5_000));
    await deliver(at(5 * 60_000 + 5_000));
    expect(receiver.received).toHaveLength(6);
    const [endpoint] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(endpoint?.failingSince).not.toBeNull();
    // Back after ten minutes: nothing is due until the 30-minute try, which delivers both.
    receiver.status = 200;
    expect(await deliver(at(10 * 60_000))).toBe(0);
    expect(await deliver(at(35 * 60_000 + 5_000))).toBe(2);
    const log = await deliveryLog(made.id);
    expect(
      log.map((delivery) => [delivery.attributes.status, delivery.attributes.attempts]),
    ).toEqual([
      ['succeeded', 4],
      ['succeeded', 4],
    ]);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(2);
    const emails = receiver
      .verified(made.attributes.secret)
      .slice(-2)
      .map((body) => body.data.email);
    expect(emails.sort()).toEqual(['outage-1@example.com', 'outage-2@example.com']);
    const [after] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(after?.failingSince).toBeNull();
  });

  it('gives up after three days, switches the endpoint off and tells the admins; a replay is sent again', async () => {
    const made = await addEndpoint(receiver.url, ['account.created']);
    receiver.status = 500;
    await registerSomeone('gives-up@example.com');
    let now = new Date();
    for (let attempt = 0; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      expect(await deliver(now)).toBe(1);
      const [delivery] = await t.db.select().from(webhookDeliveries);
      if (delivery?.nextAttemptAt) now = delivery.nextAttemptAt;
    }
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [delivery] = await deliveryLog(made.id);
    expect(delivery).toMatchObject({
      attributes: { status: 'failed', attempts: 10, last_status: 500 },
    });

    const endpoint = (await t.request(`/v1/webhook_endpoints/${made.id}`, { token: ada })).body
      .data;
    expect(endpoint.attributes).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/settings/webhooks/${made.id}`));
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told[0]?.message).toContain(receiver.url);

    // Events raised while it is off wait; switching it on delivers them, and a replay too.
    await registerSomeone('while-off@example.com');
    expect(await deliver(new Date())).toBe(0);
    receiver.status = 200;
    await t.request(`/v1/webhook_endpoints/${made.id}`, {
      method: 'PATCH',
      token: ada,
      body: { data: { type: 'webhook_endpoints', id: made.id, attributes: { enabled: true } } },
    });
    const replay = await t.request(`/v1/webhook_deliveries/${delivery.id}/replay`, {
      method: 'POST',
      token: ada,
    });
    expect(replay.status).toBe(201);
    expect(replay.body.data.attributes).toMatchObject({
      status: 'pending',
      replay_of: delivery.id,
    });
    expect(await deliver(new Date())).toBe(2);
    const last = receiver.received.slice(-2).map((request) => request.headers['webhook-id']);
    expect(last).toContain(receiver.received[0]?.headers['webhook-id']);
    expect(
      receiver
        .verified(made.attributes.secret)
        .slice(-2)
        .map((b) => b.data.email)
        .sort(),
    ).toEqual(['gives-up@example.com', 'while-off@example.com']);
  });

  it('the log forgets events after 30 days, but never one still on its way', async () => {
    receiver.status = 503;
    await addEndpoint(receiver.url, ['account.created']);
    await registerSomeone('old-done@example.com');
    await registerSomeone('old-pending@example.com');
    await t.db.execute(sql`update webhook_events set created_at = now() - interval '31 days'`);
    await t.db.execute(sql`update webhook_deliveries d set status = 'succeeded'
      from webhook_events e where e.id = d.event_id and e.data->>'email' = 'old-done@example.com'`);
    await registerSomeone('new@example.com');
    expect(await pruneWebhooks(t.db, new Date())).toBe(1);
    const left = await t.db.select().from(webhookEvents);
    expect(left.map((event) => event.data.email).sort()).toEqual([
      'new@example.com',
      'old-pending@example.com',
    ]);
  });

  it('the background worker delivers what a transaction raised', async () => {
    const made = await addEndpoint(receiver.url, ['account.created']);
    const worker = startWorker({ db: t.db, pollMs: 60_000, webhooks: { allowPrivate: true } });
    try {
      await registerSomeone('worker@example.com');
      await worker.idle();
      expect(receiver.verified(made.attributes.secret).map((body) => body.data.email)).toEqual([
        'worker@example.com',
      ]);
    } finally {
      await worker.stop();
    }
  });
});
