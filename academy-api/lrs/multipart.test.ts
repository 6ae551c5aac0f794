import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type AttachmentPart,
  buildStatementsMultipart,
  checkAttachmentsMatch,
  MultipartProblem,
  parseStatementsMultipart,
} from './multipart';

/*
 * The requests are built the way ADL's LRS conformance suite builds them
 * (test/v2_0/4.1.3-Content-Types.js, 4.1.6.1-Statement-Resource.js): the same boundary, the same
 * CRLFs, the same attachment texts (test/v1_0_3/templates/attachments/simple_text*.txt).
 */

const BOUNDARY = '-------314159265358979323846';
const HEADER = `multipart/mixed; boundary=${BOUNDARY}`;
const dashes = '--';
const crlf = '\r\n';
const TXT1 = 'here is a simple attachment';
const TXT2 = 'here is another simple attachment';
const TXT3 = 'here is a third attachment';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

type Statement = Record<string, unknown>;

function attachment(content: string | Uint8Array, extra: Record<string, unknown> = {}) {
  return {
    usageType: 'http://example.com/attachment-usage/test',
    display: { 'en-US': 'A test attachment' },
    description: { 'en-US': 'A test attachment (description)' },
    contentType: 'text/plain',
    length: typeof content === 'string' ? utf8(content).length : content.length,
    sha2: sha256(content),
    ...extra,
  };
}

/** {{statements.attachment}} of the suite, with these attachments. */
function statementWith(attachments: unknown[]): Statement {
  return {
    actor: { objectType: 'Agent', name: 'xAPI account', mbox: 'mailto:xapi@adlnet.gov' },
    verb: {
      id: 'http://adlnet.gov/expapi/verbs/attended',
      display: { 'en-GB': 'attended', 'en-US': 'attended' },
    },
    object: { objectType: 'Activity', id: 'http://www.example.com/meetings/occurances/34534' },
    attachments,
  };
}

function jsonPart(data: unknown, type = 'application/json'): string {
  let msg = dashes + BOUNDARY + crlf;
  msg += `Content-Type: ${type}${crlf}${crlf}`;
  msg += JSON.stringify(data) + crlf;
  return msg;
}

function filePart(content: string, hash: string, type = 'text/plain', encoding = 'binary'): string {
  let msg = dashes + BOUNDARY + crlf;
  msg += `Content-Type: ${type}${crlf}`;
  msg += `Content-Transfer-Encoding: ${encoding}${crlf}`;
  msg += `X-Experience-API-Hash: ${hash}${crlf}${crlf}`;
  msg += content + crlf;
  return msg;
}

const close = dashes + BOUNDARY + dashes + crlf;

/** What the statements route does with a multipart body: parse, then match the attachments. */
function receive(body: string | Uint8Array, header = HEADER) {
  const parsed = parseStatementsMultipart(typeof body === 'string' ? utf8(body) : body, header);
  const statements = (Array.isArray(parsed.json) ? parsed.json : [parsed.json]) as Statement[];
  checkAttachmentsMatch(statements, parsed.parts);
  return parsed;
}

function concat(...chunks: Uint8Array[]): Uint8Array {
  return Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
}

describe('multipart/mixed content type (Communication 1.5, XAPI-00127)', () => {
  it('accepts raw attachment data sent as multipart/mixed', () => {
    const picture = Buffer.from(Uint8Array.from({ length: 256 }, (_, i) => i)).toString('hex');
    const data = statementWith([attachment(picture, { contentType: 'image/jpeg' })]);
    const parsed = receive(
      jsonPart(data) + filePart(picture, sha256(picture), 'image/jpeg') + close,
    );
    expect(parsed.json).toEqual(data);
    expect(parsed.parts).toEqual([
      { contentType: 'image/jpeg', sha2: sha256(picture), bytes: utf8(picture) },
    ]);
  });

  it('keeps binary bytes intact, CR, LF and dashes included', () => {
    const bytes = concat(
      Uint8Array.from({ length: 256 }, (_, i) => i),
      utf8(`\r\n--${crlf}-`),
    );
    const data = statementWith([attachment(bytes, { contentType: 'application/octet-stream' })]);
    const body = concat(
      utf8(jsonPart(data)),
      utf8(`${dashes}${BOUNDARY}${crlf}Content-Type: application/octet-stream${crlf}`),
      utf8(
        `Content-Transfer-Encoding: binary${crlf}X-Experience-API-Hash: ${sha256(bytes)}${crlf}`,
      ),
      utf8(crlf),
      bytes,
      utf8(crlf + close),
    );
    expect(receive(body).parts[0]?.bytes).toEqual(bytes);
  });

  it('accepts multipart/mixed whose attachment uses fileUrl (only the statements part)', () => {
    const data = statementWith([attachment(TXT1, { fileUrl: 'http://over.there.com/file.txt' })]);
    expect(receive(jsonPart(data) + close)).toEqual({ json: data, parts: [] });
  });

  it('accepts multipart/mixed without attachments', () => {
    const { attachments: _, ...data } = statementWith([]);
    expect(receive(jsonPart(data) + close).json).toEqual(data);
  });

  it('refuses multipart/form-data', () => {
    const data = statementWith([attachment(TXT1, { contentType: 'image/jpeg' })]);
    const msg = jsonPart(data) + filePart(TXT1, sha256(TXT1), 'image/jpeg') + close;
    const header = `multipart/form-data; boundary=${BOUNDARY}`;
    expect(() => receive(msg, header)).toThrow(/multipart\/mixed, not multipart\/form-data/);
  });
});

describe('parts and attachments match (Communication 1.5.2.s3.b5)', () => {
  const data = statementWith([attachment(TXT1), attachment(TXT2)]);

  it('accepts a part for every attachment', () => {
    const msg =
      jsonPart(data) + filePart(TXT1, sha256(TXT1)) + filePart(TXT2, sha256(TXT2)) + close;
    expect(receive(msg).parts.map((part) => part.sha2)).toEqual([sha256(TXT1), sha256(TXT2)]);
  });

  it('refuses excess multipart sections that are no attachment (XAPI-00128)', () => {
    let msg = jsonPart(data) + filePart(TXT1, sha256(TXT1)) + filePart(TXT2, sha256(TXT2));
    msg += filePart(TXT3, sha256(TXT3)) + close;
    expect(() => receive(msg)).toThrow(MultipartProblem);
    expect(() => receive(msg)).toThrow(`${sha256(TXT3)} is no attachment`);
  });

  it('refuses a missing part for an attachment without fileUrl (XAPI-00129)', () => {
    const msg = jsonPart(data) + filePart(TXT1, sha256(TXT1)) + close;
    expect(() => receive(msg)).toThrow(`sha2 ${sha256(TXT2)} has no fileUrl and no part`);
  });

  it('accepts a part for an attachment that also has a fileUrl (kept, returned on GET)', () => {
    const withUrl = statementWith([
      attachment(TXT1, { fileUrl: 'http://over.there.com/file.txt' }),
    ]);
    expect(receive(jsonPart(withUrl) + filePart(TXT1, sha256(TXT1)) + close).parts).toHaveLength(1);
  });

  it('matches the parts of a batch against all its statements', () => {
    const batch = [statementWith([attachment(TXT1)]), statementWith([attachment(TXT2)])];
    const msg =
      jsonPart(batch) + filePart(TXT1, sha256(TXT1)) + filePart(TXT2, sha256(TXT2)) + close;
    expect(receive(msg).parts).toHaveLength(2);
    expect(() => receive(jsonPart(batch) + filePart(TXT1, sha256(TXT1)) + close)).toThrow(
      MultipartProblem,
    );
  });

  it("counts a SubStatement's attachments", () => {
    const sub = { ...statementWith([attachment(TXT1)]), objectType: 'SubStatement' };
    const withSub = { ...statementWith([]), object: sub };
    expect(receive(jsonPart(withSub) + filePart(TXT1, sha256(TXT1)) + close).parts).toHaveLength(1);
    expect(() => receive(jsonPart(withSub) + close)).toThrow(MultipartProblem);
  });

  it('sends one copy of an attachment two statements share (1.5.2.s2.b2.b5)', () => {
    const batch = [statementWith([attachment(TXT1)]), statementWith([attachment(TXT1)])];
    const msg =
      jsonPart(batch) + filePart(TXT1, sha256(TXT1)) + filePart(TXT1, sha256(TXT1)) + close;
    expect(receive(msg).parts).toHaveLength(1);
  });

  it("accepts a part whose Content-Type is its attachment's, parameters aside (1.5.2.s2.b2.b7)", () => {
    const ascii = statementWith([attachment(TXT1, { contentType: 'text/plain; charset=ascii' })]);
    expect(
      receive(jsonPart(ascii) + filePart(TXT1, sha256(TXT1), 'Text/Plain') + close).parts,
    ).toEqual([{ contentType: 'Text/Plain', sha2: sha256(TXT1), bytes: utf8(TXT1) }]);
  });

  it("refuses a part whose Content-Type is another media type than its attachment's", () => {
    const msg =
      jsonPart(statementWith([attachment(TXT1)])) + filePart(TXT1, sha256(TXT1), 'image/png');
    expect(() => receive(msg + close)).toThrow('is image/png, its attachment text/plain');
  });
});

describe('the boundary (RFC 2046, XAPI-00130, XAPI-00131)', () => {
  const data = statementWith([attachment(TXT1)]);
  const attachmentPart = filePart(TXT1, sha256(TXT1));

  it('refuses a Content-Type header without boundary', () => {
    const msg = jsonPart(data) + attachmentPart + close;
    expect(() => receive(msg, 'multipart/mixed;')).toThrow('has no boundary');
    expect(() => receive(msg, 'multipart/mixed')).toThrow('has no boundary');
  });

  it('refuses a body whose statements part has no boundary before it (XAPI-00131)', () => {
    const msg = `Content-Type: application/json${crlf}${crlf}${JSON.stringify(data)}${crlf}`;
    expect(() => receive(msg + attachmentPart + close)).toThrow(MultipartProblem);
  });

  it('refuses a body without the boundary at all', () => {
    const msg = `Content-Type: application/json${crlf}${crlf}${JSON.stringify(data)}${crlf}`;
    expect(() => receive(msg)).toThrow('does not contain the multipart boundary');
  });

  it('refuses a part without a boundary before its Content-Type header (XAPI-00130)', () => {
    let msg = jsonPart(data);
    msg += `Content-Type: text/plain${crlf}`;
    msg += `Content-Transfer-Encoding: binary${crlf}`;
    msg += `X-Experience-API-Hash: ${sha256(TXT1)}${crlf}${crlf}`;
    msg += TXT1 + crlf + close;
    expect(() => receive(msg)).toThrow(MultipartProblem);
  });

  it('refuses a body without the closing boundary', () => {
    expect(() => receive(jsonPart(data) + attachmentPart)).toThrow('no closing boundary');
  });

  it('refuses a boundary line followed by more than padding', () => {
    const msg = `${dashes}${BOUNDARY}junk${crlf}Content-Type: application/json${crlf}${crlf}{}${crlf}`;
    expect(() => receive(msg + close)).toThrow('does not end in CRLF');
  });

  it("accepts the spec's example: quoted boundary of all bchars, headers without a space", () => {
    const boundary = "abcABC0123'()+_,-./:=?";
    const statement = statementWith([
      attachment(TXT1, { contentType: 'text/plain; charset=ascii' }),
    ]);
    const msg = [
      '',
      `--${boundary}`,
      'Content-Type:application/json',
      '',
      JSON.stringify(statement, null, 4),
      `--${boundary}`,
      'Content-Type:text/plain',
      'Content-Transfer-Encoding:binary',
      'X-Experience-API-Hash:495395e777cd98da653df9615d09c0fd6bb2f8d4788394cd53c56a3bfdcd848a',
      '',
      TXT1,
      `--${boundary}--`,
    ].join(crlf);
    const parsed = receive(msg, `multipart/mixed; boundary="${boundary}"`);
    expect(parsed.json).toEqual(statement);
    expect(parsed.parts[0]?.bytes).toEqual(utf8(TXT1));
  });

  it('accepts a preamble, an epilogue, padding after boundaries and headers in any case', () => {
    let msg = `This is the preamble.${crlf}${dashes}${BOUNDARY} \t${crlf}`;
    msg += `content-TYPE: Application/JSON; charset=UTF-8${crlf}${crlf}${JSON.stringify(data)}${crlf}`;
    msg += `${dashes}${BOUNDARY}${crlf}CONTENT-TYPE: text/plain${crlf}`;
    msg += `content-transfer-encoding: BINARY${crlf}x-experience-api-hash: ${sha256(TXT1).toUpperCase()}`;
    msg += `${crlf}${crlf}${TXT1}${crlf}${dashes}${BOUNDARY}--${crlf}This is the epilogue.${crlf}`;
    const parsed = receive(msg, `Multipart/Mixed; charset=x; Boundary="${BOUNDARY}"`);
    expect(parsed.parts).toEqual([
      { contentType: 'text/plain', sha2: sha256(TXT1), bytes: utf8(TXT1) },
    ]);
  });

  it('accepts folded header lines', () => {
    const msg = jsonPart(data).replace('Content-Type: ', `Content-Type:${crlf} `);
    expect(receive(msg + attachmentPart + close).json).toEqual(data);
  });
});

describe('the statements part (Communication 1.5.2.s2.b2.b1)', () => {
  const data = statementWith([attachment(TXT1)]);

  it('refuses a first part that is not application/json (XAPI-00134)', () => {
    const msg = jsonPart(data, 'text/plain') + filePart(TXT1, sha256(TXT1)) + close;
    expect(() => receive(msg)).toThrow('as application/json, not text/plain');
  });

  it('refuses statements spread over several parts (XAPI-00133)', () => {
    const msg = jsonPart(data) + jsonPart(data) + filePart(TXT1, sha256(TXT1)) + close;
    expect(() => receive(msg)).toThrow(MultipartProblem);
  });

  it('refuses a statements part that is not JSON', () => {
    const msg = jsonPart(data).replace('{', '{,') + filePart(TXT1, sha256(TXT1)) + close;
    expect(() => receive(msg)).toThrow('not valid JSON');
  });

  it('refuses a body whose close delimiter comes first (no parts)', () => {
    expect(() => receive(close)).toThrow('has no parts');
  });
});

describe('attachment part headers (Communication 1.5.2.s2.b2)', () => {
  const data = statementWith([attachment(TXT1)]);

  it('refuses a part without X-Experience-API-Hash (XAPI-00132)', () => {
    let msg = jsonPart(data);
    msg += dashes + BOUNDARY + crlf;
    msg += `Content-Type: text/plain${crlf}`;
    msg += `Content-Transfer-Encoding: binary${crlf}${crlf}`;
    msg += TXT1 + crlf + close;
    expect(() => receive(msg)).toThrow('has no x-experience-api-hash header');
  });

  it('refuses a part whose X-Experience-API-Hash is not the sha2 of its bytes (XAPI-00132)', () => {
    const hash = 'b018994f8bbe0f08992a65c48c8c8c56f09e9baceaa6227ed85c90ae52b73c89';
    const msg = jsonPart(data) + filePart(TXT1, hash) + close;
    expect(() => receive(msg)).toThrow(`do not have its X-Experience-API-Hash ${hash}`);
  });

  it('accepts SHA-384 and SHA-512 hashes as well as SHA-256 (1.5.2.s4.b4)', () => {
    for (const algorithm of ['sha384', 'sha512']) {
      const hash = createHash(algorithm).update(TXT1).digest('hex');
      const msg =
        jsonPart(statementWith([attachment(TXT1, { sha2: hash })])) + filePart(TXT1, hash);
      expect(receive(msg + close).parts[0]?.sha2).toBe(hash);
    }
  });

  it('refuses an X-Experience-API-Hash that is no SHA-2 hex digest', () => {
    const sha1 = createHash('sha1').update(TXT1).digest('hex');
    const msg = jsonPart(statementWith([attachment(TXT1, { sha2: sha1 })])) + filePart(TXT1, sha1);
    expect(() => receive(msg + close)).toThrow('is not a SHA-2 hex digest');
  });

  it('refuses a Content-Transfer-Encoding other than binary (XAPI-00135)', () => {
    const msg = jsonPart(data) + filePart(TXT1, sha256(TXT1), 'text/plain', 'base64') + close;
    expect(() => receive(msg)).toThrow('Content-Transfer-Encoding is base64, not binary');
  });

  it('refuses a part without Content-Transfer-Encoding (XAPI-00135)', () => {
    let msg = jsonPart(data);
    msg += dashes + BOUNDARY + crlf;
    msg += `Content-Type: text/plain${crlf}`;
    msg += `X-Experience-API-Hash: ${sha256(TXT1)}${crlf}${crlf}`;
    msg += TXT1 + crlf + close;
    expect(() => receive(msg)).toThrow('has no content-transfer-encoding header');
  });

  it('refuses an attachment part without Content-Type', () => {
    let msg = jsonPart(data);
    msg += dashes + BOUNDARY + crlf;
    msg += `Content-Transfer-Encoding: binary${crlf}`;
    msg += `X-Experience-API-Hash: ${sha256(TXT1)}${crlf}${crlf}`;
    msg += TXT1 + crlf + close;
    expect(() => receive(msg)).toThrow('has no content-type header');
  });

  it('refuses a part without the blank line after its headers', () => {
    const msg = `${jsonPart(data)}${dashes}${BOUNDARY}${crlf}Content-Type: text/plain${crlf}`;
    expect(() => receive(msg + close)).toThrow('no blank line after its headers');
  });

  it('refuses a malformed or repeated header line', () => {
    const malformed = filePart(TXT1, sha256(TXT1)).replace('Content-Type: ', 'Content-Type ');
    expect(() => receive(jsonPart(data) + malformed + close)).toThrow('malformed header line');
    const repeated = filePart(TXT1, sha256(TXT1)).replace(
      crlf,
      `${crlf}Content-Type: image/png${crlf}`,
    );
    expect(() => receive(jsonPart(data) + repeated + close)).toThrow('repeats its content-type');
  });
});

/** Reads a response the way the suite does (multipartParser.getBoundary / parseMultipart). */
function readLikeTheSuite(body: Uint8Array, contentType: string) {
  const index = contentType.indexOf('boundary=');
  const end = contentType.indexOf(';', index);
  const boundary = contentType.substring(index + 'boundary='.length, end < 0 ? undefined : end);
  const text = Buffer.from(body).toString('utf8');
  const contents = text.split(new RegExp(`--*${boundary}`)).slice(1);
  const parts = contents
    .filter((content) => !content.startsWith('--'))
    .map((content) => {
      const [headers = '', ...rest] = content.slice(2).split(`${crlf}${crlf}`);
      const partBody = rest.join(`${crlf}${crlf}`);
      return { headers, body: partBody.slice(0, partBody.length - crlf.length) };
    });
  return { boundary, parts, text };
}

describe('the multipart/mixed answer of GET /statements?attachments=true', () => {
  const one: AttachmentPart = { contentType: 'text/plain', sha2: sha256(TXT1), bytes: utf8(TXT1) };
  const two: AttachmentPart = { contentType: 'text/plain', sha2: sha256(TXT2), bytes: utf8(TXT2) };
  const result = { statements: [statementWith([attachment(TXT1), attachment(TXT2)])], more: '' };

  it('parses back into the JSON and the parts', () => {
    const built = buildStatementsMultipart(result, [one, two]);
    expect(parseStatementsMultipart(built.body, built.contentType)).toEqual({
      json: result,
      parts: [one, two],
    });
  });

  it('reads as the suite reads it: StatementResult first, each hash twice in all', () => {
    const built = buildStatementsMultipart(result, [one, two]);
    const read = readLikeTheSuite(built.body, built.contentType);
    expect(built.contentType.split(';')[0]).toBe('multipart/mixed');
    expect(built.contentType.split(';')[1]?.replace(' boundary=', '')).toBe(read.boundary);
    expect(JSON.parse(read.parts[0]?.body ?? '')).toEqual(result);
    expect(read.parts[0]?.headers).toBe('Content-Type: application/json');
    expect(read.parts[1]).toEqual({
      headers: `Content-Type: text/plain${crlf}Content-Transfer-Encoding: binary${crlf}X-Experience-API-Hash: ${sha256(TXT1)}`,
      body: TXT1,
    });
    expect(read.text.split(sha256(TXT1))).toHaveLength(3);
    expect(read.text.split(sha256(TXT2))).toHaveLength(3);
  });

  it('answers one part per distinct sha2', () => {
    const built = buildStatementsMultipart(result, [one, two, { ...one }]);
    expect(parseStatementsMultipart(built.body, built.contentType).parts).toEqual([one, two]);
  });

  it('answers only the JSON part when there are no attachments', () => {
    const built = buildStatementsMultipart({ statements: [], more: '' }, []);
    expect(readLikeTheSuite(built.body, built.contentType).parts).toHaveLength(1);
    expect(parseStatementsMultipart(built.body, built.contentType).parts).toEqual([]);
  });

  it('keeps binary bytes and never writes a line break into a header', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => 255 - i);
    const binary = { contentType: 'image/png\r\nX-Injected: 1', sha2: sha256(bytes), bytes };
    const built = buildStatementsMultipart({ statements: [] }, [binary]);
    const parsed = parseStatementsMultipart(built.body, built.contentType);
    expect(parsed.parts).toEqual([{ ...binary, contentType: 'application/octet-stream' }]);
  });

  it('picks a different boundary each time', () => {
    const a = buildStatementsMultipart({}, []).contentType;
    expect(buildStatementsMultipart({}, []).contentType).not.toBe(a);
    expect(a).toMatch(/^multipart\/mixed; boundary=[0-9A-Za-z-]+$/);
  });
});
