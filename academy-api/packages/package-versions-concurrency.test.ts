import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from '../bench/temp-database';
import { openPostgres } from '../db/client';
import type { Db } from '../db/database';
import { contentPackageFiles, contentPackageVersions } from '../db/schema';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { createApi, type EmbeddedApi } from '../index';
import { setUpTestApi } from '../test/api-client';
import { throwawayPostgres } from '../test/throwaway-postgres';
import { uploadZip } from './test-upload';
import { folderEntries, zipBytes } from './test-zip';

/**
 * New versions of one package item uploaded at the same moment each get their own number, one
 * past the last (the item's row is locked while a version is numbered), with all their files:
 * on the embedded database and on PostgreSQL (real concurrency over a pool), when
 * TEST_DATABASE_URL is set.
 */
type Harness = { db: Db; api: EmbeddedApi };

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/packages');
const zip = zipBytes(folderEntries(path.join(FIXTURES, 'scorm12-single')));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-package-versions-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function post(api: EmbeddedApi, token: string, urlPath: string, attributes: object) {
  const response = await api.fetch(
    new Request(`http://api${urlPath}`, {
      method: 'POST',
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: { attributes } }),
    }),
  );
  return (await response.json()).data.id as string;
}

function concurrencyChecks(harness: () => Harness) {
  it('six versions uploaded at once are numbered 2 to 7, each with its files', async () => {
    const { api, db } = harness();
    const token = await apiToken(api, 'author@demo.academy');
    const courseId = await post(api, token, '/v1/courses', { title: 'Concurrent packages' });
    const moduleId = await post(api, token, `/v1/courses/${courseId}/modules`, { title: 'M' });
    const first = await uploadZip(
      api,
      `/v1/courses/${courseId}/modules/${moduleId}/packages`,
      zip,
      {
        token,
      },
    );
    expect(first.status).toBe(201);
    const itemId = first.body.data.relationships.item.data.id as string;
    const versionsPath = `/v1/courses/${courseId}/outline_items/${itemId}/package_versions`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => uploadZip(api, versionsPath, zip, { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const numbers = answers.map((answer) => answer.body.data.attributes.number as number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    for (const answer of answers) {
      const files = await db
        .select()
        .from(contentPackageFiles)
        .where(eq(contentPackageFiles.versionId, answer.body.data.id));
      expect(files).toHaveLength(answer.body.data.attributes.file_count);
    }
    const rows = await db
      .select({ number: contentPackageVersions.number, bytes: contentPackageVersions.zipBytes })
      .from(contentPackageVersions)
      .where(eq(contentPackageVersions.itemId, itemId));
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.bytes === zip.byteLength)).toBe(true);
  }, 60_000);
}

describe('on the embedded database (PGlite)', () => {
  const t = setUpTestApi();
  concurrencyChecks(() => ({ db: t.db, api: t.api }));
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let opened: Awaited<ReturnType<typeof openPostgres>> | undefined;
  let harness: Harness;
  throwawayPostgres(url, 'academy_packages', {
    async before(databaseUrl) {
      opened = await openPostgres(databaseUrl, {
        migrationsFolder: path.join(import.meta.dirname, '../db/migrations'),
        seed: true,
      });
      harness = { db: opened.db, api: createApi(opened.db) };
    },
    after: async () => opened?.close(),
  });

  concurrencyChecks(() => harness);
});
