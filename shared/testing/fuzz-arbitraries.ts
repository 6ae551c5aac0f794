import fc from 'fast-check';

/**
 * The hostile inputs the fuzz tests of the API (in-process) and the BFF (the
 * production build over HTTP) send. What once gave a 500 is here: NUL bytes, lone surrogates,
 * huge and odd numbers, path tricks, malformed percent-encoding, wrong types.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '\u202e',
  '%00',
  '%',
  '%zz',
  '%ff%fe',
  '..',
  '../..',
  '.%2e/',
  '//evil.com',
  '\\\\evil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '$' + '{7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '-9223372036854775809',
  '99999999999999999999999999999',
  '0x10',
  '1.5',
  'true',
  '[]',
  '{}',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(5000),
  '😀'.repeat(300),
  'é',
  'e\u0301',
  '\r\n',
  '\t',
] as const;

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
    2 ** 31,
    2 ** 63,
    0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of any shape, with the strings and numbers above in it. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('id', 'type', 'attributes')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** Attribute names the app's forms use, so bodies reach validation and the queries behind it. */
const ATTRIBUTE_NAMES = [
  'title',
  'name',
  'email',
  'password',
  'description',
  'body',
  'kind',
  'status',
  'locale',
  'language',
  'courseId',
  'course_id',
  'portfolioItemId',
  'firstName',
  'lastName',
  'search',
  'value',
  'key',
  'preferences',
  'read',
  'ids',
  'date',
  'startsAt',
  'dueAt',
  'points',
  'score',
  'position',
  'url',
  'content',
  'answers',
] as const;

/** A JSON:API-ish document with hostile attribute values (or something else entirely). */
export const nastyBody: fc.Arbitrary<string | undefined> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        type: fc.oneof(nastyString, fc.constantFrom('accounts', 'portfolio_items', 'preferences')),
        id: fc.option(nastyString, { nil: undefined }),
        attributes: fc.dictionary(fc.constantFrom(...ATTRIBUTE_NAMES), nastyJson, { maxKeys: 6 }),
      })
      .map((data) => JSON.stringify({ data })),
  },
  { weight: 2, arbitrary: nastyJson.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{',
      '{"data":',
      '[',
      '"\\u0000"',
      '{"data":{"attributes":{"title":"\\ud800"}}}',
      '{"data":{"attributes":{"title":"a\\u0000b"}}}',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const QUERY_KEYS = [
  'filter[search]',
  'filter[status]',
  'filter[kind]',
  'filter[course]',
  'filter[read]',
  'filter[role]',
  'sort',
  'page[number]',
  'page[size]',
  'page[cursor]',
  'include',
  'fields[accounts]',
  'q',
  'locale',
  'returnTo',
] as const;

function encodeLoosely(value: string, raw: boolean): string {
  // Raw: as typed, but what an HTTP client cannot put on the request line is %-escaped.
  const percentEscape = (c: string) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%ED%A0%80'; // a lone surrogate has no UTF-8: send its (invalid) bytes instead
    }
  };
  if (raw) return value.replace(/[^\x21-\x7e]|#/gu, percentEscape);
  return [...value].map((c) => (/^[A-Za-z0-9_.~-]$/.test(c) ? c : percentEscape(c))).join('');
}

/** '?a=b&…' with hostile values, sometimes not percent-encoded at all. */
export const nastyQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), nastyString), nastyString, fc.boolean()),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v, raw]) => `${encodeLoosely(k, raw)}=${encodeLoosely(v, raw)}`).join('&')}`,
  );

/** A path segment to put where a route has a parameter. */
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom(
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    '%00',
    '%zz',
    '%2e%2e',
    '1',
    '-1',
    '99999999999999999999999',
    'a%00b',
    '%ED%A0%80',
    'x'.repeat(600),
  ),
  fc.string({ maxLength: 12 }).map((s) => encodeLoosely(s, false) || 'x'),
);

export const nastyMethod = fc.constantFrom(
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
);

const CONTENT_TYPES = [
  'application/json',
  'application/vnd.api+json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  '',
  '\u0000',
] as const;

/** Extra request headers: odd content types, languages, overrides and lengths. */
export const nastyHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    'accept-language': fc.oneof(
      fc.constantFrom('nl', 'ro', 'en', 'xx', '*', 'nl;q=abc', ''),
      fc.string({ maxLength: 10 }),
    ),
    'x-http-method-override': fc.constantFrom('DELETE', 'PATCH', 'TRACE', 'x', ''),
    accept: fc.constantFrom('application/vnd.api+json', 'text/csv', '*/*', 'text/x-component', ''),
    'if-none-match': fc.constantFrom('"x"', '*', 'W/"1"', ''),
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=99999999999-', 'bytes=x'),
  },
  { requiredKeys: [] },
);

/** Header values must be Latin-1 without controls: keep what a client can actually send. */
export function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([, value]) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value)),
  );
}
