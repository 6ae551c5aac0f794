import { Hono } from 'hono';
import { RULES } from '../../shared/access/rules';
import {
  AUDIT_ACTIONS,
  AUDIT_CATEGORIES,
  type AuditAction,
} from '../../shared/audit/audit-actions';
import { auditEvents, auditVerifications } from '../../shared/audit/contract';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { csvResponse } from '../jsonapi/csv-response';
import { listResponse, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { dayFilter, idFilter } from '../jsonapi/filters';
import { iso } from '../jsonapi/iso';
import type { ParsedQuery } from '../jsonapi/query';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, CSV, list, one } from '../openapi/answers';
import {
  type AuditEventRow,
  type AuditFilter,
  exportAuditEvents,
  listAuditEvents,
  verifyAuditChain,
} from './audit.queries';

export function auditEventResource(row: AuditEventRow) {
  return resourceOf(auditEvents, row.id, {
    seq: row.seq,
    occurred_at: iso(row.occurredAt),
    actor_id: row.actorId,
    actor_name: row.actorName,
    actor_address: row.actorAddress,
    via: row.via,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    before: row.before,
    after: row.after,
    prev_hash: row.prevHash,
    hash: row.hash,
  });
}

const FILTERS = ['actor', 'target_type', 'target', 'from', 'to'] as const;
const LIST_QUERY = {
  paginate: true,
  defaultPageSize: 50,
  filter: FILTERS,
  filterValues: { action: AUDIT_ACTIONS, category: AUDIT_CATEGORIES },
};

/** filter[action|actor|target_type|target|from|to] (days, inclusive) as the queries take them. */
function auditFilter(query: ParsedQuery): AuditFilter {
  const { action, category, target_type, target } = query.filter;
  return {
    action: action as AuditAction | undefined,
    category,
    actorId: idFilter(query, 'actor'),
    targetType: target_type,
    targetId: target,
    from: dayFilter(query, 'from'),
    to: dayFilter(query, 'to', { end: true }),
  };
}

/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 50_000;

/** /v1/audit_events: a portal's audit log (issue 42, item 5), for its admins. */
export const auditRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.auditLog);
    await next();
  })
  .get('/', (c) =>
    listResponse(c, {
      query: LIST_QUERY,
      load: (query) =>
        listAuditEvents(c.var.db, {
          portalId: c.var.portal.id,
          filter: auditFilter(query),
          page: query.page,
        }),
      serialize: auditEventResource,
    }),
  )
  .get('/export.csv', async (c) => {
    const query = queryOf(c, {
      filter: FILTERS,
      filterValues: { action: AUDIT_ACTIONS, category: AUDIT_CATEGORIES },
    });
    const rows = await exportAuditEvents(c.var.db, {
      portalId: c.var.portal.id,
      filter: auditFilter(query),
      limit: EXPORT_LIMIT,
    });
    return csvResponse(
      [
        [
          'seq',
          'occurred_at',
          'actor_name',
          'actor_id',
          'actor_address',
          'via',
          'action',
          'target_type',
          'target_id',
          'target_label',
          'before',
          'after',
          'hash',
        ],
        ...rows.map((row) => [
          String(row.seq),
          iso(row.occurredAt) ?? '',
          row.actorName,
          row.actorId ?? '',
          row.actorAddress ?? '',
          row.via ?? '',
          row.action,
          row.targetType,
          row.targetId ?? '',
          row.targetLabel,
          row.before ? JSON.stringify(row.before) : '',
          row.after ? JSON.stringify(row.after) : '',
          row.hash,
        ]),
      ],
      'audit-log.csv',
    );
  })
  .get('/verification', async (c) => {
    const check = await verifyAuditChain(c.var.db, { portalId: c.var.portal.id });
    return resourceResponse(
      resourceOf(auditVerifications, c.var.portal.id, {
        valid: check.firstBrokenSeq === null,
        checked: check.checked,
        first_broken_seq: check.firstBrokenSeq,
        checked_at: new Date().toISOString(),
        last_seq: check.lastSeq,
        last_at: iso(check.lastAt),
      }),
    );
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/audit_events': list('audit_events'),
  'GET /v1/audit_events/export.csv': CSV,
  'GET /v1/audit_events/verification': one('audit_verifications'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  const admins = { guest: 401, ada: 200, others: 403 };
  return [
    // Issue 42: the admins of §6 only.
    fixedRow('GET', '/v1/audit_events', '/v1/audit_events', admins),
    // A bad filter: the table reads JSON, and a CSV answer is no error document.
    fixedRow(
      'GET',
      '/v1/audit_events/export.csv',
      '/v1/audit_events/export.csv?filter[action]=nope',
      { ...admins, ada: 400 },
    ),
    fixedRow('GET', '/v1/audit_events/verification', '/v1/audit_events/verification', admins),
  ];
};
