/**
 * The embedded Academy API on a thread of its own: PGlite runs its queries in
 * WebAssembly on the thread that calls it, so on the web server's thread every query held up
 * rendering. Here the API (Hono, Drizzle, PGlite) answers requests the main thread posts, and
 * the web server keeps its thread for pages. Started by lib/server/embedded-client.ts; the
 * messages (whole JSON bodies, streamed uploads and downloads) are in embedded-protocol.ts.
 */
import { parentPort } from 'node:worker_threads';
import { getEmbeddedApi } from '@/academy-api';
import { type MemoryRequest, serveRequests, type WorkerReply } from './embedded-protocol';
import { collectAllGarbage, heapReport } from './memory-probe';

const port = parentPort;
if (!port) throw new Error('embedded-worker.ts runs only as a worker thread');

// Open, migrate and seed at once, and say when the API can answer (or why it cannot).
getEmbeddedApi().then(
  () => port.postMessage({ type: 'ready' } satisfies WorkerReply),
  (error: unknown) =>
    port.postMessage({ type: 'failed', message: (error as Error).stack ?? String(error) }),
);

// The database's committed writes go to the web server's thread (the guest pages it keeps,
// server/guest-page-cache.cjs). PGlite notifies while the writing query returns, so this
// message is posted before the response of the request that wrote.
getEmbeddedApi().then(
  (api) => api.changes?.subscribe(({ live }) => port.postMessage({ type: 'changes', live })),
  () => undefined,
);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

serveRequests(port, async () => {
  const api = await getEmbeddedApi();
  return async (request) => {
    const response = await api.fetch(request);
    // A write is answered only once this instance has heard of it (on PostgreSQL the
    // notification comes on a connection of its own): the next page here is never older.
    if (!READS.has(request.method)) await api.changes?.settle();
    return response;
  };
});

// The memory probe (app/api/health/memory, off unless ACADEMY_MEMORY_PROBE=1): this thread's heap.
port.on('message', (message: { type: string }) => {
  if (message.type !== 'memory') return;
  const { id, gc } = message as MemoryRequest;
  if (gc) collectAllGarbage();
  port.postMessage({ type: 'memory', id, report: heapReport() } satisfies WorkerReply);
});
