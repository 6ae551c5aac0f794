import { garbageHint } from '@/academy-api/files/gc-hint';
import type { HeapReport } from './memory-probe';

/**
 * Messages between the web server's thread and the embedded API's (embedded-worker.ts), and
 * the two ends of a byte stream across them.
 *
 * Small bodies (JSON) cross whole. A file upload's request body and a file's bytes cross as a
 * stream, chunk by chunk and only as fast as the receiving side reads them: the receiver asks
 * for the next chunk (`pull`), the sender answers with one (`chunk`, its buffer transferred,
 * not copied again) or says it is done (`end`, `abort`); the receiver may stop early
 * (`cancel`). So a 50 MB upload or download never sits whole in either thread's memory, and a
 * refused upload stops being read the moment the API stops reading it.
 *
 * Each request has an id; its request body (main → worker) and its response body
 * (worker → main) are the streams of that id, one in each direction, so a stream message names
 * only the id: which stream it means follows from who receives it.
 */
export type WorkerRequest = {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  /** The whole body, or null with `streamed` (its chunks follow as stream messages). */
  body: ArrayBuffer | string | null;
  streamed: boolean;
};

export type StreamMessage =
  | { type: 'chunk'; id: number; chunk: ArrayBuffer }
  | { type: 'end'; id: number }
  | { type: 'abort'; id: number; message: string }
  | { type: 'pull'; id: number }
  | { type: 'cancel'; id: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | {
      type: 'response';
      id: number;
      status: number;
      headers: [string, string][];
      /** The whole body, or null with `streamed` (its chunks follow as stream messages). */
      body: ArrayBuffer | null;
      streamed: boolean;
    }
  | { type: 'error'; id: number; message: string }
  | { type: 'memory'; id: number; report: HeapReport }
  /** A committed write, or the feed going down or up (academy-api/db/change-feed.ts). */
  | { type: 'changes'; live: boolean };

/**
 * The memory probe's question to the API's thread (lib/server/memory-probe.ts, only with
 * ACADEMY_MEMORY_PROBE=1): its heap, after a full collection with `gc`. Answered by a `memory`
 * reply of the same id; serveRequests ignores it.
 */
export type MemoryRequest = { type: 'memory'; id: number; gc: boolean };

/** To the web server's thread. */
export type FromWorker = WorkerReply | StreamMessage;
/** To the API's thread. */
export type ToWorker = WorkerRequest | StreamMessage;

/** What both ends post through: a worker, or the worker's parentPort. */
export interface MessageTarget {
  postMessage(message: unknown, transfer?: readonly ArrayBuffer[]): void;
}

const STREAM_TYPES = new Set(['chunk', 'end', 'abort', 'pull', 'cancel']);

export function isStreamMessage(message: { type: string }): message is StreamMessage {
  return STREAM_TYPES.has(message.type);
}

/** Chunks a receiver may hold before it stops asking for more. */
const READ_AHEAD = 2;

/**
 * The sending end: streams whose chunks go to the other thread, one per `pull`. Each chunk is
 * copied once into a buffer of its own and that buffer is transferred (a chunk may be a view
 * of a larger, shared buffer that must not be detached).
 */
export class StreamSender {
  private readonly readers = new Map<number, ReadableStreamDefaultReader<Uint8Array>>();

  constructor(private readonly target: MessageTarget) {}

  add(id: number, stream: ReadableStream<Uint8Array>): void {
    this.readers.set(id, stream.getReader());
  }

  has(id: number): boolean {
    return this.readers.has(id);
  }

  /** Handles `pull` and `cancel` from the receiving side; false for other messages. */
  handle(message: StreamMessage): boolean {
    if (message.type === 'pull') {
      void this.pull(message.id);
      return true;
    }
    if (message.type === 'cancel') {
      this.cancel(message.id);
      return true;
    }
    return false;
  }

  private async pull(id: number): Promise<void> {
    const reader = this.readers.get(id);
    if (!reader) return;
    try {
      const { done, value } = await reader.read();
      if (done) {
        this.readers.delete(id);
        this.target.postMessage({ type: 'end', id } satisfies StreamMessage);
        return;
      }
      const copy = value.slice();
      this.target.postMessage({ type: 'chunk', id, chunk: copy.buffer } satisfies StreamMessage, [
        copy.buffer,
      ]);
    } catch (error) {
      this.readers.delete(id);
      this.target.postMessage({
        type: 'abort',
        id,
        message: (error as Error)?.message ?? String(error),
      } satisfies StreamMessage);
    }
  }

  /** The receiver stopped reading (or the request is over): stop reading the source too. */
  cancel(id: number, reason?: unknown): void {
    const reader = this.readers.get(id);
    if (!reader) return;
    this.readers.delete(id);
    reader.cancel(reason).catch(() => undefined);
  }

  /** Everything stops (the thread went away). */
  cancelAll(reason?: unknown): void {
    for (const id of [...this.readers.keys()]) this.cancel(id, reason);
  }
}

type Incoming = {
  controller: ReadableStreamDefaultController<Uint8Array>;
  /** Settles the pull that waits for the next message. */
  arrived?: () => void;
};

/**
 * The receiving end: a ReadableStream per id, filled from the other thread. Reading it asks
 * for the next chunk; cancelling it tells the sender to stop.
 */
export class StreamReceiver {
  private readonly streams = new Map<number, Incoming>();
  private readonly received: ((bytes: number) => void) | null;

  /**
   * `collectGarbage`: each arriving chunk is a new buffer; have the young ones collected as
   * the stream goes (the web server's end; on the API's end its upload route does it).
   */
  constructor(
    private readonly target: MessageTarget,
    { collectGarbage = false } = {},
  ) {
    this.received = collectGarbage ? garbageHint() : null;
  }

  create(id: number): ReadableStream<Uint8Array> {
    const streams = this.streams;
    const target = this.target;
    return new ReadableStream<Uint8Array>(
      {
        start(controller) {
          streams.set(id, { controller });
        },
        pull() {
          const entry = streams.get(id);
          if (!entry) return;
          return new Promise<void>((resolve) => {
            entry.arrived = resolve;
            target.postMessage({ type: 'pull', id } satisfies StreamMessage);
          });
        },
        cancel() {
          if (!streams.delete(id)) return;
          target.postMessage({ type: 'cancel', id } satisfies StreamMessage);
        },
      },
      new CountQueuingStrategy({ highWaterMark: READ_AHEAD }),
    );
  }

  /** Whether the stream is still open (not ended, aborted or cancelled). */
  isOpen(id: number): boolean {
    return this.streams.has(id);
  }

  /** Handles `chunk`, `end` and `abort` from the sending side; false for other messages. */
  handle(message: StreamMessage): boolean {
    if (message.type !== 'chunk' && message.type !== 'end' && message.type !== 'abort') {
      return false;
    }
    const entry = this.streams.get(message.id);
    if (!entry) return true; // cancelled meanwhile: what was on its way is dropped
    if (message.type === 'chunk') {
      entry.controller.enqueue(new Uint8Array(message.chunk));
      this.received?.(message.chunk.byteLength);
    } else {
      this.streams.delete(message.id);
      if (message.type === 'end') entry.controller.close();
      else entry.controller.error(new Error(message.message));
    }
    const arrived = entry.arrived;
    entry.arrived = undefined;
    arrived?.();
    return true;
  }

  /** Stops reading a stream that is still open, telling the sender. */
  cancel(id: number): void {
    if (!this.streams.delete(id)) return;
    this.target.postMessage({ type: 'cancel', id } satisfies StreamMessage);
  }

  /** Fails every open stream (the thread went away). */
  failAll(error: Error): void {
    for (const entry of this.streams.values()) {
      try {
        entry.controller.error(error);
      } catch {
        // already closed
      }
      entry.arrived?.();
    }
    this.streams.clear();
  }
}

/** Response bodies that cross as a stream: anything but JSON (file downloads). */
export function streamsResponse(headers: Headers): boolean {
  return !/json/i.test(headers.get('content-type') ?? 'application/json');
}

/** What the API's thread does with a request: answer it through the API's fetch. */
export type EmbeddedFetch = (request: Request) => Promise<Response>;

/**
 * The API thread's end (embedded-worker.ts runs it on parentPort): each request is answered by
 * `fetch`; a streamed request body arrives chunk by chunk, and a file's bytes leave the same
 * way. A request body the API did not read to the end is cancelled once it has answered.
 */
export function serveRequests(
  port: MessageTarget & { on(event: 'message', listener: (message: ToWorker) => void): unknown },
  fetch: () => Promise<EmbeddedFetch>,
): void {
  const bodies = new StreamReceiver(port);
  const responses = new StreamSender(port);

  async function answer(message: WorkerRequest) {
    try {
      const api = await fetch();
      const body = message.streamed ? bodies.create(message.id) : message.body;
      const response = await api(
        new Request(message.url, {
          method: message.method,
          headers: message.headers,
          body,
          ...(message.streamed ? { duplex: 'half' } : {}),
        } as RequestInit),
      );
      const headers = [...response.headers];
      if (response.body && streamsResponse(response.headers)) {
        responses.add(message.id, response.body);
        port.postMessage({
          type: 'response',
          id: message.id,
          status: response.status,
          headers,
          body: null,
          streamed: true,
        } satisfies WorkerReply);
      } else {
        const payload = await response.arrayBuffer();
        port.postMessage(
          {
            type: 'response',
            id: message.id,
            status: response.status,
            headers,
            body: payload,
            streamed: false,
          } satisfies WorkerReply,
          [payload],
        );
      }
    } catch (error) {
      port.postMessage({
        type: 'error',
        id: message.id,
        message: (error as Error).message,
      } satisfies WorkerReply);
    } finally {
      // Answered without reading it all (a refusal): the sender stops reading it too.
      if (message.streamed) bodies.cancel(message.id);
    }
  }

  port.on('message', (message: ToWorker) => {
    if (message.type === 'request') void answer(message);
    else if (!bodies.handle(message)) responses.handle(message);
  });
}
