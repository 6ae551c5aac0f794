import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../accounts';
import { type Json, setUpTestApi } from '../test/api-client';

/** Issue 42, item 5: every administrative change in an append-only, hash-chained log. */
const t = setUpTestApi();
let ada: string;
let stijn: string;

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function log(query = '') {
  const answer = await t.request(`/v1/audit_events${query}`, { token: ada });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Json[];
}

async function verification() {
  const answer = await t.request('/v1/audit_events/verification', { token: ada });
  expect(answer.status).toBe(200);
  return answer.body.data.attributes;
}

beforeAll(async () => {
  [ada, stijn] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  // Three changes of three kinds, from an address the app passed on.
  const headers = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' };
  const flag = await t.request('/v1/portals/current/feature_flags/portfolio_feature', {
    method: 'PATCH',
    token: ada,
    headers,
    body: {
      data: { type: 'feature_flags', id: 'portfolio_feature', attributes: { enabled: false } },
    },
  });
  expect(flag.status, JSON.stringify(flag.body)).toBe(200);
  const hook = await t.request('/v1/webhook_endpoints', {
    method: 'POST',
    token: ada,
    headers,
    body: {
      data: {
        type: 'webhook_endpoints',
        attributes: { url: 'https://hooks.example.com/a', events: ['order.paid'] },
      },
    },
  });
  expect(hook.status).toBe(201);
  const token = await t.request('/v1/api_tokens', {
    method: 'POST',
    token: ada,
    headers,
    body: {
      data: {
        type: 'api_tokens',
        attributes: {
          name: 'HR sync',
          scopes: ['orders:write'],
          expires_on: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        },
      },
    },
  });
  expect(token.status).toBe(201);
  // A change made with the token: the log says so.
  const revoke = await t.request(`/v1/webhook_endpoints/${hook.body.data.id}`, {
    method: 'PATCH',
    token: ada,
    body: {
      data: { type: 'webhook_endpoints', id: hook.body.data.id, attributes: { enabled: false } },
    },
  });
  expect(revoke.status).toBe(200);
});

describe('the audit log', () => {
  it('holds each change with who, when, from where, what, before and after, newest first', async () => {
    const entries = await log();
    expect(entries.map((entry) => entry.attributes.action)).toEqual([
      'webhook.changed',
      'api_token.created',
      'webhook.created',
      'feature_flag.changed',
    ]);
    const [changed, made, hook, flag] = entries;
    expect(flag.attributes).toMatchObject({
      seq: 1,
      actor_name: 'Ada Admin',
      actor_address: '203.0.113.7',
      via: null,
      target_type: 'feature_flags',
      target_id: 'portfolio_feature',
      before: { enabled: true },
      after: { enabled: false },
      prev_hash: null,
    });
    expect(hook.attributes.prev_hash).toBe(flag.attributes.hash);
    expect(hook.attributes.after).toMatchObject({
      url: 'https://hooks.example.com/a',
      enabled: true,
    });
    expect(made.attributes.after).toMatchObject({ name: 'HR sync', scopes: ['orders:write'] });
    // Only what changed, and never a secret.
    expect(changed.attributes).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(JSON.stringify(entries)).not.toMatch(/whsec_|acad_[A-Za-z0-9_-]{20}/);
  });

  it('names the API token a change came with', async () => {
    const made = await t.request('/v1/api_tokens', {
      method: 'POST',
      token: ada,
      body: {
        data: {
          type: 'api_tokens',
          attributes: {
            name: 'Orders',
            scopes: ['orders:write'],
            expires_on: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
          },
        },
      },
    });
    const secret: string = made.body.data.attributes.token;
    const [order] = await rowsOf(sql`select o.id from orders o join portals p on p.id = o.portal_id
      where p.key = 'demo' and o.status = 'pending_payment' limit 1`);
    const moved = await t.request(`/v1/orders/${order?.id}/status`, {
      method: 'POST',
      token: secret,
      body: { data: { type: 'orders', attributes: { status: 'cancelled' } } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [entry] = await log('?filter[action]=order.status_changed');
    expect(entry.attributes).toMatchObject({
      actor_name: 'Ada Admin',
      via: `api_token:${secret.slice(0, 9)}`,
      before: { status: 'pending_payment' },
      after: { status: 'cancelled' },
    });
  });

  it('filters, exports CSV, and is for admins only', async () => {
    expect((await log('?filter[action]=webhook.created')).length).toBe(1);
    expect((await log('?filter[target_type]=feature_flags')).length).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?filter[from]=${today}&filter[to]=${today}`)).length).toBeGreaterThan(3);
    expect((await log('?filter[to]=2000-01-01')).length).toBe(0);
    expect((await t.request('/v1/audit_events?filter[action]=nope', { token: ada })).status).toBe(
      400,
    );
    expect(
      (await t.request('/v1/audit_events?filter[from]=yesterday', { token: ada })).status,
    ).toBe(400);
    const csv = await t.api.fetch(
      new Request('http://api/v1/audit_events/export.csv?filter[action]=webhook.created', {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${ada}` },
      }),
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^seq,occurred_at,actor_name,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('webhook.created');
    expect((await t.request('/v1/audit_events', { token: stijn })).status).toBe(403);
  });

  it('verifies its chain, and finds a changed or a removed entry', async () => {
    const intact = await verification();
    expect(intact).toMatchObject({ valid: true, first_broken_seq: null });
    expect(intact.checked).toBeGreaterThanOrEqual(4);

    // Nobody changes or removes an entry through the database's front door.
    for (const statement of [
      sql`update audit_events set actor_name = 'Mallory'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ]) {
      const refused = await t.db.execute(statement).then(
        () => null,
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
      expect(refused).toMatch(/append-only/);
    }

    // Someone with the database's keys goes round the triggers: the check finds where.
    await t.db.execute(sql`alter table audit_events disable trigger academy_audit_append_only`);
    try {
      await t.db.execute(sql`update audit_events set after = '{"enabled": true}'::jsonb
        where seq = 1 and action = 'feature_flag.changed'`);
      expect(await verification()).toMatchObject({ valid: false, first_broken_seq: 1 });
      await t.db.execute(sql`update audit_events set after = '{"enabled": false}'::jsonb
        where seq = 1 and action = 'feature_flag.changed'`);
      expect(await verification()).toMatchObject({ valid: true });
      await t.db.execute(sql`delete from audit_events where seq = 2
        and portal_id = (select id from portals where key = 'demo')`);
      expect(await verification()).toMatchObject({ valid: false, first_broken_seq: 3 });
    } finally {
      await t.db.execute(sql`alter table audit_events enable trigger academy_audit_append_only`);
    }
  });
});
