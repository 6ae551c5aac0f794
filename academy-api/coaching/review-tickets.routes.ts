import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { hasLessonContent } from '../../shared/authoring/publish-check';
import { gradeSchema } from '../../shared/coaching/grading';
import { OPEN_TICKET_STATUSES } from '../../shared/coaching/ticket-status';
import {
  ASSIGNMENT_LIMITS,
  TICKET_DUE_FILTERS,
  TICKET_KINDS,
  TICKET_OWNER_FILTERS,
  TICKET_SORTS,
  TICKET_STATUSES,
  type TicketSort,
  type TicketStatus,
} from '../../shared/coaching/types';
import { fromWire } from '../../shared/quiz/wire';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { authorize } from '../access/authorize';
import { type CoachReach, coachReach, reachesTicket } from '../access/coach-scope';
import { postRow, type RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import { audit } from '../audit';
import { itemLink } from '../communication';
import { richTextRulesOf } from '../content';
import { requestTexts } from '../i18n/request-texts';
import { validate } from '../jsonapi/body';
import {
  attributesOf,
  bodyOf,
  found,
  listResponse,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, invalidQuery, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { issueDueCertificates } from '../learning';
import { type Answers, list, one } from '../openapi/answers';
import { loadAssignmentSettings, ticketSubmissions } from './assignments.queries';
import { ticketDetailResource, ticketListResource } from './coaching.serializers';
import { accountName, gradeWords, notifyAccounts } from './coaching-notifications.queries';
import {
  claimTicket,
  closeTicket,
  findTicket,
  gradeTicket,
  listTickets,
  quizReview,
  releaseTicket,
  requestChanges,
  saveTicketFeedback,
  type TicketMoveFailure,
  type TicketRecord,
  ticketGradeChanges,
} from './review-tickets.queries';

type C = Context<AppEnv>;

const LIST_QUERY = {
  filter: ['status', 'course', 'due', 'owner', 'kind', 'search'],
  filterValues: {
    due: TICKET_DUE_FILTERS,
    owner: TICKET_OWNER_FILTERS,
    kind: TICKET_KINDS,
  },
  sort: TICKET_SORTS,
  paginate: true,
  defaultPageSize: 25,
} as const;

/** The coach's or admin's reach (RULES.reviewTickets: 401/403 first). */
function reachOf(c: C): { viewer: Viewer; reach: CoachReach } {
  const viewer = authorize(c, RULES.reviewTickets);
  const reach = coachReach(c);
  if (!reach) throw notFound();
  return { viewer, reach };
}

/** The path's ticket as the viewer may see it: another portal's, or out of reach, is a 404. */
async function pathTicket(
  c: C,
): Promise<{ viewer: Viewer; reach: CoachReach; ticket: TicketRecord }> {
  const { viewer, reach } = reachOf(c);
  const ticket = await found(
    findTicket(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
  await found(
    reachesTicket(c.var.db, reach, {
      courseId: ticket.courseId,
      accountIds: ticket.students.map((student) => student.id),
    }),
  );
  return { viewer, reach, ticket };
}

function statusesOf(raw: string | undefined): TicketStatus[] {
  if (raw === undefined || raw === '') return [...OPEN_TICKET_STATUSES];
  if (raw === 'all') return [];
  const values = raw.split(',').map((value) => value.trim());
  for (const value of values) {
    if (!(TICKET_STATUSES as readonly string[]).includes(value)) {
      throw invalidQuery(
        'filter[status]',
        text('valuesOrAll', { name: 'filter[status]', values: TICKET_STATUSES.join(', ') }),
      );
    }
  }
  return values as TicketStatus[];
}

/** The 409/422/404 of a refused move, in the request's language. */
async function refusal(c: C, failure: TicketMoveFailure): Promise<ApiError> {
  switch (failure.reason) {
    case 'not_found':
      return notFound();
    case 'claimed': {
      const texts = await requestTexts(c);
      return new ApiError(409, [
        {
          code: 'CLAIMED',
          title: texts.text('coaching.claimedTitle'),
          text: failure.claimedByName
            ? text('coaching.claimedBy', { name: failure.claimedByName })
            : text('coaching.claimedByAnother'),
          meta: { claimed_by_name: failure.claimedByName },
        },
      ]);
    }
    case 'illegal': {
      // The title of a refused value, as it has always been here, not the code's own title.
      const texts = await requestTexts(c);
      return new ApiError(422, [
        {
          code: 'ILLEGAL_TRANSITION',
          title: texts.title('VALIDATION_FAILED'),
          text: text('coaching.illegalTransition', { from: failure.from, to: failure.to }),
          source: pointerTo('status'),
          meta: { from: failure.from, to: failure.to },
        },
      ]);
    }
    case 'invalid':
      return new ApiError(422, [
        {
          code: 'VALIDATION_FAILED',
          detail: failure.problem.detail[c.var.locale] ?? failure.problem.code,
          source: pointerTo('grade'),
          meta: { rule: failure.problem.code },
        },
      ]);
  }
}

async function detailResponse(c: C, id: string) {
  const { db } = c.var;
  const portalId = c.var.portal.id;
  const ticket = await found(findTicket(db, { portalId, id }));
  const [settings, quiz, submissions, changes] = await Promise.all([
    ticket.kind === 'assignment'
      ? loadAssignmentSettings(db, { portalId, itemId: ticket.itemId })
      : Promise.resolve(null),
    ticket.kind === 'quiz' && ticket.quizAttemptId
      ? quizReview(db, { portalId, attemptId: ticket.quizAttemptId })
      : Promise.resolve(null),
    ticketSubmissions(db, ticket.id),
    ticketGradeChanges(db, ticket.id),
  ]);
  const members = ticket.students;
  return resourceResponse(
    ticketDetailResource({
      ticket,
      now: new Date(),
      settings,
      quiz,
      submissions,
      changes,
      members,
      rules: await richTextRulesOf(c),
    }),
  );
}

const feedbackField = z.string().max(ASSIGNMENT_LIMITS.maxRichTextLength);
const feedbackSchema = z.object({ feedback_html: feedbackField });

/** The body of a grade: `{ grade, feedback_html }`, the grade in wire form (camelCased here). */
async function gradeInput(c: C) {
  const attributes = await bodyOf(c);
  const { feedback_html } = validate(
    z.object({ feedback_html: feedbackField.optional().default('') }),
    { feedback_html: attributes.feedback_html },
  );
  const parsed = gradeSchema.safeParse(fromWire(attributes.grade));
  if (!parsed.success) {
    throw new ApiError(422, [
      {
        code: 'VALIDATION_FAILED',
        text: text('coaching.gradeDoesNotFit'),
        source: pointerTo('grade'),
      },
    ]);
  }
  return {
    grade: parsed.data,
    feedbackHtml: sanitizeRichText(feedback_html, await richTextRulesOf(c)),
  };
}

/** Where the student reads it: the item in the course player. */
/** The player page of the ticket's assignment or quiz (notification-links.ts). */
const ticketLink = (ticket: TicketRecord) => itemLink(ticket.courseSlug, ticket.itemSlug);

/**
 * /v1/review_tickets (docs/coaching-api.md "Review tickets"): the queue, a ticket, and what a
 * coach does with it. Who sees which ticket is the coach scope (academy-api/access/coach-scope.ts).
 */
export const reviewTicketRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { viewer, reach } = reachOf(c);
    const now = new Date();
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const sort = query.sort[0] ?? { field: 'submitted_at', desc: true };
        const { limit, offset } = pageWindow(query.page);
        const result = await listTickets(c.var.db, {
          reach,
          viewerId: viewer.id,
          filters: {
            statuses: statusesOf(query.filter.status),
            courseId: query.filter.course ? uuidParam(query.filter.course) : undefined,
            due: query.filter.due as (typeof TICKET_DUE_FILTERS)[number] | undefined,
            owner: query.filter.owner as (typeof TICKET_OWNER_FILTERS)[number] | undefined,
            kind: query.filter.kind as (typeof TICKET_KINDS)[number] | undefined,
            search: query.filter.search,
          },
          sort: { field: sort.field as TicketSort, desc: sort.desc },
          limit,
          offset,
          now,
        });
        const meta = {
          ...(result.capped ? { total_capped: true } : {}),
          courses: result.courses,
          viewer_id: viewer.id,
        };
        return { rows: result.rows, total: result.total, meta };
      },
      serialize: (row) => ticketListResource(row, now),
    });
  })
  .get('/:id', async (c) => {
    const { ticket } = await pathTicket(c);
    queryOf(c, {});
    return detailResponse(c, ticket.id);
  })
  .patch('/:id', async (c) => {
    const { viewer, ticket } = await pathTicket(c);
    const input = await attributesOfFeedback(c);
    const result = await saveTicketFeedback(c.var.db, {
      portalId: c.var.portal.id,
      id: ticket.id,
      coachId: viewer.id,
      feedbackHtml: sanitizeRichText(input.feedback_html, await richTextRulesOf(c)),
      now: new Date(),
    });
    if (!result.ok) throw await refusal(c, result);
    return detailResponse(c, ticket.id);
  })
  .post('/:id/claim', async (c) => {
    const { viewer, ticket } = await pathTicket(c);
    const result = await claimTicket(c.var.db, {
      portalId: c.var.portal.id,
      id: ticket.id,
      coachId: viewer.id,
      now: new Date(),
    });
    if (!result.ok) throw await refusal(c, result);
    return detailResponse(c, ticket.id);
  })
  .post('/:id/release', async (c) => {
    const { viewer, ticket } = await pathTicket(c);
    await releaseTicket(c.var.db, { portalId: c.var.portal.id, id: ticket.id, coachId: viewer.id });
    return detailResponse(c, ticket.id);
  })
  .post('/:id/grade', async (c) => {
    const { viewer, ticket } = await pathTicket(c);
    const input = await gradeInput(c);
    const now = new Date();
    const result = await gradeTicket(c.var.db, {
      portalId: c.var.portal.id,
      id: ticket.id,
      coachId: viewer.id,
      grade: input.grade,
      feedbackHtml: input.feedbackHtml,
      now,
    });
    if (!result.ok) throw await refusal(c, result);
    // A grade given again is a grade changed: the audit log keeps it (a first grade is coaching).
    if (ticket.gradedAt) {
      await audit(c, {
        action: 'grade.changed',
        target: { type: 'review_tickets', id: ticket.id, label: ticket.itemTitle },
        before: { grade: ticket.gradeValue, graded_by: ticket.gradedByName },
        after: { grade: input.grade, graded_by: await accountName(c.var.db, viewer.id) },
      });
    }
    const coach = await accountName(c.var.db, viewer.id);
    const scheme = input.grade.scheme;
    await notifyAccounts(c.var.db, {
      portalId: c.var.portal.id,
      accountIds: result.accountIds,
      message: ticket.kind === 'quiz' ? 'quizGraded' : 'graded',
      values: (locale) => ({
        coach,
        item: ticket.itemTitle,
        grade: gradeWords(locale, { ...result.outcome, scheme }),
      }),
      link: ticketLink(ticket),
      now,
    });
    if (result.passedNow) {
      for (const accountId of result.accountIds) {
        await issueDueCertificates(c.var.db, { portalId: c.var.portal.id, accountId });
      }
    }
    return detailResponse(c, ticket.id);
  })
  .post('/:id/request_changes', async (c) => {
    const { viewer, ticket } = await pathTicket(c);
    const input = await attributesOfFeedback(c);
    const feedbackHtml = sanitizeRichText(input.feedback_html, await richTextRulesOf(c));
    if (!hasLessonContent(feedbackHtml)) {
      throw ApiError.of(
        422,
        'VALIDATION_FAILED',
        text('coaching.feedbackRequired'),
        pointerTo('feedback_html'),
      );
    }
    const now = new Date();
    const result = await requestChanges(c.var.db, {
      portalId: c.var.portal.id,
      id: ticket.id,
      coachId: viewer.id,
      feedbackHtml,
      now,
    });
    if (!result.ok) throw await refusal(c, result);
    const coach = await accountName(c.var.db, viewer.id);
    await notifyAccounts(c.var.db, {
      portalId: c.var.portal.id,
      accountIds: result.accountIds,
      message: 'changesRequested',
      values: () => ({ coach, item: ticket.itemTitle }),
      link: ticketLink(ticket),
      now,
    });
    return detailResponse(c, ticket.id);
  })
  .post('/:id/close', async (c) => {
    const { viewer, ticket } = await pathTicket(c);
    const result = await closeTicket(c.var.db, {
      portalId: c.var.portal.id,
      id: ticket.id,
      coachId: viewer.id,
      now: new Date(),
    });
    if (!result.ok) throw await refusal(c, result);
    return detailResponse(c, ticket.id);
  });

async function attributesOfFeedback(c: C) {
  return await attributesOf(c, feedbackSchema);
}

/** RULES.reviewTickets: coaches and admins (Ada); everyone else 403. */
const TICKETS = { guest: 401, ada: 404, cora: 404, hugo: 404, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/review_tickets': list('review_tickets'),
  'GET /v1/review_tickets/:id': one('review_tickets'),
  'PATCH /v1/review_tickets/:id': one('review_tickets'),
  'POST /v1/review_tickets/:id/claim': one('review_tickets'),
  'POST /v1/review_tickets/:id/release': one('review_tickets'),
  'POST /v1/review_tickets/:id/grade': one('review_tickets'),
  'POST /v1/review_tickets/:id/request_changes': one('review_tickets'),
  'POST /v1/review_tickets/:id/close': one('review_tickets'),
};

/**
 * The route × account table's rows of this module (route-table.test.ts). Rows ask for unknown
 * ids and send invalid bodies, so no ticket of the demo data changes.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const ticket = `/v1/review_tickets/${NO_SUCH}`;
  return [
    {
      method: 'GET',
      route: '/v1/review_tickets',
      path: () => '/v1/review_tickets',
      expect: { guest: 401, ada: 200, cora: 200, hugo: 200, others: 403 },
    },
    { method: 'GET', route: '/v1/review_tickets/:id', path: () => ticket, expect: TICKETS },
    {
      method: 'PATCH',
      route: '/v1/review_tickets/:id',
      path: () => ticket,
      body: {},
      expect: TICKETS,
    },
    ...['claim', 'release', 'grade', 'request_changes', 'close'].map((action) =>
      postRow(`/v1/review_tickets/:id/${action}`, `${ticket}/${action}`, TICKETS),
    ),
  ];
};
