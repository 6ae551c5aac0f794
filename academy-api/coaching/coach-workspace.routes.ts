import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { hasFeature } from '../../shared/access/features';
import { RULES } from '../../shared/access/rules';
import type { RiskReason } from '../../shared/coaching/at-risk';
import {
  coachCourses,
  coachDashboards,
  coachNotes,
  participants,
} from '../../shared/coaching/contract';
import { NOTE_RULES } from '../../shared/coaching/notes';
import { ACTIVITY_WEEKS, weeklySeries, weekStarts } from '../../shared/coaching/progress';
import type { WireAttributes } from '../../shared/contract/resource';
import { cleanPlainText } from '../../shared/profiles/rules';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { coachedAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import { type CoachReach, coachReach } from '../access/coach-scope';
import type { RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import type { ResourceObject } from '../jsonapi/document';
import { buildDocument } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { invalidQuery, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import type { ParsedQuery } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { attemptResultAttributes } from '../packages';
import type { CoachCourseRow } from './coach-courses.queries';
import { listCoachCourses, weeklyActiveParticipants } from './coach-courses.queries';
import type { DashboardTicket } from './coach-dashboard.queries';
import { openTicketSummary } from './coach-dashboard.queries';
import type { CoachNoteRow } from './coach-notes.queries';
import {
  createCoachNote,
  deleteCoachNote,
  latestCoachNotes,
  listCoachNotes,
  updateCoachNote,
} from './coach-notes.queries';
import type {
  PackageResult,
  ParticipantEnrollment,
  ParticipantTicket,
  QuizResult,
  SharedPortfolioItem,
} from './participant-detail.queries';
import {
  participantEnrollments,
  participantPackageResults,
  participantQuizResults,
  participantTickets,
  sharedPortfolioItems,
} from './participant-detail.queries';
import type { ParticipantRow } from './participants.queries';
import {
  listParticipants,
  PARTICIPANT_SORTS,
  type ParticipantQuery,
  type ParticipantSort,
  participantBasics,
  RISK_FILTERS,
  type RiskFilter,
} from './participants.queries';

// Serialisers: rows to JSON:API resources.

/** A risk reason on the wire: its code and the number it quotes. */
export function riskResource(reason: RiskReason) {
  switch (reason.code) {
    case 'inactive':
      return { code: reason.code, days: reason.days };
    case 'behind':
      return { code: reason.code, points: reason.points, course_title: reason.courseTitle };
    case 'overdue':
      return { code: reason.code, count: reason.count };
  }
}

type ParticipantAttributes = WireAttributes<typeof participants>;

/**
 * A row of /coach/students or /coach/mentees (and of the dashboard's at-risk list). The phone
 * number only for the student's primary coach (the mentees' contact); the e-mail for every
 * coach who reaches them.
 */
export function participantAttributes(row: ParticipantRow) {
  return {
    full_name: row.fullName,
    email: row.email,
    phone_number: row.mentee ? row.phoneNumber : null,
    avatar_url: row.avatarUrl,
    last_online: iso(row.lastOnline),
    entity_name: row.entityName,
    mentee: row.mentee,
    progress: row.progress,
    last_activity_at: iso(row.lastActivityAt),
    open_tickets: row.openTickets,
    overdue_assignments: row.overdueAssignments,
    courses: row.courses.map((course) => ({
      id: course.id,
      title: course.title,
      slug: course.slug,
      progress: course.progress,
      status: course.status,
    })),
    risk: row.risk.map(riskResource),
  } satisfies ParticipantAttributes;
}

/** A participant resource: the row's attributes, and those of the view (`extra`). */
export function participantResource(
  row: ParticipantRow,
  extra: Partial<ParticipantAttributes> = {},
): ResourceObject {
  return resourceOf(
    participants,
    row.id,
    { ...participantAttributes(row), ...extra },
    { links: { self: `/v1/coach/participants/${row.id}` } },
  );
}

export type ParticipantDetail = {
  row: ParticipantRow;
  whole: boolean;
  enrollments: ParticipantEnrollment[];
  quizResults: QuizResult[];
  packageResults: PackageResult[];
  tickets: ParticipantTicket[];
  sharedPortfolio: SharedPortfolioItem[] | null;
  now: Date;
};

/** The participant's page: the row, and everything the coach reaches of the student. */
export function participantDetailResource(detail: ParticipantDetail): ResourceObject {
  return participantResource(detail.row, {
    // Every course of the student (primary coach, mandate), or only the courses coached.
    reach: detail.whole ? 'whole' : 'courses',
    enrollments: detail.enrollments.map((enrollment) => ({
      course_id: enrollment.courseId,
      title: enrollment.title,
      slug: enrollment.slug,
      progress: enrollment.progress,
      status: enrollment.status,
      enrolled_at: iso(enrollment.enrolledAt),
      completed_at: iso(enrollment.completedAt),
      last_activity_at: iso(enrollment.lastActivityAt),
    })),
    quiz_results: detail.quizResults.map((result) => ({
      item_id: result.itemId,
      course_title: result.courseTitle,
      title: result.title,
      attempts: result.attempts,
      best_percent: result.bestPercent,
      passed: result.passed,
      last_submitted_at: iso(result.lastSubmittedAt),
    })),
    package_results: detail.packageResults.map((result) => ({
      item_id: result.itemId,
      course_title: result.courseTitle,
      title: result.title,
      ...attemptResultAttributes(result),
      interactions: result.interactions.map((interaction) => ({
        part: interaction.part,
        id: interaction.id,
        type: interaction.type,
        description: interaction.description,
        response: interaction.response,
        correct_responses: interaction.correctResponses,
        result: interaction.result,
        correct: interaction.correct,
      })),
      last_activity_at: result.lastActivityAt.toISOString(),
    })),
    tickets: detail.tickets.map((ticket) => ({
      id: ticket.id,
      kind: ticket.kind,
      status: ticket.status,
      course_title: ticket.courseTitle,
      item_title: ticket.itemTitle,
      group_name: ticket.groupName,
      submitted_at: iso(ticket.submittedAt),
      due_at: iso(ticket.dueAt),
      overdue: ticket.dueAt !== null && ticket.dueAt < detail.now && ticket.gradedAt === null,
      score: ticket.score,
      max_score: ticket.maxScore,
      passed: ticket.passed,
      graded_at: iso(ticket.gradedAt),
    })),
    // null: the viewer is not the student's primary coach, with whom items are shared.
    shared_portfolio:
      detail.sharedPortfolio?.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        kind: item.kind,
        course_title: item.courseTitle,
        created_at: iso(item.createdAt),
        files: item.files.map((file) => ({
          id: file.id,
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
        })),
      })) ?? null,
  });
}

export function coachNoteResource(note: CoachNoteRow): ResourceObject {
  return resourceOf(
    coachNotes,
    note.id,
    {
      body: note.body,
      student_id: note.studentId,
      created_at: iso(note.createdAt),
      updated_at: iso(note.updatedAt),
    },
    { links: { self: `/v1/coach/notes/${note.id}` } },
  );
}

export function coachCourseResource(course: CoachCourseRow): ResourceObject {
  return resourceOf(coachCourses, course.id, {
    title: course.title,
    slug: course.slug,
    status: course.status,
    participants: course.participants,
    completed: course.completed,
    average_progress: course.averageProgress,
    distribution: course.distribution,
  });
}

export function dashboardTicketAttributes(ticket: DashboardTicket) {
  return {
    id: ticket.id,
    status: ticket.status,
    course_title: ticket.courseTitle,
    item_title: ticket.itemTitle,
    group_name: ticket.groupName,
    students: ticket.students,
    submitted_at: iso(ticket.submittedAt),
    due_at: iso(ticket.dueAt),
    overdue: ticket.overdue,
  };
}

type C = Context<AppEnv>;

/** The notes' one field: plain text (§5 rules shared with the form). */
export const noteSchema = fieldRules(NOTE_RULES, { trim: ['body'] }).pipe(
  z.object({ body: z.string().transform(cleanPlainText) }),
);

/**
 * The coach's workspace is for coaches (spec §2/§6: 403 for everyone else, staff included);
 * what they reach of whom is the coach scope (404 for anything else).
 */
function coach(c: C): { viewer: Viewer; reach: CoachReach } {
  const viewer = authorize(c, RULES.coach);
  const reach = coachReach(c);
  if (!reach) throw notFound();
  return { viewer, reach };
}

const PARTICIPANTS_QUERY = {
  filter: ['search', 'course', 'risk'],
  filterValues: { risk: RISK_FILTERS },
  sort: PARTICIPANT_SORTS,
  paginate: true,
  defaultPageSize: 25,
};

function participantQuery(
  query: ParsedQuery,
  scope: { viewer: Viewer; reach: CoachReach },
  extra: Partial<ParticipantQuery> = {},
): ParticipantQuery {
  // The lists are the coach's own coaching relations (coach_participants), admins included.
  const course = query.filter.course;
  if (course !== undefined && !isUuid(course)) {
    throw invalidQuery('filter[course]', text('courseIdOfACourse', { name: 'filter[course]' }));
  }
  const [sort] = query.sort;
  return {
    coachId: scope.viewer.id,
    portalId: scope.reach.portalId,
    now: new Date(),
    search: query.filter.search,
    courseId: course?.toLowerCase(),
    risk: query.filter.risk as RiskFilter | undefined,
    sort: sort
      ? { field: sort.field as ParticipantSort, desc: sort.desc }
      : { field: 'full_name', desc: false },
    page: query.page,
    ...extra,
  };
}

/** /v1/coach/…: the coach's dashboard, courses, participants, mentees and private notes. */
export const coachWorkspaceRoutes = new Hono<AppEnv>()
  .get('/dashboard', async (c) => {
    const scope = coach(c);
    const { db } = c.var;
    const now = new Date();
    const starts = weekStarts(now, ACTIVITY_WEEKS);
    // One after the other: PGlite answers one query at a time anyway.
    const tickets = await openTicketSummary(db, { reach: scope.reach, now, limit: 5 });
    const atRisk = await listParticipants(db, {
      coachId: scope.viewer.id,
      portalId: scope.reach.portalId,
      now,
      risk: 'at_risk',
      sort: { field: 'last_activity', desc: false },
      page: { number: 1, size: 5 },
    });
    const weeks = await weeklyActiveParticipants(db, {
      coachId: scope.viewer.id,
      portalId: scope.reach.portalId,
      since: starts[0] ?? now,
    });
    const courses = await listCoachCourses(db, {
      coachId: scope.viewer.id,
      portalId: scope.reach.portalId,
    });
    return jsonApiResponse(
      buildDocument(
        resourceOf(coachDashboards, scope.viewer.id, {
          open_tickets: {
            total: tickets.total,
            overdue: tickets.overdue,
            items: tickets.rows.map(dashboardTicketAttributes),
          },
          at_risk: {
            total: atRisk.atRiskTotal,
            items: atRisk.rows.map(participantAttributes),
            ids: atRisk.rows.map((row) => row.id),
          },
          weekly_active: weeklySeries(starts, weeks).map((week) => ({
            week_start: week.weekStart,
            active: week.active,
          })),
          courses: courses.map((course) => ({
            id: course.id,
            title: course.title,
            participants: course.participants,
            average_progress: course.averageProgress,
          })),
          generated_at: now.toISOString(),
        }),
      ),
    );
  })
  .get('/courses', async (c) => {
    const { viewer, reach } = coach(c);
    queryOf(c, {});
    const rows = await listCoachCourses(c.var.db, { coachId: viewer.id, portalId: reach.portalId });
    return jsonApiResponse(
      buildDocument(rows.map(coachCourseResource), { meta: { total: rows.length } }),
    );
  })
  .get('/participants', async (c) => {
    const scope = coach(c);
    return listResponse(c, {
      query: PARTICIPANTS_QUERY,
      load: async (query) => {
        const page = await listParticipants(c.var.db, participantQuery(query, scope));
        return { rows: page.rows, total: page.total, meta: { at_risk_total: page.atRiskTotal } };
      },
      serialize: participantResource,
    });
  })
  .get('/mentees', async (c) => {
    const scope = coach(c);
    let notes = new Map<string, { count: number; latest: { body: string; createdAt: Date } }>();
    return listResponse(c, {
      query: PARTICIPANTS_QUERY,
      load: async (query) => {
        const page = await listParticipants(
          c.var.db,
          participantQuery(query, scope, { mentees: true }),
        );
        notes = await latestCoachNotes(c.var.db, {
          coachId: scope.viewer.id,
          studentIds: page.rows.map((row) => row.id),
        });
        return { rows: page.rows, total: page.total, meta: { at_risk_total: page.atRiskTotal } };
      },
      serialize: (row) => {
        const note = notes.get(row.id);
        return participantResource(row, {
          notes_count: note?.count ?? 0,
          latest_note: note
            ? { body: note.latest.body, created_at: note.latest.createdAt.toISOString() }
            : null,
        });
      },
    });
  })
  .get('/participants/:id', async (c) => {
    const scope = coach(c);
    const { scope: student, reach } = await coachedAccount(c);
    const { db, portal } = c.var;
    const now = new Date();
    const [row] = (
      await listParticipants(db, {
        coachId: scope.viewer.id,
        portalId: scope.reach.portalId,
        now,
        studentId: student.accountId,
        sort: { field: 'full_name', desc: false },
        page: { number: 1, size: 1 },
      })
    ).rows;
    // Reached by the coach scope but no coaching relation of theirs (an admin who coaches):
    // the page still shows the student, without the list's facts.
    const facts = row ?? (await participantBasics(db, { scope: student, whole: reach.whole }));
    if (!facts) throw notFound();
    const enrollments = await participantEnrollments(db, { scope: student, reach });
    const quizResults = await participantQuizResults(db, { scope: student, reach });
    const packageResults = await participantPackageResults(db, { scope: student, reach });
    const tickets = await participantTickets(db, { scope: student, reach });
    const sharedPortfolio =
      facts.mentee && hasFeature(portal.features, 'portfolio_feature')
        ? await sharedPortfolioItems(db, {
            scope: student,
            coachId: scope.viewer.id,
            withFiles: hasFeature(portal.features, 'account_files'),
          })
        : null;
    return resourceResponse(
      participantDetailResource({
        row: facts,
        whole: reach.whole,
        enrollments,
        quizResults,
        packageResults,
        tickets,
        sharedPortfolio,
        now,
      }),
    );
  })
  .get('/participants/:id/notes', async (c) => {
    const { viewer } = coach(c);
    const { scope: student } = await coachedAccount(c);
    return listResponse(c, {
      query: { paginate: true, defaultPageSize: 20 },
      load: (query) => listCoachNotes(c.var.db, { coachId: viewer.id, student, page: query.page }),
      serialize: coachNoteResource,
    });
  })
  .post('/participants/:id/notes', async (c) => {
    const { viewer } = coach(c);
    const { scope: student } = await coachedAccount(c);
    const input = await attributesOf(c, noteSchema);
    const note = await createCoachNote(c.var.db, { coachId: viewer.id, student, body: input.body });
    return resourceResponse(coachNoteResource(note), { status: 201 });
  })
  .patch('/notes/:id', async (c) => {
    const { viewer } = coach(c);
    const id = uuidParam(c.req.param('id'));
    const input = await attributesOf(c, noteSchema);
    // Another coach's note, or one of another portal, does not exist for this coach.
    const note = await found(
      updateCoachNote(c.var.db, {
        coachId: viewer.id,
        portalId: c.var.portal.id,
        id,
        body: input.body,
      }),
    );
    return resourceResponse(coachNoteResource(note));
  })
  .delete('/notes/:id', async (c) => {
    const { viewer } = coach(c);
    const id = uuidParam(c.req.param('id'));
    await found(
      deleteCoachNote(c.var.db, {
        coachId: viewer.id,
        portalId: c.var.portal.id,
        id,
      }),
    );
    return noContent();
  });

/** RULES.coach: the coach workspace is for coaches (Cora, Hugo); everyone else 403. */
const COACHES = { guest: 401, cora: 200, hugo: 200, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/coach/dashboard': one('coach_dashboards'),
  'GET /v1/coach/courses': list('coach_courses'),
  'GET /v1/coach/participants': list('participants'),
  'GET /v1/coach/mentees': list('participants'),
  'GET /v1/coach/participants/:id': one('participants'),
  'GET /v1/coach/participants/:id/notes': list('coach_notes'),
  'POST /v1/coach/participants/:id/notes': one('coach_notes', { status: [201] }),
  'PATCH /v1/coach/notes/:id': one('coach_notes'),
  'DELETE /v1/coach/notes/:id': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id, NO_SUCH }) => [
  ...['dashboard', 'courses', 'participants', 'mentees'].map((part) => ({
    method: 'GET',
    route: `/v1/coach/${part}`,
    path: () => `/v1/coach/${part}`,
    expect: COACHES,
  })),
  {
    method: 'GET',
    route: '/v1/coach/participants/:id',
    path: () => `/v1/coach/participants/${id.stijn}`,
    // Stijn is Cora's mentee; Hugo has only asked for a mandate.
    expect: { ...COACHES, hugo: 404 },
  },
  {
    method: 'GET',
    route: '/v1/coach/participants/:id/notes',
    path: () => `/v1/coach/participants/${id.stijn}/notes`,
    expect: { ...COACHES, hugo: 404 },
  },
  {
    method: 'POST',
    route: '/v1/coach/participants/:id/notes',
    path: () => `/v1/coach/participants/${id.stijn}/notes`,
    body: { body: '' },
    expect: { ...COACHES, cora: 422, hugo: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/coach/notes/:id',
    path: () => `/v1/coach/notes/${NO_SUCH}`,
    body: { body: '' },
    expect: { ...COACHES, cora: 422, hugo: 422 },
  },
  {
    method: 'DELETE',
    route: '/v1/coach/notes/:id',
    path: () => `/v1/coach/notes/${NO_SUCH}`,
    expect: { ...COACHES, cora: 404, hugo: 404 },
  },
];
