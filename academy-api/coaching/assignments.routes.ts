import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { hasFeature } from '../../shared/access/features';
import { RULES } from '../../shared/access/rules';
import { hasLessonContent } from '../../shared/authoring/publish-check';
import {
  assignmentChangeSchema,
  assignmentProblems,
} from '../../shared/coaching/assignment-schema';
import { maySubmitAgain } from '../../shared/coaching/ticket-status';
import { ASSIGNMENT_LIMITS, type AssignmentSettings } from '../../shared/coaching/types';
import { parseQuizInput } from '../../shared/quiz/question-schema';
import { fromWire } from '../../shared/quiz/wire';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { authorize } from '../access/authorize';
import { learner } from '../access/course-access';
import { requireOpenItem } from '../access/item-release';
import { postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { richTextRulesOf } from '../content';
import type { TextKey } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, bodyOf, found, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, forbidden, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { fieldErrorsRefusal } from '../jsonapi/import-errors';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, one } from '../openapi/answers';
import {
  type AssignmentItem,
  courseGroupCount,
  findAssignmentItem,
  findOwnerTicket,
  findStudentGroup,
  loadAssignmentSettings,
  type Owner,
  type StudentGroup,
  saveAssignmentSettings,
  submitAssignment,
  type TicketRow,
  ticketSubmissions,
} from './assignments.queries';
import {
  assignmentProblemsOf,
  assignmentResource,
  assignmentWorkResource,
  type BlockedReason,
} from './coaching.serializers';
import { accountName } from './coaching-notifications.queries';

type C = Context<AppEnv>;
/** The 409s of a submission, each with a title of its own and its detail. */
const CONFLICTS = {
  NO_GROUP: { title: 'coaching.noGroupTitle', detail: 'coaching.noGroup' },
  ALREADY_SUBMITTED: {
    title: 'coaching.alreadySubmittedTitle',
    detail: 'coaching.alreadySubmitted',
  },
  ALREADY_GRADED: { title: 'coaching.alreadyGradedTitle', detail: 'coaching.alreadyGraded' },
} satisfies Record<string, { title: TextKey; detail: TextKey }>;

async function conflict(c: C, code: keyof typeof CONFLICTS): Promise<ApiError> {
  const texts = await requestTexts(c);
  return new ApiError(409, [
    { code, title: texts.text(CONFLICTS[code].title), text: text(CONFLICTS[code].detail) },
  ]);
}

const GROUPS_OFF = text('coaching.groupAssignmentsOff');

const groupFeature = (c: C) => hasFeature(c.var.portal.features, 'group_assignments');

/** The path's assignment item, of a course of this portal, for those with course rights. */
async function pathAssignment(c: C): Promise<AssignmentItem> {
  authorize(c, RULES.courses);
  return found(
    findAssignmentItem(c.var.db, {
      portalId: c.var.portal.id,
      itemId: uuidParam(c.req.param('item')),
    }),
  );
}

async function assignmentResponse(c: C, item: AssignmentItem, settings?: AssignmentSettings) {
  const { db } = c.var;
  const [current, groupCount] = await Promise.all([
    settings ?? loadAssignmentSettings(db, { portalId: c.var.portal.id, itemId: item.itemId }),
    courseGroupCount(db, item.courseId),
  ]);
  const codes = assignmentProblems({
    hasInstructions: hasLessonContent(current.instructionsHtml),
    mode: current.mode,
    scheme: current.scheme,
    criteriaCount: current.rubric.length,
    groupCount,
    groupFeature: groupFeature(c),
  });
  const resource = assignmentResource({
    item,
    settings: current,
    problems: assignmentProblemsOf(codes, item.title, c.var.locale),
    groupCount,
  });
  return jsonApiResponse(
    buildDocument(resource, { meta: { features: { group_assignments: groupFeature(c) } } }),
  );
}

/**
 * /v1/assignments: an assignment item's settings for those with course rights
 * (docs/coaching-api.md "Authoring an assignment"). Another portal's item, or one that is not
 * an assignment, does not exist here (404).
 */
export const assignmentAuthoringRoutes = new Hono<AppEnv>()
  .get('/:item', async (c) => {
    const item = await pathAssignment(c);
    queryOf(c, {});
    return assignmentResponse(c, item);
  })
  .patch('/:item', async (c) => {
    const item = await pathAssignment(c);
    const attributes = fromWire(await bodyOf(c));
    const parsed = parseQuizInput(assignmentChangeSchema, attributes);
    if (!parsed.ok) throw fieldErrorsRefusal(parsed.errors, c.var.locale);
    const changes = parsed.value.settings;
    if (changes.mode === 'group' && !groupFeature(c)) throw forbidden(GROUPS_OFF);
    if (changes.instructionsHtml !== undefined) {
      changes.instructionsHtml = sanitizeRichText(
        changes.instructionsHtml,
        await richTextRulesOf(c),
      );
    }
    const params = { portalId: c.var.portal.id, itemId: item.itemId };
    const current = await loadAssignmentSettings(c.var.db, params);
    const settings = { ...current, ...changes };
    await saveAssignmentSettings(c.var.db, { ...params, courseId: item.courseId, settings });
    return assignmentResponse(c, item, settings);
  });

const submitSchema = z.object({
  body_html: z.string().max(ASSIGNMENT_LIMITS.maxRichTextLength).optional().default(''),
  file_ids: z
    .array(z.uuid().transform((id) => id.toLowerCase()))
    .max(ASSIGNMENT_LIMITS.maxFilesPerSubmission)
    .optional()
    .default([]),
});

/** Why the viewer may not submit now (null: they may). */
export function blockedReason(
  c: C,
  mode: AssignmentSettings['mode'],
  group: StudentGroup | null,
  ticket: TicketRow | null,
): BlockedReason {
  if (mode === 'group') {
    if (!groupFeature(c)) return 'GROUP_ASSIGNMENTS_OFF';
    if (!group) return 'NO_GROUP';
  }
  if (!ticket || maySubmitAgain(ticket.status)) return null;
  if (ticket.status === 'graded') return 'GRADED';
  if (ticket.status === 'closed') return 'CLOSED';
  return 'WAITING_FOR_REVIEW';
}

/** The path's assignment for an enrolled student (else 401/402/403 NOT_ENROLLED/404). */
async function studentAssignment(c: C) {
  const { viewer, course, enrolled } = await learner(c);
  if (!enrolled) throw ApiError.of(403, 'NOT_ENROLLED');
  const item = await found(
    findAssignmentItem(c.var.db, {
      portalId: c.var.portal.id,
      courseId: course.id,
      itemId: uuidParam(c.req.param('item')),
    }),
  );
  // A locked assignment is neither read nor submitted (release rules).
  await requireOpenItem(c, { viewer, course }, item.itemId);
  const settings = await loadAssignmentSettings(c.var.db, {
    portalId: c.var.portal.id,
    itemId: item.itemId,
  });
  const group =
    settings.mode === 'group'
      ? await findStudentGroup(c.var.db, { courseId: course.id, accountId: viewer.id })
      : null;
  const owner: Owner | null =
    settings.mode === 'group'
      ? group
        ? { accountId: null, groupId: group.id }
        : null
      : { accountId: viewer.id, groupId: null };
  return { viewer, course, item, settings, group, owner };
}

async function workResponse(c: C, status: 200 | 201 = 200) {
  const { item, settings, group, owner } = await studentAssignment(c);
  const ticket = owner ? await findOwnerTicket(c.var.db, { itemId: item.itemId, owner }) : null;
  const [submissions, gradedByName] = await Promise.all([
    ticket ? ticketSubmissions(c.var.db, ticket.id) : Promise.resolve([]),
    ticket?.gradedBy ? accountName(c.var.db, ticket.gradedBy) : Promise.resolve(null),
  ]);
  return resourceResponse(
    assignmentWorkResource({
      item,
      settings,
      group,
      ticket: ticket
        ? {
            status: ticket.status,
            feedbackHtml: ticket.feedbackHtml,
            grade: ticket.grade,
            score: ticket.score,
            maxScore: ticket.maxScore,
            passed: ticket.passed,
            gradedAt: ticket.gradedAt,
            gradedByName,
          }
        : null,
      blockedReason: blockedReason(c, settings.mode, group, ticket),
      submissions,
      rules: await richTextRulesOf(c),
    }),
    { status },
  );
}

/**
 * /v1/courses/{course-slug}/assignments: the student's side (docs/coaching-api.md): the
 * assignment with their (or their group's) submissions and grade, and submitting.
 */
export const courseAssignmentRoutes = new Hono<AppEnv>()
  .get('/:item', async (c) => {
    queryOf(c, {});
    return workResponse(c);
  })
  .post('/:item/submissions', async (c) => {
    const { viewer, course, item, settings, group, owner } = await studentAssignment(c);
    const input = await attributesOf(c, submitSchema);
    if (settings.mode === 'group' && !groupFeature(c)) throw forbidden(GROUPS_OFF);
    if (!owner) throw await conflict(c, 'NO_GROUP');
    const bodyHtml = sanitizeRichText(input.body_html, await richTextRulesOf(c));
    if (!hasLessonContent(bodyHtml) && input.file_ids.length === 0) {
      throw ApiError.of(
        422,
        'VALIDATION_FAILED',
        text('coaching.submissionEmpty'),
        pointerTo('body_html'),
      );
    }
    const result = await submitAssignment(c.var.db, {
      portalId: c.var.portal.id,
      courseId: course.id,
      itemId: item.itemId,
      owner,
      memberIds: group ? group.members.map((member) => member.id) : [viewer.id],
      submittedBy: viewer.id,
      bodyHtml,
      fileIds: [...new Set(input.file_ids)],
      dueAt: settings.dueAt ? new Date(settings.dueAt) : null,
      now: new Date(),
    });
    if (!result.ok) {
      if (result.reason === 'files') {
        throw ApiError.of(
          422,
          'VALIDATION_FAILED',
          text('coaching.submissionFiles', { max: ASSIGNMENT_LIMITS.maxFilesPerSubmission }),
          pointerTo('file_ids'),
        );
      }
      throw await conflict(
        c,
        result.reason === 'already_graded' ? 'ALREADY_GRADED' : 'ALREADY_SUBMITTED',
      );
    }
    return workResponse(c, 201);
  });

/** RULES.courses: authors and admins. */
const AUTHORING = { guest: 401, ada: 404, alex: 404, others: 403 } as const;
/**
 * A student's assignment in Project management basics: Stijn is enrolled (no such item: 404);
 * staff who write courses and its coach Cora read without enrolling (403 NOT_ENROLLED), like
 * everyone else not enrolled; Eva has no access (402); Lars's portal has no such course (404).
 */
const TAKING = { guest: 401, stijn: 404, eva: 402, lars: 404, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/courses/:course/assignments/:item': one('assignment_work'),
  'POST /v1/courses/:course/assignments/:item/submissions': one('assignment_work', {
    status: [201],
  }),
  'GET /v1/assignments/:item': one('assignments'),
  'PATCH /v1/assignments/:item': one('assignments'),
};

/**
 * The route × account table's rows of this module (route-table.test.ts). Rows ask for unknown
 * ids and send invalid bodies, so no assignment of the demo data changes.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const work = `/v1/courses/project-management-basics/assignments/${NO_SUCH}`;
  return [
    {
      method: 'GET',
      route: '/v1/assignments/:item',
      path: () => `/v1/assignments/${NO_SUCH}`,
      expect: AUTHORING,
    },
    {
      method: 'PATCH',
      route: '/v1/assignments/:item',
      path: () => `/v1/assignments/${NO_SUCH}`,
      body: {},
      expect: AUTHORING,
    },
    {
      method: 'GET',
      route: '/v1/courses/:course/assignments/:item',
      path: () => work,
      expect: TAKING,
    },
    postRow('/v1/courses/:course/assignments/:item/submissions', `${work}/submissions`, TAKING),
  ];
};
