import type { ParsedQuery } from './query';

export type Identifier = { type: string; id: string };
export type Relationship = { data: Identifier | Identifier[] | null };
export type ResourceObject = Identifier & {
  attributes: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
  links?: { self: string };
  meta?: Record<string, unknown>;
};

type Meta = Record<string, unknown>;
type Links = Record<string, string | null>;

/** A to-one relationship; null when the related resource does not exist. */
export function toOne(type: string, id: string | null | undefined): Relationship {
  return { data: id ? { type, id } : null };
}

/** A to-many relationship. */
export function toMany(type: string, ids: readonly string[]): Relationship {
  return { data: ids.map((id) => ({ type, id })) };
}

/** Applies a sparse fieldset (fields[type]) to one resource object. */
export function sparse(resource: ResourceObject, fields: Record<string, string[]>): ResourceObject {
  const wanted = fields[resource.type];
  if (!wanted) return resource;
  const pick = <T>(record: Record<string, T> | undefined) =>
    record && Object.fromEntries(Object.entries(record).filter(([key]) => wanted.includes(key)));
  const relationships = pick(resource.relationships);
  const { relationships: _, ...rest } = resource;
  return {
    ...rest,
    attributes: pick(resource.attributes) ?? {},
    ...(relationships && Object.keys(relationships).length > 0 ? { relationships } : {}),
  };
}

const key = (r: Identifier) => `${r.type}:${r.id}`;

/** Included resources, each once, never repeating a primary resource. */
export function dedupe(included: ResourceObject[], primary: ResourceObject[]): ResourceObject[] {
  const seen = new Set(primary.map(key));
  return included.filter((resource) => {
    if (seen.has(key(resource))) return false;
    seen.add(key(resource));
    return true;
  });
}

type DocumentOptions = {
  included?: ResourceObject[];
  fields?: Record<string, string[]>;
  meta?: Meta;
  links?: Links;
};

/** A top-level document for one resource (or null) or a list without pagination. */
export function buildDocument(
  data: ResourceObject | ResourceObject[] | null,
  { included = [], fields = {}, meta, links }: DocumentOptions = {},
) {
  const primary = data === null ? [] : Array.isArray(data) ? data : [data];
  const shaped = Array.isArray(data)
    ? data.map((r) => sparse(r, fields))
    : data && sparse(data, fields);
  const extra = dedupe(included, primary).map((r) => sparse(r, fields));
  return {
    data: shaped,
    ...(extra.length > 0 ? { included: extra } : {}),
    ...(meta ? { meta } : {}),
    ...(links ? { links } : {}),
  };
}

/** Host-less pagination links that keep every other query parameter of the request. */
export function paginationLinks(url: URL, current: number, last: number): Links {
  const at = (page: number) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete('_method');
    params.set('page[number]', String(page));
    return `${url.pathname}?${params.toString()}`;
  };
  return {
    self: at(current),
    first: at(1),
    last: at(last),
    prev: current > 1 ? at(Math.min(current - 1, last)) : null,
    next: current < last ? at(current + 1) : null,
  };
}

/** A paginated list document with meta total/last_page/current_page/per_page and links. */
export function listDocument(
  data: ResourceObject[],
  {
    total,
    url,
    query,
    ...options
  }: DocumentOptions & { total: number; url: URL; query: ParsedQuery },
) {
  const { number, size } = query.page;
  const lastPage = Math.max(1, Math.ceil(total / size));
  return buildDocument(data, {
    ...options,
    fields: query.fields,
    meta: { total, last_page: lastPage, current_page: number, per_page: size, ...options.meta },
    links: paginationLinks(url, number, lastPage),
  });
}
