import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { hasFeature } from '../../shared/access/features';
import { RULES } from '../../shared/access/rules';
import { coverWidth } from '../../shared/files/cover-images';
import { LOGO_RULES } from '../../shared/portals/logo-rules';
import { QUIZ_LIMITS } from '../../shared/quiz/types';
import { managesCourses } from '../access/course-access';
import type { RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import { FILE_PURPOSES } from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { validate } from '../jsonapi/body';
import { found, noContent, resourceResponse } from '../jsonapi/endpoint';
import { forbidden, notFound, text, unauthenticated } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { requireViewer } from '../middleware/viewer';
import { type Answers, file, NONE, one } from '../openapi/answers';
import { portalFeatures } from '../portals/feature-flags.queries';
import { mayDelete, mayReadFile } from './access';
import { avatarFileName, resizeStoredAvatar } from './avatar';
import { coverFileName, coverVariant, deleteCoverVariants } from './cover';
import { featureDisabled, fileTooLarge, notForPurpose } from './errors';
import {
  deleteFile,
  type FileRecord,
  findFile,
  findPortalCourse,
  findPortalLogoFile,
  insertFile,
  isOwnPortfolioItem,
} from './files.queries';
import { fileResource } from './files.serializers';
import { MAX_UPLOAD_REQUEST_BYTES } from './limits';
import { checkStoredLogo } from './logo';
import { contentDisposition } from './names';
import { receiveUpload, type UploadPlan } from './receive';
import { FileNotStoredError, fileStorage } from './storage';

// An empty field is an absent one (a form may send course_id="").
const uuid = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .uuid()
    .optional()
    .transform((value) => value?.toLowerCase()),
);

/** The fields sent before the file. */
const fieldsSchema = z.object({
  purpose: z.enum(FILE_PURPOSES),
  course_id: uuid,
  portfolio_item_id: uuid,
  /** A portal logo: the portal it is for (academy roles act on every portal; default the current). */
  portal_id: uuid,
});

type Attachment = {
  courseId: string | null;
  portfolioItemId: string | null;
  /** The portal the file belongs to: the request's, or the one a logo is for. */
  portalId: string;
};

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Who may upload what (SCREENS "Files"): everyone signed in; course covers and lesson images
 * only course managers (spec §6 course rights), for a course of this portal; portfolio files
 * only where the portal has `account_files` (and a portfolio), for the uploader's own item.
 */
async function planUpload(
  c: Context<AppEnv>,
  viewer: Viewer,
  fields: Record<string, string>,
): Promise<UploadPlan<Attachment>> {
  const input = validate(fieldsSchema, fields);
  const { db, portal, locale } = c.var;
  const attachment: Attachment = { courseId: null, portfolioItemId: null, portalId: portal.id };
  if (input.portal_id && input.purpose !== 'portal_logo') throw notForPurpose(locale, 'portal_id');
  if (input.purpose === 'portal_logo') {
    // Portals are managed by the portal settings rule; the logo is served to anyone.
    if (!RULES.portalSettings({ roles: viewer.roles, features: portal.features })) {
      throw forbidden(text('logoUploadForbidden'));
    }
    if (input.course_id) throw notForPurpose(locale, 'course_id');
    if (input.portfolio_item_id) throw notForPurpose(locale, 'portfolio_item_id');
    // Another portal's logo only for who acts on every portal.
    if (input.portal_id && input.portal_id !== portal.id) {
      const known =
        viewer.actsOnEveryPortal && (await portalFeatures(db, { portalId: input.portal_id }));
      if (!known) throw notFound(text('noSuchPortal'));
    }
    attachment.portalId = input.portal_id ?? portal.id;
    // A logo is a small picture (shared/portals/logo-rules.ts): refused past 2 MB as it streams.
    return {
      purpose: input.purpose,
      storageKey: '',
      context: attachment,
      maxBytes: LOGO_RULES.maxBytes,
    };
  } else if (
    input.purpose === 'course_cover' ||
    input.purpose === 'lesson_image' ||
    input.purpose === 'question_image'
  ) {
    if (!managesCourses(c, viewer)) throw forbidden(text('coverUploadForbidden'));
    if (input.portfolio_item_id) throw notForPurpose(locale, 'portfolio_item_id');
    if (input.course_id) {
      const course = await found(
        findPortalCourse(db, { portalId: portal.id, id: input.course_id }),
        text('noSuchCourse'),
      );
      attachment.courseId = course.id;
    }
    // A question's picture (issue 41): refused past its own limit as it streams.
    if (input.purpose === 'question_image') {
      return {
        purpose: input.purpose,
        storageKey: '',
        context: attachment,
        maxBytes: QUIZ_LIMITS.maxImageBytes,
      };
    }
  } else if (input.purpose === 'portfolio') {
    for (const flag of ['account_files', 'portfolio_feature'] as const) {
      if (!hasFeature(portal.features, flag)) throw featureDisabled(locale, flag);
    }
    if (input.course_id) throw notForPurpose(locale, 'course_id');
    if (input.portfolio_item_id) {
      await found(
        isOwnPortfolioItem(db, {
          accountId: viewer.id,
          id: input.portfolio_item_id,
        }),
        text('noSuchPortfolioItem'),
      );
      attachment.portfolioItemId = input.portfolio_item_id;
    }
  } else {
    if (input.course_id) throw notForPurpose(locale, 'course_id');
    if (input.portfolio_item_id) throw notForPurpose(locale, 'portfolio_item_id');
  }
  return { purpose: input.purpose, storageKey: '', context: attachment };
}

/** The file of the path as the viewer may read it: 404 when not (401 for guests). */
async function readableFile(c: Context<AppEnv>): Promise<FileRecord> {
  const id = uuidParam(c.req.param('id'));
  // Academy roles manage every portal: the portals screen previews another portal's
  // logo.
  const file =
    (await findFile(c.var.db, { portalId: c.var.portal.id, id })) ??
    (c.var.viewer?.actsOnEveryPortal ? await findPortalLogoFile(c.var.db, { id }) : null);
  if (!file || !(await mayReadFile(c, file))) {
    // A guest learns nothing about which ids exist: signing in is the only way on.
    if (!c.var.viewer) throw unauthenticated();
    throw notFound();
  }
  if (file.purpose === 'portfolio' && !hasFeature(c.var.portal.features, 'account_files')) {
    throw featureDisabled(c.var.locale, 'account_files');
  }
  return file;
}

/** Whether If-None-Match names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** /v1/files (SCREENS "Files"): upload, metadata, content and deletion. */
export const filesRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const { db, locale } = c.var;
    // Refused before a byte is read when the request says it is too large.
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_REQUEST_BYTES) {
      throw fileTooLarge(locale);
    }
    const id = uuidV7();
    const storage = fileStorage();
    const received = await receiveUpload({
      body: c.req.raw.body,
      contentType: c.req.header('content-type'),
      locale,
      storage,
      plan: async (fields) => {
        const plan = await planUpload(c, viewer, fields);
        return { ...plan, storageKey: `${plan.context.portalId}/${id}` };
      },
    });
    // A logo's pixels must suit the header; refused, nothing of it is kept.
    if (received.purpose === 'portal_logo') {
      await checkStoredLogo(storage, received.storageKey, locale);
    }
    // An avatar is kept only as its 150 px square, never as uploaded.
    const stored =
      received.purpose === 'avatar'
        ? {
            ...(await resizeStoredAvatar(storage, received.storageKey, locale)),
            fileName: avatarFileName(received.fileName),
          }
        : received;
    try {
      const row = await insertFile(db, {
        id,
        portalId: received.context.portalId,
        uploadedBy: viewer.id,
        purpose: received.purpose,
        courseId: received.context.courseId,
        portfolioItemId: received.context.portfolioItemId,
        fileName: stored.fileName,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        storageKey: received.storageKey,
        sha256: stored.sha256,
      });
      return resourceResponse(fileResource(row), { status: 201 });
    } catch (error) {
      // The course or item went away meanwhile (a foreign key): keep no bytes without a row.
      await storage.delete(received.storageKey);
      throw error;
    }
  })
  .get('/:id', async (c) => resourceResponse(fileResource(await readableFile(c))))
  .get('/:id/content', async (c) => {
    const file = await readableFile(c);
    // A cover at one of the widths it is shown: a WebP made once from the upload.
    const width =
      file.purpose === 'course_cover' && IMAGE_TYPES.has(file.contentType)
        ? coverWidth(c.req.query('w'))
        : null;
    const etag = width ? `"${file.sha256}-w${width}"` : `"${file.sha256}"`;
    const headers = new Headers({
      etag,
      // A logo is in every page's header and its bytes never change under its id (a new logo
      // is a new file): browsers keep it for a year. Other files: an hour.
      'cache-control':
        file.purpose === 'portal_logo'
          ? 'private, max-age=31536000, immutable'
          : 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    if (matches(c.req.header('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    // Nothing in a stored file may run as part of this site, even opened on its own.
    headers.set('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    const variant = width ? await coverVariant(fileStorage(), file.storageKey, width) : null;
    if (variant) {
      headers.set('content-type', 'image/webp');
      headers.set('content-length', String(variant.byteLength));
      headers.set(
        'content-disposition',
        contentDisposition('inline', coverFileName(file.fileName)),
      );
      return new Response(new Uint8Array(variant), { status: 200, headers });
    }
    // Not a variant (or an upload that does not decode): the bytes as uploaded, with their ETag.
    if (width) headers.set('etag', `"${file.sha256}"`);
    let body: ReadableStream<Uint8Array>;
    try {
      body = await fileStorage().get(file.storageKey);
    } catch (error) {
      if (!(error instanceof FileNotStoredError)) throw error;
      console.error(`[academy-api] file ${file.id} has a row but no stored bytes`);
      throw notFound();
    }
    headers.set('content-type', file.contentType);
    headers.set('content-length', String(file.sizeBytes));
    // Only the raster image types are ever shown in place; everything else is downloaded.
    const inline = IMAGE_TYPES.has(file.contentType);
    headers.set(
      'content-disposition',
      contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
    );
    return new Response(body, { status: 200, headers });
  })
  .delete('/:id', async (c) => {
    const viewer = requireViewer(c.var.viewer);
    const id = uuidParam(c.req.param('id'));
    const file = await findFile(c.var.db, { portalId: c.var.portal.id, id });
    if (!file || !((await mayReadFile(c, file)) || mayDelete(c, viewer, file))) throw notFound();
    if (!mayDelete(c, viewer, file)) throw forbidden(text('fileDeleteForbidden'));
    const storageKey = await deleteFile(c.var.db, { portalId: c.var.portal.id, id });
    if (storageKey) {
      await fileStorage().delete(storageKey);
      if (file.purpose === 'course_cover') await deleteCoverVariants(fileStorage(), storageKey);
    }
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'POST /v1/files': one('files', { status: [201] }),
  'GET /v1/files/:id': one('files'),
  'GET /v1/files/:id/content': file(
    'application/octet-stream',
    'The file’s bytes (an image variant when asked for one).',
  ),
  'DELETE /v1/files/:id': NONE,
};

/**
 * The files routes' rows of the route × account table (SCREENS "Files"). Uploads need a
 * multipart body, which the table does not send: its JSON body reaches the route and is
 * refused as not multipart (415), proving everyone signed in is let in. What each person may
 * upload, read and delete is in files/files.routes.test.ts; here an unknown file is 404 for everyone
 * signed in, and guests (who may read published covers) get 401 rather than learn which ids
 * exist.
 */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'POST',
    route: '/v1/files',
    path: () => '/v1/files',
    body: {},
    expect: { guest: 401, others: 415 },
  },
  {
    method: 'GET',
    route: '/v1/files/:id',
    path: () => `/v1/files/${NO_SUCH}`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/files/:id/content',
    path: () => `/v1/files/${NO_SUCH}/content`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'DELETE',
    route: '/v1/files/:id',
    path: () => `/v1/files/${NO_SUCH}`,
    expect: { guest: 401, others: 404 },
  },
];
