import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PackageProblemCode, PackageProblemError } from './problems';
import { scratchFolder, type TestEntry, zipBytes } from './test-zip';
import {
  extractZip,
  inspectZip,
  readManifestEntry,
  ZIP_LIMITS,
  type ZipLimits,
} from './zip-safety';

const scratch = scratchFolder();
afterAll(() => scratch.remove());

const zipOf = (entries: TestEntry[]) => scratch.file(zipBytes(entries));
const codes = (result: { ok: boolean; problems?: { code: PackageProblemCode }[] }) =>
  result.problems?.map((found) => found.code) ?? [];
const inspect = async (entries: TestEntry[], limits?: Partial<ZipLimits>) =>
  inspectZip(zipOf(entries), limits);

const MANIFEST = { name: 'imsmanifest.xml', data: '<manifest/>' };
const ZEROS = Buffer.alloc(1_000_000);

describe('inspectZip', () => {
  it('lists the files with their sizes, folders implied, and reads no data', async () => {
    const result = await inspect([
      MANIFEST,
      { name: 'content/' },
      { name: 'content/index.html', data: '<!doctype html><title>x</title>', method: 'store' },
      { name: 'content/ünïcode.js', data: 'let x = 1;'.repeat(50) },
      // No UTF-8 flag: the name is code page 437, as old Windows tools write it.
      { name: Buffer.from([0x6d, 0x81, 0x6e, 0x2e, 0x6a, 0x73]) },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entries.map((entry) => entry.path)).toEqual([
      'imsmanifest.xml',
      'content/index.html',
      'content/ünïcode.js',
      'mün.js',
    ]);
    expect(result.entries[1]).toEqual({ path: 'content/index.html', size: 31, compressedSize: 31 });
    expect(result.entries[2]?.size).toBe(500);
    expect(result.entries[2]?.compressedSize).toBeLessThan(500);
    expect(result.totalSize).toBe(11 + 31 + 500);
  });

  // Issue 37 item 1: each hostile case gets its own error.
  const REFUSALS: [string, TestEntry[], PackageProblemCode, Record<string, string | number>][] = [
    ['a `..` segment', [{ name: 'content/../../etc/cron.d/x' }], 'PATH_PARENT', {}],
    ['a `..` name alone', [{ name: '..' }], 'PATH_PARENT', {}],
    ['an absolute path', [{ name: '/etc/passwd' }], 'PATH_ABSOLUTE', {}],
    ['a backslash path', [{ name: '..\\..\\evil.bat' }], 'PATH_BACKSLASH', {}],
    ['a drive letter', [{ name: 'C:/Windows/evil.dll' }], 'PATH_DRIVE', {}],
    ['a drive-relative name', [{ name: 'd:evil.dll' }], 'PATH_DRIVE', {}],
    ['an empty folder segment', [{ name: 'a//b.txt' }], 'PATH_INVALID', {}],
    ['a `.` segment', [{ name: './index.html' }], 'PATH_INVALID', {}],
    ['a control character', [{ name: 'a\u0007.txt' }], 'PATH_INVALID', { path: 'a\uFFFD.txt' }],
    ['an empty name', [{ name: '' }], 'PATH_INVALID', {}],
    ['a segment over 255 bytes', [{ name: `${'é'.repeat(130)}.txt` }], 'PATH_INVALID', {}],
    [
      'a name of invalid UTF-8',
      [{ name: Buffer.from([0x61, 0xff]), flags: 0x800 }],
      'PATH_INVALID',
      { path: 'a\uFFFD' },
    ],
    ['a symlink', [{ name: 'link', data: '/etc/passwd', unixMode: 0o120777 }], 'SYMLINK', {}],
    [
      'the same name twice',
      [{ name: 'index.html' }, { name: 'index.html' }],
      'DUPLICATE_NAME',
      { path: 'index.html', other: 'index.html' },
    ],
    [
      'names that differ only in case',
      [{ name: 'Index.HTML' }, { name: 'index.html' }],
      'DUPLICATE_NAME',
      { path: 'index.html', other: 'Index.HTML' },
    ],
    [
      'a file and a folder of one name',
      [{ name: 'assets' }, { name: 'assets/' }],
      'DUPLICATE_NAME',
      { path: 'assets/', other: 'assets' },
    ],
    [
      'a file used as a folder',
      [{ name: 'lib' }, { name: 'LIB/app.js' }],
      'FILE_AS_FOLDER',
      { path: 'LIB/app.js', file: 'lib' },
    ],
    ['an encrypted entry', [{ name: 'secret.html', flags: 0x1 }], 'ENCRYPTED', {}],
    [
      'an unsupported compression method',
      [{ name: 'movie.mp4', methodNumber: 14 }],
      'UNSUPPORTED_COMPRESSION',
      { method: 14 },
    ],
    [
      'stored sizes that disagree',
      [{ name: 'a.txt', data: 'abc', method: 'store', compressedSize: 2 }],
      'SIZE_MISMATCH',
      {},
    ],
  ];

  it.each(REFUSALS)('refuses %s', async (_case, entries, code, params) => {
    const result = await inspect([MANIFEST, ...entries]);
    expect(result.ok).toBe(false);
    expect(codes(result)).toEqual([code]);
    expect(result.ok ? undefined : result.problems[0]?.params).toMatchObject(params);
  });

  it('refuses strong encryption, which yauzl cannot even list', async () => {
    const result = await inspect([MANIFEST, { name: 'a.html', flags: 0x41 }]);
    expect(codes(result)).toEqual(['STRONG_ENCRYPTION']);
  });

  it('refuses more than 20,000 entries from the end record, without walking them', async () => {
    expect(ZIP_LIMITS.maxEntries).toBe(20_000);
    const files = (count: number) =>
      Array.from({ length: count }, (_, i): TestEntry => ({ name: `f${i}`, method: 'store' }));
    expect((await inspect(files(20_000))).ok).toBe(true);
    const result = await inspect(files(20_001));
    expect(codes(result)).toEqual(['TOO_MANY_ENTRIES']);
    expect(result.ok ? {} : result.problems[0]?.params).toEqual({ count: 20_001, max: 20_000 });
    // The end record alone decides: a small zip claiming 30,000 entries is refused unread.
    const claimed = scratch.file(zipBytes([MANIFEST], { declaredCount: 30_000 }));
    expect(codes(await inspectZip(claimed))).toEqual(['TOO_MANY_ENTRIES']);
  });

  it('refuses a zip that unpacks to more than 10 times its size (a zip bomb)', async () => {
    // 60 MB declared from a few bytes: past the 50 MB under which the ratio is not counted.
    const bomb = await inspect([MANIFEST, { name: 'zeros.bin', data: 'x', size: 60_000_000 }]);
    expect(codes(bomb)).toEqual(['RATIO_TOO_HIGH']);
    expect(bomb.ok ? {} : bomb.problems[0]?.params).toMatchObject({ max: 10 });
    // A megabyte of zeros compresses a thousandfold, yet threatens nothing: under the floor.
    expect((await inspect([MANIFEST, { name: 'zeros.bin', data: ZEROS }])).ok).toBe(true);
    const noFloor = await inspect([MANIFEST, { name: 'zeros.bin', data: ZEROS }], {
      ratioFloorBytes: 0,
    });
    expect(codes(noFloor)).toEqual(['RATIO_TOO_HIGH']);
    // Text and scripts stay well under it.
    const text = Buffer.from(fs.readFileSync(import.meta.filename, 'utf8'));
    expect(
      (await inspect([MANIFEST, { name: 'a.ts', data: text }], { ratioFloorBytes: 0 })).ok,
    ).toBe(true);
  });

  it('refuses more than 2,000,000,000 bytes unpacked, by the sizes the headers declare', async () => {
    const huge = [
      MANIFEST,
      { name: 'a.mp4', data: 'x', size: 1_100_000_000 },
      { name: 'b.mp4', data: 'y', size: 1_000_000_000 },
    ];
    const result = await inspect(huge, { maxRatio: Number.POSITIVE_INFINITY });
    expect(codes(result)).toEqual(['UNPACKED_TOO_LARGE']);
    expect(result.ok ? {} : result.problems[0]?.params).toEqual({ mb: 2101, maxMb: 2000 });
    expect(codes(await inspect(huge))).toEqual(['UNPACKED_TOO_LARGE', 'RATIO_TOO_HIGH']);
    expect((await inspect(huge.slice(0, 2), { maxRatio: Number.POSITIVE_INFINITY })).ok).toBe(true);
  });

  it('takes other limits as options', async () => {
    const three = [MANIFEST, { name: 'a' }, { name: 'b' }];
    expect(codes(await inspect(three, { maxEntries: 2 }))).toEqual(['TOO_MANY_ENTRIES']);
    const ratio = await inspect([MANIFEST, { name: 'z', data: ZEROS }], {
      maxRatio: 2000,
      ratioFloorBytes: 0,
    });
    expect(ratio.ok).toBe(true);
  });

  it('tells a file that is not a zip from a zip cut short or damaged', async () => {
    const notZip = await inspectZip(scratch.file(Buffer.from('<!doctype html><p>hello</p>')));
    expect(codes(notZip)).toEqual(['NOT_A_ZIP']);
    expect(codes(await inspectZip(scratch.file(Buffer.alloc(0))))).toEqual(['NOT_A_ZIP']);
    const whole = zipBytes([MANIFEST, { name: 'index.html', data: 'x'.repeat(5000) }]);
    const cut = await inspectZip(scratch.file(whole.subarray(0, whole.length - 40)));
    expect(codes(cut)).toEqual(['ZIP_DAMAGED']);
    const overcounted = scratch.file(zipBytes([MANIFEST], { declaredCount: 3 }));
    expect(codes(await inspectZip(overcounted))).toEqual(['ZIP_DAMAGED']);
  });

  it('lists every problem at once, up to a limit', async () => {
    const result = await inspect([
      MANIFEST,
      { name: '../a' },
      { name: '/b' },
      { name: 'link', unixMode: 0o120777 },
      { name: 'x.html', flags: 0x1 },
      { name: 'X.html' },
    ]);
    expect(codes(result)).toEqual([
      'PATH_PARENT',
      'PATH_ABSOLUTE',
      'SYMLINK',
      'ENCRYPTED',
      'DUPLICATE_NAME',
    ]);
    const many = Array.from({ length: 300 }, (_, i): TestEntry => ({ name: `../${i}` }));
    expect(codes(await inspect(many))).toHaveLength(ZIP_LIMITS.maxProblems);
  });
});

describe('extractZip', () => {
  const target = () => path.join(scratch.root, `out-${Math.random().toString(36).slice(2)}`);
  const filesUnder = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((dirent) => !dirent.isDirectory())
          .map((dirent) => path.relative(dir, path.join(dirent.parentPath, dirent.name)))
          .sort()
      : [];

  it('writes the inspected files, and only those', async () => {
    const zip = zipOf([
      MANIFEST,
      { name: 'content/' },
      { name: 'content/a/index.html', data: '<h1>A</h1>' },
      { name: 'content/b.bin', data: ZEROS.subarray(0, 50_000), method: 'store' },
      { name: 'extra.txt', data: 'not listed' },
    ]);
    const inspected = await inspectZip(zip);
    if (!inspected.ok) throw new Error('inspection failed');
    const listed = inspected.entries.filter((entry) => entry.path !== 'extra.txt');
    const dest = target();
    expect(await extractZip(zip, dest, listed)).toEqual({ ok: true, files: 3, bytes: 50_021 });
    expect(filesUnder(dest)).toEqual(['content/a/index.html', 'content/b.bin', 'imsmanifest.xml']);
    expect(fs.readFileSync(path.join(dest, 'content/a/index.html'), 'utf8')).toBe('<h1>A</h1>');
  });

  it('aborts an entry that inflates past its header (a lying zip bomb) and leaves nothing', async () => {
    const zip = zipOf([MANIFEST, { name: 'bomb.bin', data: ZEROS, size: 100 }]);
    const inspected = await inspectZip(zip);
    if (!inspected.ok) throw new Error('the lie is only visible when inflating');
    const dest = target();
    const result = await extractZip(zip, dest, inspected.entries);
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'ENTRY_TOO_LARGE' }] });
    expect(fs.existsSync(dest)).toBe(false);
  });

  it('counts against the inspected size, even when the zip changed after the inspection', async () => {
    const small = await inspectZip(zipOf([MANIFEST, { name: 'video.mp4', data: 'tiny' }]));
    if (!small.ok) throw new Error('inspection failed');
    const swapped = zipOf([MANIFEST, { name: 'video.mp4', data: ZEROS }]);
    const result = await extractZip(swapped, target(), small.entries);
    expect(codes(result)).toEqual(['ENTRY_TOO_LARGE']);
  });

  it('refuses bytes that do not match the CRC or the size, removing what it wrote before', async () => {
    const dest = target();
    fs.mkdirSync(dest);
    fs.writeFileSync(path.join(dest, 'keep.txt'), 'someone else’s');
    const zip = zipOf([
      MANIFEST,
      { name: 'content/first.html', data: 'fine' },
      { name: 'content/second.html', data: 'corrupted', crc: 1234 },
    ]);
    const inspected = await inspectZip(zip);
    if (!inspected.ok) throw new Error('inspection failed');
    const result = await extractZip(zip, dest, inspected.entries);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ code: 'ENTRY_DAMAGED', params: { path: 'content/second.html' } }],
    });
    expect(filesUnder(dest)).toEqual(['keep.txt']);
    const short = zipOf([MANIFEST, { name: 'a.txt', data: 'abc', size: 10 }]);
    const shortInspected = await inspectZip(short);
    if (!shortInspected.ok) throw new Error('inspection failed');
    expect(codes(await extractZip(short, target(), shortInspected.entries))).toEqual([
      'ENTRY_DAMAGED',
    ]);
  });

  it('never writes outside destDir, whatever the list or the folder holds', async () => {
    const zip = zipOf([MANIFEST, { name: 'content/x.html', data: 'x' }]);
    const dest = target();
    const outward = [{ path: '../escaped.html', size: 1, compressedSize: 1 }];
    expect(codes(await extractZip(zip, dest, outward))).toEqual(['PATH_PARENT']);
    expect(fs.existsSync(dest)).toBe(false);
    // A folder of destDir that is a link to elsewhere is not followed.
    const outside = target();
    fs.mkdirSync(outside);
    fs.mkdirSync(dest);
    fs.symlinkSync(outside, path.join(dest, 'content'));
    const listed = [{ path: 'content/x.html', size: 1, compressedSize: 3 }];
    expect(codes(await extractZip(zip, dest, listed))).toEqual(['PATH_INVALID']);
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it('throws the server’s own failures instead of blaming the package, cleaning up first', async () => {
    await expect(inspectZip(path.join(scratch.root, 'missing.zip'))).rejects.toThrow(/ENOENT/);
    const zip = zipOf([MANIFEST, { name: 'a/first.txt', data: '1' }, { name: 'b.txt', data: '2' }]);
    const inspected = await inspectZip(zip);
    if (!inspected.ok) throw new Error('inspection failed');
    const dest = target();
    fs.mkdirSync(dest);
    fs.writeFileSync(path.join(dest, 'b.txt'), 'already there');
    await expect(extractZip(zip, dest, inspected.entries)).rejects.toThrow(/EEXIST/);
    expect(filesUnder(dest)).toEqual(['b.txt']);
    expect(fs.readFileSync(path.join(dest, 'b.txt'), 'utf8')).toBe('already there');
  });

  it('reports a listed entry the zip no longer holds', async () => {
    const zip = zipOf([MANIFEST]);
    const listed = [{ path: 'gone.html', size: 1, compressedSize: 1 }];
    expect(codes(await extractZip(zip, target(), listed))).toEqual(['ENTRY_DAMAGED']);
  });
});

describe('readManifestEntry', () => {
  it('reads a small entry whole', async () => {
    const zip = zipOf([{ name: 'a/cmi5.xml', data: '<courseStructure/>' }]);
    expect((await readManifestEntry(zip, 'a/cmi5.xml')).toString()).toBe('<courseStructure/>');
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PackageProblemError);
    return (error as PackageProblemError).problem;
  };

  it('refuses a manifest over the limit by its header, and by its bytes when the header lies', async () => {
    const big = zipOf([{ name: 'imsmanifest.xml', data: 'x'.repeat(2000) }]);
    expect(await refusal(readManifestEntry(big, 'imsmanifest.xml', 1000))).toEqual({
      code: 'MANIFEST_TOO_LARGE',
      severity: 'error',
      params: { file: 'imsmanifest.xml', maxMb: 0 },
    });
    const lying = zipOf([{ name: 'imsmanifest.xml', data: ZEROS, size: 10 }]);
    expect((await refusal(readManifestEntry(lying, 'imsmanifest.xml'))).code).toBe(
      'ENTRY_TOO_LARGE',
    );
  });
});
