import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { type ErrorObject, pointerTo, type Text, text } from '../jsonapi/errors';
import { idsOfPortal } from './sales-catalogs.queries';

/** A 422 on one attribute with the API's own words (a text of `commerce` in api.json). */
export const invalid = (field: string, detail: Text): ErrorObject => ({
  status: '422',
  code: 'VALIDATION_FAILED',
  text: detail,
  source: pointerTo(field),
});

/**
 * Ids a commerce form names (products, courses, catalogs), each once and in lower case, that
 * must all be this portal's: anything else adds a 422 on `field` to `errors`.
 */
export async function portalIdsOf(
  c: Context<AppEnv>,
  params: {
    table: 'products' | 'courses' | 'catalogs';
    field: string;
    ids: readonly string[];
    errors: ErrorObject[];
  },
): Promise<string[]> {
  const ids = [...new Set(params.ids.map((id) => id.toLowerCase()))];
  const ours = await idsOfPortal(c.var.db, {
    portalId: c.var.portal.id,
    table: params.table,
    ids,
  });
  if (ids.some((id) => !ours.has(id))) {
    params.errors.push(invalid(params.field, text(`commerce.foreign.${params.table}`)));
  }
  return ids;
}
