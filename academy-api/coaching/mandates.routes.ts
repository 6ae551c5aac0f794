import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ADMIN_ROLES, COACH_ROLES, hasRole } from '../../shared/access/roles';
import { RULES } from '../../shared/access/rules';
import { wholeNumberIn } from '../../shared/certificates/rules';
import { approvalSettings, mandateStudents } from '../../shared/coaching/contract';
import { mayDecide } from '../../shared/coaching/mandates';
import { COACHING_RULES } from '../../shared/coaching/rules';
import { MANDATE_LIMITS, MANDATE_STATUSES, type MandateStatus } from '../../shared/coaching/types';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import { type CoachReach, coachReach } from '../access/coach-scope';
import { postRow, type RowsOf } from '../access/route-table';
import type { AppEnv, Viewer } from '../app-env';
import { APPROVALS_LINK } from '../communication';
import type { TextKey } from '../i18n/error-texts';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, forbidden, invalidQuery, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { mandateResource } from './coaching.serializers';
import { accountName, notifyAccounts } from './coaching-notifications.queries';
import {
  createMandateRequest,
  decideMandate,
  findMandate,
  findPortalStudent,
  listMandates,
  type MandateRow,
  mandateDays,
  openMandatesFor,
  saveMandateDays,
  searchPortalStudents,
  withdrawMandate,
} from './mandates.queries';

type C = Context<AppEnv>;
/** The 409s of a mandate request or decision, each with its text. */
const CONFLICTS = {
  MANDATE_ACTIVE: 'coaching.mandateActive',
  MANDATE_PENDING: 'coaching.mandatePending',
  NOT_NEEDED: 'coaching.mandateNotNeeded',
  ALREADY_DECIDED: 'coaching.mandateAlreadyDecided',
} satisfies Record<string, TextKey>;

const conflict = (code: keyof typeof CONFLICTS) => ApiError.of(409, code, text(CONFLICTS[code]));

const decisionSchema = fieldRules(COACHING_RULES.mandateDecision, { trim: ['reason'] }).pipe(
  z.object({ reason: z.string() }),
);
const requestSchema = fieldRules(COACHING_RULES.mandateRequest, { trim: ['reason'] }).pipe(
  z.object({ student_id: z.uuid().transform((id) => id.toLowerCase()), reason: z.string() }),
);

function reachOf(c: C): { viewer: Viewer; reach: CoachReach } {
  const viewer = authorize(c, RULES.mandates);
  const reach = coachReach(c);
  if (!reach) throw notFound();
  return { viewer, reach };
}

const isAdmin = (viewer: Viewer) => hasRole(viewer.roles, ADMIN_ROLES);

const canDecide = (viewer: Viewer, row: MandateRow) =>
  row.status === 'pending' &&
  mayDecide({
    viewerId: viewer.id,
    viewerIsAdmin: isAdmin(viewer),
    studentPrimaryCoachId: row.studentPrimaryCoachId,
    coachId: row.coachId,
  });

/** The path's mandate as the viewer may see it (their own request, their mentee's, or an admin). */
async function pathMandate(c: C) {
  const { viewer, reach } = reachOf(c);
  const row = await found(
    findMandate(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
      now: new Date(),
    }),
  );
  const sees =
    reach.kind === 'portal' || row.coachId === viewer.id || row.studentPrimaryCoachId === viewer.id;
  if (!sees) throw notFound();
  return { viewer, row };
}

async function decide(c: C, decision: 'approved' | 'declined') {
  const { viewer, row } = await pathMandate(c);
  const { reason } = await attributesOf(c, decisionSchema);
  if (row.status !== 'pending') throw conflict('ALREADY_DECIDED');
  if (!canDecide(viewer, row)) {
    throw ApiError.of(403, 'NOT_DECIDER', text('coaching.notDecider'));
  }
  const now = new Date();
  const decided = await decideMandate(c.var.db, {
    portalId: c.var.portal.id,
    id: row.id,
    decision,
    reason,
    decidedBy: viewer.id,
    now,
  });
  if (!decided) throw conflict('ALREADY_DECIDED');
  const decider = await accountName(c.var.db, viewer.id);
  await notifyAccounts(c.var.db, {
    portalId: c.var.portal.id,
    accountIds: [row.coachId],
    message: decision === 'approved' ? 'mandateApproved' : 'mandateDeclined',
    values: () => ({ decider, student: row.studentName }),
    link: APPROVALS_LINK,
    now,
  });
  const updated = await found(
    findMandate(c.var.db, { portalId: c.var.portal.id, id: row.id, now }),
  );
  return resourceResponse(mandateResource(updated, false));
}

/**
 * /v1/coach_mandates (docs/coaching-api.md "Mandates"): requests, decisions, the list of
 * /approvals. Enforcement lives in the coach scope (academy-api/access/coach-scope.ts).
 */
export const mandateRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { viewer, reach } = reachOf(c);
    const now = new Date();
    const days = await mandateDays(c.var.db, c.var.portal.id);
    return listResponse(c, {
      query: {
        filter: ['status', 'scope', 'search'],
        filterValues: { status: MANDATE_STATUSES, scope: ['mine', 'to_decide'] },
        paginate: true,
        defaultPageSize: 25,
      },
      load: async (query) => {
        const { limit, offset } = pageWindow(query.page);
        const result = await listMandates(c.var.db, {
          reach,
          status: query.filter.status as MandateStatus | undefined,
          scope: query.filter.scope as 'mine' | 'to_decide' | undefined,
          search: query.filter.search,
          limit,
          offset,
          now,
        });
        return {
          rows: result.rows,
          total: result.total,
          meta: { status_counts: result.statusCounts, mandate_days: days },
        };
      },
      serialize: (row) => mandateResource(row, canDecide(viewer, row)),
    });
  })
  .get('/students', async (c) => {
    const { viewer } = reachOf(c);
    if (!hasRole(viewer.roles, COACH_ROLES))
      throw forbidden(text('coaching.onlyCoachesAskMandates'));
    const query = queryOf(c, { filter: ['search'] });
    const search = (query.filter.search ?? '').trim();
    if (search.length < 2) {
      throw invalidQuery('filter[search]', text('searchTooShort'));
    }
    const rows = await searchPortalStudents(c.var.db, {
      portalId: c.var.portal.id,
      search,
      excludeId: viewer.id,
    });
    return jsonApiResponse({
      data: rows.map((row) =>
        resourceOf(mandateStudents, row.id, { full_name: row.fullName, email: row.email }),
      ),
    });
  })
  .post('/', async (c) => {
    const { viewer } = reachOf(c);
    if (!hasRole(viewer.roles, COACH_ROLES))
      throw forbidden(text('coaching.onlyCoachesAskMandates'));
    const input = await attributesOf(c, requestSchema);
    const portalId = c.var.portal.id;
    const student = await findPortalStudent(c.var.db, { portalId, id: input.student_id });
    if (!student || student.id === viewer.id) throw notFound();
    if (student.primaryCoachId === viewer.id) throw conflict('NOT_NEEDED');
    const now = new Date();
    const open = await openMandatesFor(c.var.db, {
      coachId: viewer.id,
      studentId: student.id,
      now,
    });
    if (open.some((row) => row.status === 'approved')) throw conflict('MANDATE_ACTIVE');
    const id = await createMandateRequest(c.var.db, {
      portalId,
      coachId: viewer.id,
      studentId: student.id,
      reason: input.reason,
      now,
    });
    if (!id) throw conflict('MANDATE_PENDING');
    if (student.primaryCoachId) {
      const coach = await accountName(c.var.db, viewer.id);
      await notifyAccounts(c.var.db, {
        portalId,
        accountIds: [student.primaryCoachId],
        message: 'mandateRequested',
        values: () => ({ coach, student: student.fullName }),
        link: APPROVALS_LINK,
        now,
      });
    }
    const row = await found(findMandate(c.var.db, { portalId, id, now }));
    return resourceResponse(mandateResource(row, canDecide(viewer, row)), { status: 201 });
  })
  .get('/:id', async (c) => {
    const { viewer, row } = await pathMandate(c);
    queryOf(c, {});
    return resourceResponse(mandateResource(row, canDecide(viewer, row)));
  })
  .post('/:id/approve', (c) => decide(c, 'approved'))
  .post('/:id/decline', (c) => decide(c, 'declined'))
  .delete('/:id', async (c) => {
    const { viewer, row } = await pathMandate(c);
    if (row.coachId !== viewer.id) throw notFound();
    if (row.status !== 'pending') throw conflict('ALREADY_DECIDED');
    await withdrawMandate(c.var.db, { portalId: c.var.portal.id, id: row.id, coachId: viewer.id });
    return noContent();
  });

/** /v1/approval_settings: the portal's default mandate duration (/admin/settings/approvals). */
export const approvalSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.approvalSettings);
    queryOf(c, {});
    const days = await mandateDays(c.var.db, c.var.portal.id);
    return resourceResponse(resourceOf(approvalSettings, c.var.portal.id, { mandate_days: days }));
  })
  .patch('/', async (c) => {
    const viewer = authorize(c, RULES.approvalSettings);
    const attributes = await attributesOf(
      c,
      fieldRules(COACHING_RULES.approvalSettings).pipe(z.object({ mandate_days: z.unknown() })),
    );
    const days = wholeNumberIn(
      attributes.mandate_days,
      MANDATE_LIMITS.minDays,
      MANDATE_LIMITS.maxDays,
    );
    if (days === undefined) {
      throw ApiError.of(
        422,
        'VALIDATION_FAILED',
        text('coaching.mandateDays', {
          min: MANDATE_LIMITS.minDays,
          max: MANDATE_LIMITS.maxDays,
        }),
        pointerTo('mandate_days'),
      );
    }
    const input = { mandate_days: days };
    await saveMandateDays(c.var.db, {
      portalId: c.var.portal.id,
      days: input.mandate_days,
      updatedBy: viewer.id,
    });
    return resourceResponse(
      resourceOf(approvalSettings, c.var.portal.id, { mandate_days: input.mandate_days }),
    );
  });

/** RULES.mandates: coaches and admins, with coach_mandate_approvals (not on Lars's portal). */
const MANDATES = { guest: 401, ada: 404, cora: 404, hugo: 404, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/coach_mandates': list('coach_mandates'),
  'GET /v1/coach_mandates/students': list('mandate_students'),
  'POST /v1/coach_mandates': one('coach_mandates', { status: [201] }),
  'GET /v1/coach_mandates/:id': one('coach_mandates'),
  'POST /v1/coach_mandates/:id/approve': one('coach_mandates'),
  'POST /v1/coach_mandates/:id/decline': one('coach_mandates'),
  'DELETE /v1/coach_mandates/:id': NONE,
  'GET /v1/approval_settings': one('approval_settings'),
  'PATCH /v1/approval_settings': one('approval_settings'),
};

/**
 * The route × account table's rows of this module (route-table.test.ts). Rows ask for unknown
 * ids and send invalid bodies, so no mandate of the demo data changes.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const mandate = `/v1/coach_mandates/${NO_SUCH}`;
  return [
    {
      method: 'GET',
      route: '/v1/coach_mandates',
      path: () => '/v1/coach_mandates',
      expect: { guest: 401, ada: 200, cora: 200, hugo: 200, others: 403 },
    },
    {
      method: 'GET',
      route: '/v1/coach_mandates/students',
      path: () => '/v1/coach_mandates/students?filter[search]=zz',
      // Only coaches ask for mandates, so only they look students up for it.
      expect: { guest: 401, cora: 200, hugo: 200, others: 403 },
    },
    // Coaches reach validation (422); admins decide but do not ask (403).
    postRow('/v1/coach_mandates', '/v1/coach_mandates', {
      guest: 401,
      cora: 422,
      hugo: 422,
      others: 403,
    }),
    { method: 'GET', route: '/v1/coach_mandates/:id', path: () => mandate, expect: MANDATES },
    postRow('/v1/coach_mandates/:id/approve', `${mandate}/approve`, MANDATES),
    postRow('/v1/coach_mandates/:id/decline', `${mandate}/decline`, MANDATES),
    { method: 'DELETE', route: '/v1/coach_mandates/:id', path: () => mandate, expect: MANDATES },
    {
      method: 'GET',
      route: '/v1/approval_settings',
      path: () => '/v1/approval_settings',
      // RULES.approvalSettings: the academy group with portals and coach_mandate_approvals.
      expect: { guest: 401, ada: 200, others: 403 },
    },
    {
      method: 'PATCH',
      route: '/v1/approval_settings',
      path: () => '/v1/approval_settings',
      body: {},
      expect: { guest: 401, ada: 422, others: 403 },
    },
  ];
};
