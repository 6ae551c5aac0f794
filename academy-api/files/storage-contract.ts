/**
 * Where uploaded bytes live (SCREENS "Files"). Rows of `files` name their bytes by
 * `storage_key`; nothing else reads or writes them. Two implementations: the data directory
 * (storage.ts, the default) and S3-compatible object storage (s3-storage.ts), which every app
 * instance shares; `fileStorage()` (storage.ts) picks one by ACADEMY_FILE_STORAGE.
 */
export interface FileStorage {
  /**
   * Stores the bytes under `key`, reading them as they come (never all at once). Nothing is
   * left under `key` when `content` throws (a file too large, a type refused, a cancelled
   * upload): the partial bytes are removed and `content`'s error rethrown.
   */
  put(key: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes as a stream; FileNotStoredError when there are none. */
  get(key: string): Promise<ReadableStream<Uint8Array>>;
  /**
   * Bytes `start` to `end` (inclusive) of the stored file, for an HTTP range (a package's video
   * seeking); a storage without it answers ranges with the whole file.
   */
  getRange?(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>>;
  /** Removes the bytes; a key with none is not an error. */
  delete(key: string): Promise<void>;
}

export class FileNotStoredError extends Error {
  constructor(key: string) {
    super(`No stored file for ${key}`);
    this.name = 'FileNotStoredError';
  }
}

// Path segments of letters, digits, dot, dash and underscore, never starting with a dot: a key
// can never leave the storage's directory (or its prefix in a bucket).
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.length > 300) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
