import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import { reportFilters } from '../../shared/reports/contract';
import {
  REPORT_KINDS,
  REPORT_ROW_TYPES,
  REPORT_STATUSES,
  type ReportKind,
} from '../../shared/reports/report-kinds';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { csvResponse } from '../jsonapi/csv-response';
import { listResponse, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { dayFilter, idFilter } from '../jsonapi/filters';
import type { ParsedQuery, QuerySpec } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, CSV, list, one } from '../openapi/answers';
import {
  exportReport,
  listReport,
  type ReportFilter,
  reportFilterOptions,
} from './reports.queries';
import { REPORT_COLUMNS, reportResource } from './reports.serializers';

const FILTERS = ['course', 'entity', 'from', 'to'] as const;

/** The query each report takes: filter[course|entity|from|to], and [status] but completions'. */
function querySpec(kind: ReportKind): QuerySpec {
  return {
    filter: FILTERS,
    ...(kind === 'completions' ? {} : { filterValues: { status: REPORT_STATUSES[kind] } }),
  };
}

/** filter[course|entity] (ids), [from|to] (days, inclusive, UTC) and [status] as queries take them. */
function reportFilter(query: ParsedQuery): ReportFilter {
  return {
    courseId: idFilter(query, 'course'),
    entityId: idFilter(query, 'entity'),
    from: dayFilter(query, 'from'),
    to: dayFilter(query, 'to', { end: true }),
    status: query.filter.status,
  };
}

/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 50_000;

/**
 * /v1/reports/{kind} (issue 43, item 5): completions, progress, quiz results and certificates of
 * the portal, per course, entity and period, for the academy group (RULES.reports); each also as
 * CSV (/v1/reports/{kind}/export.csv). meta.summary counts the rows per status (completions: per
 * course) for the chart.
 */
export const reportRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.reports);
    await next();
  })
  .get('/filters', async (c) =>
    resourceResponse(
      resourceOf(
        reportFilters,
        c.var.portal.id,
        await reportFilterOptions(c.var.db, { portalId: c.var.portal.id }),
      ),
    ),
  );

for (const kind of REPORT_KINDS) {
  reportRoutes
    .get(`/${kind}`, (c) =>
      listResponse(c, {
        query: { ...querySpec(kind), paginate: true, defaultPageSize: 50 },
        load: async (query) => {
          const { rows, total, summary } = await listReport(c.var.db, kind, {
            portalId: c.var.portal.id,
            filter: reportFilter(query),
            page: query.page,
          });
          return { rows, total, meta: { summary } };
        },
        serialize: (row) => reportResource(kind, row),
      }),
    )
    .get(`/${kind}/export.csv`, async (c) => {
      const rows = await exportReport(c.var.db, kind, {
        portalId: c.var.portal.id,
        filter: reportFilter(queryOf(c, querySpec(kind))),
        limit: EXPORT_LIMIT,
      });
      const columns = REPORT_COLUMNS[kind];
      return csvResponse(
        [
          columns,
          ...rows.map((row) => {
            const attributes = reportResource(kind, row).attributes as Record<string, unknown>;
            return columns.map((column) => cell(attributes[column]));
          }),
        ],
        `${kind.replace('_', '-')}-report.csv`,
      );
    });
}

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

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
