import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getConfig } from '../config';
import { garbageHint } from './gc-hint';
import { assertStorageKey, FileNotStoredError, type FileStorage } from './storage-contract';

export { assertStorageKey, FileNotStoredError, type FileStorage } from './storage-contract';

const READ_CHUNK = 64 * 1024;

/** The default storage: files below `<ACADEMY_DATA_DIR>/files`, written whole or not at all. */
export class DataDirStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...assertStorageKey(key).split('/'));
  }

  async put(key: string, content: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written beside its final name, then renamed: a reader never sees half a file, and a
    // failed upload leaves nothing under the key.
    const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
    try {
      await pipeline(content, fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<ReadableStream<Uint8Array>> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotStoredError(key);
      throw error;
    }
    let closed = false;
    const streamed = garbageHint();
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close().catch(() => undefined);
    };
    // Read only as fast as the response is sent: one chunk per pull.
    return new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const buffer = new Uint8Array(READ_CHUNK);
            const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK, null);
            if (bytesRead === 0) {
              await close();
              controller.close();
              return;
            }
            streamed(bytesRead);
            controller.enqueue(bytesRead === READ_CHUNK ? buffer : buffer.slice(0, bytesRead));
          } catch (error) {
            await close();
            controller.error(error);
          }
        },
        cancel: close,
      },
      { highWaterMark: 1 },
    );
  }

  async getRange(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    const target = this.pathOf(key);
    try {
      await fs.promises.access(target);
    } catch {
      throw new FileNotStoredError(key);
    }
    return Readable.toWeb(
      fs.createReadStream(target, { start, end, highWaterMark: READ_CHUNK }),
    ) as ReadableStream<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}

/** `<ACADEMY_DATA_DIR>/files`, resolved like the database's directory (db/client.ts). */
export function dataDirFilesRoot(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(process.cwd(), getConfig(env).ACADEMY_DATA_DIR, 'files');
}

const STORAGE = Symbol.for('academy-api.file-storage');
type Holder = { [STORAGE]?: FileStorage };

/**
 * The storage the API uses: the one given to `setFileStorage`, else the configured one
 * (ACADEMY_FILE_STORAGE): a bucket, or the data directory's. Under vitest the data directory is
 * a temporary one, so no test writes into `.data`.
 */
export function fileStorage(): FileStorage {
  const holder = globalThis as Holder;
  holder[STORAGE] ??= configuredStorage();
  return holder[STORAGE];
}

function configuredStorage(): FileStorage {
  const config = getConfig();
  if (config.ACADEMY_FILE_STORAGE === 's3') {
    // The AWS SDK (≈ 80 ms and 9 MB of heap to load) only where a bucket is used.
    const ready = import('./s3-storage').then(({ S3Storage }) => S3Storage.fromConfig(config));
    ready.catch(() => undefined); // its callers see the error; this keeps it from being "unhandled"
    return {
      put: async (key, content) => (await ready).put(key, content),
      get: async (key) => (await ready).get(key),
      getRange: async (key, start, end) => (await ready).getRange(key, start, end),
      delete: async (key) => (await ready).delete(key),
    };
  }
  return new DataDirStorage(
    process.env.VITEST
      ? path.join(os.tmpdir(), `academy-files-test-${process.pid}`)
      : dataDirFilesRoot(),
  );
}

/** Replaces the storage (a temporary directory or a stand-in bucket in tests). */
export function setFileStorage(storage: FileStorage): void {
  (globalThis as Holder)[STORAGE] = storage;
}
