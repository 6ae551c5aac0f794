import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalDomains, xapiStatements } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { createCredential } from './credentials';

/**
 * The learning record store over HTTP (issue 37 item 4; xAPI 2.0 part three). ADL's conformance
 * suite is the full bar (npm run conformance:lrs); these are the rules this platform relies on,
 * run with every test run: credentials, the version header, storing and voiding, the query
 * filters and their pages, documents with their ETags, and one portal never seeing another's.
 */
const t = setUpTestApi();

type Call = { method?: string; body?: unknown; headers?: Record<string, string>; auth?: string };
let demoAuth = '';
let unlimitedAuth = '';

async function portalOf(domain: string) {
  const [row] = await t.db
    .select({ portalId: portalDomains.portalId })
    .from(portalDomains)
    .where(eq(portalDomains.domain, domain));
  if (!row) throw new Error(`No portal ${domain}`);
  return row.portalId;
}

async function basic(domain: string, expiresAt: Date | null = null) {
  const { credential, secret } = await createCredential(t.db, {
    portalId: await portalOf(domain),
    kind: 'client',
    label: `Tests on ${domain}`,
    expiresAt,
  });
  return `Basic ${Buffer.from(`${credential.key}:${secret}`).toString('base64')}`;
}

beforeAll(async () => {
  demoAuth = await basic('localhost');
  unlimitedAuth = await basic('unlimited.localhost');
});

async function xapi(path: string, call: Call = {}) {
  const headers: Record<string, string> = {
    'x-experience-api-version': '2.0.0',
    authorization: call.auth ?? demoAuth,
    ...call.headers,
  };
  let body: string | undefined;
  if (call.body !== undefined) {
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await t.api.fetch(
    new Request(`http://api/v1/xapi${path}`, { method: call.method ?? 'GET', headers, body }),
  );
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read xAPI answers loosely.
  return { status: response.status, body: json as any, headers: response.headers };
}

const ada = { objectType: 'Agent', name: 'Ada', mbox: 'mailto:ada@example.com' };
const bob = { objectType: 'Agent', name: 'Bob', mbox: 'mailto:bob@example.com' };
const EXPERIENCED = {
  id: 'http://adlnet.gov/expapi/verbs/experienced',
  display: { 'en-US': 'experienced' },
};
const COMPLETED = {
  id: 'http://adlnet.gov/expapi/verbs/completed',
  display: { 'en-US': 'completed' },
};
const VOIDED = 'http://adlnet.gov/expapi/verbs/voided';

const statement = (over: Record<string, unknown> = {}) => ({
  actor: ada,
  verb: EXPERIENCED,
  object: { objectType: 'Activity', id: 'http://example.com/activities/intro' },
  ...over,
});

describe('the LRS asks who and which version', () => {
  it('answers /about to anyone, without a version header (XAPI-00331)', async () => {
    const response = await t.api.fetch(new Request('http://api/v1/xapi/about'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { version: string[] }).version).toEqual(['2.0.0', '1.0.3']);
  });

  it('refuses any other request without X-Experience-API-Version (400)', async () => {
    const response = await t.api.fetch(
      new Request('http://api/v1/xapi/statements', { headers: { authorization: demoAuth } }),
    );
    expect(response.status).toBe(400);
  });

  it('refuses no, a wrong, an expired credential alike (401, XAPI-00334)', async () => {
    expect((await xapi('/statements', { auth: '' })).status).toBe(401);
    expect((await xapi('/statements', { auth: 'Basic bm9ib2R5Om5vdGhpbmc=' })).status).toBe(401);
    expect((await xapi('/statements', { auth: 'Bearer x' })).status).toBe(401);
    const expired = await basic('localhost', new Date(Date.now() - 1000));
    expect((await xapi('/statements', { auth: expired })).status).toBe(401);
  });

  it('answers in the version asked for', async () => {
    const old = await xapi('/statements?limit=1', {
      headers: { 'x-experience-api-version': '1.0.3' },
    });
    expect(old.headers.get('x-experience-api-version')).toBe('1.0.3');
    const unknown = await xapi('/statements', { headers: { 'x-experience-api-version': '0.95' } });
    expect(unknown.status).toBe(400);
  });
});

describe('statements', () => {
  it('stores a batch whole, with the authority, stored and version the LRS sets', async () => {
    const id = randomUUID();
    const posted = await xapi('/statements', {
      method: 'POST',
      body: [statement({ id }), statement()],
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toHaveLength(2);
    expect(posted.body[0]).toBe(id);
    const got = await xapi(`/statements?statementId=${id}`);
    expect(got.status).toBe(200);
    expect(got.body.version).toBe('2.0.0');
    expect(got.body.authority.account.name).toMatch(/^lrs_/);
    expect(got.body.stored).toBe(got.body.timestamp);
    expect(got.headers.get('last-modified')).not.toBeNull();
  });

  it('stores nothing of a batch with one bad statement (XAPI-00326)', async () => {
    const id = randomUUID();
    const posted = await xapi('/statements', {
      method: 'POST',
      body: [statement({ id }), statement({ verb: { id: 'not an iri' } })],
    });
    expect(posted.status).toBe(400);
    expect((await xapi(`/statements?statementId=${id}`)).status).toBe(404);
  });

  it('takes a retry of the same statement, and refuses a different one with its id (409)', async () => {
    const id = randomUUID();
    expect(
      (await xapi(`/statements?statementId=${id}`, { method: 'PUT', body: statement() })).status,
    ).toBe(204);
    expect(
      (await xapi(`/statements?statementId=${id}`, { method: 'PUT', body: statement() })).status,
    ).toBe(204);
    const other = await xapi(`/statements?statementId=${id}`, {
      method: 'PUT',
      body: statement({ verb: COMPLETED }),
    });
    expect(other.status).toBe(409);
  });

  it('voids: the target is found only by voidedStatementId and leaves the query (XAPI-00018)', async () => {
    const target = randomUUID();
    const activity = `http://example.com/activities/${randomUUID()}`;
    await xapi('/statements', {
      method: 'POST',
      body: statement({ id: target, object: { objectType: 'Activity', id: activity } }),
    });
    const voiding = await xapi('/statements', {
      method: 'POST',
      body: statement({
        verb: { id: VOIDED, display: { 'en-US': 'voided' } },
        object: { objectType: 'StatementRef', id: target },
      }),
    });
    expect(voiding.status).toBe(200);
    expect((await xapi(`/statements?statementId=${target}`)).status).toBe(404);
    expect((await xapi(`/statements?voidedStatementId=${target}`)).body.id).toBe(target);
    const query = await xapi(`/statements?activity=${encodeURIComponent(activity)}`);
    expect(query.body.statements.map((s: { id: string }) => s.id)).toEqual([voiding.body[0]]);
  });

  it('filters by agent, verb, activity and registration, and related ones when asked', async () => {
    const registration = randomUUID();
    const activity = `http://example.com/activities/${randomUUID()}`;
    const parent = `http://example.com/courses/${randomUUID()}`;
    await xapi('/statements', {
      method: 'POST',
      body: [
        statement({
          object: { id: activity },
          context: {
            registration,
            instructor: bob,
            contextActivities: { parent: [{ id: parent }] },
          },
        }),
        statement({
          actor: bob,
          verb: COMPLETED,
          object: { id: activity },
          context: { registration },
        }),
      ],
    });
    const ids = async (query: string) =>
      (await xapi(`/statements?registration=${registration}&${query}`)).body.statements.length;
    expect(await ids('')).toBe(2);
    expect(await ids(`agent=${encodeURIComponent(JSON.stringify(bob))}`)).toBe(1);
    expect(await ids(`agent=${encodeURIComponent(JSON.stringify(bob))}&related_agents=true`)).toBe(
      2,
    );
    expect(await ids(`verb=${encodeURIComponent(COMPLETED.id)}`)).toBe(1);
    expect(await ids(`activity=${encodeURIComponent(parent)}`)).toBe(0);
    expect(await ids(`activity=${encodeURIComponent(parent)}&related_activities=true`)).toBe(1);
  });

  it('pages with more links that keep to the first page’s snapshot', async () => {
    const registration = randomUUID();
    await xapi('/statements', {
      method: 'POST',
      body: Array.from({ length: 5 }, () => statement({ context: { registration } })),
    });
    const first = await xapi(`/statements?registration=${registration}&limit=2&ascending=true`);
    expect(first.body.statements).toHaveLength(2);
    expect(first.body.more).toMatch(/^\/v1\/xapi\/statements\?more=/);
    // Stored after the first page: not in its pages.
    await xapi('/statements', { method: 'POST', body: statement({ context: { registration } }) });
    const seen = [...first.body.statements];
    let more = first.body.more as string;
    while (more) {
      const page = await xapi(more.replace('/v1/xapi', ''));
      seen.push(...page.body.statements);
      more = page.body.more;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((s) => s.id)).size).toBe(5);
  });

  it('refuses a parameter it does not know, in any case (XAPI-00324, XAPI-00325)', async () => {
    expect((await xapi('/statements?Verb=http://x.example/v')).status).toBe(400);
    expect((await xapi('/statements?foo=1')).status).toBe(400);
  });
});

describe('documents', () => {
  const state = (extra = '') =>
    `/activities/state?activityId=${encodeURIComponent('http://example.com/a')}&agent=${encodeURIComponent(JSON.stringify(ada))}&stateId=bookmark${extra}`;

  it('keeps state with its ETag, merges JSON on POST, and asks a PUT over it to say which (409, 412)', async () => {
    expect((await xapi(state(), { method: 'PUT', body: { page: 1 } })).status).toBe(204);
    const got = await xapi(state());
    expect(got.body).toEqual({ page: 1 });
    const etag = got.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect((await xapi(state(), { method: 'PUT', body: { page: 2 } })).status).toBe(409);
    expect(
      (await xapi(state(), { method: 'PUT', body: { page: 2 }, headers: { 'if-match': '"nope"' } }))
        .status,
    ).toBe(412);
    expect(
      (await xapi(state(), { method: 'PUT', body: { page: 2 }, headers: { 'if-match': etag } }))
        .status,
    ).toBe(204);
    expect((await xapi(state(), { method: 'POST', body: { chapter: 3 } })).status).toBe(204);
    expect((await xapi(state())).body).toEqual({ page: 2, chapter: 3 });
    expect(
      (
        await xapi(state(), {
          method: 'POST',
          body: 'plain',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(400);
    expect((await xapi(state())).body).toEqual({ page: 2, chapter: 3 });
  });

  it('keeps a registration’s state apart, and lists and deletes a scope', async () => {
    const registration = randomUUID();
    const scoped = `/activities/state?activityId=${encodeURIComponent('http://example.com/b')}&agent=${encodeURIComponent(JSON.stringify(ada))}&registration=${registration}`;
    await xapi(`${scoped}&stateId=one`, { method: 'PUT', body: { n: 1 } });
    await xapi(`${scoped}&stateId=two`, {
      method: 'PUT',
      body: 'text',
      headers: { 'content-type': 'text/plain' },
    });
    expect((await xapi(scoped)).body).toEqual(['one', 'two']);
    expect((await xapi(`${scoped}&stateId=two`)).body).toBe('text');
    expect((await xapi(scoped, { method: 'DELETE' })).status).toBe(204);
    expect((await xapi(scoped)).body).toEqual([]);
  });
});

describe('portals', () => {
  it('one portal’s credential never reads another’s statements or documents', async () => {
    const id = randomUUID();
    await xapi(`/statements?statementId=${id}`, { method: 'PUT', body: statement() });
    expect((await xapi(`/statements?statementId=${id}`, { auth: unlimitedAuth })).status).toBe(404);
    const all = await xapi('/statements', { auth: unlimitedAuth });
    expect(all.body.statements.map((s: { id: string }) => s.id)).not.toContain(id);
    const rows = await t.db
      .select({ id: xapiStatements.id })
      .from(xapiStatements)
      .where(eq(xapiStatements.id, id));
    expect(rows).toHaveLength(1);
  });
});

describe('xAPI 1.0.3 alternate requests', () => {
  it('stores a statement sent as a form, and refuses the form under 2.0', async () => {
    const id = randomUUID();
    const form = new URLSearchParams({
      statementId: id,
      content: JSON.stringify(statement()),
      'X-Experience-API-Version': '1.0.3',
      Authorization: demoAuth,
    });
    const send = (version?: string) =>
      t.api.fetch(
        new Request('http://api/v1/xapi/statements?method=PUT', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(version ? { 'x-experience-api-version': version, authorization: demoAuth } : {}),
          },
          body: version
            ? new URLSearchParams({
                ...Object.fromEntries(form),
                'X-Experience-API-Version': version,
              })
            : form,
        }),
      );
    expect((await send('2.0.0')).status).toBe(400);
    expect((await send()).status).toBe(204);
    const got = await xapi(`/statements?statementId=${id}`, {
      headers: { 'x-experience-api-version': '1.0.3' },
    });
    expect(got.body.version).toBe('1.0.0');
  });
});

describe('a launch credential', () => {
  const registration = randomUUID();
  let launch = '';
  beforeAll(async () => {
    const { credential, secret } = await createCredential(t.db, {
      portalId: await portalOf('localhost'),
      kind: 'launch',
      label: 'A cmi5 launch',
      agentKey: 'mbox:mailto:ada@example.com',
      registration,
    });
    launch = `Basic ${Buffer.from(`${credential.key}:${secret}`).toString('base64')}`;
  });
  const own = (over: Record<string, unknown> = {}) =>
    statement({ context: { registration }, ...over });

  it('writes its learner’s statements of its registration, and nothing else (403)', async () => {
    expect((await xapi('/statements', { method: 'POST', body: own(), auth: launch })).status).toBe(
      200,
    );
    expect(
      (await xapi('/statements', { method: 'POST', body: own({ actor: bob }), auth: launch }))
        .status,
    ).toBe(403);
    expect(
      (await xapi('/statements', { method: 'POST', body: statement(), auth: launch })).status,
    ).toBe(403);
    const target = randomUUID();
    await xapi('/statements', { method: 'POST', body: own({ id: target }), auth: launch });
    const voiding = own({
      verb: { id: VOIDED, display: { en: 'voided' } },
      object: { objectType: 'StatementRef', id: target },
    });
    expect(
      (await xapi('/statements', { method: 'POST', body: voiding, auth: launch })).status,
    ).toBe(403);
  });

  it('reads its registration only', async () => {
    const other = randomUUID();
    await xapi(`/statements?statementId=${other}`, { method: 'PUT', body: statement() });
    expect((await xapi(`/statements?statementId=${other}`, { auth: launch })).status).toBe(404);
    const all = await xapi('/statements', { auth: launch });
    expect(all.body.statements.length).toBeGreaterThan(0);
    for (const s of all.body.statements) expect(s.context.registration).toBe(registration);
    expect((await xapi(`/statements?registration=${randomUUID()}`, { auth: launch })).status).toBe(
      403,
    );
  });

  it('keeps to its learner’s documents, and only reads activity profiles', async () => {
    const activity = encodeURIComponent('http://example.com/au');
    const agent = (who: object) => encodeURIComponent(JSON.stringify(who));
    const state = (who: object) =>
      `/activities/state?activityId=${activity}&agent=${agent(who)}&registration=${registration}&stateId=s`;
    expect((await xapi(state(ada), { method: 'PUT', body: { a: 1 }, auth: launch })).status).toBe(
      204,
    );
    expect((await xapi(state(bob), { auth: launch })).status).toBe(403);
    expect(
      (await xapi(`/agents/profile?agent=${agent(bob)}&profileId=p`, { auth: launch })).status,
    ).toBe(403);
    const profile = `/activities/profile?activityId=${activity}&profileId=p`;
    expect(
      (
        await xapi(profile, {
          method: 'PUT',
          body: {},
          auth: launch,
          headers: { 'if-none-match': '*' },
        })
      ).status,
    ).toBe(403);
    expect((await xapi(profile, { auth: launch })).status).toBe(404);
  });
});

describe('credentials for outside tools (/v1/lrs_credentials)', () => {
  it('the academy group makes one (its secret shown once), lists and revokes it', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const made = await t.request('/v1/lrs_credentials', {
      token: ada,
      method: 'POST',
      body: { data: { attributes: { label: 'Our authoring tool' } } },
    });
    expect(made.status).toBe(201);
    const { key, secret } = made.body.data.attributes;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const auth = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    expect((await xapi('/statements', { method: 'POST', body: statement(), auth })).status).toBe(
      200,
    );

    const listed = await t.request('/v1/lrs_credentials', { token: ada });
    const mine = listed.body.data.find(
      (r: { attributes: { key: string } }) => r.attributes.key === key,
    );
    expect(mine.attributes.secret).toBeNull();
    expect(mine.attributes.label).toBe('Our authoring tool');

    expect(
      (await t.request(`/v1/lrs_credentials/${mine.id}`, { token: ada, method: 'DELETE' })).status,
    ).toBe(204);
    expect((await xapi('/statements', { auth })).status).toBe(401);
    const after = await t.request('/v1/lrs_credentials', { token: ada });
    const revoked = after.body.data.find((r: { id: string }) => r.id === mine.id);
    expect(revoked.attributes.revoked_at).not.toBeNull();
  });

  it('on another portal it is neither listed nor revoked', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const made = await t.request('/v1/lrs_credentials', {
      token: ada,
      method: 'POST',
      body: { data: { attributes: { label: 'Demo only' } } },
    });
    const other = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const theirs = await t.request('/v1/lrs_credentials', {
      token: other,
      domain: 'unlimited.localhost',
    });
    expect(theirs.body.data.map((r: { id: string }) => r.id)).not.toContain(made.body.data.id);
    const revoke = await t.request(`/v1/lrs_credentials/${made.body.data.id}`, {
      token: other,
      domain: 'unlimited.localhost',
      method: 'DELETE',
    });
    expect(revoke.status).toBe(404);
  });
});
