import { embeddedApiMemory } from '@/lib/server/embedded-client';
import { collectAllGarbage, heapReport } from '@/lib/server/memory-probe';

export const dynamic = 'force-dynamic';

/**
 * The memory probe of `npm run bench:web`: the V8 heap of the web server's thread
 * and of the embedded API's, after a full collection of both with `?gc`. Off (404) unless the
 * server was started with ACADEMY_MEMORY_PROBE=1, as the benchmark does: a production server
 * neither shows its memory nor lets anyone make it collect garbage.
 */
export async function GET(request: Request) {
  if (process.env.ACADEMY_MEMORY_PROBE !== '1') return new Response(null, { status: 404 });
  const gc = new URL(request.url).searchParams.has('gc');
  if (gc) collectAllGarbage();
  const embedded = process.env.ACADEMY_API_URL ? null : await embeddedApiMemory(gc);
  return Response.json(
    { rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024), main: heapReport(), embedded },
    { headers: { 'cache-control': 'no-store' } },
  );
}
