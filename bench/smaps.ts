/**
 * The resident memory of a process by kind, from /proc/<pid>/smaps (Linux), for bench:web
 *. WebAssembly memories are told apart by their address space: V8 reserves 8 GiB
 * and more for each (guard regions), then makes the part in use accessible, which splits the
 * reservation into adjacent mappings. So anonymous mappings that touch each other are joined,
 * and a joined range of at least 8 GiB is one WebAssembly memory (PGlite's Postgres); its
 * resident set is what Postgres inside has touched, and it never shrinks.
 */
export type SmapsSplit = {
  rssMb: number;
  /** Resident memory of each WebAssembly memory, the largest first. */
  wasmMb: number[];
  /** Resident anonymous memory outside them: the V8 heaps, malloc, buffers. */
  otherAnonMb: number;
  /** Resident file-backed memory: the node binary, shared libraries, mapped files. */
  fileMb: number;
};

const WASM_RESERVATION = 8 * 1024 ** 3;
const HEADER = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/;

type Mapping = { start: bigint; end: bigint; path: string; rssKb: number };

function mappings(smaps: string): Mapping[] {
  const list: Mapping[] = [];
  for (const line of smaps.split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      list.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        path: header[3] ?? '',
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = list.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  return list;
}

export function splitSmaps(smaps: string): SmapsSplit {
  // Files have a path; the rest ([heap], [stack], [anon:…], none) is the process's own memory.
  const anonymous = (m: Mapping) => !m.path.startsWith('/');
  let rssKb = 0;
  let fileKb = 0;
  const ranges: { start: bigint; end: bigint; rssKb: number }[] = [];
  for (const m of mappings(smaps)) {
    rssKb += m.rssKb;
    if (!anonymous(m)) {
      fileKb += m.rssKb;
      continue;
    }
    const last = ranges.at(-1);
    if (last && last.end === m.start) {
      last.end = m.end;
      last.rssKb += m.rssKb;
    } else ranges.push({ start: m.start, end: m.end, rssKb: m.rssKb });
  }
  const wasm = ranges.filter((r) => r.end - r.start >= BigInt(WASM_RESERVATION));
  const wasmKb = wasm.reduce((sum, r) => sum + r.rssKb, 0);
  const mb = (kb: number) => Math.round(kb / 1024);
  return {
    rssMb: mb(rssKb),
    wasmMb: wasm.map((r) => mb(r.rssKb)).sort((a, b) => b - a),
    otherAnonMb: mb(rssKb - fileKb - wasmKb),
    fileMb: mb(fileKb),
  };
}
