import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectPackage } from './inspect-package';
import { folderEntries, scratchFolder, zipBytes } from './test-zip';

/**
 * The packages the end-to-end tests zip and play (tests/fixtures/packages, issue 37 "Done
 * when"): each must pass inspection without a problem and be described as the tests expect.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/packages');
const scratch = scratchFolder();
afterAll(() => scratch.remove());

const inspectFixture = async (name: string) => {
  const entries = folderEntries(path.join(FIXTURES, name));
  const result = await inspectPackage(scratch.file(zipBytes(entries), `${name}.zip`));
  expect(result.problems).toEqual([]);
  expect(result.entries?.map((entry) => entry.path)).toEqual(entries.map((entry) => entry.name));
  if (!result.description) throw new Error(`${name} was not described`);
  return result.description;
};

const summary = (description: Awaited<ReturnType<typeof inspectFixture>>) =>
  description.launchables.map(({ identifier, type, launch, masteryScore }) => ({
    identifier,
    type,
    path: launch.path,
    masteryScore,
  }));

describe('the package fixtures', () => {
  it('scorm12-single: one SCO with a mastery score of 80', async () => {
    const description = await inspectFixture('scorm12-single');
    expect(description).toMatchObject({
      kind: 'scorm12',
      edition: null,
      title: 'Fire safety (SCORM 1.2, one SCO)',
      sequencing: false,
    });
    expect(summary(description)).toEqual([
      { identifier: 'ITEM-FIRE-EXITS', type: 'sco', path: 'index.html', masteryScore: 0.8 },
    ]);
  });

  it('scorm12-multi: two SCOs sharing an asset', async () => {
    const description = await inspectFixture('scorm12-multi');
    expect(description).toMatchObject({ kind: 'scorm12', sequencing: false });
    expect(summary(description)).toEqual([
      { identifier: 'ITEM-LESSON-1', type: 'sco', path: 'lesson1/index.html', masteryScore: 0.8 },
      { identifier: 'ITEM-LESSON-2', type: 'sco', path: 'lesson2/index.html', masteryScore: 0.8 },
    ]);
  });

  it('scorm2004-sequencing: 4th edition, two SCOs under sequencing rules', async () => {
    const description = await inspectFixture('scorm2004-sequencing');
    expect(description).toMatchObject({ kind: 'scorm2004', edition: 4, sequencing: true });
    expect(summary(description)).toEqual([
      { identifier: 'ITEM-LESSON-1', type: 'sco', path: 'lesson1/index.html', masteryScore: 0.8 },
      { identifier: 'ITEM-LESSON-2', type: 'sco', path: 'lesson2/index.html', masteryScore: 0.8 },
    ]);
  });

  it('cmi5-two-aus: a block of two AUs, moving on by CompletedAndPassed and Completed', async () => {
    const description = await inspectFixture('cmi5-two-aus');
    expect(description).toMatchObject({ kind: 'cmi5', title: 'Fire safety (cmi5, two AUs)' });
    expect(description.organization.children.map((node) => node.children.length)).toEqual([2]);
    expect(
      description.launchables.map(({ launch, masteryScore, cmi5 }) => ({
        path: launch.path,
        masteryScore,
        moveOn: cmi5?.moveOn,
      })),
    ).toEqual([
      { path: 'au1/index.html', masteryScore: 0.8, moveOn: 'CompletedAndPassed' },
      { path: 'au2/index.html', masteryScore: null, moveOn: 'Completed' },
    ]);
  });

  it('has accessible pages: a language, a title, a heading, a status region, labelled buttons', () => {
    const pages = fs
      .readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(7);
    for (const page of pages) {
      const html = fs.readFileSync(path.join(FIXTURES, page), 'utf8');
      expect(html, page).toMatch(/<html lang="en"/);
      expect(html, page).toMatch(/<title>[^<]+<\/title>/);
      expect(html, page).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html, page).toMatch(/role="status"/);
      for (const [, label] of html.matchAll(/<button type="button" id="\w+">([^<]*)<\/button>/g)) {
        expect(['Next page', 'Answer correctly', 'Finish']).toContain(label);
      }
    }
  });
});
