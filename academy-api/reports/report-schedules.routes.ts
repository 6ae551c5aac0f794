import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { reportRecipients, reportSchedules } from '../../shared/reports/contract';
import { REPORT_KINDS, type ReportKind } from '../../shared/reports/report-kinds';
import {
  filtersSchemaOf,
  MAX_SCHEDULE_RECIPIENTS,
  nextRunAt,
  PORTAL_TIME_ZONE,
  reportFiltersSchema,
  SCHEDULE_FREQUENCIES,
  type ScheduleFilters,
  type ScheduleTiming,
  scheduleTimingSchema,
} from '../../shared/reports/report-schedules';
import { mayReceiveReport, type ReportScope } from '../../shared/reports/report-scope';
import { authorize } from '../access/authorize';
import { fixedRow, postRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import type { TextKey } from '../i18n/error-texts';
import { kickWorker } from '../jobs/worker';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, type ErrorObject, fieldError, text } from '../jsonapi/errors';
import { idFilter } from '../jsonapi/filters';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  accountsOfPortal,
  createReportSchedule,
  deleteReportSchedule,
  findReportSchedule,
  listReportSchedules,
  type RecipientRow,
  type ReportScheduleRow,
  reportReaders,
  scheduleRecipients,
  updateReportSchedule,
} from './report-schedules.queries';
import { entityWithin, viewerReportScope } from './reports.routes';

const recipientIds = z.array(z.uuid()).min(1).max(MAX_SCHEDULE_RECIPIENTS);

const createSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  filters: reportFiltersSchema.default({}),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  weekday: z.number().int().min(1).max(7).nullable().optional(),
  day: z.number().int().min(1).max(28).nullable().optional(),
  hour: z.number().int().min(0).max(23),
  recipient_ids: recipientIds,
});

const updateSchema = createSchema
  .partial()
  .extend({ filters: reportFiltersSchema.optional(), paused: z.boolean().optional() });

/** The timing as stored: the weekday for weekly, the day for monthly, the other null. */
/** The refusal of each timing field, in the request's language (api.json text). */
const TIMING_TEXTS: Record<string, TextKey> = {
  frequency: 'scheduleFrequency',
  weekday: 'scheduleWeekday',
  day: 'scheduleDay',
  hour: 'scheduleHour',
};

function timingOf(input: {
  frequency: ScheduleTiming['frequency'];
  weekday?: number | null;
  day?: number | null;
  hour: number;
}) {
  const parsed = scheduleTimingSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'frequency');
    throw fieldError(field, 'VALIDATION_FAILED', text(TIMING_TEXTS[field] ?? 'scheduleFrequency'));
  }
  return {
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? (input.weekday ?? null) : null,
    day: input.frequency === 'monthly' ? (input.day ?? null) : null,
    hour: input.hour,
  };
}

/** The filters for the kind (its statuses), the entity forced to the viewer's scope. */
function filtersOf(
  kind: ReportKind,
  filters: ScheduleFilters,
  scope: ReportScope,
): ScheduleFilters {
  const parsed = filtersSchemaOf(kind).safeParse(filters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(
      `filters/${String(issue?.path[0] ?? 'status')}`,
      'VALIDATION_FAILED',
      text('scheduleFilter'),
    );
  }
  const entity = entityWithin(scope, parsed.data.entity);
  const { entity: _, ...rest } = parsed.data;
  return entity ? { ...rest, entity } : rest;
}

/**
 * Every recipient must be an account of this portal who may read the report (an entity manager
 * only their own entity's): learner data never goes to anyone else. One 422 per refused
 * recipient (NOT_A_REPORT_READER), pointing at it.
 */
async function checkedRecipients(
  c: Context<AppEnv>,
  ids: readonly string[],
  entityId: string | undefined,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const [readers, known] = await Promise.all([
    reportReaders(c.var.db, { portalId: c.var.portal.id, ids: unique }),
    accountsOfPortal(c.var.db, { portalId: c.var.portal.id, ids: unique }),
  ]);
  const errors: Omit<ErrorObject, 'status'>[] = [];
  ids.forEach((id, index) => {
    const reader = readers.find((row) => row.id === id);
    if (reader && mayReceiveReport(reader, entityId)) return;
    const account = known.find((row) => row.id === id);
    errors.push({
      code: 'NOT_A_REPORT_READER',
      text: account
        ? text('reportRecipientNotReader', { name: account.fullName })
        : text('reportRecipientUnknown'),
      source: { pointer: `/data/attributes/recipient_ids/${index}` },
    });
  });
  if (errors.length > 0) throw new ApiError(422, errors);
  return unique;
}

function scheduleResource(row: ReportScheduleRow, recipients: RecipientRow[]) {
  return resourceOf(reportSchedules, row.id, {
    kind: row.kind,
    filters: row.filters,
    frequency: row.frequency,
    weekday: row.weekday,
    day: row.day,
    hour: row.hour,
    time_zone: PORTAL_TIME_ZONE,
    recipients: recipients
      .filter((recipient) => recipient.scheduleId === row.id)
      .map((recipient) => ({
        id: recipient.accountId,
        full_name: recipient.fullName,
        email: recipient.email,
        locale: recipient.locale,
        last_period: recipient.lastPeriod,
      })),
    paused: row.paused,
    next_run_at: iso(row.nextRunAt) as string,
    last_sent_at: iso(row.lastSentAt),
    last_error: row.lastError,
    created_by: row.createdByName,
    created_at: iso(row.createdAt) as string,
    updated_at: iso(row.updatedAt) as string,
  });
}

/** What the audit log keeps of a schedule. */
const audited = (row: ReportScheduleRow, recipients: readonly string[]) => ({
  kind: row.kind,
  filters: row.filters,
  frequency: row.frequency,
  weekday: row.weekday,
  day: row.day,
  hour: row.hour,
  paused: row.paused,
  recipients: [...recipients].sort(),
});

/** The schedule, if it is on this portal and in the viewer's scope (404 otherwise). */
async function scheduleInScope(c: Context<AppEnv>, scope: ReportScope) {
  return found(
    findReportSchedule(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
      entityId: scope.kind === 'entity' ? scope.entityId : undefined,
    }),
    text('noSuchReportSchedule'),
  );
}

const LIST_QUERY = { paginate: true, defaultPageSize: 50 };

/**
 * /v1/report_schedules (issue 43, item 5): reports e-mailed weekly or monthly, for whoever reads
 * reports (RULES.reports); an entity manager's are of their own entity (made, listed, changed).
 * The worker sends them (jobs/worker.ts → reports/report-sends.ts).
 */
export const reportScheduleRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.reports);
    await next();
  })
  .get('/', async (c) => {
    const scope = await viewerReportScope(c);
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const result = await listReportSchedules(c.var.db, {
          portalId: c.var.portal.id,
          entityId: entityWithin(scope, undefined),
          page: query.page,
        });
        const recipients = await scheduleRecipients(
          c.var.db,
          result.rows.map((row) => row.id),
        );
        return { ...result, rows: result.rows.map((row) => ({ row, recipients })) };
      },
      serialize: ({ row, recipients }) => scheduleResource(row, recipients),
    });
  })
  .get('/recipients', async (c) => {
    // Who may receive a report narrowed to filter[entity] (the viewer's own, for an entity manager).
    const scope = await viewerReportScope(c);
    return listResponse(c, {
      query: { filter: ['entity'], paginate: true, defaultPageSize: 100 },
      load: async (query) => {
        const entityId = entityWithin(scope, idFilter(query, 'entity'));
        const readers = (await reportReaders(c.var.db, { portalId: c.var.portal.id })).filter(
          (reader) => mayReceiveReport(reader, entityId),
        );
        const start = (query.page.number - 1) * query.page.size;
        return { rows: readers.slice(start, start + query.page.size), total: readers.length };
      },
      serialize: (reader) =>
        resourceOf(reportRecipients, reader.id, {
          full_name: reader.fullName,
          email: reader.email,
          locale: reader.locale,
          entity_manager: !mayReceiveReport(reader, undefined),
        }),
    });
  })
  .post('/', async (c) => {
    const scope = await viewerReportScope(c);
    const viewer = authorize(c, RULES.reports);
    const input = await attributesOf(c, createSchema);
    const timing = timingOf(input);
    const filters = filtersOf(input.kind, input.filters, scope);
    const recipients = await checkedRecipients(c, input.recipient_ids, filters.entity);
    const id = await createReportSchedule(c.var.db, {
      portalId: c.var.portal.id,
      createdBy: viewer.id,
      kind: input.kind,
      filters,
      ...timing,
      nextRunAt: nextRunAt(timing, new Date(), PORTAL_TIME_ZONE),
      recipientIds: recipients,
    });
    const row = await found(findReportSchedule(c.var.db, { portalId: c.var.portal.id, id }));
    await audit(c, {
      action: 'report_schedule.created',
      target: { type: 'report_schedules', id, label: row.kind },
      after: audited(row, recipients),
      whole: true,
    });
    return resourceResponse(scheduleResource(row, await scheduleRecipients(c.var.db, [id])), {
      status: 201,
    });
  })
  .get('/:id', async (c) => {
    const row = await scheduleInScope(c, await viewerReportScope(c));
    return resourceResponse(scheduleResource(row, await scheduleRecipients(c.var.db, [row.id])));
  })
  .patch('/:id', async (c) => {
    const scope = await viewerReportScope(c);
    const current = await scheduleInScope(c, scope);
    const currentRecipients = await scheduleRecipients(c.var.db, [current.id]);
    const input = await attributesOf(c, updateSchema);
    const kind = input.kind ?? current.kind;
    const filters = filtersOf(kind, input.filters ?? current.filters, scope);
    const timingChanged =
      input.frequency !== undefined ||
      input.weekday !== undefined ||
      input.day !== undefined ||
      input.hour !== undefined;
    const timing = timingOf({
      frequency: input.frequency ?? current.frequency,
      weekday: input.weekday !== undefined ? input.weekday : current.weekday,
      day: input.day !== undefined ? input.day : current.day,
      hour: input.hour ?? current.hour,
    });
    // The recipients asked for, or the current ones checked again against a changed report's
    // entity; a pause or a new hour leaves them as they are (the worker skips who may no longer
    // read it).
    const currentIds = currentRecipients.map((recipient) => recipient.accountId);
    const recipients =
      input.recipient_ids || filters.entity !== current.filters.entity
        ? await checkedRecipients(c, input.recipient_ids ?? currentIds, filters.entity)
        : currentIds;
    const resumed = input.paused === false && current.paused;
    await updateReportSchedule(c.var.db, {
      id: current.id,
      changes: {
        kind,
        filters,
        ...timing,
        ...(input.paused !== undefined ? { paused: input.paused } : {}),
        // A new timing, or a schedule taken up again, runs next from now on (no catching up).
        ...(timingChanged || resumed
          ? { nextRunAt: nextRunAt(timing, new Date(), PORTAL_TIME_ZONE) }
          : {}),
      },
      ...(input.recipient_ids ? { recipientIds: recipients } : {}),
    });
    const row = await found(
      findReportSchedule(c.var.db, { portalId: c.var.portal.id, id: current.id }),
    );
    await audit(c, {
      action: 'report_schedule.changed',
      target: { type: 'report_schedules', id: row.id, label: row.kind },
      before: audited(current, currentIds),
      after: audited(row, recipients),
    });
    if (resumed) kickWorker();
    return resourceResponse(scheduleResource(row, await scheduleRecipients(c.var.db, [row.id])));
  })
  .delete('/:id', async (c) => {
    const current = await scheduleInScope(c, await viewerReportScope(c));
    const recipients = await scheduleRecipients(c.var.db, [current.id]);
    await deleteReportSchedule(c.var.db, { id: current.id });
    await audit(c, {
      action: 'report_schedule.deleted',
      target: { type: 'report_schedules', id: current.id, label: current.kind },
      before: audited(
        current,
        recipients.map((recipient) => recipient.accountId),
      ),
      whole: true,
    });
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/report_schedules': list('report_schedules'),
  'GET /v1/report_schedules/recipients': list('report_recipients'),
  'POST /v1/report_schedules': one('report_schedules', { status: [201] }),
  'GET /v1/report_schedules/:id': one('report_schedules'),
  'PATCH /v1/report_schedules/:id': one('report_schedules'),
  'DELETE /v1/report_schedules/:id': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  // Whoever reads reports (RULES.reports): Ada of the demo; nobody else.
  const readers = (ada: number) => ({ guest: 401, ada, others: 403 });
  return [
    fixedRow('GET', '/v1/report_schedules', '/v1/report_schedules', readers(200)),
    fixedRow(
      'GET',
      '/v1/report_schedules/recipients',
      '/v1/report_schedules/recipients',
      readers(200),
    ),
    postRow('/v1/report_schedules', '/v1/report_schedules', readers(422)),
    fixedRow('GET', '/v1/report_schedules/:id', `/v1/report_schedules/${NO_SUCH}`, readers(404)),
    fixedRow(
      'PATCH',
      '/v1/report_schedules/:id',
      `/v1/report_schedules/${NO_SUCH}`,
      readers(404),
      {},
    ),
    fixedRow('DELETE', '/v1/report_schedules/:id', `/v1/report_schedules/${NO_SUCH}`, readers(404)),
  ];
};
