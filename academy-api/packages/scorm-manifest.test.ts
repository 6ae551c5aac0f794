import { describe, expect, it } from 'vitest';
import {
  ADL_2004_4TH,
  ADL_2004_4TH_FILES,
  describeFiles,
  ISPRING_2004_3RD,
  ISPRING_2004_3RD_FILES,
  STORYLINE_12,
  STORYLINE_12_FILES,
} from './manifest-samples';
import type { PackageProblemCode } from './problems';

const withManifest = (files: string[], manifest: string) =>
  describeFiles(
    files.filter((file) => file !== 'imsmanifest.xml'),
    { 'imsmanifest.xml': manifest },
  );

/** A SCORM 1.2 manifest around `organizations` and `resources` markup. */
const scorm12 = (
  body: string,
  metadata = '<schema>ADL SCORM</schema><schemaversion>1.2</schemaversion>',
) =>
  `<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><metadata>${metadata}</metadata>${body}</manifest>`;

const ONE_SCO = `<organizations default="o"><organization identifier="o"><title>Course</title>
  <item identifier="i" identifierref="r"><title>Lesson</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html">
  <file href="index.html"/></resource></resources>`;

const codes = (result: { problems: { code: PackageProblemCode }[] }) =>
  result.problems.map((found) => found.code);

describe('SCORM 1.2 (imsmanifest.xml)', () => {
  it('describes an Articulate Storyline export', async () => {
    const { description, problems } = await withManifest(STORYLINE_12_FILES, STORYLINE_12);
    expect(problems).toEqual([]);
    expect(description).toMatchObject({
      kind: 'scorm12',
      edition: null,
      manifest: 'imsmanifest.xml',
      identifier: '6fKlBdhKNuG_course_id',
      title: 'Workplace Safety & Health',
      sequencing: false,
    });
    expect(description?.organization).toEqual({
      identifier: 'Workplace_Safety_ORG',
      title: 'Workplace Safety & Health',
      titles: [],
      launch: null,
      children: [
        {
          identifier: 'Workplace_Safety_SCO',
          title: 'Workplace Safety & Health',
          titles: [],
          children: [],
          launch: { path: 'index_lms.html', url: 'index_lms.html', parameters: '' },
        },
      ],
    });
    // The 0–100 masteryscore becomes 0.8: the same scale as 2004 and cmi5.
    expect(description?.launchables).toEqual([
      {
        identifier: 'Workplace_Safety_SCO',
        title: 'Workplace Safety & Health',
        type: 'sco',
        launch: { path: 'index_lms.html', url: 'index_lms.html', parameters: '' },
        resource: 'Workplace_Safety_RES',
        masteryScore: 0.8,
        completionThreshold: null,
        launchData: 'chapter=1',
        cmi5: null,
      },
    ]);
  });

  it('takes the version from the adlcp namespace when the metadata is left out', async () => {
    const bare = await withManifest(['index.html'], scorm12(ONE_SCO, ''));
    expect(bare.problems).toEqual([]);
    expect(bare.description?.kind).toBe('scorm12');
  });

  it('refuses a missing or unknown schema version', async () => {
    const missing = await withManifest(
      ['index.html'],
      `<manifest identifier="m"><metadata><schema>ADL SCORM</schema></metadata>${ONE_SCO}</manifest>`,
    );
    expect(codes(missing)).toEqual(['SCHEMA_VERSION_MISSING']);
    expect(missing.description).toBeNull();
    const unknown = await withManifest(
      ['index.html'],
      scorm12(ONE_SCO, '<schemaversion>1.1</schemaversion>'),
    );
    expect(unknown.problems).toMatchObject([
      { code: 'SCHEMA_VERSION_UNKNOWN', params: { version: '1.1' } },
    ]);
  });

  it('warns about a mastery score it cannot use, and ignores it', async () => {
    const body = ONE_SCO.replace(
      '<title>Lesson</title>',
      '<title>Lesson</title><adlcp:masteryscore>eighty</adlcp:masteryscore>',
    );
    const { description, problems } = await withManifest(['index.html'], scorm12(body));
    expect(problems).toEqual([
      {
        code: 'INVALID_VALUE',
        severity: 'warning',
        params: { item: 'Lesson', name: 'adlcp:masteryscore', value: 'eighty' },
      },
    ]);
    expect(description?.launchables[0]?.masteryScore).toBeNull();
  });
});

describe('SCORM 2004 (imsmanifest.xml)', () => {
  it('describes an iSpring-style 3rd edition export: prefixes, xml:base and parameters', async () => {
    const { description, problems } = await withManifest(ISPRING_2004_3RD_FILES, ISPRING_2004_3RD);
    expect(problems).toEqual([]);
    expect(description).toMatchObject({ kind: 'scorm2004', edition: 3, sequencing: true });
    expect(description?.title).toBe('Onboarding: the first week');
    expect(description?.launchables).toMatchObject([
      {
        identifier: 'item_1',
        type: 'sco',
        launch: {
          path: 'res/player/index.html',
          url: 'res/player/index.html?mode=scorm&lang=en',
          parameters: '?lang=en',
        },
        masteryScore: 0.7,
        completionThreshold: 0.75,
      },
    ]);
  });

  it('describes ADL-style 4th edition content: default organization, sequencing collection', async () => {
    const { description, problems } = await withManifest(ADL_2004_4TH_FILES, ADL_2004_4TH);
    expect(problems).toEqual([]);
    expect(description).toMatchObject({
      kind: 'scorm2004',
      edition: 4,
      title: 'Golf Explained',
      sequencing: true,
    });
    const tree = description?.organization;
    expect(tree?.identifier).toBe('golf_sample_default_org');
    expect(tree?.children.map((item) => item.identifier)).toEqual([
      'playing_item',
      'etiquette_item',
    ]);
    expect(tree?.children[1]?.launch).toBeNull();
    expect(tree?.children[1]?.children.map((item) => item.title)).toEqual([
      'Caring for the Course',
      'Etiquette Quiz',
    ]);
    expect(
      description?.launchables.map(({ identifier, type, launch, masteryScore }) => ({
        identifier,
        type,
        url: launch.url,
        masteryScore,
      })),
    ).toEqual([
      // Its own primary objective: 0.8.
      {
        identifier: 'playing_item',
        type: 'sco',
        url: 'shared/launchpage.html?content=playing',
        masteryScore: 0.8,
      },
      // Only the collection's sequencing (IDRef): its objective's 0.5.
      {
        identifier: 'etiquette_course_item',
        type: 'sco',
        url: 'shared/launchpage.html?content=etiquette#care',
        masteryScore: 0.5,
      },
      // Satisfied by measure without a measure: the default 1.0.
      { identifier: 'quiz_item', type: 'asset', url: 'Etiquette/quiz.html', masteryScore: 1 },
    ]);
    expect(description?.launchables[0]).toMatchObject({
      completionThreshold: 0.6,
      launchData: 'section=rules',
    });
  });

  it('knows the 2nd edition by `CAM 1.3`, and sequencing by its absence', async () => {
    const manifest = `<manifest identifier="c" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
      xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
      <metadata><schema>ADL SCORM</schema><schemaversion>CAM 1.3</schemaversion></metadata>
      <organizations default="o"><organization identifier="o"><title>Captivate quiz</title>
        <item identifier="i" identifierref="r"><title>Quiz</title>
          <adlcp:completionThreshold>0.9</adlcp:completionThreshold></item>
      </organization></organizations>
      <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index_scorm.html"/></resources>
    </manifest>`;
    const { description, problems } = await withManifest(['index_scorm.html'], manifest);
    expect(problems).toEqual([]);
    expect(description).toMatchObject({ kind: 'scorm2004', edition: 2, sequencing: false });
    expect(description?.launchables[0]).toMatchObject({
      masteryScore: null,
      completionThreshold: 0.9,
    });
  });

  it('warns about measures outside their range', async () => {
    const manifest = ISPRING_2004_3RD.replace('>0.7<', '>7<').replace('>0.75<', '>75%<');
    const { description, problems } = await withManifest(ISPRING_2004_3RD_FILES, manifest);
    expect(problems).toMatchObject([
      { code: 'INVALID_VALUE', params: { name: 'imsss:minNormalizedMeasure', value: '7' } },
      { code: 'INVALID_VALUE', params: { name: 'adlcp:completionThreshold', value: '75%' } },
    ]);
    expect(description?.launchables[0]).toMatchObject({
      masteryScore: null,
      completionThreshold: null,
    });
  });
});

describe('imsmanifest.xml problems', () => {
  it('needs an organization, and says when the default one is not there', async () => {
    const none = await withManifest(['index.html'], scorm12('<organizations/><resources/>'));
    expect(codes(none)).toEqual(['NO_ORGANIZATION']);
    expect(none.description).toBeNull();
    const wrongDefault = await withManifest(
      ['index.html'],
      scorm12(ONE_SCO.replace('default="o"', 'default="gone"')),
    );
    expect(wrongDefault.problems).toEqual([
      {
        code: 'DEFAULT_ORGANIZATION_UNKNOWN',
        severity: 'warning',
        params: { identifier: 'gone' },
      },
    ]);
    expect(wrongDefault.description?.organization.identifier).toBe('o');
  });

  it('needs something to launch', async () => {
    const body = ONE_SCO.replace(' identifierref="r"', '');
    expect(codes(await withManifest(['index.html'], scorm12(body)))).toEqual(['NO_LAUNCHABLE']);
  });

  it('names an item whose resource is not there or has no href', async () => {
    const gone = await withManifest(
      ['index.html'],
      scorm12(ONE_SCO.replace('identifierref="r"', 'identifierref="nope"')),
    );
    expect(gone.problems).toMatchObject([
      { code: 'ITEM_RESOURCE_INVALID', params: { item: 'Lesson', resource: 'nope' } },
      { code: 'NO_LAUNCHABLE', params: { file: 'imsmanifest.xml' } },
    ]);
    const noHref = await withManifest(
      ['index.html'],
      scorm12(ONE_SCO.replace(' href="index.html"', '')),
    );
    expect(codes(noHref)).toEqual(['ITEM_RESOURCE_INVALID', 'NO_LAUNCHABLE']);
  });

  it('names a launch file that is not in the zip, or is there in other letter case', async () => {
    const missing = await withManifest(['other.html'], scorm12(ONE_SCO));
    expect(missing.problems).toMatchObject([
      { code: 'LAUNCH_FILE_MISSING', params: { item: 'Lesson', path: 'index.html' } },
      { code: 'FILE_MISSING', severity: 'warning', params: { resource: 'r', path: 'index.html' } },
    ]);
    // Still described: the author sees what was found beside what is wrong.
    expect(missing.description?.launchables).toHaveLength(1);
    const cased = await withManifest(['Index.HTML'], scorm12(ONE_SCO));
    expect(cased.problems[0]).toMatchObject({
      code: 'LAUNCH_FILE_CASE',
      params: { item: 'Lesson', path: 'index.html', actual: 'Index.HTML' },
    });
  });

  it('warns about a listed file that is not in the zip', async () => {
    const { problems } = await withManifest(STORYLINE_12_FILES.slice(0, -3), STORYLINE_12);
    expect(problems).toEqual([
      {
        code: 'FILE_MISSING',
        severity: 'warning',
        params: { resource: 'Workplace_Safety_RES', path: 'mobile/player_compiled.js' },
      },
    ]);
  });

  it('refuses SCORM content outside the package', async () => {
    const external = await withManifest(
      [],
      scorm12(ONE_SCO.replace('href="index.html">', 'href="https://cdn.example/sco.html">')),
    );
    expect(external.problems[0]).toMatchObject({
      code: 'SCORM_LAUNCH_EXTERNAL',
      params: { item: 'Lesson', url: 'https://cdn.example/sco.html' },
    });
    const script = await withManifest(
      [],
      scorm12(ONE_SCO.replace('href="index.html">', 'href="javascript:alert(1)">')),
    );
    expect(script.problems[0]).toMatchObject({
      code: 'SCORM_LAUNCH_EXTERNAL',
      params: { url: 'javascript:alert(1)' },
    });
  });

  it('refuses an imsmanifest.xml that is not a manifest', async () => {
    const result = await withManifest([], '<html><body>Not a manifest</body></html>');
    expect(result).toEqual({
      description: null,
      problems: [
        {
          code: 'WRONG_ROOT',
          severity: 'error',
          params: { file: 'imsmanifest.xml', element: 'manifest' },
        },
      ],
    });
  });
});
