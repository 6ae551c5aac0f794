import { describe, expect, it } from 'vitest';
import { describePackage, locateManifest } from './manifest';
import { CMI5_COURSE, describeFiles, STORYLINE_12 } from './manifest-samples';
import { PackageProblemError, problem } from './problems';

describe('locateManifest', () => {
  it('finds the manifest at the top, ignoring letter case, cmi5.xml before imsmanifest.xml', () => {
    expect(locateManifest(['index.html', 'imsmanifest.xml'])).toEqual({
      path: 'imsmanifest.xml',
      kind: 'scorm',
    });
    expect(locateManifest(['IMSManifest.XML'])).toEqual({ path: 'IMSManifest.XML', kind: 'scorm' });
    expect(locateManifest(['imsmanifest.xml', 'cmi5.xml'])).toEqual({
      path: 'cmi5.xml',
      kind: 'cmi5',
    });
    expect(locateManifest(['cmi5.xml', 'imsmanifest.xml'])).toEqual({
      path: 'cmi5.xml',
      kind: 'cmi5',
    });
  });

  it('names the folder of a manifest zipped one level too deep', () => {
    expect(
      locateManifest([
        '__MACOSX/Safety Course/._imsmanifest.xml',
        'Safety Course/content/imsmanifest.xml',
        'Safety Course/imsmanifest.xml',
        'Safety Course/index.html',
      ]),
    ).toEqual({
      problem: problem('MANIFEST_IN_FOLDER', { file: 'imsmanifest.xml', folder: 'Safety Course' }),
    });
  });

  it('says when there is no manifest at all', () => {
    expect(locateManifest(['index.html', 'manifest.xml', 'imsmanifest.xml.bak'])).toEqual({
      problem: problem('NO_MANIFEST'),
    });
  });
});

describe('describePackage', () => {
  it('reads only the manifest', async () => {
    const read: string[] = [];
    const files = new Set(['imsmanifest.xml', 'index_lms.html', 'story.html']);
    await describePackage(files, async (path) => {
      read.push(path);
      return Buffer.from(STORYLINE_12);
    });
    expect(read).toEqual(['imsmanifest.xml']);
  });

  it('keeps the manifest’s name as the zip spells it', async () => {
    const result = await describeFiles(['intro/index.html', 'drill/index.html'], {
      'CMI5.xml': CMI5_COURSE,
    });
    expect(result.description?.manifest).toBe('CMI5.xml');
  });

  it('reports malformed XML with its line', async () => {
    const broken = STORYLINE_12.replace('</organization>', '</organisation>');
    const line = broken.split('\n').findIndex((text) => text.includes('</organisation>')) + 1;
    expect(line).toBe(20);
    const result = await describeFiles([], { 'imsmanifest.xml': broken });
    expect(result).toEqual({
      description: null,
      problems: [problem('MALFORMED_XML', { file: 'imsmanifest.xml', line })],
    });
  });

  it('turns a refused read into a problem, and lets the server’s own failures through', async () => {
    const tooLarge = problem('MANIFEST_TOO_LARGE', { file: 'cmi5.xml', maxMb: 5 });
    const refused = await describePackage(new Set(['cmi5.xml']), async () => {
      throw new PackageProblemError(tooLarge);
    });
    expect(refused).toEqual({ description: null, problems: [tooLarge] });
    const failing = describePackage(new Set(['cmi5.xml']), async () => {
      throw new Error('EIO');
    });
    await expect(failing).rejects.toThrow('EIO');
  });

  it('says what is missing when there is no manifest', async () => {
    expect(await describeFiles(['index.html'])).toEqual({
      description: null,
      problems: [problem('NO_MANIFEST')],
    });
  });
});
