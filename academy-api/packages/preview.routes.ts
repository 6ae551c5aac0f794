import { PREVIEWERS, previewApp, previewedCourse } from '../access/course-preview';
import { requireOpenInPreview } from '../access/item-release';
import type { RowsOf } from '../access/route-table';
import { found } from '../jsonapi/endpoint';
import { ApiError, text } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, meta } from '../openapi/answers';
import { LAUNCH_LIFETIME_MS, newestVersion, packageItemBySlug } from './attempts.queries';
import { launchMeta, playerOrigin } from './play.routes';
import { previewLaunchKey, signPreviewToken } from './preview-launch';
import { packagesSwitchedOn } from './switched-on';

/**
 * POST /v1/courses/{course id}/preview/items/{item}/package_launch: a package in student view
 * (issue 43 item 4). The item's newest version, launched as a new attempt would be, with a
 * signed token instead of an attempt (preview-launch.ts): it plays from the content origin as a
 * learner's does, and keeps nothing. A cmi5 package is refused (409): its launch is a session
 * and statements in the learning record store, records by their nature.
 */
export const packagePreviewRoutes = previewApp(async (c, next) => {
  // Made once per database; its first use writes it, so before the read-only transaction.
  c.set('previewLaunchKey', await previewLaunchKey(c.var.db));
  await next();
})
  .use(packagesSwitchedOn)
  .post('/', async (c) => {
    const course = await previewedCourse(c);
    const item = await found(
      packageItemBySlug(c.var.db, { courseId: course.id, slug: c.req.param('item') ?? '' }),
    );
    // Locked for student view's student (release rules): refused as they would be.
    await requireOpenInPreview(c, course.id, item.id);
    const version = await found(newestVersion(c.var.db, item.id));
    if (version.kind === 'cmi5') {
      throw ApiError.of(409, 'CMI5_NOT_IN_PREVIEW', text('packageItems.cmi5NotInPreview'));
    }
    const token = signPreviewToken(c.var.previewLaunchKey ?? '', {
      versionId: version.id,
      accountId: c.var.viewer?.id ?? '',
      appOrigin: await playerOrigin(c),
      expiresAt: Date.now() + LAUNCH_LIFETIME_MS,
    });
    return jsonApiResponse({
      meta: { ...(await launchMeta(c, version, token, new Set())), preview: true },
    });
  });

export const answers: Answers = {
  'POST /v1/courses/:course/preview/items/:item/package_launch': meta(),
};

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'POST',
    route: '/v1/courses/:course/preview/items/:item/package_launch',
    path: () => `/v1/courses/${NO_SUCH}/preview/items/${NO_SUCH}/package_launch`,
    expect: PREVIEWERS(404),
  },
];
