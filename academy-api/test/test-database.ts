import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSnapshot, loadSnapshot } from '../db/snapshot';

const root = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Snapshots are reused while the migrations, the seed and PGlite stay the same. */
function snapshotFile(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(root, 'db/migrations')),
    // Every seed module (the demo data in db/, each domain's `*.seed.ts`), and what decides
    // how the database is created.
    ...fs
      .globSync(['db/seed*.ts', '*/*.seed.ts'], { cwd: root })
      .filter((f) => !f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(root, f)),
    ...['db/pglite-options.ts', 'db/migrate.ts', 'auth/password.ts'].map((f) => path.join(root, f)),
    path.join(root, '../node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of inputs) hash.update(file).update(fs.readFileSync(file));
  return path.join(os.tmpdir(), `academy-api-test-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * The path of a migrated, seeded snapshot tarball, made once per change of its inputs.
 * ACADEMY_TEST_SNAPSHOT names one already made from the same sources (the test script makes
 * one for the end-to-end servers before the unit tests, and both use it).
 */
export async function ensureSnapshot(): Promise<string> {
  const given = process.env.ACADEMY_TEST_SNAPSHOT;
  if (given && fs.existsSync(given)) return given;
  const file = snapshotFile();
  if (!fs.existsSync(file)) {
    // Parallel test files may both get here; the atomic rename makes the race harmless.
    await createSnapshot(file, path.join(root, 'db/migrations'));
  }
  return file;
}

/** A seeded in-memory database for one test file. */
export async function openTestDatabase() {
  return loadSnapshot(await ensureSnapshot());
}
