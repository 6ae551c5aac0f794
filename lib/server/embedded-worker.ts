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
  (api) =>
    api.changes?.subscribe((event) => {
      // A session's change is the API's own business (middleware/request-contexts.ts), and
      // work for the background worker is the worker's.
      if (event.kind === 'content' || event.kind === 'state')
        port.postMessage({ type: 'changes', live: event.live });
    }),
  () => undefined,
);

serveRequests(port, async () => {
  const api = await getEmbeddedApi();
  // The API answers a write only once it has heard of it (academy-api/app.ts), so the
  // `changes` message of a write is posted before its response.
  return (request) => api.fetch(request);
});

// The memory probe (app/api/health/memory, off unless ACADEMY_MEMORY_PROBE=1): this thread's heap.
port.on('message', (message: { type: string }) => {
  if (message.type !== 'memory') return;
  const { id, gc } = message as MemoryRequest;
  if (gc) collectAllGarbage();
  port.postMessage({ type: 'memory', id, report: heapReport() } satisfies WorkerReply);
});
