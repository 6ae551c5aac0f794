import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(import.meta.dirname, 'migrations');

/**
 * The Drizzle schema and the migrations never differ. drizzle-kit generates into a
 * copy of the migrations folder; if the schema holds anything the migrations do not, it writes
 * a new migration there and this fails (run `npm run db:generate` and commit the result).
 */
describe('schema and migrations', () => {
  it('drizzle-kit finds nothing to generate', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-migrations-'));
    try {
      fs.cpSync(migrations, out, { recursive: true });
      const before = fs.readdirSync(out).filter((name) => name.endsWith('.sql'));
      const config = path.join(out, 'drizzle.config.json');
      fs.writeFileSync(
        config,
        // drizzle-kit reads both paths relative to the working directory.
        JSON.stringify({
          dialect: 'postgresql',
          schema: path.relative(root, path.join(import.meta.dirname, 'schema.ts')),
          out: path.relative(root, out),
        }),
      );
      const output = execFileSync(
        path.join(root, 'node_modules/.bin/drizzle-kit'),
        ['generate', `--config=${config}`],
        { cwd: root, encoding: 'utf8', stdio: 'pipe' },
      );
      // It reads the existing migrations (an unreadable folder would pass silently otherwise).
      expect(output).toMatch(/No schema changes|nothing to migrate/i);
      const after = fs.readdirSync(out).filter((name) => name.endsWith('.sql'));
      expect(after, output).toEqual(before);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
