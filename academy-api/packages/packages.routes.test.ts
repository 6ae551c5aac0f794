import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS_BY_TYPE } from '../../shared/contract/registry';
import { validateDocument } from '../../shared/contract/validate';
import {
  contentPackageFiles,
  contentPackageVersions,
  courseItems,
  courseModules,
  courses,
} from '../db/schema';
import { PNG } from '../files/multipart-fixtures';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { packageWorkDir } from './store-package';
import { uploadZip, type ZipUpload } from './test-upload';
import { folderEntries, type TestEntry, zipBytes } from './test-zip';

/**
 * Issue 37 item 1: a `package` item made by uploading a SCORM or cmi5 zip through the course
 * editor's routes, its versions, and everything a refused or removed package must not leave.
 */
const t = setUpTestApi();
const { token } = demoPeople(t, {
  alex: 'author@demo.academy',
  stijn: 'student@demo.academy',
});

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/packages');
const fixtureZip = (name: string) => zipBytes(folderEntries(path.join(FIXTURES, name)));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-packages-route-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every stored file below the storage's root, by key. */
function storedKeys(): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What the work folder holds: an upload's zip and unpacked files never outlive the request. */
const workLeft = () =>
  fs.existsSync(packageWorkDir()) ? fs.readdirSync(packageWorkDir()) : ([] as string[]);

afterEach(() => {
  expect(workLeft()).toEqual([]);
});

async function upload(urlPath: string, zip: Uint8Array, options: ZipUpload = {}) {
  const answer = await uploadZip(t.api, urlPath, zip, options);
  if (answer.status < 300) {
    const problems = validateDocument(answer.body, CONTRACTS_BY_TYPE, { requireContract: true });
    expect(problems).toEqual([]);
  }
  return answer;
}

/** A draft course of Alex's portal with one module, made for the test. */
async function courseWithModule(title: string) {
  const course = await t.request('/v1/courses', {
    method: 'POST',
    token: token.alex,
    body: { data: { type: 'courses', attributes: { title } } },
  });
  expect(course.status).toBe(201);
  const courseId = course.body.data.id as string;
  const module = await t.request(`/v1/courses/${courseId}/modules`, {
    method: 'POST',
    token: token.alex,
    body: { data: { type: 'course_modules', attributes: { title: 'Module 1' } } },
  });
  expect(module.status).toBe(201);
  return { courseId, moduleId: module.body.data.id as string };
}

const packagesPath = (courseId: string, moduleId: string) =>
  `/v1/courses/${courseId}/modules/${moduleId}/packages`;
const versionsPath = (courseId: string, itemId: string) =>
  `/v1/courses/${courseId}/outline_items/${itemId}/package_versions`;

async function itemsOf(courseId: string) {
  return t.db
    .select({ id: courseItems.id, kind: courseItems.kind })
    .from(courseItems)
    .where(eq(courseItems.courseId, courseId));
}

describe('uploading a package', () => {
  it('makes a package item titled as the package, with version 1 and its files stored', async () => {
    const { courseId, moduleId } = await courseWithModule('Fire safety course');
    const before = storedKeys();
    const zip = fixtureZip('scorm12-single');
    const answer = await upload(packagesPath(courseId, moduleId), zip, { token: token.alex });
    expect(answer.status).toBe(201);
    const version = answer.body.data;
    expect(version.type).toBe('content_package_versions');
    expect(version.attributes).toMatchObject({
      number: 1,
      kind: 'scorm12',
      edition: null,
      title: 'Fire safety (SCORM 1.2, one SCO)',
      sequencing: false,
      warnings: [],
      file_name: 'course.zip',
      zip_bytes: zip.byteLength,
    });
    expect(version.attributes.launchables).toEqual([
      {
        identifier: 'ITEM-FIRE-EXITS',
        title: expect.any(String),
        type: 'sco',
        launch_url: 'index.html',
        mastery_score: 0.8,
      },
    ]);
    const item = answer.body.included.find((r: Json) => r.type === 'course_items');
    expect(item.attributes).toMatchObject({
      kind: 'package',
      title: 'Fire safety (SCORM 1.2, one SCO)',
    });
    expect(version.relationships.item.data).toEqual({ type: 'course_items', id: item.id });

    // Every file of the zip is stored once, under the version's own keys.
    const files = await t.db
      .select()
      .from(contentPackageFiles)
      .where(eq(contentPackageFiles.versionId, version.id));
    const entries = folderEntries(path.join(FIXTURES, 'scorm12-single'));
    expect(files.map((file) => file.path).sort()).toEqual(entries.map((e) => e.name).sort());
    expect(version.attributes.file_count).toBe(entries.length);
    const added = storedKeys().filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(files.map((file) => file.storageKey).sort());
    const html = files.find((file) => file.path === 'index.html');
    expect(html?.contentType).toBe('text/html; charset=utf-8');
    const stored = fs.readFileSync(path.join(root, html?.storageKey ?? ''));
    const entry = entries.find((e) => e.name === 'index.html') as TestEntry;
    expect(stored.equals(Buffer.from(entry.data ?? ''))).toBe(true);

    // The editor shows it in the outline; the course may be published with it alone.
    const editor = await t.request(`/v1/courses/${courseId}/editor`, { token: token.alex });
    const kinds = editor.body.included
      .filter((r: Json) => r.type === 'course_items')
      .map((r: Json) => r.attributes.kind);
    expect(kinds).toEqual(['package']);
  });

  it('keeps every version, newest first; a new version never touches the older files', async () => {
    const { courseId, moduleId } = await courseWithModule('Versions course');
    const first = await upload(packagesPath(courseId, moduleId), fixtureZip('scorm12-single'), {
      token: token.alex,
    });
    const itemId = first.body.data.relationships.item.data.id;
    const firstKeys = storedKeys();
    const second = await upload(versionsPath(courseId, itemId), fixtureZip('scorm12-multi'), {
      token: token.alex,
    });
    expect(second.status).toBe(201);
    expect(second.body.data.attributes).toMatchObject({ number: 2, kind: 'scorm12' });
    expect(second.body.data.attributes.launchables).toHaveLength(2);
    expect(storedKeys()).toEqual(expect.arrayContaining(firstKeys));

    const listed = await t.request(versionsPath(courseId, itemId), { token: token.alex });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((v: Json) => v.attributes.number)).toEqual([2, 1]);
    // Still one item: a version is not a new item.
    expect(await itemsOf(courseId)).toHaveLength(1);
  });

  it('reads SCORM 2004 with sequencing and cmi5', async () => {
    const { courseId, moduleId } = await courseWithModule('Standards course');
    const scorm2004 = await upload(
      packagesPath(courseId, moduleId),
      fixtureZip('scorm2004-sequencing'),
      { token: token.alex },
    );
    expect(scorm2004.status).toBe(201);
    expect(scorm2004.body.data.attributes).toMatchObject({
      kind: 'scorm2004',
      edition: 4,
      sequencing: true,
    });
    const cmi5 = await upload(packagesPath(courseId, moduleId), fixtureZip('cmi5-two-aus'), {
      token: token.alex,
    });
    expect(cmi5.status).toBe(201);
    expect(cmi5.body.data.attributes.kind).toBe('cmi5');
    expect(cmi5.body.data.attributes.launchables.map((l: Json) => l.type)).toEqual(['au', 'au']);
  });
});

describe('a package that is refused leaves nothing behind', () => {
  const refusals: [string, TestEntry[], string][] = [
    [
      'a path that climbs out of the package',
      [
        { name: 'imsmanifest.xml', data: '<manifest/>' },
        { name: '../evil.html', data: 'x' },
      ],
      'PATH_PARENT',
    ],
    ['no manifest', [{ name: 'index.html', data: '<p>Hi</p>' }], 'NO_MANIFEST'],
    [
      'a manifest in a subfolder',
      folderEntries(path.join(FIXTURES, 'scorm12-single')).map((entry) => ({
        ...entry,
        name: `course/${entry.name}`,
      })),
      'MANIFEST_IN_FOLDER',
    ],
    [
      'malformed XML',
      [
        { name: 'imsmanifest.xml', data: '<manifest><organizations>' },
        { name: 'index.html', data: 'x' },
      ],
      'MALFORMED_XML',
    ],
  ];

  for (const [what, entries, code] of refusals) {
    it(`${what}: 422 ${code}, in the request's language, and no item, version or file`, async () => {
      const { courseId, moduleId } = await courseWithModule(`Refused: ${what}`);
      const before = storedKeys();
      const answer = await upload(packagesPath(courseId, moduleId), zipBytes(entries), {
        token: token.alex,
        language: 'nl',
      });
      expect(answer.status).toBe(422);
      const codes = answer.body.errors.map((e: Json) => e.code);
      expect(codes).toContain(code);
      const error = answer.body.errors.find((e: Json) => e.code === code);
      expect(error.title).toBe('Pakket niet geaccepteerd');
      expect(error.meta.severity).toBe('error');
      expect(error.source).toEqual({ pointer: '/data/attributes/file' });
      expect(error.detail).toMatch(/\S/);
      expect(await itemsOf(courseId)).toEqual([]);
      expect(storedKeys()).toEqual(before);
    });
  }

  it('a file that is no zip: 415, nothing stored', async () => {
    const { courseId, moduleId } = await courseWithModule('Refused: not a zip');
    const before = storedKeys();
    const answer = await upload(packagesPath(courseId, moduleId), PNG, {
      token: token.alex,
      name: 'picture.zip',
    });
    expect(answer.status).toBe(415);
    expect(answer.body.errors[0].meta.accepted).toEqual(['zip', 'xml']);
    expect(await itemsOf(courseId)).toEqual([]);
    expect(storedKeys()).toEqual(before);
  });

  it('a cmi5 course structure alone (AUs hosted elsewhere) is a package of that one file', async () => {
    const { courseId, moduleId } = await courseWithModule('A course structure alone');
    const xml = (url: string) =>
      Buffer.from(`<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://example.org/course/hosted">
    <title><langstring lang="en">Hosted course</langstring></title>
    <description><langstring lang="en">Its AU is elsewhere.</langstring></description>
  </course>
  <au id="https://example.org/au/hosted" moveOn="Completed">
    <title><langstring lang="en">Hosted AU</langstring></title>
    <description><langstring lang="en">Elsewhere.</langstring></description>
    <url>${url}</url>
  </au>
</courseStructure>`);
    const made = await upload(
      packagesPath(courseId, moduleId),
      xml('https://au.example.org/a.html'),
      {
        token: token.alex,
        name: 'hosted.xml',
      },
    );
    expect(made.status).toBe(201);
    expect(made.body.included[0].attributes.title).toBe('Hosted course');
    // A relative URL names a file the upload does not have (cmi5 14.2.0.0-1): refused.
    const before = storedKeys();
    const refused = await upload(packagesPath(courseId, moduleId), xml('au/index.html'), {
      token: token.alex,
      name: 'relative.xml',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((error: { code: string }) => error.code)).toContain(
      'LAUNCH_FILE_MISSING',
    );
    expect(storedKeys()).toEqual(before);
  });

  it('over ACADEMY_PACKAGE_MAX_BYTES: 413 when declared, and when the bytes pass it', async () => {
    const { courseId, moduleId } = await courseWithModule('Refused: too large');
    const before = storedKeys();
    process.env.ACADEMY_PACKAGE_MAX_BYTES = '1000000';
    try {
      // Random bytes do not compress: the zip is larger than the limit.
      const big = zipBytes([
        ...folderEntries(path.join(FIXTURES, 'scorm12-single')),
        { name: 'video.bin', data: randomBytes(1_100_000), method: 'store' },
      ]);
      const declared = await upload(packagesPath(courseId, moduleId), big, { token: token.alex });
      expect(declared.status).toBe(413);
      expect(declared.body.errors[0].meta.max_bytes).toBe(1_000_000);
      const streamed = await upload(packagesPath(courseId, moduleId), big, {
        token: token.alex,
        contentLength: null,
      });
      expect(streamed.status).toBe(413);
    } finally {
      delete process.env.ACADEMY_PACKAGE_MAX_BYTES;
    }
    expect(await itemsOf(courseId)).toEqual([]);
    expect(storedKeys()).toEqual(before);
  });
});

describe('who may upload, and where', () => {
  it('a student is refused before the upload is read; another portal’s course is not there', async () => {
    const { courseId, moduleId } = await courseWithModule('Rights course');
    const zip = fixtureZip('scorm12-single');
    const student = await upload(packagesPath(courseId, moduleId), zip, { token: token.stijn });
    expect(student.status).toBe(403);
    const guest = await upload(packagesPath(courseId, moduleId), zip);
    expect(guest.status).toBe(401);
    const [own] = await t.db
      .select({ portalId: courses.portalId })
      .from(courses)
      .where(eq(courses.id, courseId));
    const [elsewhere] = await t.db
      .select({ id: courses.id, moduleId: courseModules.id })
      .from(courses)
      .innerJoin(courseModules, eq(courseModules.courseId, courses.id))
      .where(and(ne(courses.portalId, own?.portalId ?? '')))
      .limit(1);
    if (!elsewhere) throw new Error('The demo data has no course on another portal');
    const foreign = await upload(packagesPath(elsewhere.id, elsewhere.moduleId), zip, {
      token: token.alex,
    });
    expect(foreign.status).toBe(404);
    // A module of another course is not this course's.
    const other = await courseWithModule('Other rights course');
    const crossed = await upload(packagesPath(courseId, other.moduleId), zip, {
      token: token.alex,
    });
    expect(crossed.status).toBe(404);
    expect(await itemsOf(courseId)).toEqual([]);
  });

  it('a new version only for a package item: a lesson answers 409', async () => {
    const { courseId, moduleId } = await courseWithModule('Lesson course');
    const lesson = await t.request(`/v1/courses/${courseId}/modules/${moduleId}/items`, {
      method: 'POST',
      token: token.alex,
      body: { data: { type: 'course_items', attributes: { title: 'Intro', kind: 'lesson' } } },
    });
    const answer = await upload(
      versionsPath(courseId, lesson.body.data.id),
      fixtureZip('scorm12-single'),
      { token: token.alex },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0].code).toBe('NOT_A_PACKAGE_ITEM');
  });

  it('an author cannot add a package item by title: packages come from their zip', async () => {
    const { courseId, moduleId } = await courseWithModule('Titled package course');
    const answer = await t.request(`/v1/courses/${courseId}/modules/${moduleId}/items`, {
      method: 'POST',
      token: token.alex,
      body: { data: { type: 'course_items', attributes: { title: 'Empty', kind: 'package' } } },
    });
    expect(answer.status).toBe(422);
  });
});

describe('switched off (ACADEMY_CONTENT_PACKAGES=off)', () => {
  it('ACADEMY_CONTENT_PACKAGES off: the package paths do not exist, for anyone', async () => {
    const { courseId, moduleId } = await courseWithModule('Switched off course');
    process.env.ACADEMY_CONTENT_PACKAGES = 'off';
    try {
      const answer = await upload(packagesPath(courseId, moduleId), fixtureZip('scorm12-single'), {
        token: token.alex,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.errors[0].code).toBe('NOT_FOUND');
    } finally {
      process.env.ACADEMY_CONTENT_PACKAGES = 'on';
    }
    expect(await itemsOf(courseId)).toEqual([]);
  });
});

describe('removing a package item', () => {
  it('deleting the item, or its module, removes every stored file of every version', async () => {
    const { courseId, moduleId } = await courseWithModule('Removal course');
    const before = storedKeys();
    const first = await upload(packagesPath(courseId, moduleId), fixtureZip('scorm12-single'), {
      token: token.alex,
    });
    const itemId = first.body.data.relationships.item.data.id;
    await upload(versionsPath(courseId, itemId), fixtureZip('scorm12-multi'), {
      token: token.alex,
    });
    expect(storedKeys().length).toBeGreaterThan(before.length);
    const deleted = await t.request(`/v1/courses/${courseId}/outline_items/${itemId}`, {
      method: 'DELETE',
      token: token.alex,
    });
    expect(deleted.status).toBe(204);
    expect(storedKeys()).toEqual(before);
    const versions = await t.db
      .select()
      .from(contentPackageVersions)
      .where(eq(contentPackageVersions.itemId, itemId));
    expect(versions).toEqual([]);

    await upload(packagesPath(courseId, moduleId), fixtureZip('cmi5-two-aus'), {
      token: token.alex,
    });
    expect(storedKeys().length).toBeGreaterThan(before.length);
    const moduleGone = await t.request(`/v1/courses/${courseId}/modules/${moduleId}`, {
      method: 'DELETE',
      token: token.alex,
    });
    expect(moduleGone.status).toBe(204);
    expect(storedKeys()).toEqual(before);
  });
});
