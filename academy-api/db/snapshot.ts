import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDrizzle, preparePglite } from './migrate';
import { pgliteOptions } from './pglite-options';

/**
 * Migrates and seeds a fresh PGlite in a temporary directory and writes its `dumpDataDir`
 * tarball to `outFile` (atomically: readers never see half a file). Returns milliseconds.
 */
export async function createSnapshot(outFile: string, migrationsFolder: string): Promise<number> {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pglite-'));
  try {
    const client = await PGlite.create(dir, pgliteOptions);
    await preparePglite(client, migrationsFolder);
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const partial = `${outFile}.${process.pid}.partial`;
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, outFile);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return performance.now() - started;
}

/** An in-memory PGlite loaded from a snapshot tarball (tests; each gets its own copy). */
export async function loadSnapshot(file: string) {
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(file)]),
    ...pgliteOptions,
  });
  return { client, db: pgliteDrizzle(client) };
}
