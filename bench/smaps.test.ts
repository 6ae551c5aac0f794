import { describe, expect, it } from 'vitest';
import { splitSmaps } from './smaps';

const GiB = 1024 ** 3;
const hex = (n: number) => n.toString(16).padStart(12, '0');

function mapping(start: number, size: number, rssKb: number, path = '') {
  return [
    `${hex(start)}-${hex(start + size)} rw-p 00000000 00:00 0 ${path}`.trimEnd(),
    `Size: ${size / 1024} kB`,
    `Rss: ${rssKb} kB`,
    'Pss: 0 kB',
  ].join('\n');
}

describe('splitSmaps', () => {
  it('joins the adjacent mappings of a WebAssembly reservation (8 GiB and more) into one memory', () => {
    const base = 0x7f00_0000_0000;
    const smaps = [
      mapping(0x40_0000, 4096 * 100, 300, '/usr/bin/node'),
      // Accessible part (in use) and the rest of a 10 GiB reservation, side by side.
      mapping(base, 256 * 1024 * 1024, 200 * 1024),
      mapping(base + 256 * 1024 * 1024, 10 * GiB - 256 * 1024 * 1024, 0),
      // A V8 heap page elsewhere: anonymous, but small.
      mapping(base + 20 * GiB, 64 * 1024 * 1024, 50 * 1024),
    ].join('\n');
    expect(splitSmaps(smaps)).toEqual({ rssMb: 250, wasmMb: [200], otherAnonMb: 50, fileMb: 0 });
  });

  it('counts no WebAssembly memory when no anonymous range reaches 8 GiB', () => {
    const smaps = [
      mapping(0x1000_0000, 4 * GiB, 1024),
      mapping(0x1000_0000 + 4 * GiB + 4096, 4 * GiB, 1024),
      mapping(0x9000_0000_0000, 4096, 4, '[stack]'),
    ].join('\n');
    expect(splitSmaps(smaps)).toEqual({ rssMb: 2, wasmMb: [], otherAnonMb: 2, fileMb: 0 });
  });
});
