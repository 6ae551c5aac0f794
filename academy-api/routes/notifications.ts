import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { parseBodyText, validate } from '../jsonapi/body';
import { buildDocument, listDocument } from '../jsonapi/document';
import { invalidQuery, notFound } from '../jsonapi/errors';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { markAllWithinBudget } from '../queries/notification-mark-all';
import {
  createNotification,
  deleteNotification,
  findNotification,
  listNotifications,
  type NotificationStatus,
  notificationCounts,
  updateNotification,
} from '../queries/notifications';
import { NOTIFICATION_FIELDS, notificationResource } from '../resources/notifications';
import { ownAccountId, ownOrPortalAccountId } from './account-access';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';

// Relative paths and http(s) URLs only; `//host` and `/\host` (browsers read it as `//host`)
// are foreign hosts in disguise. Whether a link is followed stays the UI's decision (same
// portal only, spec §4).
const SAFE_LINK = /^(\/(?![/\\])|https?:\/\/)/i;
const link = z.string().trim().max(2048).regex(SAFE_LINK);
export const createNotificationSchema = z.object({
  message: z.string().trim().min(1).max(1000),
  link: link.nullable().optional(),
});
const readAt = z.iso
  .datetime({ offset: true })
  .nullable()
  .transform((value) => (value === null ? null : new Date(value)));
export const putNotificationSchema = z.object({ read_at: readAt });
export const patchNotificationSchema = putNotificationSchema.partial();
export const updateAllSchema = z.object({ operation: z.enum(['mark_all_as_read']) });

const LIST_QUERY = {
  fields: NOTIFICATION_FIELDS,
  filter: ['status'],
  sort: ['received_at'],
  paginate: true,
  defaultPageSize: 25,
};
const STATUSES: readonly string[] = ['unread', 'read'];
// Well under the BFF's upstream timeout (15 s by default): about 250,000 rows on PGlite.
const MARK_ALL_BUDGET_MS = 5_000;

// Notifications are private to their account, staff included (ownAccountId); staff may send
// one to an account of the current portal (ownOrPortalAccountId).
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const accountId = ownAccountId(c);
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    const status = query.filter.status;
    if (status !== undefined && !STATUSES.includes(status)) {
      throw invalidQuery('filter[status]', 'filter[status] must be unread or read.');
    }
    const { rows, total, unread } = await listNotifications(c.var.db, {
      accountId,
      status: status as NotificationStatus | undefined,
      oldestFirst: query.sort[0]?.desc === false,
      page: query.page,
    });
    const data = rows.map(notificationResource);
    // unread_count on every list: the bell needs one call, whatever the filter.
    return jsonApiResponse(
      listDocument(data, { total, url, query, meta: { unread_count: unread } }),
    );
  })
  .post('/', async (c) => {
    const accountId = await ownOrPortalAccountId(c);
    const input = validate(createNotificationSchema, parseBodyText(await c.req.text()));
    const row = await createNotification(c.var.db, { accountId, ...input });
    return jsonApiResponse(buildDocument(notificationResource(row)), 201);
  })
  .patch('/', async (c) => {
    const accountId = ownAccountId(c);
    validate(updateAllSchema, parseBodyText(await c.req.text()));
    const { updated, done } = await markAllWithinBudget(c.var.db, {
      accountId,
      budgetMs: MARK_ALL_BUDGET_MS,
    });
    // Read afterwards: notifications that arrived meanwhile (or are still being marked).
    const { unread } = await notificationCounts(c.var.db, { accountId });
    if (done) return jsonApiResponse({ meta: { updated, unread_count: unread } });
    // Hundreds of thousands: the rest is marked in the background; polls see the count fall.
    return jsonApiResponse({ meta: { updated, unread_count: unread, in_progress: true } }, 202);
  })
  .get('/:nid', async (c) => {
    const accountId = ownAccountId(c);
    const query = parseQuery(new URL(c.req.url).searchParams, { fields: NOTIFICATION_FIELDS });
    const row = await findNotification(c.var.db, { accountId, id: uuidParam(c.req.param('nid')) });
    if (!row) throw notFound();
    return jsonApiResponse(buildDocument(notificationResource(row), { fields: query.fields }));
  })
  .on(['PUT', 'PATCH'], '/:nid', async (c) => {
    const accountId = ownAccountId(c);
    const id = uuidParam(c.req.param('nid'));
    const schema = c.req.method === 'PUT' ? putNotificationSchema : patchNotificationSchema;
    const input = validate(schema, parseBodyText(await c.req.text()));
    const row = await updateNotification(c.var.db, { accountId, id, readAt: input.read_at });
    if (!row) throw notFound();
    return jsonApiResponse(buildDocument(notificationResource(row)));
  })
  .delete('/:nid', async (c) => {
    const accountId = ownAccountId(c);
    const id = uuidParam(c.req.param('nid'));
    if (!(await deleteNotification(c.var.db, { accountId, id }))) throw notFound();
    return jsonApiResponse(null, 204);
  })
  .all('/', methodNotAllowedFor)
  .all('/:nid', methodNotAllowedFor);
