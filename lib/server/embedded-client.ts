import 'server-only';
import { Worker } from 'node:worker_threads';
import {
  type FromWorker,
  isStreamMessage,
  type MemoryRequest,
  type MessageTarget,
  StreamReceiver,
  StreamSender,
  type WorkerRequest,
} from './embedded-protocol';
import type { HeapReport } from './memory-probe';

type Pending = { resolve(response: Response): void; reject(error: Error): void };

type EmbeddedThread = {
  ready: Promise<void>;
  call: EmbeddedCall;
  /** The thread's heap (after a full collection with `gc`): the memory probe's question. */
  memory(gc: boolean): Promise<HeapReport>;
};

/** A request for the embedded API; a ReadableStream body crosses in chunks (file uploads). */
export type EmbeddedRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: ArrayBuffer | string | ReadableStream<Uint8Array> | null;
};

export type EmbeddedCall = (request: EmbeddedRequest) => Promise<Response>;

/**
 * The web server's end of the protocol (embedded-protocol.ts) over any message target: sends
 * requests, streams upload bodies on demand, and turns replies into Responses (a file's bytes
 * as a stream). `onMessage` is to be called with every message from the other end; `fail`
 * rejects whatever is under way when that end goes away.
 */
export function createEmbeddedCaller(target: MessageTarget) {
  const pending = new Map<number, Pending>();
  const uploads = new StreamSender(target);
  const downloads = new StreamReceiver(target, { collectGarbage: true });
  let nextId = 1;

  const call: EmbeddedCall = (request) => {
    const id = nextId++;
    const streamed = request.body instanceof ReadableStream;
    const message: WorkerRequest = {
      type: 'request',
      id,
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body: streamed ? null : (request.body as ArrayBuffer | string | null),
      streamed,
    };
    if (streamed) uploads.add(id, request.body as ReadableStream<Uint8Array>);
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage(message);
    });
  };

  function onMessage(reply: FromWorker): void {
    if (isStreamMessage(reply)) {
      if (!downloads.handle(reply)) uploads.handle(reply);
      return;
    }
    if (reply.type !== 'response' && reply.type !== 'error') return;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.type === 'error') {
      uploads.cancel(reply.id);
      waiting.reject(new Error(reply.message));
      return;
    }
    const empty = reply.status === 204 || reply.status === 304;
    const body = empty ? null : reply.streamed ? downloads.create(reply.id) : reply.body;
    waiting.resolve(new Response(body, { status: reply.status, headers: reply.headers }));
  }

  function fail(error: Error): void {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    uploads.cancelAll(error);
    downloads.failAll(error);
  }

  return { call, onMessage, fail };
}

const THREAD = Symbol.for('academy.embedded-api-thread');
type Holder = { [THREAD]?: EmbeddedThread };

/**
 * sharp (avatars, academy-api/files/avatar.ts) loads native libraries. On glibc Linux a worker
 * thread that loads them must not be the only holder: when it ends, they would be unloaded
 * under the process's feet. Loaded here first, they stay until the process ends.
 */
/**
 * The guest pages the HTTP layer keeps (server/guest-page-cache.cjs, loaded before Next.js in
 * the standalone server; absent under `next dev`): every change the API's thread reports drops
 * them, and while the feed is not live none is kept.
 */
const GUEST_PAGES = Symbol.for('academy.guest-pages');
function guestPagesChanged(live: boolean): void {
  (globalThis as { [GUEST_PAGES]?: { changed(live: boolean): void } })[GUEST_PAGES]?.changed(live);
}

const loadNativeLibraries = () => import('sharp').then(() => undefined);

function start(): EmbeddedThread {
  let settleReady: { resolve(): void; reject(error: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  const fail = (caller: ReturnType<typeof createEmbeddedCaller> | null) => (error: Error) => {
    guestPagesChanged(false);
    settleReady?.reject(error);
    caller?.fail(error);
    // The next call starts a new thread (the database lock belongs to this process still).
    delete (globalThis as Holder)[THREAD];
  };
  const memoryAnswers = new Map<number, (report: HeapReport) => void>();
  let nextMemoryId = 1;
  const started = loadNativeLibraries().then(() => {
    const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url));
    const caller = createEmbeddedCaller(worker);
    worker.on('message', (reply: FromWorker) => {
      if (reply.type === 'ready') return settleReady?.resolve();
      if (reply.type === 'failed') return settleReady?.reject(new Error(reply.message));
      if (reply.type === 'changes') return guestPagesChanged(reply.live);
      if (reply.type === 'memory') {
        memoryAnswers.get(reply.id)?.(reply.report);
        memoryAnswers.delete(reply.id);
        return;
      }
      caller.onMessage(reply);
    });
    worker.on('error', fail(caller));
    worker.on('exit', (code) =>
      fail(caller)(new Error(`The embedded API thread exited (${code})`)),
    );
    // The web server's lifetime decides; a thread left running must not keep the process alive.
    worker.unref();
    return { caller, worker };
  });
  started.catch(fail(null));
  return {
    ready,
    call: async (request) => (await started).caller.call(request),
    memory: async (gc) => {
      const { worker } = await started;
      const id = nextMemoryId++;
      return new Promise<HeapReport>((resolve) => {
        memoryAnswers.set(id, resolve);
        worker.postMessage({ type: 'memory', id, gc } satisfies MemoryRequest);
      });
    },
  };
}

function thread(): EmbeddedThread {
  const holder = globalThis as Holder;
  holder[THREAD] ??= start();
  return holder[THREAD];
}

/** Starts the embedded API's thread (opening, migrating, seeding) and waits until it answers. */
export function startEmbeddedApi(): Promise<void> {
  return thread().ready;
}

/**
 * The embedded API's fetch, answered on its own thread. A ReadableStream body (an upload) is
 * sent in chunks as the API reads it; a non-JSON answer (a file's bytes) comes back as a stream.
 */
export async function fetchEmbedded(request: EmbeddedRequest): Promise<Response> {
  const current = thread();
  await current.ready;
  return current.call(request);
}

/** The embedded API thread's heap, for the memory probe (app/api/health/memory) only. */
export async function embeddedApiMemory(gc: boolean): Promise<HeapReport> {
  const current = thread();
  await current.ready;
  return current.memory(gc);
}
