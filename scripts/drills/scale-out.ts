/**
 * npm run drill:scale-out (docs/drills.md), on the production build (`npm run build` first):
 * two app instances (embedded API on one PostgreSQL, PGPORT default 54333, the same
 * SESSION_SECRET) behind nginx (Debian package `nginx`; round robin, TRUST_PROXY_HOPS=1).
 * Files are on S3 (ACADEMY_FILE_STORAGE=s3): one bucket of an S3 stand-in (s3rver) on loopback.
 * Checks: a session made on one instance works on the other; a write on one is read on the
 * other; a file uploaded through one is served by the other (files-across-instances.ts); login
 * throttling counts across both; killing one instance mid-load leaves the other serving through
 * nginx, with 0 lost acknowledged writes.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startS3StandIn } from '../../academy-api/test/s3-stand-in';
import { filesAcrossInstances } from './files-across-instances';
import {
  assertPortsFree,
  Checks,
  DATA_ROOT,
  PORT_BASE,
  type Proc,
  percentile,
  postgres,
  sleep,
  start,
  startApp,
  stop,
  stopAll,
  timed,
  waitFor,
} from './lib';

const A_PORT = PORT_BASE + 30;
const B_PORT = PORT_BASE + 31;
const LB_PORT = PORT_BASE + 32;
const S3_PORT = PORT_BASE + 33;
const A = `http://127.0.0.1:${A_PORT}`;
const B = `http://127.0.0.1:${B_PORT}`;
const LB = `http://localhost:${LB_PORT}`;
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/vnd.api+json' };
const checks = new Checks();

function nginxConfig(prefix: string) {
  return `worker_processes 1;
daemon off;
user root;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream academy {
    server 127.0.0.1:${A_PORT} max_fails=1 fail_timeout=10s;
    server 127.0.0.1:${B_PORT} max_fails=1 fail_timeout=10s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${LB_PORT};
    client_max_body_size 60m;
    location / {
      proxy_pass http://academy;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused or reset connection goes to the other instance (idempotent requests only:
      # a POST that may have reached a dying instance is not sent twice).
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function register(base: string, tag: string) {
  const email = `scale-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { ...XHR, 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: `Scale ${tag}`,
      email,
      password: 'a-long-password',
      // A registration accepts the portal's current terms and privacy statement.
      accepted_agreements: (
        await json(`${base}/api/v1/agreements/current`, { headers: XHR })
      ).body.data.map((version: { id: string }) => version.id),
    }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = cookieOf(response.headers);
  const me = await json(`${base}/api/v1/me`, { headers: { cookie } });
  return { email, cookie, id: me.body.data.id as string };
}

async function main() {
  const nginx = execFileSync('bash', [
    '-c',
    'command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true',
  ])
    .toString()
    .trim();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  postgres.fresh();
  // The instances' files: one bucket both reach, in a folder of the drill's own.
  const s3Dir = path.join(DATA_ROOT, 'scale-s3');
  fs.rmSync(s3Dir, { recursive: true, force: true });
  const s3 = await startS3StandIn({ directory: s3Dir, port: S3_PORT });
  const secret = randomBytes(32).toString('hex');
  const env = (name: string) => ({
    DATABASE_URL: postgres.url(),
    SESSION_SECRET: secret,
    TRUST_PROXY_HOPS: '1',
    ACADEMY_DATA_DIR: path.join(DATA_ROOT, `scale-${name}`),
    ...s3.env,
  });
  for (const name of ['a', 'b'])
    fs.rmSync(path.join(DATA_ROOT, `scale-${name}`), { recursive: true, force: true });
  // One first (it migrates and seeds under the advisory lock), then the other.
  const a: Proc = startApp('scale-a', A_PORT, env('a'));
  await waitFor(`${A}/api/health`, a, 300_000);
  const b: Proc = startApp('scale-b', B_PORT, env('b'));
  await waitFor(`${B}/api/health`, b, 300_000);
  const prefix = path.join(DATA_ROOT, 'nginx');
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix));
  const lb = start('scale-nginx', nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {});
  await waitFor(`${LB}/api/health`, lb);
  console.info(
    `Two instances (${A}, ${B}) on ${postgres.url()}, nginx on ${LB}, files on S3 (s3rver on ${s3.endpoint})`,
  );

  console.info('\n━━ A session made on one instance works on the other');
  const student = await register(A, 'session');
  const onB = await json(`${B}/api/v1/me`, { headers: { cookie: student.cookie } });
  checks.check(
    onB.status === 200 && onB.body.data.id === student.id,
    `registered on A, /v1/me on B is the same account (${onB.status})`,
  );

  console.info('\n━━ A write on one is read on the other');
  const created = await json(`${A}/api/v1/accounts/${student.id}/portfolio_items`, {
    method: 'POST',
    headers: { ...XHR, cookie: student.cookie },
    body: JSON.stringify({
      data: { type: 'portfolio_items', attributes: { title: 'Written on A', kind: 'reflection' } },
    }),
  });
  const readOnB = await json(`${B}/api/v1/accounts/${student.id}/portfolio_items`, {
    headers: { cookie: student.cookie },
  });
  checks.check(
    created.status === 201 &&
      readOnB.body.data.some((item: { id: string }) => item.id === created.body.data.id),
    `portfolio item created on A (${created.status}) is listed on B`,
  );

  console.info('\n━━ A file uploaded through one instance is served by the other (files on S3)');
  await filesAcrossInstances({ A, B, s3, checks }, student, created.body.data.id);

  console.info('\n━━ A change on one instance reaches what the other keeps, at once');
  // B keeps the guest landing page (server/guest-page-cache.cjs) until a change: Ada renames
  // the portal and switches a flag on A, and the next answers of B have both.
  const guestPage = (pathname = '/') =>
    fetch(`${B}${pathname}`, { headers: { cookie: 'custom-language=en' } }).then(
      async (response) => ({
        status: response.headers.get('x-academy-page-cache'),
        html: await response.text(),
      }),
    );
  /** Keeps `pathname` on B, writes on A, and checks B's very next answer has `text`. */
  const reachesB = async (
    pathname: string,
    what: string,
    write: () => Promise<number>,
    text: string,
  ) => {
    let kept = false;
    for (let attempt = 0; attempt < 20 && !kept; attempt++)
      kept = (await guestPage(pathname)).status === 'hit';
    checks.check(kept, `B keeps the guest page ${pathname} (a second request is a hit)`);
    const status = await write();
    const writtenAt = performance.now();
    const first = await guestPage(pathname);
    let seenAfter = first.html.includes(text) ? 0 : -1;
    while (seenAfter < 0 && performance.now() - writtenAt < 5_000) {
      if ((await guestPage(pathname)).html.includes(text)) {
        seenAfter = performance.now() - writtenAt;
      }
    }
    console.info(
      `  ${what} on A (${status}); B's next ${pathname}: ${first.status}, ${
        seenAfter === 0 ? 'the change at once' : `the change after ${Math.round(seenAfter)} ms`
      }`,
    );
    checks.check(
      status === 200 && seenAfter === 0,
      `${what} on A: B's very next ${pathname} has it`,
    );
  };
  const login = await fetch(`${A}/api/auth/login`, {
    method: 'POST',
    headers: { ...XHR, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.academy', password: 'academy-demo' }),
  });
  const admin = cookieOf(login.headers);
  const write = (url: string, method: string, body: unknown) =>
    json(url, {
      method,
      headers: { ...XHR, cookie: admin, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify(body),
    });
  const me = await json(`${A}/api/v1/me`, { headers: { cookie: admin } });
  const portalId = me.body.data.relationships.portal.data.id as string;
  const name = `Renamed on A ${Date.now()}`;
  await reachesB(
    '/',
    'the portal renamed',
    async () =>
      (
        await write(`${A}/api/v1/portals/${portalId}`, 'PATCH', {
          data: { type: 'portals', id: portalId, attributes: { name } },
        })
      ).status,
    `<title>${name}</title>`,
  );
  // A translation override (Ada's portal languages) on the landing page's course heading.
  const languages = await json(`${A}/api/v1/portals/current/languages`, {
    headers: { cookie: admin },
  });
  const english = languages.body.data.find(
    (language: { attributes: { locale: string } }) => language.attributes.locale === 'en',
  );
  const heading = `Courses overridden on A ${Date.now()}`;
  await reachesB(
    '/',
    'a translation override saved',
    async () =>
      (
        await write(
          `${A}/api/v1/portals/current/languages/${english.id}/overrides/landing.courses.title`,
          'PUT',
          { data: { type: 'overrides', attributes: { text: heading } } },
        )
      ).status,
    heading,
  );
  // A course renamed in the editor: B's guest course page has the new title.
  const found = await json(
    `${A}/api/v1/catalog/courses?filter[search]=${encodeURIComponent('Data literacy')}`,
    { headers: { cookie: admin } },
  );
  const course = found.body.data.find(
    (item: { attributes: { slug: string } }) => item.attributes.slug === 'data-literacy',
  );
  const editor = await json(`${A}/api/v1/courses/${course.id}/editor`, {
    headers: { cookie: admin },
  });
  const title = `Data literacy, renamed on A ${Date.now()}`;
  await reachesB(
    '/catalog/data-literacy',
    'the course renamed',
    async () =>
      (
        await write(`${A}/api/v1/courses/${course.id}`, 'PATCH', {
          data: {
            type: 'courses',
            id: course.id,
            attributes: { version: editor.body.data.attributes.version, title },
          },
        })
      ).status,
    title,
  );
  const flag = 'random-quizzes';
  const before = await json(`${B}/api/v1/me`, { headers: { cookie: admin } });
  const had = (before.body.meta?.features ?? []).includes(flag);
  const switched = await json(`${A}/api/v1/portals/current/feature_flags/${flag}`, {
    method: 'PATCH',
    headers: { ...XHR, cookie: admin, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: { type: 'feature_flags', id: flag, attributes: { enabled: !had } },
    }),
  });
  const flagOnB = await json(`${B}/api/v1/me`, { headers: { cookie: admin } });
  checks.check(
    switched.status === 200 && (flagOnB.body.meta?.features ?? []).includes(flag) === !had,
    `the ${flag} flag switched on A (${switched.status}): B's next /v1/me has it ${had ? 'off' : 'on'}`,
  );

  // A session B has just used (and keeps, middleware/request-contexts.ts) ends on A: B refuses it
  // on its very next request.
  const signedOutOnB = await json(`${B}/api/v1/me`, { headers: { cookie: admin } });
  const signOut = await fetch(`${A}/api/auth/logout`, {
    method: 'POST',
    headers: { ...XHR, cookie: admin },
  });
  const afterSignOut = await json(`${B}/api/v1/me`, { headers: { cookie: admin } });
  checks.check(
    signedOutOnB.body?.meta?.authenticated === true &&
      signOut.status < 300 &&
      afterSignOut.body?.meta?.authenticated !== true,
    `signed out on A (${signOut.status}): B's very next /v1/me is a guest's`,
  );

  console.info('\n━━ Login throttling counts across both instances');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const base = attempt % 2 === 0 ? A : B;
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...XHR, 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email, password: 'wrong-password' }),
    });
    statuses.push(response.status);
  }
  console.info(`  wrong passwords alternating A, B, A, B, A, B: ${statuses.join(', ')}`);
  checks.check(
    statuses.slice(0, 5).every((s) => s === 422) && statuses[5] === 429,
    'five failures spread over both instances, the sixth is 429 (the counter is shared)',
  );

  console.info('\n━━ Killing one instance mid-load: the other keeps serving, 0 lost writes');
  const users = await Promise.all(Array.from({ length: 20 }, (_, i) => register(LB, `load${i}`)));
  const acknowledged: { user: (typeof users)[number]; id: string }[] = [];
  const results: { status: number; ms: number; at: number }[] = [];
  const until = Date.now() + 20_000;
  const killAt = Date.now() + 7_000;
  let killed = false;
  const killer = (async () => {
    await sleep(killAt - Date.now());
    await stop(a, 'SIGKILL');
    killed = true;
  })();
  await Promise.all(
    users.map(async (user, index) => {
      let n = 0;
      while (Date.now() < until) {
        const write = n++ % 2 === 0;
        const sample = write
          ? await timed('write', `${LB}/api/v1/accounts/${user.id}/portfolio_items`, {
              method: 'POST',
              headers: { ...XHR, cookie: user.cookie },
              body: JSON.stringify({
                data: {
                  type: 'portfolio_items',
                  attributes: { title: `Scale ${index}-${n}`, kind: 'achievement' },
                },
              }),
            })
          : await timed('read', `${LB}/api/v1/accounts/${user.id}/portfolio_items?page[size]=5`, {
              headers: { cookie: user.cookie },
            });
        results.push({ status: sample.status, ms: sample.ms, at: sample.at });
        if (write && sample.status === 201)
          acknowledged.push({ user, id: JSON.parse(sample.body).data.id });
      }
    }),
  );
  await killer;
  const after = results.filter((r) => r.at > killAt + 2_000);
  const counts = (list: typeof results) =>
    list.reduce<Record<number, number>>((acc, r) => {
      acc[r.status] = (acc[r.status] ?? 0) + 1;
      return acc;
    }, {});
  console.info(
    `  all: ${results.length} requests ${JSON.stringify(counts(results))}, p99 ${Math.round(
      percentile(
        results.map((r) => r.ms),
        99,
      ),
    )} ms; from 2 s after the kill: ${JSON.stringify(counts(after))}`,
  );
  checks.check(
    killed && after.length > 0 && after.every((r) => r.status >= 200 && r.status < 300),
    'from 2 s after instance A was killed, every request through nginx succeeded (B serving)',
  );
  checks.check(
    results.every((r) => r.status !== 500),
    'no 500 at any time',
  );
  const atKill = results.filter((r) => r.status >= 500 || r.status === 0).length;
  console.info(
    `  requests in flight on A when it was killed (502 from nginx, or reset): ${atKill}; none was acknowledged`,
  );
  let lost = 0;
  for (const user of users) {
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await json(
        `${B}/api/v1/accounts/${user.id}/portfolio_items?page[size]=75&page[number]=${page}`,
        { headers: { cookie: user.cookie } },
      );
      for (const item of list.body?.data ?? []) ids.add(item.id);
      if ((list.body?.data ?? []).length < 75) break;
    }
    lost += acknowledged.filter((write) => write.user === user && !ids.has(write.id)).length;
  }
  checks.check(
    lost === 0,
    `${acknowledged.length} acknowledged writes read back on B, ${lost} lost`,
  );
  await stop(lb);
  await stop(b);
  await s3.close();
  postgres.drop();
}

try {
  await assertPortsFree(A_PORT, B_PORT, LB_PORT, S3_PORT);
  await main();
} catch (error) {
  checks.check(false, `the drill ran to the end (${(error as Error).stack})`);
} finally {
  await stopAll();
}
checks.finish();
