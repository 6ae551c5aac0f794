import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectPackage } from './inspect-package';
import { STORYLINE_12, STORYLINE_12_FILES } from './manifest-samples';
import { scratchFolder, type TestEntry, zipBytes } from './test-zip';
import { extractZip } from './zip-safety';

const scratch = scratchFolder();
afterAll(() => scratch.remove());

const storyline = (): TestEntry[] =>
  STORYLINE_12_FILES.map((name) => ({
    name,
    data: name === 'imsmanifest.xml' ? STORYLINE_12 : `/* ${name} */`,
  }));
const zipOf = (entries: TestEntry[]) => scratch.file(zipBytes(entries));

describe('inspectPackage', () => {
  it('describes a sound package and hands over its files to unpack', async () => {
    const zip = zipOf(storyline());
    const result = await inspectPackage(zip);
    expect(result.problems).toEqual([]);
    expect(result.description?.title).toBe('Workplace Safety & Health');
    expect(result.entries?.map((entry) => entry.path)).toEqual(STORYLINE_12_FILES);
    const dest = path.join(scratch.root, 'sound');
    const unpacked = await extractZip(zip, dest, result.entries ?? []);
    expect(unpacked).toMatchObject({ ok: true, files: STORYLINE_12_FILES.length });
    expect(fs.readFileSync(path.join(dest, 'imsmanifest.xml'), 'utf8')).toBe(STORYLINE_12);
  });

  it('lists the zip’s and the manifest’s problems together, and hands over nothing', async () => {
    const entries = storyline().filter((entry) => entry.name !== 'index_lms.html');
    entries.push({ name: '../../etc/cron.d/evil', data: 'x' });
    entries.push({ name: 'link', data: '/etc/passwd', unixMode: 0o120777 });
    const result = await inspectPackage(zipOf(entries));
    expect(result.problems.map((found) => found.code)).toEqual([
      'PATH_PARENT',
      'SYMLINK',
      'LAUNCH_FILE_MISSING',
      'FILE_MISSING',
    ]);
    expect(result.description?.kind).toBe('scorm12');
    expect(result.entries).toBeNull();
  });

  it('accepts a package with warnings only', async () => {
    const entries = storyline().filter((entry) => entry.name !== 'story.html');
    const result = await inspectPackage(zipOf(entries));
    expect(result.problems).toMatchObject([{ code: 'FILE_MISSING', severity: 'warning' }]);
    expect(result.entries).toHaveLength(entries.length);
  });

  it('stops at a zip it cannot read', async () => {
    const result = await inspectPackage(scratch.file(Buffer.from('%PDF-1.7 not a zip')));
    expect(result).toEqual({
      description: null,
      problems: [{ code: 'NOT_A_ZIP', severity: 'error', params: {} }],
      entries: null,
    });
    const tooMany = await inspectPackage(zipOf(storyline()), { maxEntries: 3 });
    expect(tooMany.problems.map((found) => found.code)).toEqual(['TOO_MANY_ENTRIES']);
  });

  it('reads at most maxManifestBytes of the manifest', async () => {
    const result = await inspectPackage(zipOf(storyline()), { maxManifestBytes: 1000 });
    expect(result.problems).toEqual([
      {
        code: 'MANIFEST_TOO_LARGE',
        severity: 'error',
        params: { file: 'imsmanifest.xml', maxMb: 0 },
      },
    ]);
    expect(result.description).toBeNull();
  });

  it('says which folder to zip when the manifest is one level down', async () => {
    const nested = storyline().map((entry) => ({
      ...entry,
      name: `Workplace Safety/${entry.name}`,
    }));
    const result = await inspectPackage(zipOf(nested));
    expect(result.problems).toMatchObject([
      {
        code: 'MANIFEST_IN_FOLDER',
        params: { file: 'imsmanifest.xml', folder: 'Workplace Safety' },
      },
    ]);
  });
});
