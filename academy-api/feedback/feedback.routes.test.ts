import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
let cora: string;
let coraId: string;
let ada: string;
let adaId: string;
let stijn: string;
let projects: Map<string, Json>;

beforeAll(async () => {
  [cora, ada, stijn] = await Promise.all([
    t.signIn('coach@demo.academy'),
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  coraId = (await t.request('/v1/me', { token: cora })).body.data.id;
  adaId = (await t.request('/v1/me', { token: ada })).body.data.id;
  const list = await t.request('/feedback/projects', { token: cora });
  projects = new Map(list.body.data.map((p: Json) => [p.attributes.name, p]));
});

const idOf = (name: string) => projects.get(name)?.id as string;
const note = (accountId: string, extra: Record<string, unknown> = {}) => ({
  feedback: 'Certificates as PDF, please.',
  email: `${accountId}@demo-academy.feedback.invalid`,
  account_id: accountId,
  url: 'http://localhost:3100/coach/dashboard',
  entity: 'Demo Academy',
  project_id: null,
  segments: ['coach', 'customer'],
  ...extra,
});

describe('GET /feedback/projects', () => {
  it('lists the DEMO-DATA projects with name, description, state and upvotes', () => {
    expect([...projects.keys()].sort()).toEqual([
      'Bulk-enrol participants',
      'Coach dashboard widgets',
      'Dark mode',
      'Internal clean-up',
      'Mobile app',
      'Quiz import from spreadsheets',
    ]);
    expect(projects.get('Dark mode')).toMatchObject({
      type: 'feedback_projects',
      attributes: {
        state: 'backlog',
        upvotes: 12,
        description: expect.stringMatching(/#coach #student$/),
        // The product team writes in English: Dutch pages mark it (WCAG 3.1.2).
        language: 'en',
      },
    });
    expect(projects.get('Mobile app')?.attributes).toMatchObject({ state: 'planned', upvotes: 42 });
    expect(projects.get('Internal clean-up')?.attributes.description).not.toContain('#');
  });

  it('needs a signed-in account', async () => {
    expect((await t.request('/feedback/projects')).status).toBe(401);
  });
});

describe('POST /feedback/note', () => {
  it('stores the §3 payload with its segments and answers it', async () => {
    const { status, body } = await t.request('/feedback/note', {
      method: 'POST',
      token: cora,
      body: note(coraId, { project_id: idOf('Dark mode') }),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      type: 'feedback_notes',
      attributes: {
        feedback: 'Certificates as PDF, please.',
        account_id: coraId,
        entity: 'Demo Academy',
        project_id: idOf('Dark mode'),
        segments: ['coach', 'customer'],
      },
    });
  });

  it('is for admins and coaches only (spec §6), each for their own account', async () => {
    const admin = await t.request('/feedback/note', {
      method: 'POST',
      token: ada,
      body: note(adaId),
    });
    expect(admin.status).toBe(201);
    const student = await t.request('/feedback/note', {
      method: 'POST',
      token: stijn,
      body: note(coraId),
    });
    expect(student.status).toBe(403);
    const forged = await t.request('/feedback/note', {
      method: 'POST',
      token: ada,
      body: note(coraId),
    });
    expect(forged.status).toBe(403);
    expect((await t.request('/feedback/note', { method: 'POST', body: note(coraId) })).status).toBe(
      401,
    );
  });

  it('refuses read-only projects, unknown projects and an empty text', async () => {
    const closed = await t.request('/feedback/note', {
      method: 'POST',
      token: cora,
      body: note(coraId, { project_id: idOf('Mobile app') }),
    });
    expect(closed.status).toBe(422);
    expect(closed.body.errors[0].code).toBe('PROJECT_CLOSED');
    const unknown = await t.request('/feedback/note', {
      method: 'POST',
      token: cora,
      body: note(coraId, { project_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknown.status).toBe(404);
    const empty = await t.request('/feedback/note', {
      method: 'POST',
      token: cora,
      body: note(coraId, { feedback: '  ' }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].source.pointer).toBe('/data/attributes/feedback');
  });
});

describe('POST /feedback/upvote', () => {
  it('counts one upvote per address and project; a second is ALREADY_UPVOTED', async () => {
    const email = `${coraId}@demo-academy.feedback.invalid`;
    const vote = (address: string) =>
      t.request('/feedback/upvote', {
        method: 'POST',
        token: cora,
        body: { email: address, project_id: idOf('Coach dashboard widgets') },
      });
    const first = await vote(email);
    expect(first.status).toBe(200);
    expect(first.body.data.attributes.upvotes).toBe(8);
    const again = await vote(email.toUpperCase());
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      code: 'ALREADY_UPVOTED',
      source: { pointer: '/data/attributes/project_id' },
    });
    const list = await t.request('/feedback/projects', { token: cora });
    const widgets = list.body.data.find(
      (p: Json) => p.attributes.name === 'Coach dashboard widgets',
    );
    expect(widgets.attributes.upvotes).toBe(8);
    expect(widgets.attributes).not.toHaveProperty('upvoted');
  });

  it('says which projects an address upvoted, for the modal after a reload', async () => {
    const email = `${coraId}@demo-academy.feedback.invalid`;
    const list = await t.request(
      `/feedback/projects?filter[upvoted_by]=${encodeURIComponent(email.toUpperCase())}`,
      { token: cora },
    );
    const upvoted = Object.fromEntries(
      list.body.data.map((p: Json) => [p.attributes.name, p.attributes.upvoted]),
    );
    expect(upvoted['Coach dashboard widgets']).toBe(true);
    expect(upvoted['Dark mode']).toBe(false);
  });

  it('counts two simultaneous clicks once', async () => {
    const body = {
      email: `${adaId}@demo-academy.feedback.invalid`,
      project_id: idOf('Bulk-enrol participants'),
    };
    const answers = await Promise.all(
      [1, 2].map(() => t.request('/feedback/upvote', { method: 'POST', token: ada, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });

  it('refuses students, read-only and unknown projects', async () => {
    const body = (name: string) => ({ email: 'x@y.feedback.invalid', project_id: idOf(name) });
    const student = await t.request('/feedback/upvote', {
      method: 'POST',
      token: stijn,
      body: body('Dark mode'),
    });
    expect(student.status).toBe(403);
    const closed = await t.request('/feedback/upvote', {
      method: 'POST',
      token: ada,
      body: body('Mobile app'),
    });
    expect(closed.body.errors[0].code).toBe('PROJECT_CLOSED');
    const unknown = await t.request('/feedback/upvote', {
      method: 'POST',
      token: ada,
      body: { email: 'x@y.feedback.invalid', project_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 405 for other methods', async () => {
    expect((await t.request('/feedback/upvote', { token: ada })).status).toBe(405);
    expect((await t.request('/feedback/projects', { method: 'POST', token: ada })).status).toBe(
      405,
    );
  });
});
