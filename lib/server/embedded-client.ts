import 'server-only';
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './embedded-protocol';

type Pending = { resolve(response: Response): void; reject(error: Error): void };

type EmbeddedThread = {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  nextId: number;
};

const THREAD = Symbol.for('academy.embedded-api-thread');
type Holder = { [THREAD]?: EmbeddedThread };

function start(): EmbeddedThread {
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  let settleReady: { resolve(): void; reject(error: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'ready') return settleReady?.resolve();
    if (reply.type === 'failed') return settleReady?.reject(new Error(reply.message));
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.type === 'error') return waiting.reject(new Error(reply.message));
    const empty = reply.status === 204 || reply.status === 304;
    waiting.resolve(
      new Response(empty ? null : reply.body, { status: reply.status, headers: reply.headers }),
    );
  });
  const fail = (error: Error) => {
    settleReady?.reject(error);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    // The next call starts a new thread (the database lock belongs to this process still).
    delete (globalThis as Holder)[THREAD];
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded API thread exited (${code})`)));
  // The web server's lifetime decides; a thread left running must not keep the process alive.
  worker.unref();
  return { worker, ready, pending, nextId: 1 };
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

/** The embedded API's fetch, answered on its own thread. */
export async function fetchEmbedded(request: {
  method: string;
  url: string;
  headers: Headers;
  body: ArrayBuffer | string | null;
}): Promise<Response> {
  const current = thread();
  await current.ready;
  const id = current.nextId++;
  const message: WorkerRequest = {
    id,
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: request.body,
  };
  return new Promise<Response>((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage(message);
  });
}
