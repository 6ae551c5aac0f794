/**
 * How Node.js runs the production server (at most 600 MB after a 60 s load, with the
 * embedded database). The Dockerfile and scripts/serve.sh carry exactly these
 * (shared/runtime/node-runtime.test.ts checks), and the benchmarks and drills start the build with them,
 * so what they measure is what runs. Measured with `npm run bench:web` (see docs/benchmarks.md):
 *
 * - `--max-semi-space-size=16`: V8 sizes the young generation from the heap limit, which on a
 *   machine with many GiB is 64 MB a semi-space: 128 MB held by the web server's thread and
 *   64 MB by the API thread's after a load, for garbage that lives a request. 16 MB keeps a
 *   request's garbage young (the CPU per request did not change within the noise) and the
 *   two young generations at 32 MB each.
 * - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates (the web server's, the API's,
 *   libuv's pool, V8's helpers) an arena of its own, each keeping what it freed: ~100 MB of
 *   resident memory after a load. Two arenas hold what the server needs.
 * - MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_ 128 KiB (glibc's defaults, fixed): glibc
 *   raises both as a process frees large blocks, and then keeps them in its heaps; fixed, a
 *   large block goes back to the system when freed and a heap's free top is returned. ~70 MB
 *   less after the load (672 → 576 MB), the CPU per request the same within the noise.
 * - `--heap-growing-percent=50`: after each full collection V8 lets the old generation grow to
 *   up to 4 × what survived before it collects again, and under load it chose that: the web
 *   server's thread held ~190 MB of old space for ~55 MB alive, and the process 800–855 MB
 *   right after the load. 1.5 × keeps it at 499–531 MB (4 runs each, same build and load),
 *   for more frequent full collections: pages served 2–15 % fewer requests a second in those
 *   runs, within the ±15 % two runs of one setting differ by. 2 × (100) gave 550–593 MB. No
 *   heap limit is set: a heap whose live data grows still grows, only later.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=16',
  '--heap-growing-percent=50',
];

export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
