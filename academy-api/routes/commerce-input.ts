import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { type ErrorObject, pointerTo } from '../jsonapi/errors';
import type { Locale } from '../jsonapi/messages';
import { idsOfPortal } from '../queries/sales-catalogs';

type Text = Record<Locale, string>;

/** A 422 on one attribute with the API's own words. */
export const invalid = (field: string, detail: string): ErrorObject => ({
  status: '422',
  code: 'VALIDATION_FAILED',
  detail,
  source: pointerTo(field),
});

const FOREIGN: Record<'products' | 'courses' | 'catalogs', Text> = {
  products: {
    en: 'One of these products does not belong to this portal.',
    nl: 'Een van deze producten hoort niet bij dit portaal.',
    ro: 'Unul dintre aceste produse nu aparține acestui portal.',
  },
  courses: {
    en: 'One of these courses does not belong to this portal.',
    nl: 'Een van deze cursussen hoort niet bij dit portaal.',
    ro: 'Unul dintre aceste cursuri nu aparține acestui portal.',
  },
  catalogs: {
    en: 'One of these catalogs does not belong to this portal.',
    nl: 'Een van deze catalogi hoort niet bij dit portaal.',
    ro: 'Unul dintre aceste cataloage nu aparține acestui portal.',
  },
};

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
    params.errors.push(invalid(params.field, FOREIGN[params.table][c.var.locale]));
  }
  return ids;
}
