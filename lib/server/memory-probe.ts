import v8 from 'node:v8';
import { collectGarbage } from '@/academy-api/files/gc-hint';

/**
 * Where a thread's memory is, for `npm run bench:web`: its V8 heap by space (new
 * space = the young generation, old space = what survived) and the memory outside the heap
 * that its objects hold (buffers). Shared by the web server's thread and the embedded API's
 * (lib/server/embedded-worker.ts), which cannot import 'server-only'. Only the memory probe
 * (app/api/health/memory, off unless ACADEMY_MEMORY_PROBE=1) calls it.
 */
export type HeapReport = {
  usedMb: number;
  totalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** Per V8 heap space: what objects use, and what the space holds from the system. */
  spaces: Record<string, { usedMb: number; sizeMb: number }>;
};

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export function heapReport(): HeapReport {
  const usage = process.memoryUsage();
  const spaces: HeapReport['spaces'] = {};
  for (const space of v8.getHeapSpaceStatistics()) {
    spaces[space.space_name] = { usedMb: mb(space.space_used_size), sizeMb: mb(space.space_size) };
  }
  return {
    usedMb: mb(usage.heapUsed),
    totalMb: mb(usage.heapTotal),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    spaces,
  };
}

/**
 * A full collection of this thread's heap (the probe's `?gc`), so a figure after it is what the
 * thread still holds, not garbage not yet collected.
 */
export function collectAllGarbage(): void {
  collectGarbage('major');
}
