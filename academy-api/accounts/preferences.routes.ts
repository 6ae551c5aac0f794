import { Hono } from 'hono';
import { z } from 'zod';
import { preferences } from '../../shared/accounts/contract';
import { ownAccount } from '../access/account-scope';
import { ownAccountPath, type Row, type RowsOf, stijnsAccountPath } from '../access/route-table';
import type { AppEnv } from '../app-env';
import type { ResourceObject } from '../jsonapi/document';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { fieldError, notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  createPreference,
  deletePreference,
  findPreference,
  listPreferences,
  type Preference,
  PropertyTakenError,
  updatePreference,
} from './preferences.queries';

const property = z.string().trim().min(1).max(100);
export const createPreferenceSchema = z.object({ property, payload: z.json() });
// PUT replaces the payload (the property may be renamed); PATCH changes what it is given.
export const putPreferenceSchema = z.object({ property: property.optional(), payload: z.json() });
export const patchPreferenceSchema = putPreferenceSchema.partial();

const FIELDS = { preferences: ['property', 'payload'] };
const LIST_QUERY = { fields: FIELDS, filter: ['property'], paginate: true };

export function preferenceResource(row: Preference): ResourceObject {
  return resourceOf(
    preferences,
    row.id,
    { property: row.property, payload: row.payload },
    { links: { self: `/v1/accounts/${row.accountId}/preferences/${row.id}` } },
  );
}

async function withPropertyCheck<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PropertyTakenError) throw fieldError('property', 'PROPERTY_TAKEN');
    throw error;
  }
}

/** Preferences are private: only the account itself (anyone else's is a 404, staff included). */
export const preferenceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const scope = ownAccount(c);
    return listResponse(c, {
      query: LIST_QUERY,
      load: (query) =>
        listPreferences(c.var.db, { scope, property: query.filter.property, page: query.page }),
      serialize: preferenceResource,
    });
  })
  .post('/', async (c) => {
    const scope = ownAccount(c);
    const input = await attributesOf(c, createPreferenceSchema);
    const row = await withPropertyCheck(createPreference(c.var.db, { scope, ...input }));
    return resourceResponse(preferenceResource(row), { status: 201 });
  })
  .get('/:pid', async (c) => {
    const scope = ownAccount(c);
    const query = queryOf(c, { fields: FIELDS });
    const row = await found(findPreference(c.var.db, { scope, id: uuidParam(c.req.param('pid')) }));
    return resourceResponse(preferenceResource(row), { query });
  })
  .on(['PUT', 'PATCH'], '/:pid', async (c) => {
    const scope = ownAccount(c);
    const id = uuidParam(c.req.param('pid'));
    const schema = c.req.method === 'PUT' ? putPreferenceSchema : patchPreferenceSchema;
    const input = await attributesOf(c, schema);
    const row = await found(withPropertyCheck(updatePreference(c.var.db, { scope, id, ...input })));
    return resourceResponse(preferenceResource(row));
  })
  .delete('/:pid', async (c) => {
    const scope = ownAccount(c);
    const id = uuidParam(c.req.param('pid'));
    if (!(await deletePreference(c.var.db, { scope, id }))) throw notFound();
    return noContent();
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/accounts/:id/preferences': list('preferences'),
  'POST /v1/accounts/:id/preferences': one('preferences', { status: [201] }),
  'GET /v1/accounts/:id/preferences/:pid': one('preferences'),
  'PUT /v1/accounts/:id/preferences/:pid': one('preferences'),
  'PATCH /v1/accounts/:id/preferences/:pid': one('preferences'),
  'DELETE /v1/accounts/:id/preferences/:pid': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id, NO_SUCH }) => {
  return [
    ...(['GET', 'POST'] as const).flatMap((method): Row[] => [
      {
        method,
        route: '/v1/accounts/:id/preferences',
        path: ownAccountPath('/preferences'),
        body: method === 'POST' ? {} : undefined,
        expect: { guest: 401, others: method === 'GET' ? 200 : 422 },
      },
      {
        method,
        route: '/v1/accounts/:id/preferences',
        path: stijnsAccountPath(id, '/preferences'),
        body: method === 'POST' ? {} : undefined,
        expect: { guest: 401, stijn: method === 'GET' ? 200 : 422, others: 404 },
      },
    ]),
    ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map(
      (method): Row => ({
        method,
        route: '/v1/accounts/:id/preferences/:pid',
        path: ownAccountPath(`/preferences/${NO_SUCH}`),
        body: method === 'PUT' || method === 'PATCH' ? {} : undefined,
        // Everyone reaches their own preferences; this one does not exist (or the body is bad).
        expect: { guest: 401, others: method === 'PUT' ? 422 : 404 },
      }),
    ),
  ];
};
