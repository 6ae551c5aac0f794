import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { parseGroupCsvBytes, planGroupImport } from '../../shared/coaching/groups-import';
import { COACHING_RULES } from '../../shared/coaching/rules';
import { GROUP_LIMITS } from '../../shared/coaching/types';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import { managesCourses } from '../access/course-access';
import { postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { courseGroupResource, memberWire } from '../coaching';
import { bodyBytes } from '../files/body-bytes';
import { attributesOf, found, noContent, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, invalidQuery, notFound, pointerTo, type Text, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { importRefusal } from '../jsonapi/import-errors';
import { jsonApiResponse } from '../jsonapi/response';
import { isCourseCoach } from '../learning';
import { type Answers, list, meta, NONE, one } from '../openapi/answers';
import {
  applyGroupImport,
  createCourseGroup,
  deleteCourseGroup,
  enrolledStudents,
  findCourseGroup,
  findPortalCourseRef,
  groupHasWork,
  groupImportContext,
  groupNameTaken,
  listCourseGroups,
  membersElsewhere,
  updateCourseGroup,
} from './course-groups.queries';

type C = Context<AppEnv>;
const invalid = (field: string, detail: Text) =>
  new ApiError(422, [{ code: 'VALIDATION_FAILED', text: detail, source: pointerTo(field) }]);

const GROUP_HAS_SUBMISSIONS = text('coaching.groupHasSubmissions');

/**
 * The path's course, for course managers or its own coaches (group_assignments: 403 without).
 * Another portal's course, or a course the coach does not coach: 404.
 */
async function pathCourse(c: C) {
  const viewer = authorize(c, RULES.courseGroups);
  const course = await found(
    findPortalCourseRef(c.var.db, {
      portalId: c.var.portal.id,
      courseId: uuidParam(c.req.param('course')),
    }),
  );
  if (
    !managesCourses(c, viewer) &&
    !(await isCourseCoach(c.var.db, { courseId: course.id, accountId: viewer.id }))
  ) {
    throw notFound();
  }
  return course;
}

async function pathGroup(c: C) {
  const viewer = authorize(c, RULES.courseGroups);
  const group = await found(
    findCourseGroup(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
  if (
    !managesCourses(c, viewer) &&
    !(await isCourseCoach(c.var.db, { courseId: group.courseId, accountId: viewer.id }))
  ) {
    throw notFound();
  }
  return group;
}

const nameField = z.string().trim().min(1).max(GROUP_LIMITS.maxNameLength);
const memberIds = z
  .array(z.uuid().transform((id) => id.toLowerCase()))
  .max(GROUP_LIMITS.maxMembers * 2);

/** Checks a group's name and members against the course (422 per field, the form's texts). */
async function checkGroup(
  c: C,
  params: { courseId: string; name?: string; memberIds?: string[]; exceptGroupId?: string },
) {
  if (params.name !== undefined) {
    const parsed = nameField.safeParse(params.name);
    if (!parsed.success)
      throw invalid('name', text('coaching.groupName', { max: GROUP_LIMITS.maxNameLength }));
    if (
      await groupNameTaken(c.var.db, {
        courseId: params.courseId,
        name: parsed.data,
        exceptGroupId: params.exceptGroupId,
      })
    ) {
      throw invalid('name', text('coaching.groupNameTaken'));
    }
  }
  if (params.memberIds !== undefined) {
    const ids = [...new Set(params.memberIds)];
    if (ids.length < GROUP_LIMITS.minMembers || ids.length > GROUP_LIMITS.maxMembers) {
      throw invalid(
        'member_ids',
        text('coaching.groupSize', { min: GROUP_LIMITS.minMembers, max: GROUP_LIMITS.maxMembers }),
      );
    }
    const enrolled = await enrolledStudents(c.var.db, { courseId: params.courseId, ids });
    if (enrolled.length !== ids.length)
      throw invalid('member_ids', text('coaching.membersNotEnrolled'));
    const elsewhere = await membersElsewhere(c.var.db, {
      courseId: params.courseId,
      ids,
      exceptGroupId: params.exceptGroupId,
    });
    if (elsewhere.length > 0) {
      const names = enrolled
        .filter((student) => elsewhere.some((row) => row.accountId === student.id))
        .map((student) => student.fullName)
        .join(', ');
      throw invalid('member_ids', text('coaching.membersInOtherGroup', { names }));
    }
  }
}

async function groupsResponse(c: C, courseId: string, status: 200 | 201 = 200) {
  const listed = await listCourseGroups(c.var.db, { courseId });
  return jsonApiResponse(
    {
      data: listed.groups.map(courseGroupResource),
      meta: { ungrouped: listed.ungrouped.map(memberWire), total: listed.groups.length },
    },
    status,
  );
}

/** /v1/courses/{course-id}/groups (docs/coaching-api.md "Groups of a course"). */
export const courseGroupRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const course = await pathCourse(c);
    queryOf(c, {});
    return groupsResponse(c, course.id);
  })
  .post('/', async (c) => {
    const course = await pathCourse(c);
    const input = await attributesOf(
      c,
      fieldRules(COACHING_RULES.group, { trim: ['name'] }).pipe(
        z.object({ name: z.string(), member_ids: memberIds }),
      ),
    );
    await checkGroup(c, { courseId: course.id, name: input.name, memberIds: input.member_ids });
    await createCourseGroup(c.var.db, {
      portalId: c.var.portal.id,
      courseId: course.id,
      name: input.name.trim(),
      memberIds: [...new Set(input.member_ids)],
    });
    return groupsResponse(c, course.id, 201);
  })
  .post('/import', async (c) => {
    const course = await pathCourse(c);
    const mode = new URL(c.req.url).searchParams.get('mode');
    if (mode !== 'preview' && mode !== 'confirm') {
      throw invalidQuery('mode', text('modePreviewOrConfirm'));
    }
    const locale = c.var.locale;
    const parsed = parseGroupCsvBytes(await bodyBytes(c, GROUP_LIMITS.maxImportBytes));
    const planned = planGroupImport(parsed.rows, await groupImportContext(c.var.db, course.id));
    const errors = [...parsed.errors, ...planned.errors]
      .sort((a, b) => a.row - b.row)
      .map((error) => ({ ...error, detail: error.detail[locale] }));
    const meta = {
      groups: planned.plan.groupCount,
      members: planned.plan.placements.length,
      new_groups: planned.plan.create,
      errors,
    };
    if (mode === 'preview') return jsonApiResponse({ meta });
    if (errors.length > 0) return importRefusal(errors, meta, locale);
    await applyGroupImport(c.var.db, {
      portalId: c.var.portal.id,
      courseId: course.id,
      plan: planned.plan,
    });
    return jsonApiResponse({ meta });
  });

/** /v1/course_groups/{id}: rename, change members, delete (not once it has submitted work). */
export const groupRoutes = new Hono<AppEnv>()
  .patch('/:id', async (c) => {
    const group = await pathGroup(c);
    const input = await attributesOf(
      c,
      fieldRules(COACHING_RULES.group, { partial: true, trim: ['name'] }).pipe(
        z.object({ name: z.string().optional(), member_ids: memberIds.optional() }),
      ),
    );
    if (input.member_ids !== undefined && (await groupHasWork(c.var.db, group.id))) {
      throw ApiError.of(409, 'GROUP_HAS_SUBMISSIONS', GROUP_HAS_SUBMISSIONS);
    }
    await checkGroup(c, {
      courseId: group.courseId,
      name: input.name,
      memberIds: input.member_ids,
      exceptGroupId: group.id,
    });
    await updateCourseGroup(c.var.db, {
      groupId: group.id,
      courseId: group.courseId,
      name: input.name?.trim(),
      memberIds: input.member_ids ? [...new Set(input.member_ids)] : undefined,
    });
    const listed = await listCourseGroups(c.var.db, { courseId: group.courseId });
    const updated = listed.groups.find((row) => row.id === group.id);
    if (!updated) throw notFound();
    return resourceResponse(courseGroupResource(updated));
  })
  .delete('/:id', async (c) => {
    const group = await pathGroup(c);
    if (await groupHasWork(c.var.db, group.id)) {
      throw ApiError.of(409, 'GROUP_HAS_SUBMISSIONS', GROUP_HAS_SUBMISSIONS);
    }
    await deleteCourseGroup(c.var.db, group.id);
    return noContent();
  });

/** RULES.courseGroups: course managers and coaches, with group_assignments (not on Lars's portal). */
const GROUPS = { guest: 401, ada: 404, alex: 404, cora: 404, hugo: 404, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/courses/:course/groups': list('course_groups'),
  'POST /v1/courses/:course/groups': list('course_groups', { status: [201] }),
  'POST /v1/courses/:course/groups/import': meta(),
  'PATCH /v1/course_groups/:id': one('course_groups'),
  'DELETE /v1/course_groups/:id': NONE,
};

/**
 * The route × account table's rows of this module (route-table.test.ts). Rows ask for unknown
 * ids and send invalid bodies, so no group of the demo data changes.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const groups = `/v1/courses/${NO_SUCH}/groups`;
  return [
    { method: 'GET', route: '/v1/courses/:course/groups', path: () => groups, expect: GROUPS },
    postRow('/v1/courses/:course/groups', groups, GROUPS),
    postRow('/v1/courses/:course/groups/import', `${groups}/import?mode=preview`, GROUPS, ''),
    {
      method: 'PATCH',
      route: '/v1/course_groups/:id',
      path: () => `/v1/course_groups/${NO_SUCH}`,
      body: {},
      expect: GROUPS,
    },
    {
      method: 'DELETE',
      route: '/v1/course_groups/:id',
      path: () => `/v1/course_groups/${NO_SUCH}`,
      expect: GROUPS,
    },
  ];
};
