import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import sharp from 'sharp';
import { COVER_WIDTHS, type CoverWidth } from '../../shared/files/cover-images';
import { AVATAR_MAX_INPUT_PIXELS } from './avatar';
import { FileNotStoredError, type FileStorage } from './storage';

/** Where a cover's variant of this width is kept: beside the upload, under its own key. */
export const coverVariantKey = (storageKey: string, width: CoverWidth) =>
  `${storageKey}.w${width}.webp`;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// One resize per variant at a time in this process: a page of cards asking for the same cover
// at once waits for the first.
const making = new Map<string, Promise<Buffer | null>>();

/**
 * A course cover at `width`: a WebP as wide as that at most (never enlarged), upright,
 * without metadata, made from the upload the first time it is asked for and kept in the storage
 * beside it. Null when the upload does not decode as a picture (it is then served as it is).
 * Decoded from a temporary file, as avatars are (files/avatar.ts): an upload of 50 MB is never
 * held in memory, and a decompression bomb is refused before its pixels are allocated.
 */
export async function coverVariant(
  storage: FileStorage,
  storageKey: string,
  width: CoverWidth,
): Promise<Buffer | null> {
  const key = coverVariantKey(storageKey, width);
  try {
    return await readAll(await storage.get(key));
  } catch (error) {
    if (!(error instanceof FileNotStoredError)) throw error;
  }
  const pending = making.get(key);
  if (pending) return pending;
  const made = makeVariant(storage, storageKey, key, width).finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

async function makeVariant(
  storage: FileStorage,
  storageKey: string,
  key: string,
  width: CoverWidth,
): Promise<Buffer | null> {
  const temporary = path.join(os.tmpdir(), `academy-cover-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(
      Readable.fromWeb((await storage.get(storageKey)) as NodeWebReadableStream<Uint8Array>),
      fs.createWriteStream(temporary, { flags: 'wx' }),
    );
    let bytes: Buffer;
    try {
      bytes = await sharp(temporary, {
        limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
        animated: false,
        failOn: 'error',
      })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    } catch {
      return null;
    }
    await storage.put(
      key,
      (async function* () {
        yield bytes;
      })(),
    );
    return bytes;
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}

/** Removes a cover's variants with it (a key without one is not an error). */
export async function deleteCoverVariants(storage: FileStorage, storageKey: string) {
  await Promise.all(
    COVER_WIDTHS.map((width) => storage.delete(coverVariantKey(storageKey, width))),
  );
}

/** The name a cover's variant is served with: the uploaded name with the .webp it now is. */
export function coverFileName(fileName: string): string {
  return `${fileName.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'cover'}.webp`;
}
