import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { setUpDemoApi } from '../test/demo-people';
import { rowFingerprints } from '../test/row-fingerprints';
import { contentRequests, uploadZip } from './test-upload';
import { folderEntries, zipBytes } from './test-zip';

/**
 * A package in student view (preview.routes.ts, preview-launch.ts): an author plays a draft's
 * SCORM package from the content origin as a learner would, and nothing is kept; nobody else
 * launches it; a cmi5 package is refused; a token changed in any way opens nothing.
 */
const { t, token, ask } = setUpDemoApi(['alex', 'stijn']);

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/packages');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-package-preview-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A draft course of Alex's (never published, nobody enrolled) with one package item. */
async function draftWithPackage(fixture: string) {
  const course = await ask('alex', '/v1/courses', {
    method: 'POST',
    body: { data: { attributes: { title: `Preview ${fixture} ${Date.now()}` } } },
  });
  const courseId = course.body.data.id as string;
  const module = await ask('alex', `/v1/courses/${courseId}/modules`, {
    method: 'POST',
    body: { data: { attributes: { title: 'M' } } },
  });
  const uploaded = await uploadZip(
    t.api,
    `/v1/courses/${courseId}/modules/${module.body.data.id}/packages`,
    zipBytes(folderEntries(path.join(FIXTURES, fixture))),
    { token: token.alex },
  );
  expect(uploaded.status).toBe(201);
  return {
    courseId,
    slug: course.body.data.attributes.slug as string,
    itemSlug: uploaded.body.included[0].attributes.slug as string,
  };
}

const previewLaunch = (courseId: string, itemSlug: string, who: 'alex' | 'stijn' = 'alex') =>
  ask(who, `/v1/courses/${courseId}/preview/items/${itemSlug}/package_launch`, {
    method: 'POST',
  });

/** A request of the content origin: no session, no portal, only the path's token. */
const content: ReturnType<typeof contentRequests> = (...request) =>
  contentRequests(t.api)(...request);

const PACKAGE_TABLES = [
  'package_attempts',
  'package_attempt_scos',
  'cmi5_sessions',
  'xapi_statements',
  'item_progress',
  'enrollments',
  'learner_activity',
];

describe('a SCORM package in student view', () => {
  it('plays from the content origin as a learner’s would, and its commits keep nothing', async () => {
    const draft = await draftWithPackage('scorm12-single');
    const before = await rowFingerprints(t.db, PACKAGE_TABLES);
    const launched = await previewLaunch(draft.courseId, draft.itemSlug);
    expect(launched.status).toBe(200);
    const launchPath = launched.body.meta.launch_path as string;
    expect(launchPath).toMatch(/^\/package-content\/pv[A-Za-z0-9_-]+\/~\/launch$/);
    expect(launched.body.meta).toMatchObject({
      preview: true,
      kind: 'scorm12',
      sequenced: false,
      scos: [expect.objectContaining({ done: false })],
    });

    const launcher = await content(launchPath, '~/launch');
    expect(launcher.status).toBe(200);
    expect(launcher.headers.get('content-security-policy')).toBe(
      'frame-ancestors http://localhost:3000',
    );
    expect(launcher.text).toContain('"entry":"ab-initio"');
    expect(launcher.text).toContain('"name":"Alex Author"');
    expect((await content(launchPath, '~/launcher.js')).status).toBe(200);
    expect((await content(launchPath, '~/runtime/scorm12.min.js')).status).toBe(200);
    expect((await content(launchPath, 'f/index.html')).text).toContain('<h1>Fire exits</h1>');

    const passed = { cmi: { core: { lesson_status: 'passed', score: { raw: '90' } } } };
    const commit = await content(launchPath, '~/commit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sequence: 1, cmi: passed }),
    });
    expect(commit.status).toBe(200);
    expect(JSON.parse(commit.text).meta).toEqual({ kept: true, sco_done: true, item_done: false });
    // A second launch starts afresh: nothing was resumed, because nothing was kept.
    const again = await previewLaunch(draft.courseId, draft.itemSlug);
    expect((await content(again.body.meta.launch_path, '~/launch')).text).toContain(
      '"entry":"ab-initio"',
    );
    expect(await rowFingerprints(t.db, PACKAGE_TABLES)).toEqual(before);
    // Nor does the authors' report of the item show an attempt.
    const items = await ask('alex', `/v1/courses/${draft.courseId}/editor`);
    const item = items.body.included.find(
      (resource: { type: string; attributes: { slug?: string } }) =>
        resource.type === 'course_items' && resource.attributes.slug === draft.itemSlug,
    );
    const attempts = await ask(
      'alex',
      `/v1/courses/${draft.courseId}/outline_items/${item.id}/package_attempts`,
    );
    expect(attempts.status).toBe(200);
    expect(attempts.body.data).toEqual([]);
  });

  it('a token changed in any way, or a learner’s route of a draft, opens nothing', async () => {
    const draft = await draftWithPackage('scorm12-single');
    const launchPath = (await previewLaunch(draft.courseId, draft.itemSlug)).body.meta
      .launch_path as string;
    const tokenOf = launchPath.split('/')[2] ?? '';
    const middle = Math.floor(tokenOf.length / 2);
    const changed = `${tokenOf.slice(0, middle)}${tokenOf[middle] === 'A' ? 'B' : 'A'}${tokenOf.slice(middle + 1)}`;
    const forged = launchPath.replace(tokenOf, changed);
    expect((await content(forged, '~/launch')).status).toBe(404);
    expect((await content(forged, 'f/index.html')).status).toBe(404);
    expect(
      (
        await content(forged, '~/commit', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sequence: 1, cmi: {} }),
        })
      ).status,
    ).toBe(404);
    // A preview token is never a cmi5 session's.
    expect((await content(launchPath, '~/cmi5-status')).status).toBe(404);
    expect(
      (
        await ask('stijn', `/v1/courses/${draft.slug}/items/${draft.itemSlug}/package_launch`, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });

  it('is refused to students (403), and for an item that is no package (404)', async () => {
    const draft = await draftWithPackage('scorm12-single');
    expect((await previewLaunch(draft.courseId, draft.itemSlug, 'stijn')).status).toBe(403);
    expect((await previewLaunch(draft.courseId, 'no-such-item')).status).toBe(404);
  });
});

describe('a sequenced SCORM 2004 package in student view', () => {
  it('opens its launcher afresh; its state is answered as a learner’s and kept nowhere', async () => {
    const draft = await draftWithPackage('scorm2004-sequencing');
    const before = await rowFingerprints(t.db, PACKAGE_TABLES);
    const launched = await previewLaunch(draft.courseId, draft.itemSlug);
    expect(launched.body.meta).toMatchObject({ kind: 'scorm2004', sequenced: true });
    const launchPath = launched.body.meta.launch_path as string;
    const launcher = await content(launchPath, '~/launch');
    expect(launcher.status).toBe(200);
    expect(launcher.text).toContain('sequenced-launcher.js');
    expect(launcher.text).toContain('"stateSequence":0');
    const root = 'ORG-FIRE-SAFETY';
    const state = {
      version: '1.0',
      sequencing: {
        currentActivity: null,
        suspendedActivity: null,
        activityStates: {
          [root]: { id: root, completionStatus: 'completed', successStatus: 'passed' },
        },
      },
      globalObjectives: [],
    };
    const sent = await content(launchPath, '~/sequencing-state', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sequence: 1, state }),
    });
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.text).meta).toEqual({ kept: true, item_done: true });
    expect(await rowFingerprints(t.db, PACKAGE_TABLES)).toEqual(before);
  });
});

describe('a cmi5 package in student view', () => {
  it('is refused (409): its launch would be a session and statements of the record store', async () => {
    const draft = await draftWithPackage('cmi5-two-aus');
    const before = await rowFingerprints(t.db, PACKAGE_TABLES);
    const refused = await previewLaunch(draft.courseId, draft.itemSlug);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('CMI5_NOT_IN_PREVIEW');
    expect(await rowFingerprints(t.db, PACKAGE_TABLES)).toEqual(before);
  });
});
