/**
 * Runs cmi5's CATAPULT LMS test suite (adlnet/CATAPULT `lts/`, Apache-2.0; jest and puppeteer)
 * against this platform (issue 37 item 4):
 *
 *   CATAPULT_DIR=/path/to/CATAPULT/lts ACADEMY_DB_SNAPSHOT=/tmp/seed.tar.gz npm run conformance:cmi5 [-- jest args]
 *
 * The suite is not in this repository: check CATAPULT out, `npm install` in its lts folder
 * (PUPPETEER_SKIP_CHROMIUM_DOWNLOAD=1: Debian's chromium runs it) and build its packages
 * (`npx webpack` in lts/pkg). This starts the built app (`npm run build`) with the demo data on a
 * loopback port, as the end-to-end tests do (DATABASE_URL for PostgreSQL), and runs the suite
 * with tests/conformance/catapult-lms.cjs as its LMS library.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const PORT = Number(process.env.CATAPULT_PORT ?? 3190);
const ORIGIN = `http://localhost:${PORT}`;

async function answered(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

async function main() {
  const suite = process.env.CATAPULT_DIR;
  if (!suite) throw new Error('Set CATAPULT_DIR to the lts folder of a CATAPULT checkout.');
  const root = path.resolve(import.meta.dirname, '../..');
  const server: ChildProcess = spawn('bash', ['scripts/e2e-server.sh', 'embedded', String(PORT)], {
    cwd: root,
    env: { ...process.env, E2E_DATA_ROOT: '/tmp/academy-catapult' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await answered(`${ORIGIN}/api/health`, Date.now() + 120_000);
    const code = await new Promise<number>((resolve) => {
      const jest = spawn('npx', ['jest', '--runInBand', ...process.argv.slice(2)], {
        cwd: suite,
        stdio: 'inherit',
        env: {
          ...process.env,
          CATAPULT_LMS: path.join(root, 'tests/conformance/catapult-lms.cjs'),
          JEST_PUPPETEER_CONFIG: path.join(root, 'tests/conformance/catapult-puppeteer.config.cjs'),
          ACADEMY_ORIGIN: ORIGIN,
        },
      });
      jest.on('exit', (status) => resolve(status ?? 1));
    });
    process.exitCode = code;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
