/**
 * Open Badges baked into PNG images (OB 3.0 §5.3.1, issue 41 item 3): an `iTXt` chunk with the
 * keyword `openbadgecredential`, uncompressed, whose text is the credential (JSON-LD or a
 * VC-JWT), placed before `IEND`. Pure: bytes in, bytes out, bounded walks, no decompression.
 */

export const PNG_KEYWORD = 'openbadgecredential';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of PNG chunks (ISO 3309, as PNG's §5.5 asks). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && SIGNATURE.every((value, i) => bytes[i] === value);
}

type Chunk = { type: string; start: number; dataStart: number; length: number; end: number };

/** The chunks of a PNG in order, or null when it is not a well-formed one. */
function chunksOf(png: Uint8Array): Chunk[] | null {
  if (!isPng(png)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > png.length) return null;
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    chunks.push({ type, start: at, dataStart: at + 8, length, end });
    at = end;
    if (type === 'IEND') return chunks;
  }
  return null;
}

const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);

/** The PNG with the credential's text in an iTXt chunk before IEND (any earlier one replaced). */
export function bakePng(png: Uint8Array, credentialText: string): Uint8Array {
  const chunks = chunksOf(png);
  const iend = chunks?.find((chunk) => chunk.type === 'IEND');
  if (!chunks || !iend) throw new Error('Not a PNG image');
  const text = new TextEncoder().encode(credentialText);
  // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translation, NUL.
  const data = new Uint8Array([...latin1(PNG_KEYWORD), 0, 0, 0, 0, 0, ...text]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(latin1('iTXt'), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  const kept = chunks.filter((c) => c.type !== 'IEND' && !isBadgeChunk(png, c));
  const size = 8 + kept.reduce((sum, c) => sum + (c.end - c.start), 0) + chunk.length + 12;
  const out = new Uint8Array(size);
  out.set(SIGNATURE, 0);
  let at = 8;
  for (const c of kept) {
    out.set(png.subarray(c.start, c.end), at);
    at += c.end - c.start;
  }
  out.set(chunk, at);
  out.set(png.subarray(iend.start, iend.end), at + chunk.length);
  return out;
}

function isBadgeChunk(png: Uint8Array, chunk: Chunk): boolean {
  if (chunk.type !== 'iTXt') return false;
  const keyword = latin1(PNG_KEYWORD);
  return (
    chunk.length > keyword.length &&
    keyword.every((byte, i) => png[chunk.dataStart + i] === byte) &&
    png[chunk.dataStart + keyword.length] === 0
  );
}

export type PngCredential = { ok: true; text: string } | { ok: false; problem: 'malformed' } | null;

/**
 * The credential's text baked into a PNG: null when the PNG carries none, malformed when the
 * image or the chunk is broken (a bad CRC, compressed text, text that is not UTF-8).
 */
export function credentialTextOfPng(png: Uint8Array): PngCredential {
  const chunks = chunksOf(png);
  if (!chunks) return { ok: false, problem: 'malformed' };
  const chunk = chunks.find((c) => isBadgeChunk(png, c));
  if (!chunk) return null;
  const stored = new DataView(png.buffer, png.byteOffset).getUint32(chunk.dataStart + chunk.length);
  if (stored !== crc32(png.subarray(chunk.start + 4, chunk.dataStart + chunk.length))) {
    return { ok: false, problem: 'malformed' };
  }
  let at = chunk.dataStart + PNG_KEYWORD.length + 1;
  const [flag, method] = [png[at], png[at + 1]];
  if (flag !== 0 || method !== 0) return { ok: false, problem: 'malformed' };
  at += 2;
  const end = chunk.dataStart + chunk.length;
  // The language tag and the translated keyword, each ended by a NUL.
  for (let field = 0; field < 2; field++) {
    while (at < end && png[at] !== 0) at++;
    if (at >= end) return { ok: false, problem: 'malformed' };
    at++;
  }
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true }).decode(png.subarray(at, end)),
    };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}

/** A PNG handed over as text: a `data:image/png;base64,` URL. */
export const PNG_DATA_URL = 'data:image/png;base64,';

/** The bytes of a PNG data URL, or null when it is not valid base64. */
export function pngOfDataUrl(text: string): Uint8Array | null {
  const base64 = text.slice(PNG_DATA_URL.length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return null;
  const binary = atob(base64);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}
