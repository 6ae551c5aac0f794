import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

/** Starts the standalone server (what the Docker image runs) and collects how it ends. */
function startServer(env: Record<string, string>, timeoutMs = 30_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('node', ['.next/standalone/server.js'], {
      env: { ...process.env, PORT: String(E2E_PORTS.embedded + 99), HOSTNAME: '127.0.0.1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('start-up configuration', () => {
  test('production without SESSION_SECRET refuses to start and names the variable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-startup-'));
    const { code, output } = await startServer({
      APP_ENV: 'production',
      SESSION_SECRET: '',
      ACADEMY_DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET');
  });

  test('a malformed ACADEMY_API_URL stops the server with a clear message', async () => {
    const { code, output } = await startServer({ ACADEMY_API_URL: 'not a url' });
    expect(code).toBe(1);
    expect(output).toContain('ACADEMY_API_URL');
  });
});
