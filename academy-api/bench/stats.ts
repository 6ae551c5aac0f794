/** Small helpers shared by the benchmarks: timing, percentiles and a plain-text table. */

export type Figures = { runs: number; p50: number; p95: number; max: number; samples: number[] };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function summarise(durations: number[]): Figures {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    samples: sorted,
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after the other. */
export async function measure(
  fn: () => Promise<unknown>,
  { runs = 200, warmup = 100 } = {},
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await fn();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    durations.push(performance.now() - started);
  }
  return summarise(durations);
}

/**
 * Measures one long operation while a loop keeps issuing a cheap request: the loop's worst
 * latency is how long the operation blocked everyone else.
 */
export async function measureWhileProbing<T>(
  operation: () => Promise<T>,
  probe: () => Promise<unknown>,
): Promise<{ result: T; ms: number; probes: Figures }> {
  let done = false;
  const latencies: number[] = [];
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await probe();
      latencies.push(performance.now() - started);
      // A new request arrives as an I/O event: without this turn of the event loop an
      // in-process probe would be an endless chain of microtasks that starves everything else.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const started = performance.now();
  try {
    const result = await operation();
    return { result, ms: performance.now() - started, probes: summarise(latencies) };
  } finally {
    done = true;
    await probing;
  }
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** A left-aligned first column and right-aligned others, as a plain-text table. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Measures each labelled case of a list (`list(query)` answers its match count): a table row
 * `[label, matches, p50, p95]` per case and the figures of all of them together.
 */
export async function measureCases(
  cases: readonly (readonly [string, string])[],
  list: (query: string) => () => Promise<string>,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<{ rows: string[][]; overall: Figures }> {
  const rows: string[][] = [];
  const all: number[] = [];
  for (const [label, query] of cases) {
    const total = await list(query)();
    const figures = await measure(list(query), { runs, warmup });
    all.push(...figures.samples);
    rows.push([label, total, ms(figures.p50), ms(figures.p95)]);
  }
  return { rows, overall: summarise(all) };
}
