import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { hasFeature } from '../../shared/access/features';
import { RULES } from '../../shared/access/rules';
import { NOTE_RULES } from '../../shared/participants/notes';
import { ACTIVITY_WEEKS, weeklySeries, weekStarts } from '../../shared/participants/progress';
import { cleanPlainText } from '../../shared/profiles/rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { coachedAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import { type CoachReach, coachReach } from '../access/coach-scope';
import type { AppEnv, Viewer } from '../app-env';
import { buildDocument } from '../jsonapi/document';
import {
  attributesOf,
  listResponse,
  noContent,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { invalidQuery, notFound } from '../jsonapi/errors';
import type { ParsedQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { listCoachCourses, weeklyActiveParticipants } from '../queries/coach-courses';
import { openTicketSummary } from '../queries/coach-dashboard';
import {
  createCoachNote,
  deleteCoachNote,
  latestCoachNotes,
  listCoachNotes,
  updateCoachNote,
} from '../queries/coach-notes';
import {
  participantEnrollments,
  participantQuizResults,
  participantTickets,
  sharedPortfolioItems,
} from '../queries/participant-detail';
import {
  listParticipants,
  PARTICIPANT_SORTS,
  type ParticipantQuery,
  type ParticipantSort,
  participantBasics,
  RISK_FILTERS,
  type RiskFilter,
} from '../queries/participants';
import {
  coachCourseResource,
  coachNoteResource,
  dashboardTicketAttributes,
  participantDetailResource,
  participantResource,
} from '../resources/coach-workspace';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';

type C = Context<AppEnv>;

/** The notes' one field: plain text (§5 rules shared with the form). */
export const noteSchema = fieldRules(NOTE_RULES, { trim: ['body'] }).pipe(
  z.object({ body: z.string().transform(cleanPlainText) }),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (course !== undefined && !UUID.test(course)) {
    throw invalidQuery('filter[course]', 'filter[course] must be the id of a course.');
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
      buildDocument({
        type: 'coach_dashboards',
        id: scope.viewer.id,
        attributes: {
          open_tickets: {
            total: tickets.total,
            overdue: tickets.overdue,
            items: tickets.rows.map(dashboardTicketAttributes),
          },
          at_risk: {
            total: atRisk.atRiskTotal,
            items: atRisk.rows.map((row) => participantResource(row).attributes),
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
        },
      }),
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
        const resource = participantResource(row);
        const note = notes.get(row.id);
        resource.attributes.notes_count = note?.count ?? 0;
        resource.attributes.latest_note = note
          ? { body: note.latest.body, created_at: note.latest.createdAt.toISOString() }
          : null;
        return resource;
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
    const note = await updateCoachNote(c.var.db, {
      coachId: viewer.id,
      portalId: c.var.portal.id,
      id,
      body: input.body,
    });
    if (!note) throw notFound();
    return resourceResponse(coachNoteResource(note));
  })
  .delete('/notes/:id', async (c) => {
    const { viewer } = coach(c);
    const id = uuidParam(c.req.param('id'));
    const deleted = await deleteCoachNote(c.var.db, {
      coachId: viewer.id,
      portalId: c.var.portal.id,
      id,
    });
    if (!deleted) throw notFound();
    return noContent();
  })
  .all('/dashboard', methodNotAllowedFor)
  .all('/courses', methodNotAllowedFor)
  .all('/participants', methodNotAllowedFor)
  .all('/mentees', methodNotAllowedFor)
  .all('/participants/:id', methodNotAllowedFor)
  .all('/participants/:id/notes', methodNotAllowedFor)
  .all('/notes/:id', methodNotAllowedFor);
