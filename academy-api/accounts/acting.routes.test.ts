import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

/**
 * Issue 43, item 3: acting as a user. Sam Support (academy_support) acts as Stijn Student: the
 * session is Stijn's on his portal, every write is audited as "Sam Support as Stijn Student",
 * what stays Stijn's own is refused, and it ends when Sam stops or signs out.
 */
const t = setUpTestApi();
let sam: string;
let ada: string;
let stijn: string;
let ids: Record<'sam' | 'ada' | 'stijn' | 'lars' | 'cora', string>;

const start = (token: string, accountId: string, domain = 'localhost') =>
  t.request('/v1/acting_session', {
    method: 'POST',
    token,
    domain,
    body: { data: { type: 'acting_sessions', attributes: { account_id: accountId } } },
  });
const stop = (token: string, domain = 'localhost') =>
  t.request('/v1/acting_session', { method: 'DELETE', token, domain });
const meOf = (token: string, domain = 'localhost') => t.request('/v1/me', { token, domain });
const lastOnline = async (id: string) =>
  (
    (await t.db.execute(
      sql`select last_online::text as at from accounts where id = ${id}`,
    )) as unknown as { rows: { at: string | null }[] }
  ).rows[0]?.at ?? null;

beforeAll(async () => {
  [sam, ada, stijn] = await Promise.all([
    t.signIn('support@demo.academy'),
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  const lars = await t.signIn('learner@unlimited.academy', 'unlimited.localhost');
  const cora = await t.signIn('coach@demo.academy');
  const idOf = async (token: string, domain = 'localhost') =>
    (await meOf(token, domain)).body.data.id as string;
  ids = {
    sam: await idOf(sam),
    ada: await idOf(ada),
    stijn: await idOf(stijn),
    lars: await idOf(lars, 'unlimited.localhost'),
    cora: await idOf(cora),
  };
});

describe('starting to act as someone', () => {
  it('is for support and admins, as a learner or coach, never as staff or oneself', async () => {
    const learner = await start(stijn, ids.cora);
    expect(learner.status).toBe(403);
    const self = await start(sam, ids.sam);
    expect(self.status).toBe(403);
    expect(self.body.errors[0].code).toBe('ACTING_NOT_ALLOWED');
    const staff = await start(sam, ids.ada);
    expect(staff.status).toBe(403);
    expect(staff.body.errors[0].detail).toMatch(/not as staff/);
    // Another portal's learner is not on this portal: 404.
    expect((await start(sam, ids.lars)).status).toBe(404);
    expect((await t.request('/v1/acting_session', { token: sam })).status).toBe(404);
  });
});

describe('acting as Stijn Student', () => {
  it('is Stijn’s session on his portal, with a banner naming Sam', async () => {
    const before = await lastOnline(ids.stijn);
    const started = await start(sam, ids.stijn);
    expect(started.status).toBe(201);
    expect(started.body.data.attributes).toMatchObject({
      account_id: ids.stijn,
      account_name: 'Stijn Student',
      actor_id: ids.sam,
      actor_name: 'Sam Support',
    });
    const me = await meOf(sam);
    expect(me.body.data.id).toBe(ids.stijn);
    expect(me.body.data.attributes.roles).toEqual(['student']);
    expect(me.body.meta.acting_as).toMatchObject({ actor_name: 'Sam Support' });
    // Stijn's own records open; staff lists do not (they are Stijn's roles now).
    expect(
      (await t.request(`/v1/accounts/${ids.stijn}/notifications`, { token: sam })).status,
    ).toBe(200);
    expect((await t.request('/v1/accounts', { token: sam })).status).toBe(403);
    // Stijn being looked at is not Stijn being online.
    expect(await lastOnline(ids.stijn)).toBe(before);
  });

  it('records every write as “Sam Support as Stijn Student”', async () => {
    const list = await t.request(`/v1/accounts/${ids.stijn}/notifications?page[size]=1`, {
      token: sam,
    });
    const notification = list.body.data[0] as Json;
    const read = await t.request(`/v1/accounts/${ids.stijn}/notifications/${notification.id}`, {
      method: 'PATCH',
      token: sam,
      body: {
        data: { type: 'notifications', id: notification.id, attributes: { read: true } },
      },
    });
    expect(read.status).toBe(200);
    const log = await t.request('/v1/audit_events?filter[action]=acting_as.write', { token: ada });
    expect(log.body.data[0].attributes).toMatchObject({
      actor_id: ids.sam,
      actor_name: 'Sam Support as Stijn Student',
      via: `acting_as:${ids.stijn}`,
      target_label: `PATCH /v1/accounts/${ids.stijn}/notifications/${notification.id}`,
      after: { status: 200 },
    });
  });

  it('leaves what is Stijn’s own alone: password, address, data, terms, tokens', async () => {
    const refused = [
      t.request(`/v1/accounts/${ids.stijn}/password`, {
        method: 'POST',
        token: sam,
        body: { current_password: 'academy-demo', password: 'taken-over-42' },
      }),
      t.request(`/v1/accounts/${ids.stijn}/email_change`, {
        method: 'POST',
        token: sam,
        body: { data: { type: 'email_changes', attributes: { new_email: 'sam@evil.test' } } },
      }),
      t.request(`/v1/accounts/${ids.stijn}/data_export`, { token: sam }),
      t.request('/v1/calendar_feed', { token: sam }),
      t.request('/v1/erasure_requests', {
        method: 'POST',
        token: sam,
        body: { data: { type: 'erasure_requests', attributes: { note: '' } } },
      }),
      start(sam, ids.cora),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.status).toBe(403);
      expect(response.body.errors[0].code).toBe('ACTING_REFUSED');
    }
    // Stijn's own password still works.
    expect((await meOf(await t.signIn('student@demo.academy'))).body.data.id).toBe(ids.stijn);
  });

  it('ends when Sam stops, and the log says who stopped', async () => {
    expect((await stop(sam)).status).toBe(204);
    const me = await meOf(sam);
    expect(me.body.data.id).toBe(ids.sam);
    expect(me.body.meta.acting_as).toBeUndefined();
    expect((await stop(sam)).status).toBe(404);
    const log = await t.request('/v1/audit_events?filter[target_type]=accounts', { token: ada });
    const entries = log.body.data.map((entry: Json) => entry.attributes);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'acting_as.started',
        actor_name: 'Sam Support',
        target_id: ids.stijn,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'acting_as.stopped',
        actor_name: 'Sam Support as Stijn Student',
      }),
    );
  });

  it('ends with the session', async () => {
    const session = await t.signIn('support@demo.academy');
    expect((await start(session, ids.stijn)).status).toBe(201);
    await t.request('/auth/logout', { token: session });
    const me = await meOf(session);
    expect(me.body.meta.authenticated).toBe(false);
  });
});

describe('academy staff on another portal', () => {
  it('act there as its learners, on that portal only', async () => {
    const domain = 'unlimited.localhost';
    const session = await t.signIn('support@demo.academy');
    expect((await start(session, ids.lars, domain)).status).toBe(201);
    expect((await meOf(session, domain)).body.data.id).toBe(ids.lars);
    // On Sam's own portal the session is still Sam's own.
    expect((await meOf(session)).body.data.id).toBe(ids.sam);
    expect((await stop(session, domain)).status).toBe(204);
  });
});
