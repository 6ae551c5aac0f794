import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Viewer } from '../app-env';
import { parseBodyText, validate } from '../jsonapi/body';
import { buildDocument, listDocument, type ResourceObject } from '../jsonapi/document';
import { fieldError, forbidden, notFound } from '../jsonapi/errors';
import { parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import {
  createPreference,
  deletePreference,
  findPreference,
  listPreferences,
  type Preference,
  PropertyTakenError,
  updatePreference,
} from '../queries/preferences';
import { uuidParam } from './ids';
import { methodNotAllowedFor } from './method-not-allowed';

const property = z.string().trim().min(1).max(100);
export const createPreferenceSchema = z.object({ property, payload: z.json() });
// PUT replaces the payload (the property may be renamed); PATCH changes what it is given.
export const putPreferenceSchema = z.object({ property: property.optional(), payload: z.json() });
export const patchPreferenceSchema = putPreferenceSchema.partial();

const FIELDS = { preferences: ['property', 'payload'] };
const LIST_QUERY = { fields: FIELDS, filter: ['property'], paginate: true };

function preferenceResource(row: Preference): ResourceObject {
  return {
    type: 'preferences',
    id: row.id,
    attributes: { property: row.property, payload: row.payload },
    links: { self: `/v1/accounts/${row.accountId}/preferences/${row.id}` },
  };
}

/** Preferences are private: only the account itself may read or change them. */
function ownAccount(viewer: Viewer | null, param: string | undefined): string {
  const self = requireViewer(viewer);
  const accountId = uuidParam(param);
  if (accountId !== self.id) throw forbidden('Preferences belong to their own account only.');
  return accountId;
}

async function withPropertyCheck<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PropertyTakenError) throw fieldError('property', 'PROPERTY_TAKEN');
    throw error;
  }
}

export const preferenceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const accountId = ownAccount(c.var.viewer, c.req.param('id'));
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    const { rows, total } = await listPreferences(c.var.db, {
      accountId,
      property: query.filter.property,
      page: query.page,
    });
    return jsonApiResponse(listDocument(rows.map(preferenceResource), { total, url, query }));
  })
  .post('/', async (c) => {
    const accountId = ownAccount(c.var.viewer, c.req.param('id'));
    const input = validate(createPreferenceSchema, parseBodyText(await c.req.text()));
    const row = await withPropertyCheck(createPreference(c.var.db, { accountId, ...input }));
    return jsonApiResponse(buildDocument(preferenceResource(row)), 201);
  })
  .get('/:pid', async (c) => {
    const accountId = ownAccount(c.var.viewer, c.req.param('id'));
    const query = parseQuery(new URL(c.req.url).searchParams, { fields: FIELDS });
    const row = await findPreference(c.var.db, { accountId, id: uuidParam(c.req.param('pid')) });
    if (!row) throw notFound();
    return jsonApiResponse(buildDocument(preferenceResource(row), { fields: query.fields }));
  })
  .on(['PUT', 'PATCH'], '/:pid', async (c) => {
    const accountId = ownAccount(c.var.viewer, c.req.param('id'));
    const id = uuidParam(c.req.param('pid'));
    const schema = c.req.method === 'PUT' ? putPreferenceSchema : patchPreferenceSchema;
    const input = validate(schema, parseBodyText(await c.req.text()));
    const row = await withPropertyCheck(updatePreference(c.var.db, { accountId, id, ...input }));
    if (!row) throw notFound();
    return jsonApiResponse(buildDocument(preferenceResource(row)));
  })
  .delete('/:pid', async (c) => {
    const accountId = ownAccount(c.var.viewer, c.req.param('id'));
    const id = uuidParam(c.req.param('pid'));
    if (!(await deletePreference(c.var.db, { accountId, id }))) throw notFound();
    return jsonApiResponse(null, 204);
  })
  .all('/', methodNotAllowedFor)
  .all('/:pid', methodNotAllowedFor);
