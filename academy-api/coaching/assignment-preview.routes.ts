import { PREVIEWERS, previewApp, previewedCourse } from '../access/course-preview';
import { requireOpenInPreview } from '../access/item-release';
import type { RowsOf } from '../access/route-table';
import { richTextRulesOf } from '../content';
import { found, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { uuidParam } from '../jsonapi/ids';
import { type Answers, one } from '../openapi/answers';
import { findAssignmentItem, loadAssignmentSettings } from './assignments.queries';
import { blockedReason } from './assignments.routes';
import { assignmentWorkResource } from './coaching.serializers';

/**
 * /v1/courses/{course id}/preview/assignments/{item}: an assignment in student view
 * (access/course-preview.ts), as a student who just enrolled sees it: the instructions, due
 * date and grading, nothing submitted, in no group (a group assignment says so, as it would to
 * them). Student view submits nothing: there is no submission route here.
 */
export const assignmentPreviewRoutes = previewApp().get('/:item', async (c) => {
  queryOf(c, {});
  const course = await previewedCourse(c);
  const portalId = c.var.portal.id;
  const item = await found(
    findAssignmentItem(c.var.db, {
      portalId,
      courseId: course.id,
      itemId: uuidParam(c.req.param('item')),
    }),
  );
  // Locked for student view's student (release rules): refused as they would be.
  await requireOpenInPreview(c, course.id, item.itemId);
  const settings = await loadAssignmentSettings(c.var.db, { portalId, itemId: item.itemId });
  return resourceResponse(
    assignmentWorkResource({
      item,
      settings,
      group: null,
      ticket: null,
      blockedReason: blockedReason(c, settings.mode, null, null),
      submissions: [],
      rules: await richTextRulesOf(c),
    }),
    { meta: { preview: true } },
  );
});

export const answers: Answers = {
  'GET /v1/courses/:course/preview/assignments/:item': one('assignment_work'),
};

export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/courses/:course/preview/assignments/:item',
    path: () => `/v1/courses/${NO_SUCH}/preview/assignments/${NO_SUCH}`,
    expect: PREVIEWERS(404),
  },
];
