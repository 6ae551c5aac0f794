import { createHash, randomBytes } from 'node:crypto';

/**
 * xAPI statements with attachments travel as `multipart/mixed` (xAPI 2.0 Communication §1.5.2,
 * RFC 2046 §5.1): the first part is the statement(s) as `application/json`, every further part is
 * the raw bytes of one attachment, found by the SHA-2 in its `X-Experience-API-Hash` header.
 */

/** One attachment's bytes: its part's Content-Type, the (lowercase hex) SHA-2 and the bytes. */
export type AttachmentPart = { contentType: string; sha2: string; bytes: Uint8Array };

/** A parsed statements request: the first part's JSON and the attachment parts after it. */
export type ParsedStatementsBody = { json: unknown; parts: AttachmentPart[] };

/** What the spec refuses in a multipart statements request; the route answers 400 with its message. */
export class MultipartProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartProblem';
  }
}

const CRLF = bytesOf('\r\n');
const HEADER_END = bytesOf('\r\n\r\n');
const DASHES = bytesOf('--');
/** RFC 2046 bchars: the characters a boundary may hold (it may not end in a space). */
const BOUNDARY_CHARS = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
/** The SHA-2 digests an `X-Experience-API-Hash` may be, by their length in hex. */
const SHA2_BY_HEX_LENGTH: ReadonlyMap<number, string> = new Map([
  [56, 'sha224'],
  [64, 'sha256'],
  [96, 'sha384'],
  [128, 'sha512'],
]);

function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The first index at or after `from` where `needle` occurs in `haystack`, or -1. */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(
    needle,
    from,
  );
}

function startsWithAt(haystack: Uint8Array, needle: Uint8Array, at: number): boolean {
  if (at + needle.length > haystack.length) return false;
  return needle.every((byte, i) => haystack[at + i] === byte);
}

/** A header value's media type (`type/subtype`), lowercase, without its parameters. */
export function mediaTypeOf(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

/** The parameters of a header value such as `multipart/mixed; boundary="a b"` (names lowercase). */
function headerParameters(value: string): Map<string, string> {
  const parameters = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]*))/g;
  for (const match of value.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const quoted = match[2]?.replace(/\\(.)/g, '$1');
    if (!parameters.has(name)) parameters.set(name, quoted ?? match[3] ?? '');
  }
  return parameters;
}

/** The boundary of a `multipart/mixed` Content-Type header (XAPI-00131: without one → 400). */
function boundaryOf(contentTypeHeader: string): string {
  const type = mediaTypeOf(contentTypeHeader);
  if (type !== 'multipart/mixed') {
    throw new MultipartProblem(`Statements with attachments are multipart/mixed, not ${type}.`);
  }
  const boundary = headerParameters(contentTypeHeader).get('boundary');
  if (boundary === undefined || boundary === '') {
    throw new MultipartProblem('The multipart/mixed Content-Type header has no boundary.');
  }
  if (!BOUNDARY_CHARS.test(boundary)) {
    throw new MultipartProblem(`The multipart boundary "${boundary}" is not an RFC 2046 boundary.`);
  }
  return boundary;
}

/** Where the first `--boundary` line starts: the body's start, or after a preamble and CRLF. */
function firstDelimiter(body: Uint8Array, dashBoundary: Uint8Array): number {
  if (startsWithAt(body, dashBoundary, 0)) return 0;
  const found = indexOfBytes(body, new Uint8Array([...CRLF, ...dashBoundary]));
  if (found < 0) throw new MultipartProblem('The body does not contain the multipart boundary.');
  return found + CRLF.length;
}

/**
 * Past a `--boundary` at `at`: `closed` when it is the close delimiter (`--boundary--`), else
 * where the next part starts (after optional transport padding and the CRLF).
 */
function afterDelimiter(
  body: Uint8Array,
  at: number,
): { closed: true } | { closed: false; next: number } {
  if (startsWithAt(body, DASHES, at)) return { closed: true };
  let i = at;
  while (body[i] === 0x20 || body[i] === 0x09) i += 1;
  if (!startsWithAt(body, CRLF, i)) {
    throw new MultipartProblem('A multipart boundary line does not end in CRLF.');
  }
  return { closed: false, next: i + CRLF.length };
}

/** The raw parts (headers, blank line, content) between the boundaries of a multipart body. */
function splitParts(body: Uint8Array, boundary: string): Uint8Array[] {
  const dashBoundary = bytesOf(`--${boundary}`);
  const delimiter = new Uint8Array([...CRLF, ...dashBoundary]);
  const parts: Uint8Array[] = [];
  let at = firstDelimiter(body, dashBoundary) + dashBoundary.length;
  for (;;) {
    const after = afterDelimiter(body, at);
    if (after.closed) return parts;
    const end = indexOfBytes(body, delimiter, after.next);
    if (end < 0) throw new MultipartProblem('The multipart body has no closing boundary.');
    parts.push(body.subarray(after.next, end));
    at = end + delimiter.length;
  }
}

type RawPart = { headers: Map<string, string>; content: Uint8Array };

/** A part's header lines (names lowercase, folded lines joined) and its content. */
function parsePart(part: Uint8Array): RawPart {
  if (startsWithAt(part, CRLF, 0)) return { headers: new Map(), content: part.subarray(2) };
  const end = indexOfBytes(part, HEADER_END);
  if (end < 0) throw new MultipartProblem('A multipart part has no blank line after its headers.');
  const text = Buffer.from(part.subarray(0, end)).toString('latin1');
  return { headers: parseHeaderLines(text), content: part.subarray(end + HEADER_END.length) };
}

function parseHeaderLines(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon <= 0 || !/^[!#$%&'*+\-.^_`|~0-9a-z]+$/.test(name)) {
      throw new MultipartProblem(`A multipart part has a malformed header line: ${line}`);
    }
    if (headers.has(name))
      throw new MultipartProblem(`A multipart part repeats its ${name} header.`);
    headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** The first part: the statement or statements, as application/json (XAPI-00134). */
function statementsJson(part: RawPart): unknown {
  const type = mediaTypeOf(part.headers.get('content-type') ?? '');
  if (type !== 'application/json') {
    throw new MultipartProblem(
      `The first multipart part holds the statements as application/json, not ${type || 'no Content-Type'}.`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(part.content);
  } catch {
    throw new MultipartProblem('The statements part is not UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MultipartProblem('The statements part is not valid JSON.');
  }
}

/** The SHA-2 hex digest of `bytes` with the algorithm whose digest has `hexLength` characters. */
function sha2Hex(bytes: Uint8Array, hexLength: number): string | undefined {
  const algorithm = SHA2_BY_HEX_LENGTH.get(hexLength);
  return algorithm ? createHash(algorithm).update(bytes).digest('hex') : undefined;
}

/** The headers every attachment part needs (XAPI-00132, XAPI-00135), present and well formed. */
function requiredHeader(part: RawPart, name: string): string {
  const value = part.headers.get(name);
  if (value === undefined || value === '') {
    throw new MultipartProblem(`An attachment part has no ${name} header.`);
  }
  return value;
}

/** An attachment part: Content-Type, `Content-Transfer-Encoding: binary`, a hash its bytes have. */
function attachmentPart(part: RawPart): AttachmentPart {
  const contentType = requiredHeader(part, 'content-type');
  const encoding = requiredHeader(part, 'content-transfer-encoding');
  if (encoding.toLowerCase() !== 'binary') {
    throw new MultipartProblem(
      `An attachment part's Content-Transfer-Encoding is ${encoding}, not binary.`,
    );
  }
  const sha2 = requiredHeader(part, 'x-experience-api-hash').toLowerCase();
  const actual = /^[0-9a-f]+$/.test(sha2) ? sha2Hex(part.content, sha2.length) : undefined;
  if (actual === undefined) {
    throw new MultipartProblem(`X-Experience-API-Hash ${sha2} is not a SHA-2 hex digest.`);
  }
  if (actual !== sha2) {
    throw new MultipartProblem(
      `An attachment part's bytes do not have its X-Experience-API-Hash ${sha2}.`,
    );
  }
  return { contentType, sha2, bytes: part.content };
}

/** The parts with distinct hashes (the same attachment may be sent more than once). */
function distinctBySha2(parts: AttachmentPart[]): AttachmentPart[] {
  const seen = new Map<string, AttachmentPart>();
  for (const part of parts) if (!seen.has(part.sha2)) seen.set(part.sha2, part);
  return [...seen.values()];
}

/**
 * Parses a multipart/mixed statements request; throws MultipartProblem (an Error subclass with a
 * clear `message`) for anything the spec refuses. `sha2` is the header's value lowercased; the
 * part's real SHA-2 (SHA-256 for 64 hex digits; SHA-224/384/512 by length) must equal it (else
 * problem). Parts with the same hash come back once.
 */
export function parseStatementsMultipart(
  body: Uint8Array,
  contentTypeHeader: string,
): ParsedStatementsBody {
  const [first, ...rest] = splitParts(body, boundaryOf(contentTypeHeader)).map(parsePart);
  if (!first) throw new MultipartProblem('The multipart body has no parts.');
  return { json: statementsJson(first), parts: distinctBySha2(rest.map(attachmentPart)) };
}

type Declared = { sha2: string; contentType: string; fileUrl: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The attachments a statement declares, with those of a SubStatement object. */
function declaredAttachments(statement: Record<string, unknown>): Declared[] {
  const own = Array.isArray(statement.attachments) ? statement.attachments : [];
  const object = statement.object;
  const sub = isRecord(object) && object.objectType === 'SubStatement' ? object.attachments : [];
  return [...own, ...(Array.isArray(sub) ? sub : [])].filter(isRecord).map((attachment) => ({
    sha2: String(attachment.sha2 ?? '').toLowerCase(),
    contentType: String(attachment.contentType ?? ''),
    fileUrl: typeof attachment.fileUrl === 'string' && attachment.fileUrl !== '',
  }));
}

/** Every attachment without fileUrl has a part with its hash (Communication 1.5.2.s3.b5, XAPI-00129). */
function checkEveryAttachmentSent(declared: Declared[], parts: AttachmentPart[]): void {
  const sent = new Set(parts.map((part) => part.sha2));
  const missing = declared.find((attachment) => !attachment.fileUrl && !sent.has(attachment.sha2));
  if (missing) {
    throw new MultipartProblem(
      `The attachment with sha2 ${missing.sha2} has no fileUrl and no part with that X-Experience-API-Hash.`,
    );
  }
}

/**
 * Every part is an attachment's (XAPI-00128, XAPI-00132), and its Content-Type names the media
 * type its attachment's contentType does (Communication 1.5.2.s2.b2.b7; parameters may differ).
 */
function checkEveryPartDeclared(declared: Declared[], parts: AttachmentPart[]): void {
  for (const part of parts) {
    const owners = declared.filter((attachment) => attachment.sha2 === part.sha2);
    if (owners.length === 0) {
      throw new MultipartProblem(
        `The part with X-Experience-API-Hash ${part.sha2} is no attachment of the statements.`,
      );
    }
    const type = mediaTypeOf(part.contentType);
    if (!owners.some((attachment) => mediaTypeOf(attachment.contentType) === type)) {
      throw new MultipartProblem(
        `The part with X-Experience-API-Hash ${part.sha2} is ${type}, its attachment ${owners[0]?.contentType}.`,
      );
    }
  }
}

/**
 * After statement validation: every attachment of every statement without fileUrl has a part, and
 * every part belongs to an attachment (throws MultipartProblem otherwise). A part may also carry
 * the bytes of an attachment that has a fileUrl.
 */
export function checkAttachmentsMatch(
  statements: Record<string, unknown>[],
  parts: AttachmentPart[],
): void {
  const declared = statements.flatMap(declaredAttachments);
  checkEveryAttachmentSent(declared, parts);
  checkEveryPartDeclared(declared, parts);
}

/** A header value safe to write: no line breaks or other control characters. */
function headerSafe(value: string, fallback: string): string {
  return /^[\x20-\x7e]+$/.test(value) ? value : fallback;
}

/** A boundary (letters, digits, dashes: safe unquoted) that occurs in none of the contents. */
function freshBoundary(contents: Uint8Array[]): string {
  for (;;) {
    const boundary = `xapi-${randomBytes(18).toString('hex')}`;
    const needle = bytesOf(boundary);
    if (contents.every((content) => indexOfBytes(content, needle) < 0)) return boundary;
  }
}

function concatBytes(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function partHeaders(part: AttachmentPart): string {
  return [
    `Content-Type: ${headerSafe(part.contentType, 'application/octet-stream')}`,
    'Content-Transfer-Encoding: binary',
    `X-Experience-API-Hash: ${headerSafe(part.sha2, '')}`,
  ].join('\r\n');
}

/**
 * The multipart/mixed response of GET /statements?attachments=true: returns the body and its
 * Content-Type header (with boundary). The first part is `json` as application/json, then one part
 * per distinct sha2, laid out like a request (Communication 1.5.2) so any xAPI client reads it.
 */
export function buildStatementsMultipart(
  json: unknown,
  parts: AttachmentPart[],
): { body: Uint8Array; contentType: string } {
  const distinct = distinctBySha2(parts);
  const statements = bytesOf(JSON.stringify(json));
  const boundary = freshBoundary([statements, ...distinct.map((part) => part.bytes)]);
  const chunks: Uint8Array[] = [
    bytesOf(`--${boundary}\r\nContent-Type: application/json\r\n\r\n`),
    statements,
  ];
  for (const part of distinct) {
    chunks.push(bytesOf(`\r\n--${boundary}\r\n${partHeaders(part)}\r\n\r\n`), part.bytes);
  }
  chunks.push(bytesOf(`\r\n--${boundary}--\r\n`));
  return { body: concatBytes(chunks), contentType: `multipart/mixed; boundary=${boundary}` };
}
