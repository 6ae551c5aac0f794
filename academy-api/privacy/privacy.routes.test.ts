import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileStorage } from '../files/storage';
import { type Json, setUpTestApi } from '../test/api-client';
import { PERSONAL_DATA } from './personal-data';

/** Issue 42, item 4: "Download my data", and an admin's export of an account with a reason. */
const t = setUpTestApi();
let ada: string;
let stijn: string;
let stijnId: string;
let adaId: string;

async function download(path: string, token: string) {
  const response = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token}` },
    }),
  );
  return response;
}

async function unzipped(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /attachment; filename="personal-data-/,
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name])) as Json;
  return { files, json };
}

beforeAll(async () => {
  [ada, stijn] = await Promise.all([
    t.signIn('admin@demo.academy'),
    t.signIn('student@demo.academy'),
  ]);
  stijnId = (await t.request('/v1/me', { token: stijn })).body.data.id;
  adaId = (await t.request('/v1/me', { token: ada })).body.data.id;
});

describe('downloading one’s data', () => {
  it('holds a JSON file per area with the rows of every personal table, and no secret', async () => {
    const { files, json } = await unzipped(
      await download(`/v1/accounts/${stijnId}/data_export`, stijn),
    );
    expect(Object.keys(files)).toContain('README.txt');
    const account = json('account.json');
    expect(account.accounts).toHaveLength(1);
    expect(account.accounts[0]).toMatchObject({ id: stijnId, email: 'student@demo.academy' });
    expect(account.accounts[0].password_hash).toBeUndefined();
    expect(account.login_tokens).toBeUndefined();
    const learning = json('learning.json');
    expect(learning.enrollments.length).toBeGreaterThan(0);
    expect(learning.enrollments.every((row: Json) => row.account_id === stijnId)).toBe(true);
    const communication = json('communication.json');
    // DEMO-DATA: Stijn has 120 notifications.
    expect(communication.notifications).toHaveLength(120);
    // Every area the inventory names for a table with rows of his is there.
    const areas = new Set(Object.values(PERSONAL_DATA).map((entry) => entry.area));
    for (const name of Object.keys(files).filter((file) => file.endsWith('.json'))) {
      expect(areas.has(name.replace('.json', ''))).toBe(true);
    }
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('');
    expect(everything).not.toMatch(/"password_hash"|"token_hash"|"secret_hash"/);
  });

  it('includes the bytes of the files one uploaded', async () => {
    const bytes = new TextEncoder().encode('My reflection, in a file of my own.');
    const key = `test/privacy-${Date.now()}`;
    await fileStorage().put(
      key,
      (async function* () {
        yield bytes;
      })(),
    );
    const [row] = (
      (await t.db.execute(sql`insert into files (portal_id, uploaded_by, purpose, file_name,
          content_type, size_bytes, storage_key, sha256)
        select portal_id, id, 'portfolio', 'reflection.txt', 'text/plain', ${bytes.length}, ${key}, 'x'
        from accounts where id = ${stijnId} returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const { files, json } = await unzipped(
      await download(`/v1/accounts/${stijnId}/data_export`, stijn),
    );
    expect(new TextDecoder().decode(files[`files/${row?.id}-reflection.txt`])).toBe(
      'My reflection, in a file of my own.',
    );
    const listed = json('files.json').files.find((file: Json) => file.id === row?.id);
    expect(listed).toMatchObject({ file_name: 'reflection.txt', uploaded_by: stijnId });
    expect(listed.storage_key).toBeUndefined();
  });

  it('is nobody else’s to download: another learner gets a 404', async () => {
    expect((await download(`/v1/accounts/${adaId}/data_export`, stijn)).status).toBe(404);
  });
});

describe('an admin’s export', () => {
  it('needs a reason, and the audit log keeps it with who asked', async () => {
    const refused = await download(`/v1/accounts/${stijnId}/data_export`, ada);
    expect(refused.status).toBe(400);
    const { json } = await unzipped(
      await download(
        `/v1/accounts/${stijnId}/data_export?reason=Subject%20access%20request%2042`,
        ada,
      ),
    );
    expect(json('account.json').accounts[0].id).toBe(stijnId);
    const log = await t.request('/v1/audit_events?filter[action]=account.data_exported', {
      token: ada,
    });
    const entries = log.body.data.map((entry: Json) => entry.attributes);
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_name: 'Ada Admin',
        target_id: stijnId,
        after: { reason: 'Subject access request 42' },
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ actor_name: 'Stijn Student', after: { by: 'themselves' } }),
    );
  });
});
