import { PREVIEWERS, previewApp, previewedCourse } from '../access/course-preview';
import { previewReleaseStates } from '../access/item-release';
import type { RowsOf } from '../access/route-table';
import { labelsOfCourses } from '../catalog';
import { courseForReader, richTextRulesOf } from '../content';
import { queryOf } from '../jsonapi/endpoint';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, one } from '../openapi/answers';
import { coachesOfCourses, courseOutline } from './courses.queries';
import { DETAIL_QUERY, itemDocument } from './courses.routes';
import { courseDetailDocument } from './learning.serializers';

/** Every answer of student view says so: nothing of it was, or will be, kept. */
export const PREVIEW_META = { preview: true } as const;

/**
 * /v1/courses/{course id}/preview: a course and its items as a student who just enrolled sees
 * them (access/course-preview.ts), any status: nothing done, no enrolment, open to them.
 */
export const coursePreviewRoutes = previewApp()
  .get('/', async (c) => {
    queryOf(c, DETAIL_QUERY);
    const course = await courseForReader(c, await previewedCourse(c));
    const [outline, labels, coaches, rules] = await Promise.all([
      courseOutline(c.var.db, { courseId: course.id, accountId: null }),
      labelsOfCourses(c.var.db, [course.id]),
      coachesOfCourses(c.var.db, [course.id]),
      richTextRulesOf(c),
    ]);
    // The locks a student who enrolled today sees (release rules), nothing done yet.
    const release = await previewReleaseStates(c, {
      courseId: course.id,
      items: outline.flatMap((module) => module.items),
    });
    const document = courseDetailDocument({
      course,
      access: 'included',
      unlocked: true,
      basis: 'staff',
      outline,
      release,
      labels,
      coaches,
      products: [],
      rules,
      enrollment: null,
      locale: c.var.locale,
    });
    return jsonApiResponse({ ...document, meta: PREVIEW_META });
  })
  .get('/items/:item', async (c) => {
    queryOf(c, {});
    const document = await itemDocument(c, await previewedCourse(c), null);
    return jsonApiResponse({ ...document, meta: PREVIEW_META });
  });

export const answers: Answers = {
  'GET /v1/courses/:course/preview': one('courses'),
  'GET /v1/courses/:course/preview/items/:item': one('course_items'),
};

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/courses/:course/preview',
    path: () => `/v1/courses/${NO_SUCH}/preview`,
    expect: PREVIEWERS(404),
  },
  {
    method: 'GET',
    route: '/v1/courses/:course/preview/items/:item',
    path: () => `/v1/courses/${NO_SUCH}/preview/items/${NO_SUCH}`,
    expect: PREVIEWERS(404),
  },
];
