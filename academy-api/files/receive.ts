import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { FilePurpose } from '../db/schema';
import type { Locale } from '../i18n/locales';
import {
  fieldAfterFile,
  fileMissing,
  fileTooLarge,
  notMultipart,
  unsupportedFileType,
  uploadIncomplete,
} from './errors';
import { garbageHint } from './gc-hint';
import { MAX_UPLOAD_BYTES, SNIFF_BYTES } from './limits';
import { cleanFileName } from './names';
import { sniff, type UploadPurpose, Utf8Check } from './sniff';
import type { FileStorage } from './storage';

/** How the fields said the file is to be kept: decided before its first byte is read. */
export type UploadPlan<T, P extends UploadPurpose = FilePurpose> = {
  purpose: P;
  storageKey: string;
  context: T;
  /**
   * A purpose's own limit: a portal logo's lower one, a content package's
   * (ACADEMY_PACKAGE_MAX_BYTES) up to ReceiveOptions.maxFileBytes; spec §9's MAX_UPLOAD_BYTES
   * otherwise.
   */
  maxBytes?: number;
};

export type ReceiveOptions<T, P extends UploadPurpose = FilePurpose> = {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  locale: Locale;
  storage: FileStorage;
  /**
   * Checks the fields that came before the file (rights, the course or portfolio item they
   * name) and says how to keep it; throws to refuse the upload before the file is read.
   */
  plan(fields: Record<string, string>): Promise<UploadPlan<T, P>>;
  /** The largest file any plan of this route may allow; MAX_UPLOAD_BYTES unless given. */
  maxFileBytes?: number;
};

export type Received<T, P extends UploadPurpose = FilePurpose> = UploadPlan<T, P> & {
  fileName: string;
  /** Sniffed from the bytes. */
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

type FilePart = { stream: Readable; fileName: string };

const FIELD_NAMES = new Set(['purpose', 'course_id', 'portfolio_item_id', 'portal_id']);

/**
 * Receives one multipart upload as it streams in (SCREENS "Files"): the fields first, then the
 * `file` part, whose first bytes decide its type (never the name or the browser's type) and
 * whose bytes go to the storage while they are hashed and counted. Past MAX_UPLOAD_BYTES it
 * stops reading at once (413) and the storage removes what it had; a refused type (415) is
 * refused before anything is stored. Nothing is held whole in memory: at most SNIFF_BYTES of
 * the file's start, and a chunk at a time after that.
 */
export async function receiveUpload<T, P extends UploadPurpose = FilePurpose>(
  options: ReceiveOptions<T, P>,
): Promise<Received<T, P>> {
  const { locale } = options;
  const maxFileBytes = options.maxFileBytes ?? MAX_UPLOAD_BYTES;
  if (!options.body || !/^multipart\/form-data\b/i.test(options.contentType ?? '')) {
    throw notMultipart(locale);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': options.contentType },
      defParamCharset: 'utf8',
      limits: {
        // One byte past the limit reaches us, which is how we know to refuse.
        fileSize: maxFileBytes + 1,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 20,
      },
    });
  } catch {
    throw notMultipart(locale);
  }
  const source = Readable.fromWeb(options.body as NodeWebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let filePart: FilePart | null = null;
  let lateField: string | null = null;

  const parsed = new Promise<FilePart | null>((resolve, reject) => {
    parser.on('field', (name: string, value: string) => {
      if (filePart) {
        if (FIELD_NAMES.has(name)) lateField ??= name;
      } else if (FIELD_NAMES.has(name)) {
        fields[name] = value;
      }
    });
    parser.on('file', (name: string, stream: Readable, info: busboy.FileInfo) => {
      stream.on('error', () => undefined); // reported through the parser or the read loop
      if (name !== 'file' || filePart) {
        stream.resume();
        return;
      }
      filePart = { stream, fileName: cleanFileName(info.filename) };
      // One byte past the limit: busboy would skip the rest of the part by reading it all.
      // Stop reading the request now; the read loop below answers 413 for that byte.
      stream.once('limit', stopReading);
      resolve(filePart);
    });
    parser.on('close', () => resolve(null));
    parser.on('error', reject);
  });
  let broken = false;
  source.on('error', (error) => {
    broken = true;
    parser.destroy(error);
  });
  source.pipe(parser);
  // Cancelling the source tells the sender to stop (the browser, the BFF, the worker's peer).
  function stopReading() {
    source.unpipe(parser);
    source.destroy();
  }

  let complete = false;
  try {
    const part = await parsed.catch(() => {
      throw broken ? uploadIncomplete(locale) : notMultipart(locale);
    });
    if (!part) throw fileMissing(locale);
    const plan = await options.plan(fields);

    const iterator = part.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    // The file part failing (the sender went away, the form ended early) is the client's
    // matter: 400, never a 500.
    const read = () =>
      iterator.next().catch(() => {
        throw uploadIncomplete(locale);
      });
    const hash = createHash('sha256');
    const limit = Math.min(plan.maxBytes ?? MAX_UPLOAD_BYTES, maxFileBytes);
    let size = 0;
    const streamed = garbageHint();
    const counted = (chunk: Buffer) => {
      size += chunk.byteLength;
      streamed(chunk.byteLength);
      if (size > limit) throw fileTooLarge(locale, limit);
      hash.update(chunk);
      return chunk;
    };

    // The start of the file, to sniff.
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const next = await read();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(counted(next.value));
      headSize += next.value.byteLength;
    }
    const start = Buffer.concat(head);
    const sniffed = await sniff(start.subarray(0, SNIFF_BYTES), part.fileName, plan.purpose);
    if (!sniffed) throw unsupportedFileType(locale, plan.purpose);
    const text = sniffed.text ? new Utf8Check() : null;
    if (text && !text.push(start)) throw unsupportedFileType(locale, plan.purpose);

    async function* rest(): AsyncGenerator<Uint8Array> {
      if (start.byteLength > 0) yield start;
      while (!ended) {
        const next = await read();
        if (next.done) break;
        const chunk = counted(next.value);
        if (text && !text.push(chunk)) throw unsupportedFileType(locale, plan.purpose);
        yield chunk;
      }
      if (text && !text.end()) throw unsupportedFileType(locale, plan.purpose);
    }
    await options.storage.put(plan.storageKey, rest());
    try {
      await finished(parser);
    } catch {
      // The form broke after the file ended: keep nothing of it.
      await options.storage.delete(plan.storageKey);
      throw notMultipart(locale);
    }
    if (lateField) {
      await options.storage.delete(plan.storageKey);
      throw fieldAfterFile(locale, lateField);
    }
    complete = true;
    return {
      ...plan,
      fileName: part.fileName,
      contentType: sniffed.contentType,
      sizeBytes: size,
      sha256: hash.digest('hex'),
    };
  } finally {
    if (!complete) {
      // Refused: read no further.
      stopReading();
      parser.destroy();
    }
  }
}
