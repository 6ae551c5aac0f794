/**
 * npm run bench:package-commits — issue 37's target for package run-time data: 100 learners,
 * each committing every 5 s, p95 commit < 50 ms.
 *
 * In-process on the embedded database (PGlite, migrated and seeded in memory), or on PostgreSQL
 * with BENCH_DATABASE_URL (a database of its own: it is migrated and seeded). 100 package items
 * are uploaded (the SCORM 1.2 fixture) and launched, one attempt each, as 100 learners' would be
 * (attempts are per learner and item: the rows touched are the same). Then for BENCH_SECONDS
 * (default 30) each attempt commits every 5 s, starting at a random moment of the first 5 s, a
 * cmi with 4,000 characters of suspend_data, through the API's own fetch (the content origin's
 * route, the launch token in the path). Prints each commit's time: p50, p95, max.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiToken, openMeasuredDatabase, temporaryDataDir } from '../bench/temp-database';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { createApi } from '../index';
import { uploadZip } from './test-upload';
import { folderEntries, zipBytes } from './test-zip';

process.env.ACADEMY_CONTENT_PACKAGES = 'on';

const LEARNERS = 100;
const EVERY_MS = 5_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const FIXTURE = path.resolve(import.meta.dirname, '../../tests/fixtures/packages/scorm12-single');

async function main() {
  const files = temporaryDataDir('academy-bench-packages-');
  setFileStorage(new DataDirStorage(path.join(files.dir, 'files')));
  const opened = await openMeasuredDatabase();
  const api = createApi(opened.db);
  const call = async (urlPath: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-portal-domain', 'localhost');
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('content-type', 'application/json');
    const response = await api.fetch(new Request(`http://api${urlPath}`, { ...init, headers }));
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  const token = await apiToken(api, 'author@demo.academy');
  const options = await call('/v1/courses/authoring_options', { token });
  const catalog = options.body.included.find((r: { type: string }) => r.type === 'catalogs');
  const course = await call('/v1/courses', {
    token,
    method: 'POST',
    body: JSON.stringify({
      data: { attributes: { title: 'Commit bench', summary: 'x', catalog_id: catalog.id } },
    }),
  });
  const courseId = course.body.data.id as string;
  const slug = course.body.data.attributes.slug as string;
  const module = await call(`/v1/courses/${courseId}/modules`, {
    token,
    method: 'POST',
    body: JSON.stringify({ data: { attributes: { title: 'M' } } }),
  });
  const zip = zipBytes(folderEntries(FIXTURE));
  const items: string[] = [];
  for (let n = 0; n < LEARNERS; n++) {
    const uploaded = await uploadZip(
      api,
      `/v1/courses/${courseId}/modules/${module.body.data.id}/packages`,
      zip,
      { token },
    );
    if (uploaded.status !== 201) throw new Error(`Upload ${n}: ${uploaded.status}`);
    items.push(uploaded.body.included[0].attributes.slug);
  }
  await call(`/v1/courses/${courseId}/publish`, { token, method: 'POST' });
  await call(`/v1/courses/${slug}/enrollment`, { token, method: 'POST', body: '{}' });
  const launches: string[] = [];
  for (const item of items) {
    const launched = await call(`/v1/courses/${slug}/items/${item}/package_launch`, {
      token,
      method: 'POST',
    });
    launches.push(
      String(launched.body.meta.launch_path)
        .replace('/package-content/', '/v1/package_content/')
        .replace(/~\/launch$/, '~/commit'),
    );
  }

  const suspend = 'x'.repeat(4_000);
  const times: number[] = [];
  let refused = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    launches.map(async (commitPath, learner) => {
      await sleep(Math.random() * EVERY_MS);
      for (let sequence = 1; Date.now() < until; sequence++) {
        const started = performance.now();
        const answer = await call(commitPath, {
          method: 'POST',
          body: JSON.stringify({
            sequence,
            cmi: {
              cmi: {
                core: { lesson_status: 'incomplete', lesson_location: String(sequence) },
                suspend_data: `${learner}:${sequence}:${suspend}`,
              },
            },
          }),
        });
        times.push(performance.now() - started);
        if (answer.status !== 200) refused++;
        await sleep(EVERY_MS);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.info(
    `${opened.kind}: ${LEARNERS} learners committing every ${EVERY_MS / 1000} s for ${SECONDS} s`,
  );
  console.info(
    `  ${times.length} commits (${refused} refused): p50 ${at(0.5).toFixed(1)} ms, ` +
      `p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (target p95 < 50 ms)`,
  );
  await opened.close();
  files.remove();
}

await main();
