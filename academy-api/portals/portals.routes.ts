import { type Context, Hono } from 'hono';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { buildDocument, listDocument } from '../jsonapi/document';
import { notFound } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { type ParsedQuery, parseQuery } from '../jsonapi/query';
import { jsonApiResponse } from '../jsonapi/response';
import { currentPortal } from '../middleware/portal';
import { type Answers, list, one } from '../openapi/answers';
import { findPortal, listPortals, type PortalRecord } from './portals.queries';
import {
  PORTAL_TYPE_FIELDS,
  portalIncludes,
  portalLanguageResource,
  portalResource,
  THEME_FIELDS,
} from './portals.serializers';

const PORTAL_QUERY = {
  include: ['portal_domains', 'languages', 'theme'],
  fields: { ...PORTAL_TYPE_FIELDS, themes: THEME_FIELDS },
};
const LIST_QUERY = { ...PORTAL_QUERY, filter: ['name'], sort: ['name', 'key'], paginate: true };
const LANGUAGE_FIELDS = { portal_languages: PORTAL_TYPE_FIELDS.portal_languages };
const LANGUAGES_QUERY = { fields: LANGUAGE_FIELDS, filter: ['locale'], paginate: true };

/** The portal a path names: academy roles reach every portal, everyone else only the current one. */
async function portalOf(c: Context<AppEnv>): Promise<PortalRecord> {
  const param = c.req.param('id');
  if (param === 'current') return currentPortal(c);
  const id = uuidParam(param);
  if (id === c.var.portal.id) return currentPortal(c);
  const portal = c.var.viewer?.actsOnEveryPortal ? await findPortal(c.var.db, { id }) : null;
  if (!portal) throw notFound();
  return portal;
}

async function visiblePortals(c: Context<AppEnv>, query: ParsedQuery) {
  const name = query.filter.name;
  if (c.var.viewer?.actsOnEveryPortal) {
    return listPortals(c.var.db, { name, sort: query.sort, page: query.page });
  }
  const current = await currentPortal(c);
  const matches = !name || current.name.toLowerCase().includes(name.trim().toLowerCase());
  const rows = matches && query.page.number === 1 ? [current] : [];
  return { rows, total: matches ? 1 : 0 };
}

const slice = <T>(items: T[], page: ParsedQuery['page']) =>
  items.slice((page.number - 1) * page.size, page.number * page.size);

export const portalRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LIST_QUERY);
    const { rows, total } = await visiblePortals(c, query);
    const included = rows.flatMap((portal) => portalIncludes(portal, query.include));
    return jsonApiResponse(listDocument(rows.map(portalResource), { total, url, query, included }));
  })
  .get('/:id', async (c) => {
    const query = parseQuery(new URL(c.req.url).searchParams, PORTAL_QUERY);
    const portal = await portalOf(c);
    const included = portalIncludes(portal, query.include);
    return jsonApiResponse(
      buildDocument(portalResource(portal), { included, fields: query.fields }),
    );
  })
  .get('/:id/languages', async (c) => {
    const url = new URL(c.req.url);
    const query = parseQuery(url.searchParams, LANGUAGES_QUERY);
    const portal = await portalOf(c);
    // A handful of rows that came with the portal: filter and page them here.
    const locale = query.filter.locale;
    const all = portal.languages.filter((l) => !locale || l.locale === locale);
    const data = slice(all, query.page).map((l) => portalLanguageResource(portal.id, l));
    return jsonApiResponse(listDocument(data, { total: all.length, url, query }));
  })
  .get('/:id/languages/:lid', async (c) => {
    const query = parseQuery(new URL(c.req.url).searchParams, { fields: LANGUAGE_FIELDS });
    const portal = await portalOf(c);
    const lid = uuidParam(c.req.param('lid'));
    const language = portal.languages.find((l) => l.id === lid);
    if (!language) throw notFound();
    const data = portalLanguageResource(portal.id, language);
    return jsonApiResponse(buildDocument(data, { fields: query.fields }));
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/portals': list('portals'),
  'GET /v1/portals/:id': one('portals'),
  'GET /v1/portals/:id/languages': list('portal_languages'),
  'GET /v1/portals/:id/languages/:lid': one('portal_languages'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => {
  return [
    { method: 'GET', route: '/v1/portals', path: () => '/v1/portals', expect: { others: 200 } },
    {
      method: 'GET',
      route: '/v1/portals/:id',
      path: () => '/v1/portals/current',
      expect: { others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/portals/:id/languages',
      path: () => '/v1/portals/current/languages',
      expect: { others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/portals/:id/languages/:lid',
      path: () => `/v1/portals/current/languages/${NO_SUCH}`,
      expect: { others: 404 },
    },
  ];
};
