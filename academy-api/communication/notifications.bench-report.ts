import { type Figures, ms, table } from '../bench/stats';

export type MarkAll = {
  ms: number;
  answeredMs: number;
  updated: number;
  status: number;
  probes: Figures;
};
export type Results = {
  count: Figures;
  page1: Figures;
  page500: Figures;
  me: Figures;
  floor?: Figures;
  markAll: MarkAll;
};

function readRows(label: string, r: Results): string[][] {
  const row = (name: string, f: Figures, target = '') => [
    `${label}: ${name}`,
    String(f.runs),
    ms(f.p50),
    ms(f.p95),
    ms(f.max),
    target,
  ];
  return [
    ...(r.floor ? [row('floor, no upstream call', r.floor, 'Next.js only')] : []),
    row('unread count', r.count, 'p95 ≤ 10'),
    row('page 1 (25)', r.page1, 'p95 ≤ 10'),
    row('page 500 (25)', r.page500),
    row('GET /v1/me', r.me),
  ];
}

function markAllRow(label: string, { markAll: m }: Results): string[] {
  return [
    label,
    String(m.status),
    ms(m.answeredMs),
    m.updated.toLocaleString('en'),
    ms(m.ms),
    String(m.probes.runs),
    ms(m.probes.p50),
    ms(m.probes.max),
  ];
}

/** The two tables of the benchmark: reads, then "mark all as read" with its probe loop. */
export function printResults(count: number, api: Results, bff: Results): void {
  console.info(`\nOne account with ${count.toLocaleString('en')} notifications (ms)\n`);
  console.info(
    table(
      ['request', 'runs', 'p50', 'p95', 'max', 'target'],
      [...readRows('API', api), ...readRows('BFF', bff)],
    ),
  );
  console.info(
    '\nMark all as read while a loop of GET /v1/me runs (ms; target: probe max ≤ 1000).' +
      '\n"answered" = the PATCH response (202: the rest continues in the background);' +
      ' "all read" = until the unread count was 0.\n',
  );
  console.info(
    table(
      ['via', 'HTTP', 'answered', 'rows by then', 'all read', 'probes', 'probe p50', 'probe max'],
      [markAllRow('API', api), markAllRow('BFF', bff)],
    ),
  );
}
