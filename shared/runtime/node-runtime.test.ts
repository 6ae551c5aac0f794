import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './node-runtime';

const root = path.join(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// The image, `npm run serve` and the benchmarks run the server the same way.
describe('the production server runs with the same Node.js flags and environment everywhere', () => {
  it('the Docker image: CMD passes the flags, ENV sets the variables', () => {
    const dockerfile = read('Dockerfile');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    expect(cmd).toEqual(['node', ...SERVER_NODE_FLAGS, 'server.js']);
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
    }
  });

  it('scripts/serve.sh: the same flags and variables (each variable may be overridden)', () => {
    const serve = read('scripts/serve.sh');
    expect(serve).toContain(`exec node ${SERVER_NODE_FLAGS.join(' ')} .next/standalone/server.js`);
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(serve).toContain(`export ${name}="\${${name}:-${value}}"`);
    }
  });

  it('the pinned Node.js accepts every flag (V8 flags can go away with a new version)', () => {
    const node = path.join(root, 'node_modules/.bin/node');
    const said = execFileSync(
      node,
      [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write("started")'],
      {
        encoding: 'utf8',
        // Not the test runner's own options.
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    );
    // A flag it does not know (or a bad value) stops it before it runs anything: exit code 9.
    expect(said).toBe('started');
  });

  it('the benchmarks and drills start the build with them', () => {
    for (const file of ['academy-api/bench/standalone-server.ts', 'scripts/drills/lib.ts']) {
      expect(read(file)).toMatch(
        /SERVER_NODE_FLAGS[\s\S]*SERVER_ENV|SERVER_ENV[\s\S]*SERVER_NODE_FLAGS/,
      );
    }
  });
});
