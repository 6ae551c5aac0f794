import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
const token: Record<string, string> = {};
const id: Record<string, string> = {};

beforeAll(async () => {
  for (const [who, email] of [
    ['student', 'student@demo.academy'],
    ['admin', 'admin@demo.academy'],
    ['coach', 'coach@demo.academy'],
    ['lars', 'learner@unlimited.academy'],
  ] as const) {
    const domain = who === 'lars' ? 'unlimited.localhost' : 'localhost';
    token[who] = await t.signIn(email, domain);
    id[who] = (await t.request('/v1/me', { token: token[who], domain })).body.data.id;
  }
});

const list = (who: string, query = '', owner = who) =>
  t.request(`/v1/accounts/${id[owner]}/notifications${query}`, { token: token[who] });
const times = (body: Json) => body.data.map((n: Json) => n.attributes.received_at);

describe('GET /v1/accounts/{account}/notifications', () => {
  it("pages Stijn's 120 notifications 25 at a time, newest first, with unread_count", async () => {
    const { status, body } = await list('student');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(25);
    expect(body.meta).toEqual({
      total: 120,
      last_page: 5,
      current_page: 1,
      per_page: 25,
      unread_count: 105,
    });
    expect(times(body)).toEqual([...times(body)].sort().reverse());
    expect(Object.keys(body.data[0].attributes)).toEqual([
      'message',
      'language',
      'link',
      'status',
      'read_at',
      'received_at',
    ]);
    expect(body.data[0].links.self).toBe(
      `/v1/accounts/${id.student}/notifications/${body.data[0].id}`,
    );
  });

  it('filters by status, sorts oldest first and keeps unread_count on every list', async () => {
    const unread = await list('student', '?filter[status]=unread&page[size]=1');
    expect(unread.body.meta).toMatchObject({ total: 105, unread_count: 105, last_page: 105 });
    expect(unread.body.data[0].attributes).toMatchObject({ status: 'unread', read_at: null });
    const read = await list('student', '?filter[status]=read&page[size]=100');
    expect(read.body.meta).toMatchObject({ total: 15, unread_count: 105 });
    expect(read.body.data.every((n: Json) => n.attributes.status === 'read')).toBe(true);
    const oldest = await list('student', '?sort=received_at&page[size]=100&page[number]=2');
    expect(times(oldest.body)).toEqual([...times(oldest.body)].sort());
    const beyond = await list('student', '?page[number]=9');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ total: 120, unread_count: 105, current_page: 9 });
  });

  it('seeds links of every kind, hostile ones included (the UI neutralises them)', async () => {
    const { body } = await list('student', '?page[size]=100');
    const links = body.data.map((n: Json) => n.attributes.link);
    expect(links).toContain('javascript:alert(1)');
    expect(links).toContain('/catalog/data-literacy');
    expect(links).toContain('/account/primary-coach');
    // DEMO-DATA's texts are English: the UI marks them on Dutch pages (WCAG 3.1.2).
    expect(new Set(body.data.map((n: Json) => n.attributes.language))).toEqual(new Set(['en']));
    expect(links).toContain('/courses/data-literacy/data-literacy-quiz');
    expect(links).toContain('http://localhost:3000/account/orders');
    expect(links).toContain(null);
    expect(links.some((l: string | null) => l?.includes('partner-site.example.net'))).toBe(true);
    const recent = times(body).filter(
      (time: string) => Date.now() - Date.parse(time) < 3 * 24 * 60 * 60 * 1000,
    );
    expect(recent.length).toBeGreaterThanOrEqual(3);
  });

  it('gives Ada Admin 3 (2 unread) and Cora Coach none', async () => {
    expect((await list('admin')).body.meta).toMatchObject({ total: 3, unread_count: 2 });
    const coach = await list('coach');
    expect(coach.body.data).toEqual([]);
    expect(coach.body.meta).toMatchObject({ total: 0, last_page: 1, unread_count: 0 });
  });

  it('answers 400 for an unknown status, filter or sort', async () => {
    for (const [query, parameter] of [
      ['?filter[status]=archived', 'filter[status]'],
      ['?filter[property]=x', 'filter[property]'],
      ['?sort=message', 'sort'],
    ]) {
      const { status, body } = await list('student', query);
      expect(status).toBe(400);
      expect(body.errors[0].source.parameter).toBe(parameter);
    }
  });

  it('does not re-seed: a second seed run adds nothing', async () => {
    await seedDatabase(t.db);
    expect((await list('student')).body.meta.total).toBe(120);
  });
});

describe('ownership', () => {
  it("is 404 on another account's notifications, staff included; 401 for guests", async () => {
    const adminFirst = (await list('admin')).body.data[0].id;
    const studentFirst = (await list('student')).body.data[0].id;
    expect((await list('student', '', 'admin')).status).toBe(404);
    expect((await list('admin', '', 'student')).status).toBe(404);
    for (const [who, owner, nid] of [
      ['student', 'admin', adminFirst],
      ['student', 'student', adminFirst],
      ['admin', 'student', studentFirst],
    ] as const) {
      const path = `/v1/accounts/${id[owner]}/notifications/${nid}`;
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const body = method === 'PATCH' ? { read_at: null } : undefined;
        const response = await t.request(path, { method, token: token[who], body });
        expect(response.status, `${who} ${method} ${owner}`).toBe(404);
      }
    }
    const markOther = await t.request(`/v1/accounts/${id.admin}/notifications`, {
      method: 'PATCH',
      token: token.student,
      body: { operation: 'mark_all_as_read' },
    });
    expect(markOther.status).toBe(404);
    expect((await list('admin')).body.meta.unread_count).toBe(2);
    expect((await t.request(`/v1/accounts/${id.student}/notifications`)).status).toBe(401);
  });
});
