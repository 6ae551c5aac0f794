import { garbageHint } from '@/academy-api/files/gc-hint';

/**
 * The client went away before its body arrived whole (Node's `Error: aborted`, ECONNRESET): no
 * one is left to answer, so callers end the request quietly instead of failing it as a 500.
 */
export class ClientAbortError extends Error {}

/** An answer for a client that is gone: nobody reads it, nothing is logged. */
export function clientGoneResponse(): Response {
  return new Response(null, { status: 400 });
}

/**
 * Reads a request body up to `limit` bytes; null when it is larger. A declared Content-Length
 * past the limit is refused before reading, and a streamed body is cancelled as soon as it
 * passes the limit, so a 50 MB body never sits in memory (the BFF, the auth routes' 16 KB and
 * the monitoring and analytics proxies all read through here). A body cut off by the client
 * throws ClientAbortError.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      throw new ClientAbortError((error as Error)?.message ?? 'aborted', { cause: error });
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type LimitedStream = {
  /** The body, passed on chunk by chunk as it is read, erroring past the limit. */
  stream: ReadableStream<Uint8Array>;
  /** Whether more than `limit` bytes arrived (the stream was cut there). */
  exceeded(): boolean;
  /** Whether the client cut the body off (its read failed: `Error: aborted`). */
  aborted(): boolean;
  /** Settles when the body was read to its end, cut, failed or cancelled. */
  finished: Promise<void>;
};

/**
 * A request body passed on as a stream (file uploads) instead of read into memory: nothing is
 * read before the reader asks, and past `limit` bytes the source is cancelled and the stream
 * errors, so at most `limit` bytes ever go through.
 */
export function limitStream(body: ReadableStream<Uint8Array>, limit: number): LimitedStream {
  const reader = body.getReader();
  // Each chunk is a fresh buffer: have the young ones collected as the stream goes.
  const streamed = garbageHint();
  let size = 0;
  let cut = false;
  let failed = false;
  let settle: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          failed = true;
          settle();
          controller.error(error);
          return;
        }
        if (next.done) {
          settle();
          controller.close();
          return;
        }
        size += next.value.byteLength;
        streamed(next.value.byteLength);
        if (size > limit) {
          cut = true;
          settle();
          await reader.cancel().catch(() => undefined);
          controller.error(new Error(`The request body is larger than ${limit} bytes.`));
          return;
        }
        controller.enqueue(next.value);
      },
      async cancel(reason) {
        settle();
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, exceeded: () => cut, aborted: () => failed, finished };
}
