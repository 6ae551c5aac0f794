import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { safePortalPath } from '../../shared/navigation/safe-path';
import { ownAccount, readableAccount } from '../access/account-scope';
import { ownAccountPath, type Row, type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, meta, NONE, one } from '../openapi/answers';
import { markAllWithinBudget } from './notification-mark-all.queries';
import {
  createNotification,
  deleteNotification,
  findNotification,
  listNotifications,
  type NotificationStatus,
  notificationCounts,
  updateNotification,
} from './notifications.queries';
import { NOTIFICATION_FIELDS, notificationResource } from './notifications.serializers';

// Relative paths and http(s) URLs only, judged as a browser would resolve them:
// `//host`, `/\host`, `/.//host` and `/\n/host` are foreign hosts in disguise, refused here as in
// the UI. A relative link is stored normalised. Whether a link is followed stays the UI's decision
// (same portal only).
const link = z
  .string()
  .trim()
  .max(2048)
  .transform((value, ctx) => {
    const safe = notificationLink(value);
    if (safe === null) ctx.addIssue({ code: 'custom', message: 'link' });
    return safe ?? z.NEVER;
  });

function notificationLink(value: string): string | null {
  if (value.startsWith('/')) return safePortalPath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // The path the UI would reduce it to must be a path of that portal too.
  return safePortalPath(`${url.pathname}${url.search}${url.hash}`) === null ? null : url.href;
}

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
  filterValues: { status: ['unread', 'read'] },
  sort: ['received_at'],
  paginate: true,
  defaultPageSize: 25,
};
// Well under the BFF's upstream timeout (15 s by default): about 250,000 rows on PGlite.
const MARK_ALL_BUDGET_MS = 5_000;

// Notifications are private to their account, staff included (ownAccount: anyone else's is a
// 404); support and sales staff may send one to an account of the current portal.
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const scope = ownAccount(c);
    return listResponse(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const page = await listNotifications(c.var.db, {
          scope,
          status: query.filter.status as NotificationStatus | undefined,
          oldestFirst: query.sort[0]?.desc === false,
          page: query.page,
        });
        // unread_count on every list: the bell needs one call, whatever the filter.
        return { ...page, meta: { unread_count: page.unread } };
      },
      serialize: notificationResource,
    });
  })
  .post('/', async (c) => {
    const scope = await readableAccount(c, RULES.accounts);
    const input = await attributesOf(c, createNotificationSchema);
    const row = await createNotification(c.var.db, { scope, ...input });
    return resourceResponse(notificationResource(row), { status: 201 });
  })
  .patch('/', async (c) => {
    const scope = ownAccount(c);
    await attributesOf(c, updateAllSchema);
    const { updated, done } = await markAllWithinBudget(c.var.db, {
      scope,
      budgetMs: MARK_ALL_BUDGET_MS,
    });
    // Read afterwards: notifications that arrived meanwhile (or are still being marked).
    const { unread } = await notificationCounts(c.var.db, { scope });
    if (done) return jsonApiResponse({ meta: { updated, unread_count: unread } });
    // Hundreds of thousands: the rest is marked in the background; polls see the count fall.
    return jsonApiResponse({ meta: { updated, unread_count: unread, in_progress: true } }, 202);
  })
  .get('/:nid', async (c) => {
    const scope = ownAccount(c);
    const query = queryOf(c, { fields: NOTIFICATION_FIELDS });
    const row = await found(
      findNotification(c.var.db, { scope, id: uuidParam(c.req.param('nid')) }),
    );
    return resourceResponse(notificationResource(row), { query });
  })
  .on(['PUT', 'PATCH'], '/:nid', async (c) => {
    const scope = ownAccount(c);
    const id = uuidParam(c.req.param('nid'));
    const schema = c.req.method === 'PUT' ? putNotificationSchema : patchNotificationSchema;
    const input = await attributesOf(c, schema);
    const row = await found(updateNotification(c.var.db, { scope, id, readAt: input.read_at }));
    return resourceResponse(notificationResource(row));
  })
  .delete('/:nid', async (c) => {
    const scope = ownAccount(c);
    const id = uuidParam(c.req.param('nid'));
    if (!(await deleteNotification(c.var.db, { scope, id }))) throw notFound();
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/notifications': list('notifications'),
  'POST /v1/accounts/:id/notifications': [one('notifications', { status: [201] }), meta()],
  'PATCH /v1/accounts/:id/notifications': meta(),
  'GET /v1/accounts/:id/notifications/:nid': one('notifications'),
  'PUT /v1/accounts/:id/notifications/:nid': one('notifications'),
  'PATCH /v1/accounts/:id/notifications/:nid': one('notifications'),
  'DELETE /v1/accounts/:id/notifications/:nid': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id, NO_SUCH }) => {
  return [
    {
      method: 'GET',
      route: '/v1/accounts/:id/notifications',
      path: ownAccountPath('/notifications'),
      expect: { guest: 401, others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/accounts/:id/notifications',
      path: stijnsAccountPath(id, '/notifications'),
      // Private to their account, staff included.
      expect: { guest: 401, stijn: 200, others: 404 },
    },
    {
      method: 'POST',
      route: '/v1/accounts/:id/notifications',
      path: stijnsAccountPath(id, '/notifications'),
      body: {},
      expect: { guest: 401, stijn: 422, ...{ ada: 422, sam: 422, sven: 422 }, others: 404 },
    },
    {
      method: 'PATCH',
      route: '/v1/accounts/:id/notifications',
      path: ownAccountPath('/notifications'),
      body: { operation: 'nothing' },
      expect: { guest: 401, others: 422 },
    },
    {
      method: 'PATCH',
      route: '/v1/accounts/:id/notifications',
      path: stijnsAccountPath(id, '/notifications'),
      body: { operation: 'nothing' },
      expect: { guest: 401, stijn: 422, others: 404 },
    },
    ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map(
      (method): Row => ({
        method,
        route: '/v1/accounts/:id/notifications/:nid',
        path: ownAccountPath(`/notifications/${NO_SUCH}`),
        body: method === 'PUT' || method === 'PATCH' ? { read_at: 'yesterday' } : undefined,
        expect: { guest: 401, others: method === 'PUT' || method === 'PATCH' ? 422 : 404 },
      }),
    ),
  ];
};
