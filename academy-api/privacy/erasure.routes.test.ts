import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_ANSWER_DAYS } from '../../shared/privacy/erasure';
import { fileStorage } from '../files/storage';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';
import { ERASED_REVOCATION_REASON } from './erase';
import { PERSONAL_DATA } from './personal-data';

/**
 * Issue 42, item 4: asking to be forgotten, and erasure. "Export and erasure are complete by the
 * table test": after Stijn Student (DEMO-DATA: enrolments, quiz attempts, portfolio, tickets,
 * 120 notifications, certificates) is erased, every table of the inventory holds nothing of his
 * but what it says it keeps, and no text or JSON column of any table still names him or his
 * address — except the append-only audit log, which keeps who did what.
 */
const t = setUpTestApi();
let ada: string;
let stijn: string;
let sam: string;
let stijnId: string;
let adaId: string;
const STIJN_EMAIL = 'student@demo.academy';
const STIJN_NAME = 'Stijn Student';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as Rows<T>).rows;

beforeAll(async () => {
  [ada, stijn, sam] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn(STIJN_EMAIL),
    t.signIn('support@demo.academy'),
  ]);
  stijnId = (await t.request('/v1/me', { token: stijn })).body.data.id;
  adaId = (await t.request('/v1/me', { token: ada })).body.data.id;
});

const ask = (token: string, note = '') =>
  t.request('/v1/erasure_requests', {
    method: 'POST',
    token,
    body: { data: { type: 'erasure_requests', attributes: { note } } },
  });

const answer = (token: string, id: string, attributes: Record<string, unknown>) =>
  t.request(`/v1/erasure_requests/${id}`, {
    method: 'PATCH',
    token,
    body: { data: { type: 'erasure_requests', id, attributes } },
  });

const erase = (token: string, id: string, attributes: Record<string, unknown>) =>
  t.request(`/v1/accounts/${id}/erasure`, {
    method: 'POST',
    token,
    body: { data: { type: 'accounts', id, attributes } },
  });

describe('asking to be forgotten', () => {
  it('is one open request at a time, which the person may withdraw', async () => {
    const made = await ask(stijn, 'I left the company.');
    expect(made.status).toBe(201);
    const request = made.body.data;
    expect(request.attributes).toMatchObject({
      account_id: stijnId,
      account_name: STIJN_NAME,
      note: 'I left the company.',
      status: 'open',
      handled_at: null,
    });
    // GDPR art. 12(3): answered within a month.
    const due =
      new Date(request.attributes.due_at).getTime() -
      new Date(request.attributes.requested_at).getTime();
    expect(due).toBe(ERASURE_ANSWER_DAYS * 24 * 60 * 60 * 1000);
    const again = await ask(stijn);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('ERASURE_REQUEST_OPEN');
    // Nobody but the person and the admins sees it.
    expect((await t.request(`/v1/erasure_requests/${request.id}`, { token: sam })).status).toBe(
      404,
    );
    expect((await answer(sam, request.id, { status: 'withdrawn' })).status).toBe(404);
    // The person cannot decline their own; they withdraw it.
    expect(
      (await answer(stijn, request.id, { status: 'declined', decision_reason: 'No' })).status,
    ).toBe(403);
    const withdrawn = await answer(stijn, request.id, { status: 'withdrawn' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.attributes.status).toBe('withdrawn');
    expect((await answer(stijn, request.id, { status: 'withdrawn' })).status).toBe(409);
  });

  it('tells the admins, who see the portal’s requests and decline one with a reason', async () => {
    const made = await ask(stijn, 'Please remove me.');
    const id = made.body.data.id;
    const notices = await t.request(`/v1/accounts/${adaId}/notifications?page[size]=5`, {
      token: ada,
    });
    expect(notices.body.data[0].attributes.message).toContain(STIJN_NAME);
    const listed = await t.request('/v1/erasure_requests?filter[status]=open', { token: ada });
    expect(listed.body.data.map((row: Json) => row.id)).toContain(id);
    // Someone else lists only their own (none), whatever they filter.
    const own = await t.request(`/v1/erasure_requests?filter[account]=${stijnId}`, { token: sam });
    expect(own.body.data).toEqual([]);
    const short = await answer(ada, id, { status: 'declined', decision_reason: 'x' });
    expect(short.status).toBe(422);
    expect(short.body.errors[0].source.pointer).toBe('/data/attributes/decision_reason');
    const declined = await answer(ada, id, {
      status: 'declined',
      decision_reason: 'Your certificate is needed for the ongoing audit.',
    });
    expect(declined.body.data.attributes).toMatchObject({
      status: 'declined',
      handled_by_name: 'Ada Admin',
      decision_reason: 'Your certificate is needed for the ongoing audit.',
    });
    const told = await t.request(`/v1/accounts/${stijnId}/notifications?page[size]=1`, {
      token: stijn,
    });
    expect(told.body.data[0].attributes.message).toContain('ongoing audit');
    const log = await t.request('/v1/audit_events?filter[action]=erasure_request.declined', {
      token: ada,
    });
    expect(log.body.data[0].attributes).toMatchObject({ actor_name: 'Ada Admin', target_id: id });
  });
});

describe('erasing an account', () => {
  it('is for admins only, never their own, with a reason and the address typed', async () => {
    expect(
      (await erase(sam, stijnId, { reason: 'Asked', confirm_email: STIJN_EMAIL })).status,
    ).toBe(404);
    const own = await erase(ada, adaId, { reason: 'Leaving', confirm_email: 'admin@demo.academy' });
    expect(own.status).toBe(403);
    expect(own.body.errors[0].code).toBe('ERASE_OWN_ACCOUNT');
    const noReason = await erase(ada, stijnId, { reason: ' ', confirm_email: STIJN_EMAIL });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].source.pointer).toBe('/data/attributes/reason');
    const wrong = await erase(ada, stijnId, { reason: 'Asked by mail', confirm_email: 'x@y.z' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/confirm_email');
    expect(
      (await t.request(`/v1/accounts/${stijnId}`, { token: ada })).body.data.attributes.erased_at,
    ).toBeNull();
  });

  it('leaves nothing of the person but what the inventory keeps, and ends their sessions', async () => {
    // His own files: a portfolio file and its bytes.
    const key = `test/erasure-${Date.now()}`;
    await fileStorage().put(
      key,
      (async function* () {
        yield new TextEncoder().encode('Mine alone.');
      })(),
    );
    await t.db.execute(sql`insert into files (portal_id, uploaded_by, purpose, file_name,
        content_type, size_bytes, storage_key, sha256, portfolio_item_id)
      select a.portal_id, a.id, 'portfolio', 'mine.txt', 'text/plain', 11, ${key}, 'x',
        (select id from portfolio_items where account_id = a.id limit 1)
      from accounts a where a.id = ${stijnId}`);
    const before = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from certificates where account_id = ${stijnId}`,
    );
    expect(before[0]?.n).toBeGreaterThan(0);
    await ask(stijn, 'Forget me.');

    const erased = await erase(ada, stijnId, {
      reason: 'Request by the person (ticket 1234)',
      confirm_email: 'Student@Demo.Academy',
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data.attributes).toMatchObject({
      full_name: 'Erased account',
      email: `erased-${stijnId}@erased.invalid`,
      avatar_url: null,
      roles: [],
    });
    expect(erased.body.data.attributes.erased_at).not.toBeNull();

    // Every table as the inventory says.
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      for (const link of entry.links) {
        if (!link.column) continue;
        const left = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(link.column)} = ${stijnId}`,
        );
        const n = left[0]?.n ?? 0;
        if (link.erase === 'delete' || link.erase === 'unlink') {
          expect(n, `${table}.${link.column}`).toBe(0);
        }
      }
    }
    const certificates = await rowsOf<{ revoked_at: Date | null; revoked_reason: string }>(
      sql`select revoked_at, revoked_reason from certificates where account_id = ${stijnId}`,
    );
    expect(certificates.length).toBe(before[0]?.n);
    for (const certificate of certificates) expect(certificate.revoked_at).not.toBeNull();
    expect(certificates.map((row) => row.revoked_reason)).toContain(ERASED_REVOCATION_REASON);

    // No text or JSON column anywhere names him or his address but the audit log's.
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
        and c.table_name not like '\\_\\_drizzle%'`);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const column = sql.identifier(column_name);
      const [hit] = await rowsOf<{ n: number }>(sql`select count(*)::int as n
        from ${sql.identifier(table_name)}
        where position(${STIJN_EMAIL} in lower(${column}::text)) > 0
          or position(${STIJN_NAME.toLowerCase()} in lower(${column}::text)) > 0`);
      if ((hit?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found.filter((column) => !column.startsWith('audit_events.'))).toEqual([]);

    // The request is answered, its note gone; the audit log has the erasure with its reason.
    const requests = await t.request(`/v1/erasure_requests?filter[account]=${stijnId}`, {
      token: ada,
    });
    expect(requests.body.data[0].attributes).toMatchObject({
      status: 'erased',
      note: '',
      account_name: 'Erased account',
      decision_reason: 'Request by the person (ticket 1234)',
    });
    const log = await t.request('/v1/audit_events?filter[action]=account.erased', { token: ada });
    expect(log.body.data[0].attributes).toMatchObject({
      actor_name: 'Ada Admin',
      target_id: stijnId,
      after: { reason: 'Request by the person (ticket 1234)' },
    });
    const chain = await t.request('/v1/audit_events/verification', { token: ada });
    expect(chain.body.data.attributes.valid).toBe(true);

    // His file's bytes are gone; his session ends; his address and password open nothing.
    await expect(
      (async () => {
        const stream = await fileStorage().get(key);
        await stream.getReader().read();
      })(),
    ).rejects.toThrow();
    // His token is a guest's now: Me has no account, his own records a 401.
    const me = await t.request('/v1/me', { token: stijn });
    expect(me.body.data.relationships?.account?.data ?? null).toBeNull();
    expect((await t.request(`/v1/accounts/${stijnId}`, { token: stijn })).status).toBe(401);
    const signIn = await t.request('/auth/login', {
      method: 'POST',
      body: { email: STIJN_EMAIL, password: 'academy-demo' },
    });
    expect(signIn.status).toBe(422);
    expect(signIn.body.errors[0].code).toBe('INVALID_CREDENTIALS');
    // Once is enough.
    const twice = await erase(ada, stijnId, {
      reason: 'Again',
      confirm_email: `erased-${stijnId}@erased.invalid`,
    });
    expect(twice.status).toBe(409);
  });

  it('renames the organisation self-registration named after the person, when it is theirs alone', async () => {
    const email = `forget-me-${Date.now()}@example.org`;
    const made = await t.request('/auth/register', {
      method: 'POST',
      body: {
        full_name: 'Fien Vergeet',
        email,
        password: 'first-password',
        accepted_agreements: await currentAgreementIds(t),
      },
    });
    expect(made.status).toBe(201);
    const id = (await t.request('/v1/me', { token: made.body.data.attributes.token })).body.data.id;
    const entityOf = async () =>
      (
        (await t.db.execute(sql`select e.name from entities e
          join accounts a on a.entity_id = e.id where a.id = ${id}`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]?.name;
    expect(await entityOf()).toBe('Fien Vergeet');
    expect((await erase(ada, id, { reason: 'Asked by mail', confirm_email: email })).status).toBe(
      200,
    );
    expect(await entityOf()).toBe('Erased account');
    // Stijn's company is not his alone: it keeps its name (checked in the scan above too).
    const acme = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from entities where name = 'Acme Learning BV'`,
    );
    expect(acme[0]?.n).toBeGreaterThan(0);
  });
});
