import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './read-body';

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
