import { fileTypeFromBuffer } from 'file-type';
import type { FilePurpose } from '../db/schema';

/**
 * What each purpose accepts, by the type the bytes show (never the browser's type or the file
 * name's extension). SVG is never accepted: it can carry script.
 */
const IMAGES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const DOCUMENTS: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

/** Plain text has no magic number: accepted by its name, then only when it is clean UTF-8. */
const TEXT: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * What an upload is for: a stored file's purpose, or a content package's zip or course
 * structure (issue 37), which is unpacked and never kept as a file of its own.
 */
export type UploadPurpose = FilePurpose | 'package';

const ACCEPTS: Record<UploadPurpose, { types: Record<string, string>; text: boolean }> = {
  course_cover: { types: IMAGES, text: false },
  lesson_image: { types: IMAGES, text: false },
  avatar: { types: IMAGES, text: false },
  portal_logo: { types: IMAGES, text: false },
  question_image: { types: IMAGES, text: false },
  portfolio: { types: { ...IMAGES, ...DOCUMENTS }, text: true },
  submission: { types: { ...IMAGES, ...DOCUMENTS }, text: true },
  // A package's zip, or a course structure alone (cmi5.xml, AUs hosted elsewhere).
  package: { types: { zip: 'application/zip', xml: 'application/xml' }, text: false },
};

/** The extensions a purpose accepts, for messages and the file input's `accept`. */
export function acceptedExtensions(purpose: UploadPurpose): string[] {
  const { types, text } = ACCEPTS[purpose];
  return [...Object.keys(types), ...(text ? Object.keys(TEXT) : [])];
}

export type Sniffed = {
  contentType: string;
  /** Plain text: every byte must still pass the UTF-8 check (Utf8Check) before it is kept. */
  text: boolean;
};

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();

/**
 * The file's type from its first bytes, or null when `purpose` does not take it. `head` is the
 * start of the file (SNIFF_BYTES, or all of it when shorter).
 */
export async function sniff(
  head: Uint8Array,
  fileName: string,
  purpose: UploadPurpose,
): Promise<Sniffed | null> {
  const accepts = ACCEPTS[purpose];
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (detected) {
    const contentType = accepts.types[detected.ext];
    return contentType ? { contentType, text: false } : null;
  }
  const extension = extensionOf(fileName);
  // XML without its declaration (`<courseStructure …>` straight away) has no magic number: a
  // .xml file whose first character is a tag's is taken as XML where XML is taken.
  if (extension === 'xml' && accepts.types.xml && startsWithTag(head)) {
    return { contentType: accepts.types.xml, text: false };
  }
  const textType = extension ? TEXT[extension] : undefined;
  if (accepts.text && textType && !head.includes(0)) return { contentType: textType, text: true };
  return null;
}

/** Whether the bytes begin (after a UTF-8 byte order mark and white space) with `<`. */
function startsWithTag(head: Uint8Array): boolean {
  let at = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (at < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[at] as number)) at += 1;
  return head[at] === 0x3c && !head.includes(0);
}

/** Streaming check that a text file is valid UTF-8 without NUL bytes. */
export class Utf8Check {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private ok = true;

  /** False from the first chunk that breaks the rule on. */
  push(chunk: Uint8Array): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode(chunk, { stream: true });
      this.ok = !chunk.includes(0);
    } catch {
      this.ok = false;
    }
    return this.ok;
  }

  /** Whether the whole file passed (a sequence cut off at the end fails). */
  end(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
