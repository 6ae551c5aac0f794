import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  ImageFiles,
  ImportedImage,
  InterchangeError,
} from '../../shared/quiz/interchange/common';
import { ERRORS } from '../../shared/quiz/interchange/common';
import type { Question } from '../../shared/quiz/types';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { cleanFileName } from '../files/names';
import { sniff } from '../files/sniff';
import { type FileStorage, fileStorage } from '../files/storage';

/*
 * Question images (issue 41, docs/question-interchange.md "Question images"): stored files of
 * purpose `question_image`. An author uploads one through POST /v1/files; an import stores the
 * pictures a Moodle XML file or a QTI package holds, on "Confirm import" only; an export reads
 * them back.
 */

/** Whether the file is a question image of the portal (what a question may point at). */
export async function isQuestionImageFile(
  db: Db,
  params: { portalId: string; fileId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.portalId, params.portalId),
        eq(files.id, params.fileId),
        eq(files.purpose, 'question_image'),
      ),
    );
  return row !== undefined;
}

/**
 * An import's images checked as an upload would be (their type sniffed from the bytes, by the
 * file-type library the uploads use): each one that is not a PNG, JPEG, GIF or WebP is an
 * error at its path. The import's own parser checked their size and first bytes already.
 */
export async function importImageErrors(
  images: readonly ImportedImage[],
): Promise<InterchangeError[]> {
  const errors: InterchangeError[] = [];
  for (const image of images) {
    const sniffed = await sniff(
      image.bytes.subarray(0, 64 * 1024),
      image.fileName,
      'question_image',
    );
    if (!sniffed) {
      errors.push({
        row: image.row,
        column: image.path,
        code: 'BAD_IMAGE',
        detail: ERRORS.BAD_IMAGE(image.fileName),
      });
    }
  }
  return errors;
}

type FileRow = typeof files.$inferInsert & { id: string };

export type StoredImages = {
  /** Per image of the import, in its order: the file row to insert. */
  rows: FileRow[];
  /** Removes the stored bytes again (the import failed after storing them). */
  discard: () => Promise<void>;
};

/**
 * Writes an import's images to the file storage (checked already): their rows are inserted by
 * the caller in the transaction that adds the questions, so either both are kept or neither.
 */
export async function storeImportImages(
  params: {
    portalId: string;
    courseId: string;
    uploadedBy: string;
    images: readonly ImportedImage[];
  },
  storage: FileStorage = fileStorage(),
): Promise<StoredImages> {
  const rows: FileRow[] = [];
  const discard = () =>
    Promise.all(rows.map((row) => storage.delete(row.storageKey))).then(() => undefined);
  try {
    for (const image of params.images) {
      const id = uuidV7();
      const fileName = cleanFileName(image.fileName);
      const sniffed = await sniff(image.bytes.subarray(0, 64 * 1024), fileName, 'question_image');
      if (!sniffed) throw new Error(`Question image ${image.path} was not checked before storing`);
      const row = {
        id,
        portalId: params.portalId,
        uploadedBy: params.uploadedBy,
        purpose: 'question_image' as const,
        courseId: params.courseId,
        fileName,
        contentType: sniffed.contentType,
        sizeBytes: image.bytes.byteLength,
        storageKey: `${params.portalId}/${id}`,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
      };
      rows.push(row);
      await storage.put(
        row.storageKey,
        (async function* () {
          yield image.bytes;
        })(),
      );
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { rows, discard };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The stored bytes of the questions' images, by file id, for an export. An image whose bytes
 * are gone is left out of the export (logged), never a failed download.
 */
export async function questionImageFiles(
  db: Db,
  params: { portalId: string; questions: readonly Pick<Question, 'image'>[] },
  storage: FileStorage = fileStorage(),
): Promise<ImageFiles> {
  const ids = [...new Set(params.questions.flatMap((question) => question.image?.fileId ?? []))];
  const found = new Map<string, { bytes: Uint8Array; fileName: string }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: files.id, fileName: files.fileName, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.portalId, params.portalId), inArray(files.id, ids)));
  for (const row of rows) {
    try {
      found.set(row.id, {
        bytes: await readAll(await storage.get(row.storageKey)),
        fileName: row.fileName,
      });
    } catch (error) {
      console.error(
        `[academy-api] question image ${row.id} could not be read for an export`,
        error,
      );
    }
  }
  return found;
}
