import type { Context } from 'hono';
import type { z } from 'zod';
import { parseBodyText, validate } from './body';
import { buildDocument, listDocument, type ResourceObject } from './document';
import { notFound, type Text } from './errors';
import { type ParsedQuery, parseQuery, type QuerySpec } from './query';
import { jsonApiResponse } from './response';

/** The request's JSON:API query, checked against what the endpoint accepts (else 400). */
export function queryOf(c: Context, spec: QuerySpec): ParsedQuery {
  return parseQuery(new URL(c.req.url).searchParams, spec);
}

/** The request body's attributes as sent: `{}` for no body, 400 for bad JSON, 422 for a NUL byte. */
export async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  return parseBodyText(await c.req.text());
}

/** The request body's attributes, validated (a 422 per invalid field, in the request language). */
export async function attributesOf<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  return validate(schema, await bodyOf(c));
}

/** LIMIT/OFFSET of a page (`page[number]`, `page[size]`). */
export function pageWindow(page: ParsedQuery['page']): { limit: number; offset: number } {
  return { limit: page.size, offset: (page.number - 1) * page.size };
}

export type ListResult<Row> = {
  rows: Row[];
  total: number;
  /** Extra list meta (e.g. `unread_count`, `total_capped`). */
  meta?: Record<string, unknown>;
};

export type ListEndpoint<Row> = {
  query: QuerySpec;
  /** Fetches one page; the query is already validated. Tenant scope goes in its parameters. */
  load(query: ParsedQuery): Promise<ListResult<Row>>;
  serialize(row: Row): ResourceObject;
  /** Related resources of the page (`include`), deduplicated by the document. */
  included?(rows: Row[], query: ParsedQuery): ResourceObject[] | Promise<ResourceObject[]>;
};

/**
 * A paginated JSON:API list: parse and check the query (400 on anything unknown), load a page,
 * and answer with meta total/last_page/current_page/per_page and host-less links.
 */
export async function listResponse<Row>(c: Context, endpoint: ListEndpoint<Row>) {
  const url = new URL(c.req.url);
  const query = parseQuery(url.searchParams, endpoint.query);
  const { rows, total, meta } = await endpoint.load(query);
  const included = endpoint.included ? await endpoint.included(rows, query) : [];
  return jsonApiResponse(
    listDocument(rows.map(endpoint.serialize), { total, url, query, included, meta }),
  );
}

/** One resource (201 for a creation), with its included resources and sparse fieldsets. */
export function resourceResponse(
  data: ResourceObject,
  options: {
    included?: ResourceObject[];
    query?: ParsedQuery;
    status?: 200 | 201;
    meta?: Record<string, unknown>;
  } = {},
) {
  return jsonApiResponse(
    buildDocument(data, {
      included: options.included,
      fields: options.query?.fields,
      meta: options.meta,
    }),
    options.status ?? 200,
  );
}

/**
 * The record a route asked for, or a 404 (another portal's or account's record is "not there"
 * too): `const order = await found(findOrder(db, { portalId, id }))`. Loads, updates and deletes
 * that answer null (or false) for "no such record" all read the same way.
 */
export async function found<T>(
  record: Promise<T | null | undefined | false> | T | null | undefined | false,
  detail?: Text,
): Promise<T> {
  const value = await record;
  if (value === null || value === undefined || value === false) throw notFound(detail);
  return value;
}

/** 204 No Content, e.g. after a deletion. */
export const noContent = () => jsonApiResponse(null, 204);
