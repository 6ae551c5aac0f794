import fs from 'node:fs';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import {
  packageAttempts as attemptContract,
  contentPackageVersions as versionContract,
  waiverInput,
} from '../../shared/packages/contract';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import {
  addItem,
  deleteItem,
  editorItemResource,
  findItem,
  findModule,
  pathCourse,
} from '../authoring';
import { getConfig } from '../config';
import { uuidV7 } from '../db/uuid-v7';
import { fileTooLarge } from '../files/errors';
import { MULTIPART_ALLOWANCE } from '../files/limits';
import { receiveUpload } from '../files/receive';
import { DataDirStorage, fileStorage } from '../files/storage';
import { csvResponse } from '../jsonapi/csv-response';
import {
  attributesOf,
  found,
  listResponse,
  pageWindow,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import type { QuerySpec } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { requireViewer } from '../middleware/viewer';
import { type Answers, CSV, list, NONE, one } from '../openapi/answers';
import { attemptResultAttributes } from './attempt-columns';
import {
  countItemAttempts,
  type ItemAttemptRow,
  itemAttempt,
  itemAttempts,
  itemInteractions,
} from './attempts.queries';
import { waiveCmi5Au } from './cmi5-sessions';
import { packageOfManifest } from './course-structure-upload';
import {
  insertPackageVersion,
  listPackageVersions,
  type PackageVersionRow,
} from './packages.queries';
import { problemText } from './problems';
import {
  packageWorkDir,
  removeStoredFiles,
  type UnpackedPackage,
  unpackPackage,
  workName,
} from './store-package';
import { packagesSwitchedOn } from './switched-on';

type C = Context<AppEnv>;

/** An item's title is at most 120 characters (COURSE_RULES.item). */
const ITEM_TITLE_MAX = 120;

/** The version as its authors read it, with the inspection's warnings in their language. */
export function packageVersionResource(row: PackageVersionRow, c: C) {
  const { description } = row;
  return resourceOf(
    versionContract,
    row.id,
    {
      number: row.number,
      kind: row.kind,
      edition: description.edition,
      title: row.title,
      sequencing: description.sequencing,
      launchables: description.launchables.map((launchable) => ({
        identifier: launchable.identifier,
        title: launchable.title,
        type: launchable.type,
        launch_url: launchable.launch.url,
        mastery_score: launchable.masteryScore,
      })),
      warnings: row.warnings.map((warning) => ({
        code: warning.code,
        severity: warning.severity,
        detail: problemText(warning, c.var.locale),
      })),
      file_name: row.fileName,
      zip_bytes: row.zipBytes,
      file_count: row.fileCount,
      total_bytes: row.totalBytes,
      created_at: row.createdAt.toISOString(),
    },
    { relationships: { item: { data: { type: 'course_items', id: row.itemId } } } },
  );
}

/**
 * The request's package zip, received into the work folder (never the file storage), up to
 * ACADEMY_PACKAGE_MAX_BYTES: refused before a byte is read when Content-Length says it is
 * larger. The caller has checked who may upload it and where it goes.
 */
async function receivePackageZip(c: C) {
  const { locale } = c.var;
  const maxBytes = getConfig().ACADEMY_PACKAGE_MAX_BYTES;
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_ALLOWANCE) {
    throw fileTooLarge(locale, maxBytes);
  }
  const workDir = packageWorkDir();
  await fs.promises.mkdir(workDir, { recursive: true });
  const received = await receiveUpload({
    body: c.req.raw.body,
    contentType: c.req.header('content-type'),
    locale,
    storage: new DataDirStorage(workDir),
    maxFileBytes: maxBytes,
    plan: async () => ({
      purpose: 'package' as const,
      storageKey: `${workName('upload')}.zip`,
      context: null,
      maxBytes,
    }),
  });
  return { ...received, zipPath: path.join(workDir, received.storageKey) };
}

/**
 * Receives, inspects, unpacks and stores an uploaded package, then lets `save` write its rows;
 * whatever `save` fails to keep is removed again, and the zip never outlives the request.
 */
async function storeUploadedPackage<T>(
  c: C,
  save: (upload: {
    versionId: string;
    unpacked: UnpackedPackage;
    fileName: string;
    zipBytes: number;
    sha256: string;
  }) => Promise<T>,
): Promise<T> {
  const zip = await receivePackageZip(c);
  const storage = fileStorage();
  try {
    // A course structure on its own is a package of that one file (course-structure-upload.ts).
    if (zip.contentType === 'application/xml') await packageOfManifest(zip.zipPath);
    const versionId = uuidV7();
    const unpacked = await unpackPackage({
      zipPath: zip.zipPath,
      versionId,
      storage,
      locale: c.var.locale,
    });
    try {
      return await save({
        versionId,
        unpacked,
        fileName: zip.fileName,
        zipBytes: zip.sizeBytes,
        sha256: zip.sha256,
      });
    } catch (error) {
      await removeStoredFiles(
        storage,
        unpacked.files.map((file) => file.storageKey),
      );
      throw error;
    }
  } finally {
    await fs.promises.rm(zip.zipPath, { force: true });
  }
}

/** The path's package item, of a course its caller may edit; another kind is refused. */
async function pathPackageItem(c: C) {
  const course = await pathCourse(c);
  const item = await found(
    findItem(c.var.db, { courseId: course.id, itemId: uuidParam(c.req.param('item')) }),
  );
  if (item.kind !== 'package') {
    throw ApiError.of(409, 'NOT_A_PACKAGE_ITEM', text('packageItems.notAPackageItem'));
  }
  return { course, item };
}

const VERSIONS_QUERY: QuerySpec = { include: [], filter: [], sort: [], paginate: false };

/**
 * POST /v1/courses/{course}/modules/{module}/packages: a new package item at the end of the
 * module, made from an uploaded SCORM or cmi5 zip (multipart, field `file`). Its title is the
 * package's own; the answer is its first version, with the item included.
 */
export const packageUploadRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const course = await pathCourse(c);
    const module = await found(
      findModule(c.var.db, { courseId: course.id, moduleId: uuidParam(c.req.param('module')) }),
    );
    return storeUploadedPackage(c, async (upload) => {
      const title =
        upload.unpacked.description.title.trim().slice(0, ITEM_TITLE_MAX) ||
        upload.fileName.replace(/\.(zip|xml)$/i, '').slice(0, ITEM_TITLE_MAX);
      const item = await addItem(c.var.db, {
        courseId: course.id,
        moduleId: module.id,
        kind: 'package',
        title,
      });
      try {
        const version = await insertPackageVersion(c.var.db, {
          ...upload,
          portalId: c.var.portal.id,
          itemId: item.id,
          uploadedBy: viewer.id,
        });
        return resourceResponse(packageVersionResource(version, c), {
          status: 201,
          included: [editorItemResource(item, true)],
        });
      } catch (error) {
        await deleteItem(c.var.db, { courseId: course.id, itemId: item.id });
        throw error;
      }
    });
  });

/**
 * /v1/courses/{course}/outline_items/{item}/package_versions: a package item's versions, newest
 * first, and a new version from an uploaded zip. New attempts open the newest; learners' data of
 * the older ones is kept.
 */
export const packageVersionRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .get('/', async (c) => {
    const { item } = await pathPackageItem(c);
    return listResponse(c, {
      query: VERSIONS_QUERY,
      load: async () => {
        const rows = await listPackageVersions(c.var.db, {
          portalId: c.var.portal.id,
          itemId: item.id,
        });
        return { rows, total: rows.length };
      },
      serialize: (row) => packageVersionResource(row, c),
    });
  })
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const { item } = await pathPackageItem(c);
    return storeUploadedPackage(c, async (upload) => {
      const version = await insertPackageVersion(c.var.db, {
        ...upload,
        portalId: c.var.portal.id,
        itemId: item.id,
        uploadedBy: viewer.id,
      });
      return resourceResponse(packageVersionResource(version, c), { status: 201 });
    });
  });

const ATTEMPTS_QUERY: QuerySpec = {
  include: [],
  filter: [],
  sort: [],
  paginate: true,
  defaultPageSize: 25,
};

function attemptResource(row: ItemAttemptRow) {
  return resourceOf(attemptContract, row.id, {
    learner_name: row.learnerName,
    learner_email: row.learnerEmail,
    version_number: row.versionNumber,
    ...attemptResultAttributes(row),
    waivable_parts: row.waivableParts,
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  });
}

/**
 * /v1/courses/{course}/outline_items/{item}/package_attempts: the learners' attempts at a
 * package item for its authors (issue 37 item 5), most recently active first; `.csv` for all
 * of them as a spreadsheet.
 */
export const packageAttemptRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .get('/', async (c) => {
    const { item } = await pathPackageItem(c);
    return listResponse(c, {
      query: ATTEMPTS_QUERY,
      load: async (query) => {
        const scope = { portalId: c.var.portal.id, itemId: item.id };
        const [rows, total] = await Promise.all([
          itemAttempts(c.var.db, { ...scope, ...pageWindow(query.page) }),
          countItemAttempts(c.var.db, scope),
        ]);
        return { rows, total };
      },
      serialize: attemptResource,
    });
  })
  .get('/export.csv', async (c) => {
    const { item } = await pathPackageItem(c);
    const rows = await itemAttempts(c.var.db, { portalId: c.var.portal.id, itemId: item.id });
    const percent = (score: number | null) =>
      score === null ? '' : String(Math.round(score * 100));
    return csvResponse(
      [
        [
          'learner',
          'email',
          'version',
          'completion',
          'success',
          'score_percent',
          'parts_done',
          'parts_total',
          'time_seconds',
          'questions_answered',
          'questions_correct',
          'started_at',
          'updated_at',
          'completed_at',
        ],
        ...rows.map((row) => [
          row.learnerName,
          row.learnerEmail,
          String(row.versionNumber),
          row.completionStatus ?? '',
          row.successStatus ?? '',
          percent(row.scoreScaled),
          String(row.partsDone),
          String(row.partsTotal),
          row.totalSeconds === null ? '' : String(Math.round(row.totalSeconds)),
          String(row.interactionsAnswered),
          String(row.interactionsCorrect),
          row.startedAt.toISOString(),
          row.updatedAt.toISOString(),
          row.completedAt?.toISOString() ?? '',
        ]),
      ],
      `${item.slug}-attempts.csv`,
    );
  })
  .get('/interactions.csv', async (c) => {
    const { item } = await pathPackageItem(c);
    const rows = await itemInteractions(c.var.db, { portalId: c.var.portal.id, itemId: item.id });
    return csvResponse(
      [
        [
          'learner',
          'email',
          'version',
          'part',
          'question',
          'type',
          'description',
          'response',
          'correct_responses',
          'result',
          'correct',
          'weighting',
          'latency',
          'answered_at',
        ],
        ...rows.flatMap((row) =>
          row.interactions.map((interaction) => [
            row.learnerName,
            row.learnerEmail,
            String(row.versionNumber),
            row.part,
            interaction.id,
            interaction.type ?? '',
            interaction.description ?? '',
            interaction.response ?? '',
            interaction.correctResponses.join(' | '),
            interaction.result ?? '',
            interaction.correct ? 'yes' : 'no',
            interaction.weighting === null ? '' : String(interaction.weighting),
            interaction.latency ?? '',
            interaction.at ?? '',
          ]),
        ),
      ],
      `${item.slug}-answers.csv`,
    );
  });

/**
 * POST /v1/courses/{course}/outline_items/{item}/package_attempts/{attempt}/waivers: an author
 * waives an AU of a learner's cmi5 attempt (cmi5 §9.3.7) with its reason; it counts as met, and
 * what it completes (the item, a certificate) follows. 409 for an AU already met, 422 for one
 * the attempt's package does not have or a SCORM attempt.
 */
export const packageWaiverRoutes = new Hono<AppEnv>()
  .use(packagesSwitchedOn)
  .post('/', async (c) => {
    const { item } = await pathPackageItem(c);
    const input = await attributesOf(c, waiverInput);
    const found = await itemAttempt(c.var.db, {
      portalId: c.var.portal.id,
      itemId: item.id,
      attemptId: uuidParam(c.req.param('attempt')),
    });
    if (!found) throw notFound();
    const waived =
      found.version.kind === 'cmi5'
        ? await waiveCmi5Au(c.var.db, { ...found, auIdentifier: input.au, reason: input.reason })
        : 'unknown';
    if (waived === 'unknown') {
      throw ApiError.of(422, 'NOT_A_WAIVABLE_PART', text('packageItems.notAWaivablePart'), {
        pointer: '/data/attributes/au',
      });
    }
    if (waived === 'met') {
      throw ApiError.of(409, 'PART_ALREADY_MET', text('packageItems.partAlreadyMet'));
    }
    return c.body(null, 204);
  });

export const answers: Answers = {
  'GET /v1/courses/:course/outline_items/:item/package_attempts': list('package_attempts'),
  'GET /v1/courses/:course/outline_items/:item/package_attempts/export.csv': CSV,
  'GET /v1/courses/:course/outline_items/:item/package_attempts/interactions.csv': CSV,
  'POST /v1/courses/:course/modules/:module/packages': one('content_package_versions', {
    status: [201],
  }),
  'GET /v1/courses/:course/outline_items/:item/package_versions': list('content_package_versions'),
  'POST /v1/courses/:course/outline_items/:item/package_versions': one('content_package_versions', {
    status: [201],
  }),
  'POST /v1/courses/:course/outline_items/:item/package_attempts/:attempt/waivers': NONE,
};

/** Authors and admins (the course editor's rule); everyone else signed in: 403, guests 401. */
const EDITORS = (ok: number) => ({ guest: 401, ada: ok, alex: ok, others: 403 });

export const rows: RowsOf = ({ NO_SUCH }) => {
  const course = `/v1/courses/${NO_SUCH}`;
  const versions = `${course}/outline_items/${NO_SUCH}/package_versions`;
  const attempts = `${course}/outline_items/${NO_SUCH}/package_attempts`;
  return [
    {
      method: 'GET',
      route: '/v1/courses/:course/outline_items/:item/package_attempts',
      path: () => attempts,
      expect: EDITORS(404),
    },
    {
      method: 'GET',
      route: '/v1/courses/:course/outline_items/:item/package_attempts/export.csv',
      path: () => `${attempts}/export.csv`,
      expect: EDITORS(404),
    },
    {
      method: 'GET',
      route: '/v1/courses/:course/outline_items/:item/package_attempts/interactions.csv',
      path: () => `${attempts}/interactions.csv`,
      expect: EDITORS(404),
    },
    {
      method: 'POST',
      route: '/v1/courses/:course/outline_items/:item/package_attempts/:attempt/waivers',
      path: () => `${attempts}/${NO_SUCH}/waivers`,
      body: { data: { attributes: { au: 'x', reason: 'Administrative' } } },
      expect: EDITORS(404),
    },
    {
      method: 'POST',
      route: '/v1/courses/:course/modules/:module/packages',
      path: () => `${course}/modules/${NO_SUCH}/packages`,
      expect: EDITORS(404),
    },
    {
      method: 'GET',
      route: '/v1/courses/:course/outline_items/:item/package_versions',
      path: () => versions,
      expect: EDITORS(404),
    },
    {
      method: 'POST',
      route: '/v1/courses/:course/outline_items/:item/package_versions',
      path: () => versions,
      expect: EDITORS(404),
    },
  ];
};
