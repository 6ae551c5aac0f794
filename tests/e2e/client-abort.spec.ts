import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

/**
 * Found by the BFF fuzz (`fuzz.spec.ts`): a client that goes away in the middle of a request
 * (its body half sent, or its answer half read) is the client's business. The production
 * build must not see it as an `uncaughtException` (`Error: aborted`, ECONNRESET, emitted by
 * Node on the request when the socket closes before the body ends, once Next.js's proxy has
 * cloned that body) and must go on serving. The server is this test's own, so its output can
 * be read: the test fails on any uncaught exception or unhandled rejection it prints.
 */
const PORT = E2E_PORTS.embedded + 97;

let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  // A server of its own starts here: the hook gets the time its wait below allows (the default
  // 30 s ran out on a busy machine before the server was up).
  test.setTimeout(240_000);
  server = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      ACADEMY_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'academy-abort-')),
      ACADEMY_API_URL: '',
      DATABASE_URL: '',
    },
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not start:\n${output}`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/**
 * Sends a request head that promises `length` bytes, then only `sent` of them, waits until the
 * server is reading (or answering), and resets the connection.
 */
function abortMidBody(
  method: string,
  target: string,
  headers: Record<string, string>,
  length: number,
  sent: number,
): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1', () => {
      const head = [
        `${method} ${target} HTTP/1.1`,
        `Host: 127.0.0.1:${PORT}`,
        `Content-Length: ${length}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      socket.write('x'.repeat(sent));
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, 400);
    });
    socket.on('error', () => resolve());
  });
}

/** Starts reading an answer and resets the connection after its first bytes. */
function abortMidAnswer(target: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1', () => {
      socket.write(
        [
          `GET ${target} HTTP/1.1`,
          `Host: 127.0.0.1:${PORT}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.once('data', () => {
      socket.resetAndDestroy();
      resolve();
    });
    socket.on('error', () => resolve());
    setTimeout(() => {
      socket.destroy();
      resolve();
    }, 20_000);
  });
}

test('a client that resets mid-request is no uncaught exception, and the server goes on', async () => {
  test.setTimeout(300_000);
  const base = `http://127.0.0.1:${PORT}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'student@demo.academy', password: 'academy-demo' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await (await fetch(`${base}/api/v1/me`, { headers: { cookie } })).json()) as {
    data: { id: string };
  };
  const json = {
    cookie,
    'content-type': 'application/vnd.api+json',
    'x-requested-with': 'XMLHttpRequest',
  };
  const account = `/api/v1/accounts/${me.data.id}`;

  for (let round = 0; round < 3; round++) {
    // The BFF (JSON bodies, read whole), the streamed upload, the auth routes and a page (a
    // Server Action's POST): each with its body cut off half way.
    await abortMidBody('POST', `${account}/preferences`, json, 50_000, 1_000);
    await abortMidBody('PATCH', `${account}/notifications/x`, json, 50_000, 10);
    await abortMidBody(
      'POST',
      '/api/v1/files',
      { ...json, 'content-type': 'multipart/form-data; boundary=abc' },
      5_000_000,
      64_000,
    );
    await abortMidBody(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      10_000,
      100,
    );
    await abortMidBody('POST', '/catalog', { cookie, 'next-action': 'x' }, 10_000, 100);
    // Answers read half way: a page and the BFF.
    await abortMidAnswer('/catalog', { cookie });
    await abortMidAnswer(`${account}/portfolio_items?page[size]=75`, { cookie });
  }
  // Whatever the server logs about the aborts comes within moments.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const health = await fetch(`${base}/api/v1/me`, { headers: { cookie } });
  expect(health.status).toBe(200);
  expect(server.exitCode).toBeNull();
  expect(output).not.toMatch(/uncaughtException|unhandledRejection/);
  // The BFF, the upload and the auth routes end a cut-off request quietly (no 500, no log).
  expect(output).not.toMatch(/upstream unavailable/);
});
