import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageAttemptScos, packageAttempts } from '../db/schema';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { contentRequests, uploadZip } from './test-upload';
import { folderEntries, zipBytes } from './test-zip';

/**
 * Issue 37 items 2 and 3 in the API: a launch opens the learner's attempt with a token that
 * serves the launcher, the run-time and the package's files and takes its commits (ordered and
 * idempotent), and nothing more; completion marks the item done.
 */
const t = setUpTestApi();
const { id, token } = demoPeople(t, {
  alex: 'author@demo.academy',
  stijn: 'student@demo.academy',
  cora: 'coach@demo.academy',
});

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/packages');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-play-route-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Alex's published course of one SCORM 1.2 package, which Alex is enrolled in. */
async function packageCourse(
  title: string,
  fixture = 'scorm12-single',
  /** Rewrites the manifest (cmi5.xml or imsmanifest.xml) before zipping. */
  manifest: (xml: string) => string = (xml) => xml,
) {
  const alex = { token: token.alex };
  const options = await t.request('/v1/courses/authoring_options', alex);
  const catalog = options.body.included.find((r: { type: string }) => r.type === 'catalogs');
  const course = await t.request('/v1/courses', {
    ...alex,
    method: 'POST',
    body: { data: { attributes: { title, summary: 'Packages.', catalog_id: catalog.id } } },
  });
  const courseId = course.body.data.id;
  const module = await t.request(`/v1/courses/${courseId}/modules`, {
    ...alex,
    method: 'POST',
    body: { data: { attributes: { title: 'M' } } },
  });
  const zip = zipBytes(
    folderEntries(path.join(FIXTURES, fixture)).map((entry) =>
      entry.name === 'cmi5.xml' || entry.name === 'imsmanifest.xml'
        ? { ...entry, data: manifest(String(entry.data)) }
        : entry,
    ),
  );
  const uploaded = await uploadZip(
    t.api,
    `/v1/courses/${courseId}/modules/${module.body.data.id}/packages`,
    zip,
    alex,
  );
  expect(uploaded.status).toBe(201);
  const item = uploaded.body.included[0];
  expect(
    (await t.request(`/v1/courses/${courseId}/publish`, { ...alex, method: 'POST' })).status,
  ).toBe(200);
  const slug = course.body.data.attributes.slug as string;
  expect(
    (await t.request(`/v1/courses/${slug}/enrollment`, { ...alex, method: 'POST', body: {} }))
      .status,
  ).toBe(201);
  return { courseId, slug, itemSlug: item.attributes.slug as string, itemId: item.id as string };
}

const launch = (slug: string, itemSlug: string, who = token.alex) =>
  t.request(`/v1/courses/${slug}/items/${itemSlug}/package_launch`, {
    token: who,
    method: 'POST',
  });

/** A request of the content origin: no session, no portal, only the path's token. */
const content: ReturnType<typeof contentRequests> = (...request) =>
  contentRequests(t.api)(...request);

const commit = (launchPath: string, sequence: number, cmi: Record<string, unknown>, sco = '') =>
  content(launchPath, `~/commit${sco ? `?sco=${sco}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sequence, cmi }),
  });

async function progressOf(slug: string) {
  const read = await t.request(`/v1/courses/${slug}`, { token: token.alex });
  return JSON.stringify(read.body).match(/"progress":(\d+)/)?.[1];
}

describe('launching and playing a package', () => {
  it('serves the launcher, the run-time and the files by the token alone, never another path', async () => {
    const { slug, itemSlug } = await packageCourse('Play course');
    const launched = await launch(slug, itemSlug);
    expect(launched.status).toBe(200);
    const launchPath = launched.body.meta.launch_path as string;
    expect(launchPath).toMatch(/^\/package-content\/[A-Za-z0-9_-]{43}\/~\/launch$/);

    const launcher = await content(launchPath, '~/launch');
    expect(launcher.status).toBe(200);
    expect(launcher.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Only the player's origin (the demo portal's, on this request's host) may frame it.
    expect(launcher.headers.get('content-security-policy')).toBe(
      'frame-ancestors http://localhost:3000',
    );
    expect(launcher.text).toContain('"launchUrl":"../f/index.html"');
    expect(launcher.text).toContain('"entry":"ab-initio"');
    expect(launcher.text).toContain('"masteryScore":0.8');

    const runtime = await content(launchPath, '~/runtime/scorm12.min.js');
    expect(runtime.status).toBe(200);
    expect(runtime.text.startsWith('this.Scorm12API=')).toBe(true);
    expect((await content(launchPath, '~/runtime/other.js')).status).toBe(404);

    const page = await content(launchPath, 'f/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<h1>Fire exits</h1>');
    expect(page.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'self' http://localhost:3000",
    );
    expect(page.headers.get('accept-ranges')).toBe('bytes');
    // Ranges, as a video's seeking asks for them.
    const whole = page.text;
    const first = await content(launchPath, 'f/index.html', { headers: { range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.text).toBe(whole.slice(0, 10));
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${Buffer.byteLength(whole)}`);
    const tail = await content(launchPath, 'f/index.html', { headers: { range: 'bytes=-5' } });
    expect(tail.text).toBe(whole.slice(-5));
    const past = await content(launchPath, 'f/index.html', {
      headers: { range: `bytes=${Buffer.byteLength(whole)}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${Buffer.byteLength(whole)}`);
    expect((await content(launchPath, 'f/nothing.html')).status).toBe(404);
    expect((await content(launchPath, 'f/%2e%2e/imsmanifest.xml')).status).toBe(404);
    // Another token opens nothing.
    const forged = launchPath.replace(
      /package-content\/[^/]+/,
      `package-content/${'A'.repeat(43)}`,
    );
    expect((await content(forged, 'f/index.html')).status).toBe(404);
  });

  it('keeps commits in order and once; a later launch resumes them with a new token', async () => {
    const { slug, itemSlug } = await packageCourse('Commit course');
    const first = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const incomplete = {
      cmi: { core: { lesson_status: 'incomplete', lesson_location: '2', total_time: '00:10:00' } },
    };
    expect((await commit(first, 2, incomplete)).status).toBe(200);
    expect(JSON.parse((await commit(first, 2, incomplete)).text).meta.kept).toBe(false);
    // An older commit arriving late changes nothing.
    const older = { cmi: { core: { lesson_status: 'not attempted', lesson_location: '1' } } };
    expect(JSON.parse((await commit(first, 1, older)).text).meta.kept).toBe(false);
    expect(await progressOf(slug)).toBe('0');

    // A new launch: the old token is gone, the new one resumes the same attempt.
    const second = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    expect(second).not.toBe(first);
    expect((await content(first, '~/launch')).status).toBe(404);
    const resumed = await content(second, '~/launch');
    expect(resumed.text).toContain('"entry":"resume"');
    expect(resumed.text).toContain('"sequence":2');
    expect(resumed.text).toContain('"lesson_location":"2"');

    const passed = { cmi: { core: { lesson_status: 'passed', score: { raw: '90' } } } };
    expect(JSON.parse((await commit(second, 3, passed)).text).meta.kept).toBe(true);
    expect(await progressOf(slug)).toBe('100');
    const [sco] = await t.db
      .select()
      .from(packageAttemptScos)
      .where(eq(packageAttemptScos.commitSequence, 3));
    expect(sco).toMatchObject({
      identifier: 'ITEM-FIRE-EXITS',
      successStatus: 'passed',
      done: true,
    });
    const [attempt] = await t.db
      .select()
      .from(packageAttempts)
      .where(eq(packageAttempts.id, sco?.attemptId ?? ''));
    expect(attempt).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.9,
    });
    expect(attempt?.completedAt).toBeInstanceOf(Date);
  });

  it('a multi-SCO package: each SCO its own data; the item is done when both are', async () => {
    const { courseId, slug, itemSlug, itemId } = await packageCourse(
      'Multi course',
      'scorm12-multi',
    );
    const launched = await launch(slug, itemSlug);
    expect(launched.body.meta.scos).toEqual([
      { identifier: 'ITEM-LESSON-1', title: expect.any(String), done: false },
      { identifier: 'ITEM-LESSON-2', title: expect.any(String), done: false },
    ]);
    const launchPath = launched.body.meta.launch_path as string;
    const second = await content(launchPath, '~/launch?sco=ITEM-LESSON-2');
    expect(second.text).toContain('"launchUrl":"../f/lesson2/index.html"');
    expect(second.text).toContain('"sco":"ITEM-LESSON-2"');
    expect((await content(launchPath, '~/launch?sco=NOTHING')).status).toBe(404);

    const passed = { cmi: { core: { lesson_status: 'passed' } } };
    const first = JSON.parse((await commit(launchPath, 1, passed, 'ITEM-LESSON-1')).text).meta;
    expect(first).toEqual({ kept: true, sco_done: true, item_done: false });
    expect(await progressOf(slug)).toBe('0');
    // The second SCO's data starts empty, and its sequence is its own.
    expect((await content(launchPath, '~/launch?sco=ITEM-LESSON-2')).text).toContain(
      '"entry":"ab-initio"',
    );
    const done = JSON.parse((await commit(launchPath, 1, passed, 'ITEM-LESSON-2')).text).meta;
    expect(done).toEqual({ kept: true, sco_done: true, item_done: true });
    expect(await progressOf(slug)).toBe('100');
    const again = await launch(slug, itemSlug);
    expect(again.body.meta.scos.map((sco: { done: boolean }) => sco.done)).toEqual([true, true]);

    // The authors' report: Alex's attempt, both parts done, passed; as CSV too.
    const report = `/v1/courses/${courseId}/outline_items/${itemId}/package_attempts`;
    const listed = await t.request(report, { token: token.alex });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0].attributes).toMatchObject({
      learner_name: 'Alex Author',
      version_number: 1,
      completion_status: 'completed',
      success_status: 'passed',
      parts_done: 2,
      parts_total: 2,
    });
    expect(listed.body.meta.total).toBe(1);
    expect((await t.request(report, { token: token.stijn })).status).toBe(403);
    const csv = await t.api.fetch(
      new Request(`http://api${report}/export.csv`, {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token.alex}` },
      }),
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'learner,email,version,completion,success,score_percent,parts_done,parts_total,time_seconds,questions_answered,questions_correct,started_at,updated_at,completed_at',
    );
    expect(lines[1]).toMatch(/^Alex Author,author@demo\.academy,1,completed,passed,,2,2,,0,0,/);
  });

  it('shows learners their own result: none before a commit, then what the reports say', async () => {
    const { slug, itemSlug } = await packageCourse('Own result course');
    const result = () =>
      t.request(`/v1/courses/${slug}/items/${itemSlug}/package_result`, { token: token.alex });
    expect((await result()).status).toBe(404);
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const passed = {
      cmi: {
        core: { lesson_status: 'passed', score: { raw: '85' }, total_time: '00:02:00' },
        interactions: { 0: { id: 'q1', type: 'choice', student_response: 'a', result: 'correct' } },
      },
    };
    expect((await commit(launchPath, 1, passed)).status).toBe(200);
    const read = await result();
    expect(read.status).toBe(200);
    expect(read.body.meta).toMatchObject({
      success_status: 'passed',
      score_scaled: 0.85,
      time_seconds: 120,
      interactions_answered: 1,
      interactions_correct: 1,
    });
    expect(read.body.meta.completed_at).not.toBeNull();
  });

  it('refuses a commit that is no commit, or too large', async () => {
    const { slug, itemSlug } = await packageCourse('Bad commit course');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const bad = await content(launchPath, '~/commit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sequence":"x"}',
    });
    expect(bad.status).toBe(422);
    const huge = await content(launchPath, '~/commit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '3000000' },
      body: 'x'.repeat(3_000_000),
    });
    expect(huge.status).toBe(413);
  });

  it('the coach sees the student’s package results and answers; the authors download every answer', async () => {
    const { slug, itemSlug, itemId } = await packageCourse('Coached package course');
    expect(
      (
        await t.request(`/v1/courses/${slug}/enrollment`, {
          token: token.stijn,
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(201);
    const launched = await launch(slug, itemSlug, token.stijn);
    expect(launched.status).toBe(200);
    const launchPath = launched.body.meta.launch_path as string;
    const committed = {
      cmi: {
        core: { lesson_status: 'failed', score: { raw: '40' }, total_time: '00:03:00' },
        // Two questions, as scorm-again renders cmi.interactions.n: one right, one wrong.
        interactions: {
          0: {
            id: 'nearest-exit',
            type: 'choice',
            student_response: 'b',
            result: 'correct',
            correct_responses: { 0: { pattern: 'b' } },
          },
          1: { id: 'lift-in-fire', type: 'true-false', student_response: 't', result: 'wrong' },
        },
      },
    };
    expect((await commit(launchPath, 1, committed)).status).toBe(200);
    // Cora is Stijn's primary coach (DEMO-DATA): every course of his is in her reach.
    const page = await t.request(`/v1/coach/participants/${id.stijn}`, { token: token.cora });
    expect(page.status).toBe(200);
    const results = page.body.data.attributes.package_results as { title: string }[];
    expect(
      results.find((result) => result.title === 'Fire safety (SCORM 1.2, one SCO)'),
    ).toMatchObject({
      course_title: 'Coached package course',
      completion_status: 'incomplete',
      success_status: 'failed',
      score_scaled: 0.4,
      parts_done: 0,
      parts_total: 1,
      time_seconds: 180,
      interactions_answered: 2,
      interactions_correct: 1,
      interactions: [
        {
          part: 'ITEM-FIRE-EXITS',
          id: 'nearest-exit',
          type: 'choice',
          description: null,
          response: 'b',
          correct_responses: ['b'],
          result: 'correct',
          correct: true,
        },
        expect.objectContaining({ id: 'lift-in-fire', result: 'incorrect', correct: false }),
      ],
    });

    // The authors' spreadsheet of every answer.
    const course = await t.request(`/v1/courses/${slug}`, { token: token.alex });
    const report = `/v1/courses/${course.body.data.id}/outline_items/${itemId}/package_attempts`;
    const listed = await t.request(report, { token: token.alex });
    expect(listed.body.data[0].attributes).toMatchObject({
      learner_name: 'Stijn Student',
      interactions_answered: 2,
      interactions_correct: 1,
    });
    const csv = await t.api.fetch(
      new Request(`http://api${report}/interactions.csv`, {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token.alex}` },
      }),
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'learner,email,version,part,question,type,description,response,correct_responses,result,correct,weighting,latency,answered_at',
      'Stijn Student,student@demo.academy,1,ITEM-FIRE-EXITS,nearest-exit,choice,,b,b,correct,yes,,,',
      'Stijn Student,student@demo.academy,1,ITEM-FIRE-EXITS,lift-in-fire,true-false,,t,,incorrect,no,,,',
    ]);
  });

  it('a launch needs the learner to be enrolled; a lesson is no package', async () => {
    const { slug, itemSlug } = await packageCourse('Launch rights course');
    expect((await launch(slug, itemSlug, token.stijn)).status).toBe(403);
    expect((await launch('data-literacy', 'bar-and-line-charts', token.stijn)).status).toBe(404);
  });
});

describe('a SCORM 2004 package with sequencing (issue 37 item 2)', () => {
  const ROOT = 'ORG-FIRE-SAFETY';
  /** A sequencing state as scorm-again serialises it, with the root's tracking. */
  const stateWith = (root: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    version: '1.0',
    sequencing: {
      currentActivity: null,
      suspendedActivity: 'ITEM-LESSON-2',
      activityStates: { [ROOT]: { id: ROOT, ...root } },
    },
    globalObjectives: [],
    ...extra,
  });
  const sendState = (launchPath: string, sequence: number, state: unknown) =>
    content(launchPath, '~/sequencing-state', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sequence, state }),
    });
  const launchData = (html: string) =>
    JSON.parse(
      (
        /<script type="application\/json" id="launch-data">(.*?)<\/script>/s.exec(html)?.[1] ?? ''
      ).replace(/\\u003c/g, '<'),
    );

  it('opens one launcher for the package with its sequencing, and says the player navigates', async () => {
    const { slug, itemSlug } = await packageCourse('Sequenced course', 'scorm2004-sequencing');
    const launched = await launch(slug, itemSlug);
    expect(launched.body.meta).toMatchObject({ kind: 'scorm2004', sequenced: true });
    const launchPath = launched.body.meta.launch_path as string;
    const launcher = await content(launchPath, '~/launch');
    expect(launcher.status).toBe(200);
    expect(launcher.text).toContain('<script src="sequenced-launcher.js" defer></script>');
    const data = launchData(launcher.text);
    expect(data.sequencing.activityTree.id).toBe(ROOT);
    expect(Object.keys(data.activities)).toEqual(['ITEM-LESSON-1', 'ITEM-LESSON-2']);
    expect(data.activities['ITEM-LESSON-1']).toMatchObject({
      launchUrl: '../f/lesson1/index.html',
      sequence: 0,
      cmi: null,
    });
    expect(data).toMatchObject({ state: null, stateSequence: 0 });
    // ?sco= cannot go around the sequencing: the same launcher answers.
    expect((await content(launchPath, '~/launch?sco=ITEM-LESSON-2')).text).toContain(
      'sequenced-launcher.js',
    );
    const script = await content(launchPath, '~/sequenced-launcher.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain("processNavigationRequest('resumeAll')");
  });

  it('keeps the newest state, resumes a suspended SCO with its data, and completes the item from the root', async () => {
    const { slug, itemSlug } = await packageCourse('Sequenced progress', 'scorm2004-sequencing');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;

    // Lesson 1 finished and left normally, lesson 2 suspended: the SCOs' commits do not decide.
    const done = { completion_status: 'completed', success_status: 'passed', exit: 'normal' };
    expect((await commit(launchPath, 1, { cmi: done }, 'ITEM-LESSON-1')).status).toBe(200);
    const suspended = { completion_status: 'incomplete', location: '2', exit: 'suspend' };
    const second = await commit(launchPath, 1, { cmi: suspended }, 'ITEM-LESSON-2');
    expect(JSON.parse(second.text).meta).toMatchObject({ kept: true, item_done: false });

    const incomplete = stateWith({ completionStatus: 'incomplete', successStatus: 'unknown' });
    const sent = await sendState(launchPath, 2, incomplete);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.text).meta).toEqual({ kept: true, item_done: false });
    // An older or repeated sending changes nothing.
    expect(JSON.parse((await sendState(launchPath, 1, stateWith({}))).text).meta.kept).toBe(false);
    expect(JSON.parse((await sendState(launchPath, 2, stateWith({}))).text).meta.kept).toBe(false);

    const relaunched = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const data = launchData((await content(relaunched, '~/launch')).text);
    expect(data.stateSequence).toBe(2);
    expect(data.state.sequencing.suspendedActivity).toBe('ITEM-LESSON-2');
    // Only the suspended SCO resumes with its data; the one that exited normally starts afresh.
    expect(data.activities['ITEM-LESSON-1']).toMatchObject({ sequence: 1, cmi: null });
    expect(data.activities['ITEM-LESSON-2'].cmi).toMatchObject({ location: '2', exit: 'suspend' });
    expect(await progressOf(slug)).toBe('0');

    const completed = stateWith({
      completionStatus: 'completed',
      successStatus: 'passed',
      objectiveMeasureStatus: true,
      objectiveNormalizedMeasure: 0.85,
    });
    const last = await sendState(relaunched, 3, completed);
    expect(JSON.parse(last.text).meta).toEqual({ kept: true, item_done: true });
    expect(await progressOf(slug)).toBe('100');
    const [attempt] = await t.db
      .select()
      .from(packageAttempts)
      .where(eq(packageAttempts.sequencingSequence, 3));
    expect(attempt).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.85,
    });
    expect(attempt?.completedAt).not.toBeNull();
  });

  it('refuses a state that is no state, or too large, and a package without sequencing', async () => {
    const { slug, itemSlug } = await packageCourse('Sequenced refusals', 'scorm2004-sequencing');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const post = (body: string, headers: Record<string, string> = {}) =>
      content(launchPath, '~/sequencing-state', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    expect((await post('not json')).status).toBe(422);
    expect((await post(JSON.stringify({ sequence: 0, state: stateWith({}) }))).status).toBe(422);
    expect((await post(JSON.stringify({ sequence: 1, state: { sequencing: 'x' } }))).status).toBe(
      422,
    );
    const huge = JSON.stringify({ sequence: 1, state: { pad: 'x'.repeat(2_000_001) } });
    expect((await post(huge)).status).toBe(413);

    const plain = await packageCourse('Not sequenced');
    const plainLaunch = await launch(plain.slug, plain.itemSlug);
    expect(plainLaunch.body.meta.sequenced).toBe(false);
    const plainPath = plainLaunch.body.meta.launch_path as string;
    // The token is good: its launcher answers; only the sequencing state is no path of it.
    expect((await content(plainPath, '~/launch')).status).toBe(200);
    const refused = await content(plainPath, '~/sequencing-state', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sequence: 1, state: stateWith({}) }),
    });
    expect(refused.status).toBe(404);
  });
});

describe('cmi5 (issue 37 item 4)', () => {
  const ORIGIN = 'http://content.localhost:3000';
  const DRILL = 'https://academy.example/fixtures/cmi5-two-aus/drill';
  const PLAN = 'https://academy.example/fixtures/cmi5-two-aus/plan';
  const verbId = (name: string) =>
    ['abandoned', 'waived', 'satisfied'].includes(name)
      ? `https://w3id.org/xapi/adl/verbs/${name}`
      : `http://adlnet.gov/expapi/verbs/${name}`;

  /** What the AU receives: its launch URL's parameters, and its credential from the fetch URL. */
  async function openAu(
    launchPath: string,
    au: string,
    { readPreferences = true, mode = '' } = {},
  ) {
    const asked = mode ? `&mode=${mode}` : '';
    const launched = await content(
      launchPath,
      `~/cmi5-launch?au=${encodeURIComponent(au)}${asked}`,
      {
        method: 'POST',
        headers: { 'x-academy-content-origin': ORIGIN },
      },
    );
    expect(launched.status).toBe(200);
    const url = new URL(JSON.parse(launched.text).meta.url);
    const fetchUrl = new URL(url.searchParams.get('fetch') as string);
    const fetchOnce = () =>
      content(launchPath, `~/${fetchUrl.pathname.split('/~/')[1]}${fetchUrl.search}`, {
        method: 'POST',
      });
    const fetched = JSON.parse((await fetchOnce()).text);
    const auth = `Basic ${fetched['auth-token']}`;
    // cmi5 §11: an AU reads the learner preferences on startup, before initialized.
    const preferences = new URLSearchParams({
      profileId: 'cmi5LearnerPreferences',
      agent: url.searchParams.get('actor') as string,
    });
    if (readPreferences) {
      await t.api.fetch(
        new Request(`http://api/v1/xapi/agents/profile?${preferences}`, {
          headers: { authorization: auth, 'x-experience-api-version': '1.0.3' },
        }),
      );
    }
    return {
      url,
      fetchOnce,
      auth,
      actor: JSON.parse(url.searchParams.get('actor') as string),
      registration: url.searchParams.get('registration') as string,
      activityId: url.searchParams.get('activityId') as string,
      session: JSON.parse(launched.text).meta.session as string,
    };
  }

  type Au = Awaited<ReturnType<typeof openAu>>;
  const xapi = async (au: Au, path: string, init: RequestInit = {}) => {
    const response = await t.api.fetch(
      new Request(`http://api/v1/xapi${path}`, {
        ...init,
        headers: {
          authorization: au.auth,
          'x-experience-api-version': '1.0.3',
          'content-type': 'application/json',
          ...(init.headers as Record<string, string>),
        },
      }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  /** A cmi5 defined statement of the AU's session, as shared/au.js writes one. */
  const send = (
    au: Au,
    verb: string,
    result?: Record<string, unknown>,
    { withId = true, withTimestamp = true } = {},
  ) =>
    xapi(au, '/statements', {
      method: 'POST',
      body: JSON.stringify({
        // cmi5 §9.1: an AU gives each statement its id.
        ...(withId ? { id: randomUUID() } : {}),
        actor: au.actor,
        verb: { id: verbId(verb), display: { 'en-US': verb } },
        object: { objectType: 'Activity', id: au.activityId },
        // §9.5.4.1: what reports work carries its duration.
        ...(result || REPORTS.includes(verb)
          ? { result: { ...(REPORTS.includes(verb) ? { duration: 'PT30S' } : {}), ...result } }
          : {}),
        ...(withTimestamp ? { timestamp: new Date().toISOString() } : {}),
        context: {
          registration: au.registration,
          contextActivities: {
            category: [
              { id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' },
              // §9.6.2.2: the moveOn category on what judges the AU.
              ...(result?.success !== undefined || result?.completion !== undefined
                ? [{ id: 'https://w3id.org/xapi/cmi5/context/categories/moveon' }]
                : []),
            ],
          },
          extensions: {
            'https://w3id.org/xapi/cmi5/context/extensions/sessionid': au.session,
            // §9.6.3.2: the launch's masteryScore (the drill's 0.8) beside a score.
            ...(result?.score !== undefined
              ? { 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore': 0.8 }
              : {}),
          },
        },
      }),
    });
  /** The cmi5 verbs that report the learner's work. */
  const REPORTS = ['completed', 'passed', 'failed'];
  const verbsOf = async (au: Au) =>
    (await xapi(au, '/statements?ascending=true')).body.statements.map(
      (s: { verb: { id: string } }) => s.verb.id.split('/').at(-1),
    );

  it('launches in Browse or Review when the learner asks: initialized and terminated only (§10.2.2)', async () => {
    const { slug, itemSlug } = await packageCourse('cmi5 browse course', 'cmi5-two-aus');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const refused = await content(
      launchPath,
      `~/cmi5-launch?au=${encodeURIComponent(DRILL)}&mode=Normal`,
      {
        method: 'POST',
        headers: { 'x-academy-content-origin': ORIGIN },
      },
    );
    expect(refused.status).toBe(422);
    for (const mode of ['Browse', 'Review']) {
      const au = await openAu(launchPath, DRILL, { mode });
      const launched = (await xapi(au, '/statements?verb=http://adlnet.gov/expapi/verbs/launched'))
        .body.statements[0];
      expect(
        launched.context.extensions['https://w3id.org/xapi/cmi5/context/extensions/launchmode'],
      ).toBe(mode);
      expect((await send(au, 'initialized')).status).toBe(200);
      expect((await send(au, 'completed', { completion: true })).status).toBe(403);
      expect((await send(au, 'passed', { success: true, score: { scaled: 1 } })).status).toBe(403);
      expect((await send(au, 'terminated', { duration: 'PT5S' })).status).toBe(200);
    }
    // Nothing was recorded: the AU has met nothing, the item is not done.
    expect(await progressOf(slug)).toBe('0');
  });

  it('satisfies what AUs of moveOn NotApplicable complete at the registration’s first launch (§9.6.1.1)', async () => {
    const { slug, itemSlug } = await packageCourse('cmi5 not applicable', 'cmi5-two-aus', (xml) =>
      xml.replace(/moveOn="[A-Za-z]+"/g, 'moveOn="NotApplicable"'),
    );
    expect(await progressOf(slug)).toBe('0');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const drill = await openAu(launchPath, DRILL);
    // Before the AU is launched: the block and the course are satisfied, and the item done.
    expect(await verbsOf(drill)).toEqual(['satisfied', 'satisfied', 'launched']);
    expect(await progressOf(slug)).toBe('100');
    // A later launch of the registration satisfies nothing again.
    const again = await openAu(launchPath, DRILL);
    expect(await verbsOf(again)).toEqual([
      'satisfied',
      'satisfied',
      'launched',
      'abandoned',
      'launched',
    ]);
  });

  it('launches an AU as cmi5 says: launch URL, LaunchData, "launched", and a token handed out once', async () => {
    const { slug, itemSlug } = await packageCourse('cmi5 launch course', 'cmi5-two-aus');
    const launched = await launch(slug, itemSlug);
    expect(launched.status).toBe(200);
    expect(launched.body.meta.kind).toBe('cmi5');
    expect(launched.body.meta.scos.map((au: { identifier: string }) => au.identifier)).toEqual([
      DRILL,
      PLAN,
    ]);
    const launchPath = launched.body.meta.launch_path as string;
    const launcher = await content(launchPath, `~/launch?sco=${encodeURIComponent(DRILL)}`);
    expect(launcher.status).toBe(200);
    expect(launcher.text).toContain('cmi5-launcher.js');

    const au = await openAu(launchPath, DRILL);
    // §8.1: the AU's file on the content origin, with the five parameters.
    expect(`${au.url.origin}${au.url.pathname}`).toBe(
      `${ORIGIN}${launchPath.replace('/~/launch', '')}/f/au1/index.html`,
    );
    expect(au.url.searchParams.get('endpoint')).toBe(`${ORIGIN}/xapi/`);
    expect(au.actor.account.name).toBe(id.alex);
    expect(au.actor.mbox).toBeUndefined();
    // §8.1.5: an activity id of the LMS, never the publisher's.
    expect(au.activityId).not.toBe(DRILL);
    expect(au.auth).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
    // §8.2.3: once only.
    expect(JSON.parse((await au.fetchOnce()).text)['error-code']).toBe('1');

    const state = new URLSearchParams({
      stateId: 'LMS.LaunchData',
      activityId: au.activityId,
      agent: JSON.stringify(au.actor),
      registration: au.registration,
    });
    const data = (await xapi(au, `/activities/state?${state}`)).body;
    expect(data.launchMode).toBe('Normal');
    // §10: the AU reads LMS.LaunchData, never writes or deletes it (CATAPULT 10.2.1.0-5 (d)).
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const written = await xapi(au, `/activities/state?${state}`, {
        method,
        ...(method === 'DELETE' ? {} : { body: JSON.stringify({ launchMode: 'Browse' }) }),
      });
      expect(written.status, method).toBe(403);
    }
    const scope = new URLSearchParams(state);
    scope.delete('stateId');
    expect((await xapi(au, `/activities/state?${scope}`, { method: 'DELETE' })).status).toBe(403);
    // §11: the learner preferences an AU writes must be them; what is not is refused with 403.
    const preferences = new URLSearchParams({
      profileId: 'cmi5LearnerPreferences',
      agent: JSON.stringify(au.actor),
    });
    const wrong = await xapi(au, `/agents/profile?${preferences}`, {
      method: 'PUT',
      headers: { 'if-none-match': '*' },
      body: JSON.stringify({ languagePreference: 'not comma separated', audioPreference: 'on' }),
    });
    expect(wrong.status).toBe(403);
    const stored = await t.api.fetch(
      new Request(`http://api/v1/xapi/agents/profile?${preferences}`, {
        headers: { authorization: au.auth, 'x-experience-api-version': '1.0.3' },
      }),
    );
    const changed = await xapi(au, `/agents/profile?${preferences}`, {
      method: 'PUT',
      headers: { 'if-match': stored.headers.get('etag') ?? '' },
      body: JSON.stringify({ languagePreference: 'fr-FR,en', audioPreference: 'off' }),
    });
    expect(changed.status).toBe(204);
    // Its own state documents an AU keeps as it likes.
    scope.set('stateId', 'bookmark');
    const own = await xapi(au, `/activities/state?${scope}`, {
      method: 'PUT',
      body: JSON.stringify({ page: 2 }),
    });
    expect(own.status).toBe(204);
    expect(data.moveOn).toBe('CompletedAndPassed');
    expect(data.masteryScore).toBe(0.8);
    expect(
      data.contextTemplate.extensions['https://w3id.org/xapi/cmi5/context/extensions/sessionid'],
    ).toBe(au.session);
    expect(data.contextTemplate.contextActivities.grouping[0].id).toBe(DRILL);
    expect(data.returnURL).toBe(`${ORIGIN}${launchPath.replace('/~/launch', '')}/~/cmi5-returned`);
    expect(await verbsOf(au)).toEqual(['launched']);
  });

  it('holds the AU to cmi5’s rules, and its moveOn moves the blocks, the course and the item on', async () => {
    const { slug, itemSlug, itemId } = await packageCourse('cmi5 rules course', 'cmi5-two-aus');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    // A statement without its id is refused (cmi5 §9.1; CATAPULT 9.1.0.0-1 (d)).
    const early = await openAu(launchPath, DRILL);
    expect((await send(early, 'initialized', undefined, { withId: false })).status).toBe(403);
    // …and so is one without its timestamp (§9.7; CATAPULT 9.7.0.0-1 (d)).
    expect((await send(early, 'initialized', undefined, { withTimestamp: false })).status).toBe(
      403,
    );
    // An AU that skips the learner preferences is not let in (cmi5 §11; CATAPULT 11.0.0.0-3 (d2)).
    const hasty = await openAu(launchPath, DRILL, { readPreferences: false });
    expect((await send(hasty, 'initialized')).status).toBe(403);
    const drill = await openAu(launchPath, DRILL);
    // cmi5 §9.3: what breaks its rules is refused with 403.
    expect((await send(drill, 'completed', { completion: true })).status).toBe(403); // not initialized
    expect((await send(drill, 'initialized')).status).toBe(200);
    expect((await send(drill, 'initialized')).status).toBe(403); // twice in a session
    expect((await send(drill, 'passed', { success: true, score: { scaled: 0.5 } })).status).toBe(
      403,
    );
    expect((await send(drill, 'passed', { success: true, score: { scaled: 1 } })).status).toBe(200);
    expect((await send(drill, 'failed', { success: false, score: { scaled: 0.1 } })).status).toBe(
      403,
    );
    expect((await send(drill, 'completed', { completion: true })).status).toBe(200);
    expect((await send(drill, 'terminated', { duration: 'PT1M30S' })).status).toBe(200);
    // The session is over: its credential writes nothing more.
    expect((await send(drill, 'experienced')).status).toBe(401);
    const status = await content(launchPath, `~/cmi5-status?au=${encodeURIComponent(DRILL)}`);
    expect(JSON.parse(status.text).meta).toEqual({ au_done: true, item_done: false });

    const plan = await openAu(launchPath, PLAN);
    expect(plan.registration).toBe(drill.registration);
    await send(plan, 'initialized');
    expect((await send(plan, 'completed', { completion: true })).status).toBe(200);
    // Both AUs met their moveOn: the block and the course are satisfied, in this session (§9.3.9).
    expect(await verbsOf(plan)).toEqual([
      'launched',
      'abandoned', // the session whose statement had no id, abandoned by the next launch (§9.3.6)
      'launched',
      'abandoned', // the hasty session, likewise
      'launched',
      'initialized',
      'passed',
      'completed',
      'terminated',
      'launched',
      'initialized',
      'completed',
      'satisfied',
      'satisfied',
    ]);
    const attempts = await t.db
      .select()
      .from(packageAttempts)
      .where(eq(packageAttempts.itemId, itemId));
    expect(attempts[0]?.completedAt).not.toBeNull();
    expect(attempts[0]?.scoreScaled).toBe(1);
    expect(await progressOf(slug)).toBe('100');
  });

  it('abandons a session left open when the next launch comes (§9.3.6)', async () => {
    const { slug, itemSlug } = await packageCourse('cmi5 abandon course', 'cmi5-two-aus');
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const first = await openAu(launchPath, PLAN);
    await send(first, 'initialized');
    const second = await openAu(launchPath, PLAN);
    expect((await send(first, 'completed', { completion: true })).status).toBe(401);
    expect(await verbsOf(second)).toEqual(['launched', 'initialized', 'abandoned', 'launched']);
  });

  it('lets an author waive a part not met yet, with its reason, and reopens a met part in Review mode', async () => {
    const { courseId, slug, itemSlug, itemId } = await packageCourse(
      'cmi5 waive course',
      'cmi5-two-aus',
    );
    const launchPath = (await launch(slug, itemSlug)).body.meta.launch_path as string;
    const plan = await openAu(launchPath, PLAN);
    await send(plan, 'initialized');
    await send(plan, 'completed', { completion: true });
    await send(plan, 'terminated', { duration: 'PT10S' });

    const attempts = `/v1/courses/${courseId}/outline_items/${itemId}/package_attempts`;
    const report = await t.request(attempts, { token: token.alex });
    const [attempt] = report.body.data;
    // The plan is met; the drill can still be waived.
    expect(attempt.attributes.waivable_parts).toEqual([
      { identifier: DRILL, title: 'The fire drill' },
    ]);
    const waive = (au: string, who = token.alex, reason = 'Tested Out') =>
      t.request(`${attempts}/${attempt.id}/waivers`, {
        token: who,
        method: 'POST',
        body: { data: { attributes: { au, reason } } },
      });
    expect((await waive(PLAN)).status).toBe(409);
    expect((await waive(DRILL, token.alex, 'Because')).status).toBe(422);
    expect((await waive(DRILL, token.stijn)).status).toBe(403);
    expect((await waive(DRILL)).status).toBe(204);
    expect((await waive(DRILL)).status).toBe(409);

    const after = (await t.request(attempts, { token: token.alex })).body.data[0].attributes;
    expect(after.waivable_parts).toEqual([]);
    expect(after.parts_done).toBe(2);
    expect(await progressOf(slug)).toBe('100');
    // Waived with its reason, then the block and the course satisfied (§9.3.7, §9.3.9).
    const review = await openAu(launchPath, PLAN);
    const statements = (await xapi(review, '/statements?ascending=true')).body.statements;
    const waived = statements.find((s: { verb: { id: string } }) => s.verb.id.endsWith('/waived'));
    expect(waived.result).toEqual({
      success: true,
      completion: true,
      extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/reason': 'Tested Out' },
    });
    expect(await verbsOf(review)).toEqual([
      'launched',
      'initialized',
      'completed',
      'terminated',
      'waived',
      'satisfied',
      'satisfied',
      'launched',
    ]);
    // A met part opens in Review: nothing is judged again (§10.2.2).
    const state = new URLSearchParams({
      stateId: 'LMS.LaunchData',
      activityId: review.activityId,
      agent: JSON.stringify(review.actor),
      registration: review.registration,
    });
    expect((await xapi(review, `/activities/state?${state}`)).body.launchMode).toBe('Review');
    await send(review, 'initialized');
    expect((await send(review, 'completed', { completion: true })).status).toBe(403);
  });
});
