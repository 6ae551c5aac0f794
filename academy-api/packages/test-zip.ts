import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A zip writer for tests (APPNOTE 6.3.10 §4.3: local headers, then the central directory and
 * its end record), able to write what no honest tool writes: sizes, names, attributes and
 * flags are whatever the test says, so every refusal of zip-safety.ts can be provoked.
 */
export type TestEntry = {
  /** A string is written as UTF-8 (flag bit 11); bytes as they are, without the flag. */
  name: string | Buffer;
  data?: string | Buffer;
  /** How the data is written: `store` (method 0) or `deflate` (method 8, the default). */
  method?: 'store' | 'deflate';
  /** The method number written in the headers, when it should differ from how data is written. */
  methodNumber?: number;
  /** Lies: the sizes and CRC written in both headers instead of the true ones. */
  size?: number;
  compressedSize?: number;
  crc?: number;
  /** A unix mode (`0o120777` for a symlink) in the external attributes, made by "unix". */
  unixMode?: number;
  /** Extra general purpose bits: 0x1 encrypted, 0x40 strong encryption. */
  flags?: number;
};

export type TestZipOptions = {
  /** The entry count the end record declares, when it should differ from the true one. */
  declaredCount?: number;
};

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value & 0xffff);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

const DOS_TIME = 0x6000; // 12:00:00
const DOS_DATE = ((2025 - 1980) << 9) | (6 << 5) | 1; // 2025-06-01

/** The bytes of a zip holding `entries`, in order. */
export function zipBytes(entries: readonly TestEntry[], options: TestZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const data = Buffer.from(entry.data ?? '');
    const deflate = (entry.method ?? 'deflate') === 'deflate';
    const body = deflate ? zlib.deflateRawSync(data) : data;
    const flags = (typeof entry.name === 'string' ? 0x800 : 0) | (entry.flags ?? 0);
    const method = entry.methodNumber ?? (deflate ? 8 : 0);
    const crc = entry.crc ?? zlib.crc32(data);
    const compressedSize = entry.compressedSize ?? body.length;
    const size = entry.size ?? data.length;
    const directory = name.at(-1) === 0x2f;
    const mode = entry.unixMode ?? (directory ? 0o040755 : 0o100644);
    const attributes = ((mode << 16) >>> 0) | (directory ? 0x10 : 0);
    const common = [u16(flags), u16(method), u16(DOS_TIME), u16(DOS_DATE), u32(crc)];
    const sizes = [u32(compressedSize), u32(size), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), u16(20), ...common, ...sizes, name, body]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16((3 << 8) | 20), // made by unix, so the mode in the attributes counts
        u16(20),
        ...common,
        ...sizes,
        u16(0), // comment length
        u16(0), // disk
        u16(0), // internal attributes
        u32(attributes),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = options.declaredCount ?? entries.length;
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(count),
    u16(count),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** A folder's files as entries, by their path relative to the folder (sorted, `/`-separated). */
export function folderEntries(folder: string): TestEntry[] {
  const own = fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(
      (dirent) => dirent.isFile() && !(dirent.name === COMMON_LIST && dirent.parentPath === folder),
    )
    .map((dirent) => path.relative(folder, path.join(dirent.parentPath, dirent.name)))
    .map((name) => ({
      name: name.split(path.sep).join('/'),
      data: fs.readFileSync(path.join(folder, name)),
    }));
  return [...own, ...commonEntries(folder)].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * A fixture's `common.txt`: the files it takes from `tests/fixtures/packages/common` (the SCO
 * script and the style every package shares), one `path-in-package=common-file` per line, so
 * each package is whole when zipped and the shared files exist once.
 */
const COMMON_LIST = 'common.txt';

function commonEntries(folder: string): TestEntry[] {
  const list = path.join(folder, COMMON_LIST);
  if (!fs.existsSync(list)) return [];
  const common = path.join(path.dirname(folder), 'common');
  return fs
    .readFileSync(list, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', source = ''] = line.split('=').map((part) => part.trim());
      return { name, data: fs.readFileSync(path.join(common, source)) };
    });
}

/** A scratch folder for one test file; `remove()` in afterAll. */
export function scratchFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'packages-test-'));
  let written = 0;
  return {
    root,
    /** Writes the bytes to a new file of the folder and returns its path. */
    file(bytes: Buffer, name = `package-${++written}.zip`) {
      const target = path.join(root, name);
      fs.writeFileSync(target, bytes);
      return target;
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
