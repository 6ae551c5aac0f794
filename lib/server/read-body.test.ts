import { describe, expect, it } from 'vitest';
import { ClientAbortError, limitStream, readBodyWithin } from './read-body';

/** A chunked body of `chunks` × `size` bytes that records how far it was read. */
function streamingRequest(chunks: number, size: number, headers: HeadersInit = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
  const request = new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readBodyWithin', () => {
  it('throws ClientAbortError when the client cuts the body off (Error: aborted, ECONNRESET)', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) return controller.enqueue(new Uint8Array(10));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(readBodyWithin(request, 16_384)).rejects.toBeInstanceOf(ClientAbortError);
  });

  it('returns a body within the limit whole', async () => {
    const { request } = streamingRequest(4, 1000);
    expect((await readBodyWithin(request, 16_384))?.byteLength).toBe(4000);
  });

  it('refuses a declared length past the limit without reading (16 KB on auth)', async () => {
    const { request, pulled } = streamingRequest(10, 1000, { 'content-length': '16385' });
    expect(await readBodyWithin(request, 16_384)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    // 50 MB announced by nobody: reading stops after the 17th KB, not at the end.
    const { request, pulled } = streamingRequest(50_000, 1000);
    expect(await readBodyWithin(request, 16_384)).toBeNull();
    expect(pulled()).toBeLessThan(20);
  });

  it('reads an empty body as zero bytes', async () => {
    expect((await readBodyWithin(new Request('http://localhost/x'), 10))?.byteLength).toBe(0);
  });
});

const streamed = (...parts: string[]) =>
  new Request('http://x/', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('bounded body reading (the proxies must not buffer without limit)', () => {
  it('returns a body within the limit', async () => {
    const body = await readBodyWithin(streamed('ab', 'cd'), 4);
    expect(new TextDecoder().decode(body!)).toBe('abcd');
  });

  it('refuses a streamed body over the limit, whatever Content-Length says', async () => {
    expect(await readBodyWithin(streamed('abc', 'de'), 4)).toBeNull();
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: 'abcde',
      headers: { 'content-length': '5' },
    });
    expect(await readBodyWithin(request, 4)).toBeNull();
  });

  it('reads an empty body', async () => {
    expect(await readBodyWithin(new Request('http://x/', { method: 'POST' }), 4)).toEqual(
      new Uint8Array(),
    );
  });
});

describe('limitStream (file uploads pass through, never buffered)', () => {
  const source = (...chunks: string[]) => {
    const tally = { pulled: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = chunks[tally.pulled];
          if (next === undefined) return controller.close();
          tally.pulled += 1;
          controller.enqueue(new TextEncoder().encode(next));
        },
        cancel() {
          tally.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, tally };
  };

  it('passes a body within the limit on unchanged, reading only when asked', async () => {
    const { stream, tally } = source('ab', 'cd');
    const limited = limitStream(stream, 4);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(tally.pulled).toBe(0);
    expect(await new Response(limited.stream).text()).toBe('abcd');
    await limited.finished;
    expect(limited.exceeded()).toBe(false);
  });

  it('says when the client cut the upload off, apart from a body past the limit', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) return controller.enqueue(new Uint8Array(2));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const limited = limitStream(stream, 100);
    await expect(new Response(limited.stream).text()).rejects.toThrow('aborted');
    await limited.finished;
    expect(limited.aborted()).toBe(true);
    expect(limited.exceeded()).toBe(false);
  });

  it('errors past the limit and cancels the source', async () => {
    const { stream, tally } = source('abc', 'de', 'fgh', 'ijk');
    const limited = limitStream(stream, 4);
    await expect(new Response(limited.stream).text()).rejects.toThrow('larger than 4 bytes');
    await limited.finished;
    expect(limited.exceeded()).toBe(true);
    expect(tally.pulled).toBe(2);
    expect(tally.cancelled).toBe(true);
  });

  it('cancels the source when its reader stops early', async () => {
    const { stream, tally } = source('ab', 'cd', 'ef');
    const limited = limitStream(stream, 100);
    const reader = limited.stream.getReader();
    await reader.read();
    await reader.cancel();
    await limited.finished;
    expect(tally.cancelled).toBe(true);
    expect(limited.exceeded()).toBe(false);
  });
});
