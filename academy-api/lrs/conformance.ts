/**
 * Runs ADL's LRS conformance test suite (a Node program, mocha) against this LRS, on the
 * embedded database or on PostgreSQL (BENCH_DATABASE_URL), through the API as the BFF calls it:
 *
 *   LRS_SUITE_DIR=/path/to/lrs-conformance-test-suite npm run conformance:lrs [-- 2.0.0|1.0.3] [-- grep]
 *
 * The suite is not in this repository (it is ADL's, MIT): check it out, `npm install` in it, and
 * point LRS_SUITE_DIR at it. The API is served on a loopback port with a client credential of
 * Demo Academy made for the run; the suite's summary is printed at the end.
 */

import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { openMeasuredLrs } from './measured-lrs';

async function main() {
  const suite = process.env.LRS_SUITE_DIR;
  if (!suite) throw new Error('Set LRS_SUITE_DIR to a checkout of lrs-conformance-test-suite.');
  const [version = '2.0.0', grep] = process.argv.slice(2);
  const lrs = await openMeasuredLrs('Conformance suite');
  const server = serve({ fetch: lrs.api.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const args = [
    'bin/console_runner.js',
    '-x',
    version,
    '-e',
    `http://127.0.0.1:${port}/v1/xapi`,
    '-a',
    '-u',
    lrs.key,
    '-p',
    lrs.secret,
    ...(grep ? ['-g', grep] : []),
  ];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: suite, stdio: 'inherit' });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  server.close();
  await lrs.close();
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
