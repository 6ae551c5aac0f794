import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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

/**
 * Each snapshot's tarball, unzipped once per process: the test files a worker runs one after
 * another each load the same one, and PGlite unzipping it again cost ~0.3 s of CPU per file.
 */
const unzipped = new Map<string, Uint8Array<ArrayBuffer>>();
function tarballOf(file: string): Uint8Array<ArrayBuffer> {
  let tarball = unzipped.get(file);
  if (!tarball) {
    const bytes = fs.readFileSync(file);
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    tarball = new Uint8Array(gzipped ? zlib.gunzipSync(bytes) : bytes);
    unzipped.set(file, tarball);
  }
  return tarball;
}

/** An in-memory PGlite loaded from a snapshot tarball (tests; each gets its own copy). */
export async function loadSnapshot(file: string) {
  const client = await PGlite.create({
    loadDataDir: new Blob([tarballOf(file)]),
    ...pgliteOptions,
  });
  return { client, db: pgliteDrizzle(client) };
}
