import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedCaller } from './embedded-client';
import { type EmbeddedFetch, serveRequests } from './embedded-protocol';

/**
 * The two ends of embedded-protocol.ts over a real MessageChannel (what a worker thread
 * uses, structured cloning and transfer included), with a stand-in for the API.
 */
const open: MessagePort[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

function connect(api: EmbeddedFetch) {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  serveRequests(port1, async () => api);
  const caller = createEmbeddedCaller(port2);
  port2.on('message', caller.onMessage);
  return caller;
}

const CHUNK = 64 * 1024;

/** A stream of `total` bytes in 64 KiB chunks that counts what was read and if it was cancelled. */
function source(total: number) {
  const tally = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(CHUNK).fill(7);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(CHUNK, total - tally.pulled);
        if (size <= 0) return controller.close();
        tally.pulled += size;
        controller.enqueue(size === CHUNK ? chunk : chunk.subarray(0, size));
      },
      cancel() {
        tally.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, tally };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the embedded API protocol', () => {
  it('carries small bodies whole, both ways', async () => {
    const caller = connect(async (request) =>
      Response.json({ method: request.method, echo: await request.text() }, { status: 201 }),
    );
    const response = await caller.call({
      method: 'POST',
      url: 'http://academy-api/v1/x',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: '{"a":1}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ method: 'POST', echo: '{"a":1}' });
  });

  it('streams an upload in chunks, only as fast as the API reads it', async () => {
    let ahead = 0;
    const upload = source(20 * 1024 * 1024);
    const caller = connect(async (request) => {
      let received = 0;
      let largest = 0;
      const reader = request.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        largest = Math.max(largest, value.byteLength);
        // How far the sender ran ahead of this (slow) reader.
        ahead = Math.max(ahead, upload.tally.pulled - received);
        if (received % (CHUNK * 32) === 0) await new Promise((r) => setTimeout(r, 1));
      }
      return Response.json({ received, largest });
    });
    const response = await caller.call({
      method: 'POST',
      url: 'http://academy-api/v1/files',
      headers: new Headers(),
      body: upload.stream,
    });
    expect(await response.json()).toEqual({ received: 20 * 1024 * 1024, largest: CHUNK });
    // Never more than a few chunks in flight, however large the file.
    expect(ahead).toBeLessThanOrEqual(4 * CHUNK);
  });

  it('stops reading an upload the API refused without reading it', async () => {
    const upload = source(50_000_000);
    const caller = connect(async (request) => {
      const reader = request.body!.getReader();
      await reader.read();
      await reader.read();
      return Response.json({ errors: [{ status: '413' }] }, { status: 413 });
    });
    const response = await caller.call({
      method: 'POST',
      url: 'http://academy-api/v1/files',
      headers: new Headers(),
      body: upload.stream,
    });
    expect(response.status).toBe(413);
    await tick();
    expect(upload.tally.cancelled).toBe(true);
    expect(upload.tally.pulled).toBeLessThan(10 * CHUNK);
  });

  it('streams a file back, reading it only as the response is read, and stops on cancel', async () => {
    const file = source(8 * 1024 * 1024);
    const caller = connect(
      async () =>
        new Response(file.stream, {
          headers: { 'content-type': 'application/pdf', 'content-length': String(8 * 1024 * 1024) },
        }),
    );
    const response = await caller.call({
      method: 'GET',
      url: 'http://academy-api/v1/files/x/content',
      headers: new Headers(),
      body: null,
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    await tick();
    // Nothing read yet: only the read-ahead of a couple of chunks crossed.
    expect(file.tally.pulled).toBeLessThanOrEqual(4 * CHUNK);
    const reader = response.body!.getReader();
    let received = 0;
    while (received < 1024 * 1024) {
      const { value } = await reader.read();
      received += value?.byteLength ?? 0;
    }
    await reader.cancel();
    await tick();
    expect(file.tally.cancelled).toBe(true);
    expect(file.tally.pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it('delivers a whole streamed file intact', async () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => i % 251);
    const caller = connect(
      async () =>
        new Response(new Blob([bytes]).stream(), { headers: { 'content-type': 'image/png' } }),
    );
    const response = await caller.call({
      method: 'GET',
      url: 'http://academy-api/v1/files/x/content',
      headers: new Headers(),
      body: null,
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('fails what is under way when the API thread goes away', async () => {
    const { port1 } = new MessageChannel();
    open.push(port1);
    const caller = createEmbeddedCaller(port1);
    const upload = source(1_000_000);
    const call = caller.call({
      method: 'POST',
      url: 'http://academy-api/v1/files',
      headers: new Headers(),
      body: upload.stream,
    });
    caller.fail(new Error('The embedded API thread exited (1)'));
    await expect(call).rejects.toThrow('exited');
    await tick();
    expect(upload.tally.cancelled).toBe(true);
  });

  it('reports an API failure as an error, not a response', async () => {
    const caller = connect(async () => {
      throw new Error('database closed');
    });
    await expect(
      caller.call({
        method: 'GET',
        url: 'http://academy-api/v1/me',
        headers: new Headers(),
        body: null,
      }),
    ).rejects.toThrow('database closed');
  });
});
