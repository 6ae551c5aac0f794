/**
 * npx tsx scripts/drills/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [top]
 *
 * Compares two V8 heap snapshots (the load drill writes them with LOAD_HEAP_SNAPSHOTS=<dir>) as
 * DevTools' "Comparison" view does: objects grouped by constructor (or by node type for strings,
 * code, arrays, closures…), with the count and shallow size of each group, and the groups that
 * grew most first. Growth that stays after three load runs is a leak or an unbounded cache;
 * growth that is gone after the next run is garbage or a bounded warm-up.
 */
import fs from 'node:fs';

type Group = { count: number; bytes: number };

export function summarize(file: string): Map<string, Group> {
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const groups = new Map<string, Group>();
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt] as number] ?? 'unknown';
    const name = strings[nodes[i + nameAt] as number] ?? '';
    const key =
      type === 'object' || type === 'native'
        ? name.split(' ')[0] || type
        : type === 'closure'
          ? '(closure)'
          : `(${type})`;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += nodes[i + sizeAt] as number;
    groups.set(key, group);
  }
  return groups;
}

export function compare(before: Map<string, Group>, after: Map<string, Group>) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .map((key) => {
      const a = before.get(key) ?? { count: 0, bytes: 0 };
      const b = after.get(key) ?? { count: 0, bytes: 0 };
      return { key, count: b.count - a.count, bytes: b.bytes - a.bytes, total: b.bytes };
    })
    .sort((x, y) => y.bytes - x.bytes);
}

const total = (groups: Map<string, Group>) =>
  [...groups.values()].reduce((sum, group) => sum + group.bytes, 0);

if (process.argv[1]?.endsWith('heap-diff.ts')) {
  const [beforeFile, afterFile, top = '25'] = process.argv.slice(2);
  if (!beforeFile || !afterFile) {
    console.error('Usage: tsx scripts/drills/heap-diff.ts <before> <after> [top]');
    process.exit(1);
  }
  const before = summarize(beforeFile);
  const after = summarize(afterFile);
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MB`;
  console.info(`${beforeFile}: ${mb(total(before))}\n${afterFile}: ${mb(total(after))}`);
  console.info('constructor'.padEnd(48), 'Δ count'.padStart(10), 'Δ size'.padStart(12), 'size');
  for (const row of compare(before, after).slice(0, Number(top))) {
    console.info(
      row.key.slice(0, 47).padEnd(48),
      String(row.count).padStart(10),
      mb(row.bytes).padStart(12),
      mb(row.total),
    );
  }
}
