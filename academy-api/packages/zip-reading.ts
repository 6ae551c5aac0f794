import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type PackageProblem, problem } from './problems';
import { isSymlink, nameProblem, shownName } from './zip-names';

/**
 * Reading a zip with yauzl without trusting it, shared by inspection, extraction and the
 * manifest read (zip-safety.ts): how it is opened, what each central directory record is
 * checked for, how inflated bytes are verified, and which failures are the zip's fault.
 */

const STORED = 0;
const DEFLATED = 8;

/**
 * Whether an error is the server's own (a file system error: EACCES, ENOSPC, EIO) rather than
 * the zip's: those are thrown on, never reported to the author as a broken package. yauzl's
 * errors carry no code; zlib's carry Z_ codes.
 */
export function serverFault(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && !code.startsWith('Z_');
}

/** What yauzl's errors mean for the author; everything unrecognised is a damaged zip. */
export function openFailure(error: unknown, startsLikeZip: boolean): PackageProblem {
  const message = error instanceof Error ? error.message : '';
  if (/strong encryption/.test(message)) return problem('STRONG_ENCRYPTION');
  if (/signature not found/.test(message) && !startsLikeZip) return problem('NOT_A_ZIP');
  return problem('ZIP_DAMAGED');
}

/** Whether the file starts with a local header: a zip cut short rather than something else. */
async function startsLikeZip(zipPath: string): Promise<boolean> {
  const handle = await fs.promises.open(zipPath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

export async function openZip(
  zipPath: string,
  validateEntrySizes: boolean,
): Promise<{ zip: ZipFile } | { problem: PackageProblem }> {
  try {
    const zip = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and checked here (entryName, nameProblem) so that every bad name is
      // listed with its own code instead of yauzl stopping at the first.
      decodeStrings: false,
      validateEntrySizes,
    });
    return { zip };
  } catch (error) {
    if (serverFault(error)) throw error;
    return { problem: openFailure(error, await startsLikeZip(zipPath)) };
  }
}

/** The entry's name as the zip spells it: backslashes kept (strict) so they can be refused. */
export const entryName = (entry: Entry) =>
  yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );

export const isFolder = (name: string) => name.endsWith('/');

/** The refusals one central directory record earns, name and content alike. */
export function entryProblems(entry: Entry, name: string): PackageProblem[] {
  const found: PackageProblem[] = [];
  const named = nameProblem(name);
  if (named) found.push(named);
  const params = { path: shownName(name) };
  if (isSymlink(entry.externalFileAttributes)) found.push(problem('SYMLINK', params));
  if (entry.isEncrypted()) {
    found.push(problem('ENCRYPTED', params));
  } else if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    found.push(problem('UNSUPPORTED_COMPRESSION', { ...params, method: entry.compressionMethod }));
  } else if (
    entry.compressionMethod === STORED &&
    entry.compressedSize !== entry.uncompressedSize
  ) {
    // yauzl's validateEntrySizes would make this an error that ends the listing; checked here
    // it is one problem among the others.
    found.push(problem('SIZE_MISMATCH', params));
  }
  return found;
}

/** An entry whose bytes broke the promise of its header (or of the inspection). */
class EntryRefused extends Error {
  constructor(readonly refusal: 'ENTRY_TOO_LARGE' | 'ENTRY_DAMAGED') {
    super(refusal);
  }
}

/**
 * Passes an entry's inflated bytes on while counting them and their CRC-32: more bytes than
 * `expected` aborts at once (a zip bomb, or a header that lies), fewer or a wrong CRC at the end.
 */
export class CheckedBytes extends Transform {
  private count = 0;
  private crc = 0;

  constructor(
    private readonly expected: number,
    private readonly expectedCrc: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.count += chunk.length;
    if (this.count > this.expected) return done(new EntryRefused('ENTRY_TOO_LARGE'));
    this.crc = zlib.crc32(chunk, this.crc);
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    const whole = this.count === this.expected && this.crc === this.expectedCrc;
    done(whole ? null : new EntryRefused('ENTRY_DAMAGED'));
  }
}

/** The problem a failed entry read stands for (once serverFault has been ruled out). */
export function readFailure(error: unknown, name: string): PackageProblem {
  const params = { path: shownName(name) };
  if (error instanceof EntryRefused) return problem(error.refusal, params);
  const message = error instanceof Error ? error.message : '';
  if (/too many bytes/.test(message)) return problem('ENTRY_TOO_LARGE', params);
  return problem('ENTRY_DAMAGED', params);
}
