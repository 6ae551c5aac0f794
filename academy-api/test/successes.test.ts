import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { setCurrentWorker, startWorker, type Worker } from '../jobs/worker';
import { createMailer, type Mailer, mailFolder, setMailer } from '../mail/transport';
import type { Json } from './api-client';
import { courseId } from './coaching-fixtures';
import { setUpDemoApi } from './demo-people';

/**
 * Every route that no other API test answers with a success, answered with one here: the
 * api-client checks each success against academy-api/openapi/endpoints.ts (and the contracts),
 * so what the OpenAPI document says these routes answer is proven, not guessed. One seeded
 * database for the file: each test makes what it changes (a catalog, a module, a mailing…) and
 * leaves the demo records the others read.
 */
// Eva is signed in only to sign out (GET /auth/logout revokes the token).
const PEOPLE = ['ada', 'alex', 'sven', 'mia', 'cora', 'stijn', 'fenna', 'eva'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, token, ask } = setUpDemoApi(PEOPLE);

const doc = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

/**
 * A file answer (CSV, bytes, .eml): `t.request` parses JSON, so these go to the API's fetch
 * directly, and the declaration check of the api-client does not apply to them.
 */
async function fileOf(who: Who, route: string) {
  const response = await t.api.fetch(
    new Request(`http://api${route}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token[who]}` },
    }),
  );
  return { response, text: await response.text() };
}

/** A CSV download: 200, text/csv, and its first line (the header, after the byte order mark). */
async function csvOf(who: Who, route: string) {
  const { response, text } = await fileOf(who, route);
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  return { header: lines[0] ?? '', lines };
}

// Uploads and .eml files go to a data directory of this file's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-successes-'));
const previousDataDir = process.env.ACADEMY_DATA_DIR;
let worker: Worker;
let previousMailer: Mailer | undefined;
beforeAll(() => {
  process.env.ACADEMY_DATA_DIR = dataDir;
  setFileStorage(new DataDirStorage(path.join(dataDir, 'files')));
  previousMailer = setMailer(createMailer({ mailDir: mailFolder(dataDir) }));
  worker = startWorker({ db: t.db, pollMs: 60_000, onError: (error) => console.error(error) });
  setCurrentWorker(worker);
});
afterAll(async () => {
  setCurrentWorker(undefined);
  await worker.stop();
  setMailer(previousMailer);
  if (previousDataDir === undefined) delete process.env.ACADEMY_DATA_DIR;
  else process.env.ACADEMY_DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('accounts', () => {
  it('GET /auth/logout revokes the token it was called with', async () => {
    const out = await ask('eva', '/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body.meta).toEqual({ authenticated: false });
    expect((await ask('eva', '/ping')).body.meta.authenticated).toBe(false);
    expect((await ask('eva', `/v1/accounts/${id.eva}/notifications`)).status).toBe(401);
  });

  it('POST /v1/accounts/{id}/views puts the account first in the viewer’s recent accounts', async () => {
    const viewed = await ask('ada', `/v1/accounts/${id.fenna}/views`, { method: 'POST' });
    expect(viewed.status).toBe(204);
    const recent = await ask('ada', '/v1/recent_accounts');
    expect(recent.body.data[0].id).toBe(id.fenna);
  });

  it('PUT, PATCH and DELETE /v1/accounts/{id}/preferences/{pid}', async () => {
    const base = `/v1/accounts/${id.stijn}/preferences`;
    const created = await ask('stijn', base, {
      method: 'POST',
      body: doc('preferences', { property: 'successes-test', payload: { step: 1 } }),
    });
    expect(created.status).toBe(201);
    const one = `${base}/${created.body.data.id}`;
    const put = await ask('stijn', one, {
      method: 'PUT',
      body: doc('preferences', { payload: { step: 2 } }),
    });
    expect(put.status).toBe(200);
    expect(put.body.data.attributes).toEqual({ property: 'successes-test', payload: { step: 2 } });
    const patched = await ask('stijn', one, {
      method: 'PATCH',
      body: doc('preferences', { property: 'successes-renamed' }),
    });
    expect(patched.status).toBe(200);
    expect((await ask('stijn', one)).body.data.attributes).toEqual({
      property: 'successes-renamed',
      payload: { step: 2 },
    });
    expect((await ask('stijn', one, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('stijn', one)).status).toBe(404);
  });

  it('GET and PUT /v1/accounts/{id}/notifications/{nid}', async () => {
    const base = `/v1/accounts/${id.stijn}/notifications`;
    const unread = await ask('stijn', `${base}?filter[status]=unread&page[size]=1`);
    const nid = unread.body.data[0].id;
    const read = await ask('stijn', `${base}/${nid}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ type: 'notifications', id: nid });
    expect(read.body.data.attributes.read_at).toBeNull();
    const at = '2026-01-02T03:04:05.000Z';
    const put = await ask('stijn', `${base}/${nid}`, {
      method: 'PUT',
      body: doc('notifications', { read_at: at }),
    });
    expect(put.status).toBe(200);
    expect(new Date(put.body.data.attributes.read_at).toISOString()).toBe(at);
    const again = await ask('stijn', `${base}/${nid}`);
    expect(new Date(again.body.data.attributes.read_at).toISOString()).toBe(at);
  });
});

describe('portals', () => {
  const domain = 'successes.localhost';
  let portalId = '';

  it('POST /v1/portals makes a portal served on its domain at once', async () => {
    const created = await ask('ada', '/v1/portals', {
      method: 'POST',
      body: doc('portals', {
        key: 'successes',
        name: 'Successes Academy',
        domain,
        primary_locale: 'en',
        primary_color: '#1d4ed8',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.attributes.name).toBe('Successes Academy');
    portalId = created.body.data.id;
    const list = await ask('ada', '/v1/portals');
    expect(list.body.data.map((p: Json) => p.id)).toContain(portalId);
  });

  it('POST and DELETE /v1/portals/{id}/domains/{did}', async () => {
    const added = await ask('ada', `/v1/portals/${portalId}/domains`, {
      method: 'POST',
      body: doc('portal_domains', { domain: 'second.successes.localhost' }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const second = added.body.included.find(
      (r: Json) =>
        r.type === 'portal_domains' && r.attributes.domain === 'second.successes.localhost',
    );
    expect(second).toBeTruthy();
    const removed = await ask('ada', `/v1/portals/${portalId}/domains/${second.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    const after = await ask('ada', `/v1/portals/${portalId}?include=portal_domains`);
    const domains = after.body.included
      .filter((r: Json) => r.type === 'portal_domains')
      .map((r: Json) => r.attributes.domain);
    expect(domains).toEqual([domain]);
  });

  it('PATCH /v1/portals/{id}/theme', async () => {
    const themed = await ask('ada', `/v1/portals/${portalId}/theme`, {
      method: 'PATCH',
      body: doc('themes', { primary_color: '#0F766E' }),
    });
    expect(themed.status, JSON.stringify(themed.body)).toBe(200);
    const theme = themed.body.included.find((r: Json) => r.type === 'themes');
    expect(theme.attributes.colors.primary).toBe('#0f766e');
  });

  it('DELETE, POST and PATCH /v1/portals/current/languages/{lid} (on the new portal)', async () => {
    // Ada acts on every portal (an academy role): on the new portal's domain, its languages
    // (nl, en, ro: every language there is) are the current portal's, and Demo Academy's stay.
    const on = { domain };
    const languages = '/v1/portals/current/languages';
    const listed = await ask('ada', languages, on);
    const ro = listed.body.data.find((l: Json) => l.attributes.locale === 'ro');
    const removed = await ask('ada', `${languages}/${ro.id}`, { ...on, method: 'DELETE' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect((await ask('ada', `${languages}/${ro.id}`, on)).status).toBe(404);
    const added = await ask('ada', languages, {
      ...on,
      method: 'POST',
      body: doc('portal_languages', { locale: 'ro' }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.attributes).toMatchObject({ locale: 'ro', is_primary: false });
    const patched = await ask('ada', `${languages}/${added.body.data.id}`, {
      ...on,
      method: 'PATCH',
      body: doc('portal_languages', { overrides: '{"catalog.title":"Cursuri"}' }),
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(JSON.parse(patched.body.data.attributes.overrides)).toEqual({
      'catalog.title': 'Cursuri',
    });
    const read = await ask('ada', `${languages}/${added.body.data.id}`, on);
    expect(read.body.data.attributes.overrides).toBe(patched.body.data.attributes.overrides);
  });
});

describe('administration', () => {
  it('GET and DELETE /v1/agreements/{id} (a draft)', async () => {
    const draft = await ask('ada', '/v1/agreements', {
      method: 'POST',
      body: doc('agreement_versions', { kind: 'privacy', change: 'minor' }),
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const route = `/v1/agreements/${draft.body.data.id}`;
    const read = await ask('ada', route);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: draft.body.data.id,
      attributes: { kind: 'privacy' },
    });
    expect((await ask('ada', route, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('ada', route)).status).toBe(404);
  });

  it('GET /v1/agreements/{id}/acceptances/export (CSV)', async () => {
    const current = await ask('ada', '/v1/agreements/current/terms');
    const { header, lines } = await csvOf(
      'ada',
      `/v1/agreements/${current.body.data.id}/acceptances/export`,
    );
    expect(header).toBe('full_name,email,document,version,language,accepted_at');
    expect(lines.some((line) => line.includes(',student@demo.academy,terms,'))).toBe(true);
  });

  it('GET /v1/chat_identity once the portal has a chat id, key id and secret', async () => {
    const saved = await ask('ada', '/v1/portals/current/integrations', {
      method: 'PATCH',
      body: doc('integrations', {
        zendesk_chat_id: 'chat-1',
        chat_key_id: 'app_1',
        chat_secret: 'a-secret-of-the-successes-test',
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const identity = await ask('stijn', '/v1/chat_identity');
    expect(identity.status).toBe(200);
    expect(identity.body.data).toMatchObject({ type: 'chat_identities', id: id.stijn });
    const payload = JSON.parse(
      Buffer.from(identity.body.data.attributes.token.split('.')[1], 'base64url').toString(),
    );
    expect(payload).toMatchObject({ external_id: id.stijn, email: 'student@demo.academy' });
  });
});

describe('courses', () => {
  let course = '';
  let module = '';

  beforeAll(async () => {
    const created = await ask('alex', '/v1/courses', {
      method: 'POST',
      body: doc('courses', { title: 'Successes course' }),
    });
    course = created.body.data.id;
    const added = await ask('alex', `/v1/courses/${course}/modules`, {
      method: 'POST',
      body: doc('course_modules', { title: 'First' }),
    });
    module = added.body.data.id;
  });

  it('GET /v1/courses/export.csv', async () => {
    const { header, lines } = await csvOf('alex', '/v1/courses/export.csv');
    expect(header).toBe('title,slug,status,catalog,labels,enrollments,updated_at');
    expect(lines.some((line) => line.startsWith('Successes course,'))).toBe(true);
  });

  it('PATCH and DELETE /v1/courses/{course}/modules/{module}', async () => {
    const route = `/v1/courses/${course}/modules/${module}`;
    const renamed = await ask('alex', route, {
      method: 'PATCH',
      body: doc('course_modules', { title: 'Renamed' }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.attributes.title).toBe('Renamed');
    const second = await ask('alex', `/v1/courses/${course}/modules`, {
      method: 'POST',
      body: doc('course_modules', { title: 'Second' }),
    });
    const gone = `/v1/courses/${course}/modules/${second.body.data.id}`;
    expect((await ask('alex', gone, { method: 'DELETE' })).status).toBe(204);
    const editor = await ask('alex', `/v1/courses/${course}/editor`);
    const titles = editor.body.included
      .filter((r: Json) => r.type === 'course_modules')
      .map((r: Json) => r.attributes.title);
    expect(titles).toEqual(['Renamed']);
  });

  it('DELETE /v1/courses/{course}/items/{item}/progress marks a lesson not done', async () => {
    const slug = 'time-management';
    await ask('stijn', `/v1/courses/${slug}/enrollment`, { method: 'POST' });
    const route = `/v1/courses/${slug}/items/urgent-or-important/progress`;
    const done = await ask('stijn', route, { method: 'PUT' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const undone = await ask('stijn', route, { method: 'DELETE' });
    expect(undone.status).toBe(200);
    expect(undone.body.meta.done).toBe(done.body.meta.done - 1);
    const read = await ask('stijn', `/v1/courses/${slug}`);
    expect(read.body.data.attributes.done_count).toBe(done.body.meta.done - 1);
  });

  it('GET /v1/catalogs/{id}', async () => {
    const list = await ask('alex', '/v1/catalogs');
    const first = list.body.data[0];
    const read = await ask('alex', `/v1/catalogs/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ type: 'catalogs', id: first.id });
    expect(read.body.data.attributes.name).toBe(first.attributes.name);
  });

  it('GET /v1/content_issues/{id}', async () => {
    const list = await ask('alex', '/v1/content_issues');
    const first = list.body.data[0];
    const read = await ask('alex', `/v1/content_issues/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ type: 'content_issues', id: first.id });
  });

  describe('quizzes', () => {
    let quiz = '';
    beforeAll(async () => {
      const item = await ask('alex', `/v1/courses/${course}/modules/${module}/items`, {
        method: 'POST',
        body: doc('course_items', { title: 'Check', kind: 'quiz' }),
      });
      quiz = item.body.data.id;
    });

    it('GET /v1/quizzes/import_template (CSV)', async () => {
      const { header } = await csvOf('alex', '/v1/quizzes/import_template');
      expect(header).toMatch(/^type,question,options,correct,points/);
    });

    it('POST /v1/quizzes/{item}/import, then GET /v1/quizzes/{item}/export (CSV)', async () => {
      const { header } = await csvOf('alex', '/v1/quizzes/import_template');
      const imported = await ask('alex', `/v1/quizzes/${quiz}/import?mode=confirm`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: `${header}\r\ntrue_false,The earth is round.,,true,1,,,,,,`,
      });
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body.meta).toEqual({ questions: 1, errors: [] });
      const { lines } = await csvOf('alex', `/v1/quizzes/${quiz}/export`);
      expect(lines.some((line) => line.includes('The earth is round.'))).toBe(true);
    });
  });
});

describe('files', () => {
  it('POST /v1/files, then GET /v1/files/{id}/content (the bytes)', async () => {
    const boundary = 'successes-boundary';
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nsubmission\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;
    const uploaded = await ask('stijn', '/v1/files', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.data.attributes).toMatchObject({ file_name: 'notes.pdf' });
    const { response, text } = await fileOf('stijn', `/v1/files/${uploaded.body.data.id}/content`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(text).toBe(pdf);
  });
});

describe('coaching', () => {
  it('PATCH and DELETE /v1/course_groups/{id}', async () => {
    const groups = `/v1/courses/${await courseId(t, 'writing-for-the-web')}/groups`;
    const listed = await ask('alex', groups);
    const ungrouped = listed.body.meta.ungrouped.map((s: Json) => s.id);
    const made = await ask('alex', groups, {
      method: 'POST',
      body: doc('course_groups', { name: 'Team Successes', member_ids: ungrouped.slice(0, 2) }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const group = made.body.data.find((g: Json) => g.attributes.name === 'Team Successes');
    const route = `/v1/course_groups/${group.id}`;
    const renamed = await ask('alex', route, {
      method: 'PATCH',
      body: doc('course_groups', { name: 'Team Renamed' }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.attributes.name).toBe('Team Renamed');
    expect((await ask('alex', route, { method: 'DELETE' })).status).toBe(204);
    const after = await ask('alex', groups);
    expect(after.body.data.map((g: Json) => g.id)).not.toContain(group.id);
  });

  it('PATCH /v1/review_tickets/{id} saves feedback; POST …/release lets the claim go', async () => {
    const queue = await ask('cora', '/v1/review_tickets');
    const open = queue.body.data.find(
      (ticket: Json) => ticket.attributes.status !== 'closed' && !ticket.attributes.claimed_by,
    );
    const route = `/v1/review_tickets/${open.id}`;
    const saved = await ask('cora', route, {
      method: 'PATCH',
      body: doc('review_tickets', { feedback_html: '<p>Good start.</p>' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.attributes.feedback_html).toBe('<p>Good start.</p>');
    expect(saved.body.data.attributes.claimed_by.full_name).toBe('Cora Coach');
    const released = await ask('cora', `${route}/release`, { method: 'POST' });
    expect(released.status).toBe(200);
    expect(released.body.data.attributes.claimed_by).toBeNull();
  });

  it('GET /v1/certificates/export (CSV)', async () => {
    const { header, lines } = await csvOf('ada', '/v1/certificates/export');
    expect(header).toBe(
      'code,holder_name,holder_email,certification,issued_at,expires_at,status,revoked_at,revoked_reason',
    );
    expect(lines.some((line) => line.includes(',Stijn Student,student@demo.academy,'))).toBe(true);
  });

  it('GET /v1/qualifications/export (CSV)', async () => {
    const { header, lines } = await csvOf('ada', '/v1/qualifications/export');
    expect(header).toBe(
      'qualification,needed_count,completed_count,progress,achieved,course,course_slug,course_progress,course_completed',
    );
    expect(lines.some((line) => line.startsWith('Digital foundations,'))).toBe(true);
  });

  it('GET /v1/coach/qualifications/export (CSV)', async () => {
    const { header, lines } = await csvOf('cora', '/v1/coach/qualifications/export');
    expect(header).toBe('name,email,qualification,progress,achieved');
    expect(lines.some((line) => line.includes(',Digital foundations,'))).toBe(true);
  });
});

describe('communication', () => {
  it('GET /v1/mailing_list/subscribers/export (CSV)', async () => {
    const { header, lines } = await csvOf('mia', '/v1/mailing_list/subscribers/export');
    expect(header).toBe('name,email,entity,status,source,confirmed_at,unsubscribed_at');
    expect(lines.some((line) => line.includes('student@demo.academy'))).toBe(true);
  });

  it('PUT /v1/mailing_list/subscription', async () => {
    const put = await ask('fenna', '/v1/mailing_list/subscription', {
      method: 'PUT',
      body: doc('mailing_list_subscriptions', { subscribed: false }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.attributes.status).toBe('unsubscribed');
    const read = await ask('fenna', '/v1/mailing_list/subscription');
    expect(read.body.data.attributes.status).toBe('unsubscribed');
  });

  it('PATCH and DELETE /v1/mailings/{id} (a draft)', async () => {
    const created = await ask('mia', '/v1/mailings', {
      method: 'POST',
      body: doc('mailings', { subject: 'Draft', body_html: '<p>Hi</p>' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const route = `/v1/mailings/${created.body.data.id}`;
    const patched = await ask('mia', route, {
      method: 'PATCH',
      body: doc('mailings', { subject: 'Draft, renamed' }),
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await ask('mia', route)).body.data.attributes.subject).toBe('Draft, renamed');
    expect((await ask('mia', route, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('mia', route)).status).toBe(404);
  });

  it('GET /v1/mailings/{id}/recipients/{rid}/message (the .eml as sent)', async () => {
    const created = await ask('mia', '/v1/mailings', {
      method: 'POST',
      body: doc('mailings', {
        subject: 'Files {{first_name}}',
        body_html: '<p>In a file</p>',
        audience: { roles: ['student'], entity_ids: [], subscription: 'active', course_id: null },
      }),
    });
    const route = `/v1/mailings/${created.body.data.id}`;
    const sent = await ask('mia', `${route}/send`, {
      method: 'POST',
      body: doc('mailings', {}),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await worker.idle();
    const log = await ask('mia', `${route}/recipients?filter[search]=student@demo`);
    const stijn = log.body.data[0];
    expect(stijn.attributes).toMatchObject({ status: 'sent', has_message_file: true });
    const { response, text } = await fileOf('mia', `${route}/recipients/${stijn.id}/message`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('message/rfc822');
    expect(text).toContain('Subject: Files Stijn');
  });
});

describe('commerce', () => {
  it('GET /v1/products/{id}', async () => {
    const list = await ask('sven', '/v1/products');
    const first = list.body.data[0];
    const read = await ask('sven', `/v1/products/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ type: 'products', id: first.id });
    expect(read.body.data.attributes.name).toBe(first.attributes.name);
  });

  it('POST, GET, PATCH and DELETE /v1/sales_catalogs/{id}, with its products', async () => {
    const products = (await ask('sven', '/v1/products')).body.data.map((p: Json) => p.id);
    const created = await ask('sven', '/v1/sales_catalogs', {
      method: 'POST',
      body: doc('sales_catalogs', { name: 'Successes prices' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const route = `/v1/sales_catalogs/${created.body.data.id}`;
    const read = await ask('sven', route);
    expect(read.status).toBe(200);
    expect(read.body.data.attributes).toMatchObject({ name: 'Successes prices', currency: 'EUR' });
    const patched = await ask('sven', route, {
      method: 'PATCH',
      body: doc('sales_catalogs', { name: 'Successes prices 2' }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes.name).toBe('Successes prices 2');
    const added = await ask('sven', `${route}/products`, {
      method: 'POST',
      body: doc('sales_catalogs', { product_id: products[0] }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.attributes.product_ids).toEqual([products[0]]);
    const ordered = await ask('sven', `${route}/products`, {
      method: 'PUT',
      body: doc('sales_catalogs', { product_ids: [products[1], products[0]] }),
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.data.attributes.product_ids).toEqual([products[1], products[0]]);
    expect((await ask('sven', route, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('sven', route)).status).toBe(404);
  });

  it('GET /v1/orders/export (CSV)', async () => {
    const { header, lines } = await csvOf('sven', '/v1/orders/export');
    expect(header).toMatch(/^number,created_at,paid_at,status,customer,/);
    expect(lines.some((line) => /^DEMO-\d{4}-\d{6},/.test(line))).toBe(true);
  });

  it('GET /v1/promotions/redemptions/export (CSV)', async () => {
    const { header } = await csvOf('sven', '/v1/promotions/redemptions/export');
    expect(header).toBe(
      'code,order,order_status,customer,currency,discount,redeemed_at,released_at',
    );
  });

  it('GET /v1/promotions/{id}', async () => {
    const list = await ask('sven', '/v1/promotions');
    const first = list.body.data[0];
    const read = await ask('sven', `/v1/promotions/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ type: 'promotions', id: first.id });
  });

  it('GET, PATCH and DELETE /v1/order_automations/{id}', async () => {
    const created = await ask('ada', '/v1/order_automations', {
      method: 'POST',
      body: doc('order_automations', { name: 'Successes rule', subscription_months: 12 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const route = `/v1/order_automations/${created.body.data.id}`;
    const read = await ask('ada', route);
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.name).toBe('Successes rule');
    const patched = await ask('ada', route, {
      method: 'PATCH',
      body: doc('order_automations', { name: 'Successes rule 2' }),
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await ask('ada', route)).body.data.attributes.name).toBe('Successes rule 2');
    expect((await ask('ada', route, { method: 'DELETE' })).status).toBe(204);
    expect((await ask('ada', route)).status).toBe(404);
  });
});
