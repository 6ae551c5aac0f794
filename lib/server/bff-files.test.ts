import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from '@/lib/files/limits';

/** The BFF's streamed path for the file storage (SCREENS "Files"): uploads and downloads. */
const fetchEmbedded = vi.fn();
vi.mock('./embedded-client', () => ({
  fetchEmbedded: (...args: unknown[]) => fetchEmbedded(...args),
}));
const callUpstream = vi.fn();
vi.mock('./upstream', async (original) => ({
  ...(await original<typeof import('./upstream')>()),
  callUpstream: (...args: unknown[]) => callUpstream(...args),
}));
const config = { ACADEMY_API_URL: undefined as string | undefined, UPSTREAM_TIMEOUT_MS: 2_000 };
vi.mock('@/lib/env', () => ({ env: () => config }));
vi.mock('./request-context', () => ({
  getRequestContext: async () => ({
    portalDomain: 'localhost',
    token: 'session-token',
    chosenLocale: null,
    requestedLocale: 'nl',
    host: 'localhost:3000',
  }),
}));
// The page's language (lib/server/locale.ts), which the BFF's own errors follow.
vi.mock('./locale', () => ({ getUiLanguage: async () => ({ locale: 'nl', overrides: null }) }));

const { proxyToAcademy, MAX_BODY_BYTES } = await import('./bff');

const CHUNK = 64 * 1024;
const BOUNDARY = 'x-boundary';

/** A multipart-looking body of `size` bytes made as it is read, counting what was read. */
function body(size: number) {
  const tally = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const left = size - tally.pulled;
        if (left <= 0) return controller.close();
        const n = Math.min(CHUNK, left);
        tally.pulled += n;
        controller.enqueue(n === CHUNK ? chunk : chunk.subarray(0, n));
      },
      cancel() {
        tally.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, tally };
}

function uploadRequest(
  stream: ReadableStream<Uint8Array>,
  { length, headers = {} }: { length?: number; headers?: Record<string, string> } = {},
) {
  return new Request('http://localhost:3000/api/v1/files', {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: 'academy_session=abc',
      authorization: 'Bearer forged',
      ...(length !== undefined ? { 'content-length': String(length) } : {}),
      ...headers,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

async function drain(stream: ReadableStream<Uint8Array> | null) {
  let size = 0;
  let chunks = 0;
  if (!stream) return { size, chunks };
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    chunks += 1;
  }
  return { size, chunks };
}

const created = () =>
  new Response(JSON.stringify({ data: { type: 'files', id: 'f1' } }), {
    status: 201,
    headers: { 'content-type': 'application/vnd.api+json', 'set-cookie': 'x=1' },
  });

describe('POST /api/v1/files (embedded API)', () => {
  beforeEach(() => {
    fetchEmbedded.mockReset();
    callUpstream.mockReset();
    config.ACADEMY_API_URL = undefined;
  });

  it('streams the multipart body to the API with the session, portal and language', async () => {
    const upload = body(3 * 1024 * 1024);
    let received = { size: 0, chunks: 0 };
    fetchEmbedded.mockImplementation(async (call: { body: unknown }) => {
      received = await drain(call.body as ReadableStream<Uint8Array>);
      return created();
    });
    const response = await proxyToAcademy(
      uploadRequest(upload.stream, { length: 3 * 1024 * 1024 }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).data.id).toBe('f1');

    const call = fetchEmbedded.mock.calls[0]?.[0] as {
      method: string;
      url: string;
      headers: Headers;
      body: unknown;
    };
    expect(call.method).toBe('POST');
    expect(call.url).toBe('http://academy-api/v1/files');
    // A stream, read chunk by chunk, never one buffer.
    expect(call.body).toBeInstanceOf(ReadableStream);
    expect(received).toEqual({ size: 3 * 1024 * 1024, chunks: 48 });
    expect(call.headers.get('authorization')).toBe('Bearer session-token');
    expect(call.headers.get('x-portal-domain')).toBe('localhost');
    expect(call.headers.get('accept-language')).toBe('nl');
    expect(call.headers.get('content-type')).toBe(`multipart/form-data; boundary=${BOUNDARY}`);
    expect(call.headers.get('content-length')).toBe(String(3 * 1024 * 1024));
    expect(call.headers.get('cookie')).toBeNull();
    // The JSON path was not used.
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('reads nothing before the API asks', async () => {
    const upload = body(10 * CHUNK);
    let pulledWhenCalled = -1;
    fetchEmbedded.mockImplementation(async () => {
      pulledWhenCalled = upload.tally.pulled;
      return created();
    });
    await proxyToAcademy(uploadRequest(upload.stream));
    expect(pulledWhenCalled).toBe(0);
  });

  it('refuses with 413 at once when Content-Length is past 50 MB, reading nothing', async () => {
    const upload = body(MAX_UPLOAD_REQUEST_BYTES + 1);
    const response = await proxyToAcademy(
      uploadRequest(upload.stream, { length: MAX_UPLOAD_REQUEST_BYTES + 1 }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0]).toMatchObject({
      code: 'FILE_TOO_LARGE',
      // In the page's language, not the browser's.
      detail: 'Het bestand is groter dan 50 MB (50.000.000 bytes).',
    });
    expect(fetchEmbedded).not.toHaveBeenCalled();
    expect(upload.tally.pulled).toBe(0);
  });

  it('lets a 50,000,000-byte file with its multipart framing through', async () => {
    fetchEmbedded.mockImplementation(async () => created());
    const upload = body(0);
    const response = await proxyToAcademy(
      uploadRequest(upload.stream, { length: MAX_UPLOAD_BYTES + 400 }),
    );
    expect(response.status).toBe(201);
  });

  it('cuts a stream without Content-Length past the limit (413), whatever the API does', async () => {
    const upload = body(80_000_000);
    // An upstream that would read everything: the BFF's own limit stops it.
    fetchEmbedded.mockImplementation(async (call: { body: ReadableStream<Uint8Array> }) => {
      await drain(call.body).catch(() => undefined);
      return created();
    });
    const response = await proxyToAcademy(uploadRequest(upload.stream));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].code).toBe('FILE_TOO_LARGE');
    expect(upload.tally.pulled).toBeLessThanOrEqual(MAX_UPLOAD_REQUEST_BYTES + CHUNK);
    expect(upload.tally.cancelled).toBe(true);
  });

  it('passes the API’s own refusal on (a 413 or 415 document)', async () => {
    fetchEmbedded.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ errors: [{ status: '415', code: 'UNSUPPORTED_FILE_TYPE' }] }),
          {
            status: 415,
            headers: { 'content-type': 'application/vnd.api+json' },
          },
        ),
    );
    const response = await proxyToAcademy(uploadRequest(body(CHUNK).stream));
    expect(response.status).toBe(415);
    expect((await response.json()).errors[0].code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('keeps the cross-site check: no X-Requested-With is 403, and nothing is sent', async () => {
    const upload = body(CHUNK);
    const response = await proxyToAcademy(
      uploadRequest(upload.stream, { headers: { 'x-requested-with': '' } }),
    );
    expect(response.status).toBe(403);
    expect(fetchEmbedded).not.toHaveBeenCalled();
    const foreign = await proxyToAcademy(
      uploadRequest(body(CHUNK).stream, { headers: { origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
  });

  it('keeps the 1 MB limit for every other body', async () => {
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/files/f1', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: 'x'.repeat(MAX_BODY_BYTES + 1),
      }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    expect(fetchEmbedded).not.toHaveBeenCalled();
  });

  it('answers 502 when the API thread is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchEmbedded.mockRejectedValueOnce(new Error('The embedded API thread exited (1)'));
    const response = await proxyToAcademy(uploadRequest(body(CHUNK).stream));
    expect(response.status).toBe(502);
  });
});

describe('GET /api/v1/files/{id}/content (embedded API)', () => {
  beforeEach(() => {
    fetchEmbedded.mockReset();
    config.ACADEMY_API_URL = undefined;
  });

  const fileHeaders = {
    'content-type': 'application/pdf',
    'content-length': String(20 * CHUNK),
    'content-disposition': `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`,
    etag: '"abc"',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'set-cookie': 'x=1',
    server: 'api',
  };

  it('streams the bytes through with their headers, reading them only as they are sent', async () => {
    const file = body(20 * CHUNK);
    fetchEmbedded.mockResolvedValueOnce(new Response(file.stream, { headers: fileHeaders }));
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/files/f1/content', {
        headers: { 'if-none-match': '"old"', cookie: 'academy_session=abc' },
      }),
    );
    const call = fetchEmbedded.mock.calls[0]?.[0] as { headers: Headers; body: unknown };
    expect(call.headers.get('if-none-match')).toBe('"old"');
    expect(call.headers.get('authorization')).toBe('Bearer session-token');
    expect(call.body).toBeNull();
    expect(response.status).toBe(200);
    for (const name of [
      'content-type',
      'content-length',
      'content-disposition',
      'etag',
      'cache-control',
      'x-content-type-options',
    ] as const) {
      expect(response.headers.get(name)).toBe(fileHeaders[name]);
    }
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
    // Not buffered: nothing was read before the response was handed on.
    expect(file.tally.pulled).toBeLessThanOrEqual(CHUNK);
    expect((await drain(response.body)).size).toBe(20 * CHUNK);
  });

  it('passes a 304 through with its ETag and no body', async () => {
    fetchEmbedded.mockResolvedValueOnce(
      new Response(null, {
        status: 304,
        headers: { etag: '"abc"', 'cache-control': 'private, max-age=3600' },
      }),
    );
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/files/f1/content', {
        headers: { 'if-none-match': '"abc"' },
      }),
    );
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.body).toBeNull();
  });

  it('passes the API’s 404 on as JSON, never cacheable', async () => {
    fetchEmbedded.mockResolvedValueOnce(
      new Response('{"errors":[{"status":"404"}]}', {
        status: 404,
        headers: { 'content-type': 'application/vnd.api+json' },
      }),
    );
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/files/f1/content'),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never lets a shared cache keep a file', async () => {
    fetchEmbedded.mockResolvedValueOnce(
      new Response('x', { headers: { 'content-type': 'image/png', 'cache-control': 'public' } }),
    );
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/files/f1/content'),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the file routes over HTTP (ACADEMY_API_URL)', () => {
  let server: http.Server;
  let seen: { contentLength?: string; authorization?: string; size: number; chunks: number } = {
    size: 0,
    chunks: 0,
  };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.method === 'POST') {
        seen = {
          contentLength: req.headers['content-length'],
          authorization: req.headers.authorization,
          size: 0,
          chunks: 0,
        };
        req.on('data', (chunk: Buffer) => {
          seen.size += chunk.length;
          seen.chunks += 1;
        });
        req.on('end', () => {
          res.writeHead(201, { 'content-type': 'application/vnd.api+json' });
          res.end('{"data":{"type":"files","id":"f1"}}');
        });
        return;
      }
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-length': String(5 * CHUNK),
        etag: '"abc"',
        'content-disposition': 'inline; filename="a.png"',
        'cache-control': 'private, max-age=3600',
      });
      res.end(Buffer.alloc(5 * CHUNK, 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    fetchEmbedded.mockReset();
    config.ACADEMY_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  it('streams an upload with fetch (duplex half), Content-Length kept', async () => {
    const size = 2 * 1024 * 1024;
    const response = await proxyToAcademy(uploadRequest(body(size).stream, { length: size }));
    expect(response.status).toBe(201);
    expect(seen.size).toBe(size);
    expect(seen.contentLength).toBe(String(size));
    expect(seen.authorization).toBe('Bearer session-token');
    expect(fetchEmbedded).not.toHaveBeenCalled();
  });

  it('streams a download back with its headers', async () => {
    const response = await proxyToAcademy(
      new Request('http://localhost:3000/api/v1/files/f1/content'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(5 * CHUNK));
    expect(response.headers.get('etag')).toBe('"abc"');
    expect((await drain(response.body)).size).toBe(5 * CHUNK);
  });

  it('answers 502 when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    config.ACADEMY_API_URL = 'http://127.0.0.1:9/';
    const response = await proxyToAcademy(uploadRequest(body(CHUNK).stream));
    expect(response.status).toBe(502);
  });
});
