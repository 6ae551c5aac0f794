import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestNameOf, oneFileZip, packageOfManifest } from './course-structure-upload';
import { inspectPackage } from './inspect-package';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-structure-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A cmi5 course structure of one AU at `url`. */
const structure = (url: string) => `<?xml version="1.0" encoding="utf-8"?>
<!-- a course of one AU -->
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.org/course/1">
    <title><langstring lang="en">Hosted elsewhere</langstring></title>
    <description><langstring lang="en">One AU.</langstring></description>
  </course>
  <au id="https://example.org/au/1" moveOn="Completed">
    <title><langstring lang="en">The AU</langstring></title>
    <description><langstring lang="en">It.</langstring></description>
    <url>${url}</url>
  </au>
</courseStructure>`;

async function inspectUpload(xml: string) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`);
  await fs.promises.writeFile(file, xml);
  await packageOfManifest(file);
  return inspectPackage(file);
}

describe('a course structure uploaded on its own (cmi5 §14.2)', () => {
  it('names the file by its root element', () => {
    expect(manifestNameOf(structure('https://x'))).toBe('cmi5.xml');
    expect(manifestNameOf('<?xml version="1.0"?><manifest identifier="m"/>')).toBe(
      'imsmanifest.xml',
    );
    expect(manifestNameOf('<ims:manifest xmlns:ims="x"/>')).toBe('imsmanifest.xml');
    expect(manifestNameOf('not xml')).toBe('cmi5.xml');
  });

  it('becomes a package of that one file, whose AUs at absolute URLs launch from where they are', async () => {
    const inspected = await inspectUpload(structure('https://au.example.org/start.html?x=1'));
    expect(inspected.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(inspected.description?.kind).toBe('cmi5');
    expect(inspected.description?.launchables[0]?.launch).toMatchObject({
      url: 'https://au.example.org/start.html?x=1',
      path: null,
    });
    expect(inspected.entries?.map((entry) => entry.path)).toEqual(['cmi5.xml']);
  });

  it('refuses an AU whose URL is relative: there is no file for it (cmi5 14.2.0.0-1)', async () => {
    const inspected = await inspectUpload(structure('au/index.html'));
    expect(inspected.entries).toBeNull();
    expect(inspected.problems.map((problem) => problem.code)).toContain('LAUNCH_FILE_MISSING');
  });

  it('writes a zip that unzip tools read: the data stored, its CRC and sizes right', () => {
    const zip = oneFileZip('cmi5.xml', Buffer.from('<a/>'));
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.subarray(30, 38).toString()).toBe('cmi5.xml');
    expect(zip.subarray(38, 42).toString()).toBe('<a/>');
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  });
});
