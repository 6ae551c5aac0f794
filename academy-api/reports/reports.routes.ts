import { type Context, Hono } from 'hono';
import { ACADEMY_GROUP, hasRole } from '../../shared/access/roles';
import { RULES } from '../../shared/access/rules';
import { reportFilters } from '../../shared/reports/contract';
import {
  REPORT_KINDS,
  REPORT_ROW_TYPES,
  REPORT_STATUSES,
  type ReportKind,
} from '../../shared/reports/report-kinds';
import { type ReportScope, reportScope, scopedEntity } from '../../shared/reports/report-scope';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { csvDownload } from '../jsonapi/csv-response';
import { listResponse, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, text } from '../jsonapi/errors';
import { dayFilter, idFilter } from '../jsonapi/filters';
import type { ParsedQuery, QuerySpec } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, CSV, list, one } from '../openapi/answers';
import { reportCsv, reportFileName } from './report-csv';
import {
  accountEntity,
  listReport,
  type ReportFilter,
  reportFilterOptions,
} from './reports.queries';
import { reportResource } from './reports.serializers';

const FILTERS = ['course', 'entity', 'from', 'to'] as const;

/** The query each report takes: filter[course|entity|from|to], and [status] but completions'. */
function querySpec(kind: ReportKind): QuerySpec {
  return {
    filter: FILTERS,
    ...(kind === 'completions' ? {} : { filterValues: { status: REPORT_STATUSES[kind] } }),
  };
}

/**
 * Whose rows the viewer may read (shared/reports/report-scope.ts): the academy group the whole
 * portal, an entity manager their own entity (their account's entity on this portal).
 */
export async function viewerReportScope(c: Context<AppEnv>): Promise<ReportScope> {
  const viewer = authorize(c, RULES.reports);
  if (hasRole(viewer.roles, ACADEMY_GROUP)) return { kind: 'portal' };
  const entityId = await accountEntity(c.var.db, {
    accountId: viewer.id,
    portalId: c.var.portal.id,
  });
  return entityId ? reportScope({ roles: viewer.roles, entityId }) : { kind: 'none' };
}

/** 403 OUTSIDE_ENTITY: an entity manager asked for another entity's rows. */
export const outsideEntity = () => ApiError.of(403, 'OUTSIDE_ENTITY', text('reportOutsideEntity'));

/** The entity the scope leaves of the one asked for, or 403 OUTSIDE_ENTITY. */
export function entityWithin(scope: ReportScope, requested: string | undefined) {
  const scoped = scopedEntity(scope, requested);
  if (scoped === 'outside') throw outsideEntity();
  return scoped.entityId;
}

/**
 * filter[course|entity] (ids), [from|to] (days, inclusive, UTC) and [status] as queries take
 * them, the entity forced to the viewer's scope.
 */
function reportFilter(query: ParsedQuery, scope: ReportScope): ReportFilter {
  return {
    courseId: idFilter(query, 'course'),
    entityId: entityWithin(scope, idFilter(query, 'entity')),
    from: dayFilter(query, 'from'),
    to: dayFilter(query, 'to', { end: true }),
    status: query.filter.status,
  };
}

/**
 * /v1/reports/{kind} (issue 43, item 5): completions, progress, quiz results and certificates of
 * the portal, per course, entity and period, for the academy group (RULES.reports); each also as
 * CSV (/v1/reports/{kind}/export.csv). meta.summary counts the rows per status (completions: per
 * course) for the chart. An entity manager reads the same routes, of their own entity only: every
 * row, CSV and the filters' entities are narrowed to it, and filter[entity] naming another is a
 * 403 OUTSIDE_ENTITY.
 */
export const reportRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.reports);
    await next();
  })
  .get('/filters', async (c) => {
    const scope = await viewerReportScope(c);
    const options = await reportFilterOptions(c.var.db, { portalId: c.var.portal.id });
    const entityId = entityWithin(scope, undefined);
    return resourceResponse(
      resourceOf(reportFilters, c.var.portal.id, {
        ...options,
        entities: entityId
          ? options.entities.filter((entity) => entity.id === entityId)
          : options.entities,
      }),
    );
  });

for (const kind of REPORT_KINDS) {
  reportRoutes
    .get(`/${kind}`, (c) =>
      listResponse(c, {
        query: { ...querySpec(kind), paginate: true, defaultPageSize: 50 },
        load: async (query) => {
          const scope = await viewerReportScope(c);
          const { rows, total, summary } = await listReport(c.var.db, kind, {
            portalId: c.var.portal.id,
            filter: reportFilter(query, scope),
            page: query.page,
          });
          return { rows, total, meta: { summary } };
        },
        serialize: (row) => reportResource(kind, row),
      }),
    )
    .get(`/${kind}/export.csv`, async (c) => {
      const scope = await viewerReportScope(c);
      const { csv } = await reportCsv(c.var.db, kind, {
        portalId: c.var.portal.id,
        filter: reportFilter(queryOf(c, querySpec(kind)), scope),
      });
      return csvDownload(csv, reportFileName(kind));
    });
}

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/reports/filters': one('report_filters'),
  ...Object.fromEntries(
    REPORT_KINDS.flatMap((kind) => [
      [`GET /v1/reports/${kind}`, list(REPORT_ROW_TYPES[kind])],
      [`GET /v1/reports/${kind}/export.csv`, CSV],
    ]),
  ),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  // The academy group (admins and academy managers): Ada; nobody else of the demo.
  const academy = { guest: 401, ada: 200, others: 403 };
  return [
    fixedRow('GET', '/v1/reports/filters', '/v1/reports/filters', academy),
    ...REPORT_KINDS.flatMap((kind) => [
      fixedRow('GET', `/v1/reports/${kind}`, `/v1/reports/${kind}`, academy),
      // A bad filter: the table reads JSON, and a CSV answer is no error document.
      fixedRow(
        'GET',
        `/v1/reports/${kind}/export.csv`,
        `/v1/reports/${kind}/export.csv?filter[from]=nope`,
        { ...academy, ada: 400 },
      ),
    ]),
  ];
};
