import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import sharp from 'sharp';
import { AVATAR_WIDTH } from '../../shared/profiles/rules';
import type { Locale } from '../i18n/locales';
import { unsupportedFileType } from './errors';
import type { FileStorage } from './storage';

/**
 * The largest picture decoded for an avatar, in pixels (about 8,000 × 5,000, past any phone
 * camera): a small file that claims to be enormous (a decompression bomb) is refused before
 * its pixels are allocated.
 */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

export type ResizedAvatar = { contentType: string; sizeBytes: number; sha256: string };

/**
 * Replaces a stored avatar's bytes by a 150 × 150 WebP (spec §9 "avatar width 150"; SCREENS
 * "Files"), cropped square around what draws the eye, turned upright by its EXIF orientation,
 * with every metadata block (GPS position, camera, comments) dropped. The original is copied to
 * a temporary file first, so sharp decodes it from disk, never holding a 50 MB upload in memory
 * (any FileStorage, not only the data directory's). Bytes that are not a decodable image after
 * all (sniffing reads only the start) are refused with 415, and nothing is kept under the key.
 */
export async function resizeStoredAvatar(
  storage: FileStorage,
  key: string,
  locale: Locale,
): Promise<ResizedAvatar> {
  const temporary = path.join(os.tmpdir(), `academy-avatar-${randomBytes(8).toString('hex')}`);
  try {
    const original = await storage.get(key);
    await pipeline(
      Readable.fromWeb(original as NodeWebReadableStream<Uint8Array>),
      fs.createWriteStream(temporary, { flags: 'wx' }),
    );
    let resized: Buffer;
    try {
      resized = await sharp(temporary, {
        limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
        animated: false,
        failOn: 'error',
      })
        .rotate()
        .resize({
          width: AVATAR_WIDTH,
          height: AVATAR_WIDTH,
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      await storage.delete(key);
      throw unsupportedFileType(locale, 'avatar');
    }
    await storage.put(
      key,
      (async function* () {
        yield resized;
      })(),
    );
    return {
      contentType: 'image/webp',
      sizeBytes: resized.byteLength,
      sha256: createHash('sha256').update(resized).digest('hex'),
    };
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}

/** The stored name of a resized avatar: the chosen name with the .webp it now is. */
export function avatarFileName(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'avatar';
  return `${base}.webp`;
}
