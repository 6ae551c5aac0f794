import { describe, expect, it } from 'vitest';
import { CMI5_COURSE, CMI5_COURSE_FILES, describeFiles } from './manifest-samples';

const withCourse = (files: string[], course: string) =>
  describeFiles(
    files.filter((file) => file !== 'cmi5.xml'),
    { 'cmi5.xml': course },
  );

/** A course structure around `content` (blocks and AUs). */
const structure = (content: string) => `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.com/c"><title><langstring lang="en">C</langstring></title>
  <description><langstring lang="en">D</langstring></description></course>
  ${content}
</courseStructure>`;

const au = (attributes: string, inner = '<url>a.html</url>') =>
  `<au id="https://example.com/c/a" ${attributes}><title><langstring lang="en">A</langstring></title>
   <description><langstring lang="en">D</langstring></description>${inner}</au>`;

describe('cmi5 (cmi5.xml)', () => {
  it('describes the course, its blocks and AUs in document order', async () => {
    const { description, problems } = await withCourse(CMI5_COURSE_FILES, CMI5_COURSE);
    expect(problems).toEqual([]);
    expect(description).toMatchObject({
      kind: 'cmi5',
      edition: null,
      manifest: 'cmi5.xml',
      identifier: 'https://academy.example/courses/fire-safety',
      title: 'Fire Safety',
      description: 'What to do when the alarm sounds.',
      sequencing: false,
    });
    expect(description?.organization.titles).toEqual([
      { lang: 'en-US', text: 'Fire Safety' },
      { lang: 'nl-NL', text: 'Brandveiligheid' },
    ]);
    const outline = description?.organization.children;
    expect(outline?.map((node) => node.title)).toEqual(['Introduction', 'Practice']);
    expect(outline?.[1]?.children.map((node) => node.title)).toEqual([
      'The drill',
      'Further reading',
    ]);
    expect(outline?.[1]?.children[1]?.children[0]?.title).toBe('Video');
    expect(description?.launchables.map((found) => found.title)).toEqual([
      'Introduction',
      'The drill',
      'Video',
    ]);
  });

  it('gives each AU its launch URL and the settings of §13.1.4, with their defaults', async () => {
    const { description } = await withCourse(CMI5_COURSE_FILES, CMI5_COURSE);
    const [intro, drill, video] = description?.launchables ?? [];
    expect(intro).toEqual({
      identifier: 'https://academy.example/courses/fire-safety/intro',
      title: 'Introduction',
      type: 'au',
      launch: { path: 'intro/index.html', url: 'intro/index.html?start=1', parameters: '' },
      resource: null,
      masteryScore: null,
      completionThreshold: null,
      launchData: null,
      cmi5: {
        moveOn: 'Completed',
        launchMethod: 'OwnWindow',
        launchParameters: null,
        entitlementKey: null,
        activityType: null,
      },
    });
    expect(drill).toMatchObject({
      masteryScore: 0.8,
      cmi5: {
        moveOn: 'CompletedAndPassed',
        launchMethod: 'AnyWindow',
        launchParameters: '{"difficulty":"hard"}',
        entitlementKey: 'fire-2025',
        activityType: 'http://adlnet.gov/expapi/activities/assessment',
      },
    });
    // An absolute URL is allowed (cmi5 §13.1.4 url) and not looked for in the zip.
    expect(video?.launch).toEqual({
      path: null,
      url: 'https://video.example/fire-safety?embed=1',
      parameters: '',
    });
    expect(video?.cmi5?.moveOn).toBe('NotApplicable');
  });

  it('needs a relative AU URL to be in the zip', async () => {
    const { problems } = await withCourse(['cmi5.xml', 'intro/index.html'], CMI5_COURSE);
    expect(problems).toEqual([
      {
        code: 'LAUNCH_FILE_MISSING',
        severity: 'error',
        params: { item: 'The drill', path: 'drill/index.html' },
      },
    ]);
    const cased = await withCourse(['Intro/Index.html', 'drill/index.html'], CMI5_COURSE);
    expect(cased.problems).toMatchObject([
      {
        code: 'LAUNCH_FILE_CASE',
        params: { path: 'intro/index.html', actual: 'Intro/Index.html' },
      },
    ]);
  });

  it('needs ids and URLs, and refuses URLs that are not web addresses', async () => {
    const noId = await withCourse(
      ['a.html'],
      structure(au('').replace(' id="https://example.com/c/a"', '')),
    );
    expect(noId.problems).toMatchObject([
      { code: 'CMI5_ID_MISSING', params: { title: 'A' } },
      { code: 'NO_LAUNCHABLE', params: { file: 'cmi5.xml' } },
    ]);
    const noUrl = await withCourse([], structure(au('', '')));
    expect(noUrl.problems).toMatchObject([
      { code: 'CMI5_URL_MISSING', params: { au: 'A' } },
      { code: 'NO_LAUNCHABLE' },
    ]);
    const script = await withCourse([], structure(au('', '<url>javascript:alert(1)</url>')));
    expect(script.problems[0]).toMatchObject({
      code: 'INVALID_VALUE',
      params: { item: 'A', name: 'url', value: 'javascript:alert(1)' },
    });
    const block = await withCourse(
      ['a.html'],
      structure(`<block><title><langstring lang="en">B</langstring></title>${au('')}</block>`),
    );
    expect(block.problems).toMatchObject([{ code: 'CMI5_ID_MISSING', params: { title: 'B' } }]);
    const course = await withCourse(
      ['a.html'],
      structure(au('')).replace(' id="https://example.com/c"', ''),
    );
    expect(course.problems).toMatchObject([{ code: 'CMI5_ID_MISSING', params: { title: 'C' } }]);
  });

  it('refuses an id used twice among the blocks, objectives and AUs (§13.1.2–§13.1.4)', async () => {
    const block = (id: string) =>
      `<block id="${id}"><title><langstring lang="en">B</langstring></title>
       <description><langstring lang="en">D</langstring></description>${au('')}</block>`;
    const twoBlocks = await withCourse(
      ['a.html'],
      structure(block('https://example.com/c/b').concat(block('https://example.com/c/b2'))),
    );
    // The same AU id in both blocks.
    expect(twoBlocks.problems).toMatchObject([
      { code: 'CMI5_ID_DUPLICATE', severity: 'error', params: { id: 'https://example.com/c/a' } },
    ]);
    const sameBlock = await withCourse(
      ['a.html'],
      structure(
        block('https://example.com/c/b').concat(
          block('https://example.com/c/b').replace('c/a"', 'c/a2"'),
        ),
      ),
    );
    expect(sameBlock.problems.map((p) => p.params.id)).toEqual(['https://example.com/c/b']);
    const objective = (id: string) =>
      `<objective id="${id}"><title><langstring lang="en">O</langstring></title>
       <description><langstring lang="en">D</langstring></description></objective>`;
    const objectives = await withCourse(
      ['a.html'],
      structure(
        `<objectives>${objective('https://example.com/o')}${objective('https://example.com/o')}</objectives>${au('')}`,
      ),
    );
    expect(objectives.problems.map((p) => p.params.id)).toEqual(['https://example.com/o']);
  });

  it('warns about values outside the vocabulary and uses the default', async () => {
    const { description, problems } = await withCourse(
      ['a.html'],
      structure(au('moveOn="Finished" launchMethod="Popup" masteryScore="80"')),
    );
    expect(problems.map((found) => [found.severity, found.params])).toEqual([
      ['warning', { item: 'A', name: 'moveOn', value: 'Finished' }],
      ['warning', { item: 'A', name: 'launchMethod', value: 'Popup' }],
      ['warning', { item: 'A', name: 'masteryScore', value: '80' }],
    ]);
    expect(description?.launchables[0]).toMatchObject({
      masteryScore: null,
      cmi5: { moveOn: 'NotApplicable', launchMethod: 'AnyWindow' },
    });
  });

  it('takes the AU settings written as elements too, and titles without langstrings', async () => {
    const { description, problems } = await withCourse(
      ['a.html'],
      structure(
        `<au id="https://example.com/c/x"><title>Bare title</title><url>a.html</url>
         <moveOn>Passed</moveOn><masteryScore>1</masteryScore></au>`,
      ),
    );
    expect(problems).toEqual([]);
    expect(description?.launchables[0]).toMatchObject({
      title: 'Bare title',
      masteryScore: 1,
      cmi5: { moveOn: 'Passed' },
    });
  });

  it('refuses a cmi5.xml that is not a course structure', async () => {
    const { problems } = await withCourse([], '<manifest/>');
    expect(problems).toMatchObject([
      { code: 'WRONG_ROOT', params: { file: 'cmi5.xml', element: 'courseStructure' } },
    ]);
  });
});
