import { invalidQuery, text } from './errors';

/** What one endpoint accepts; anything else in a JSON:API query family is a 400. */
export type QuerySpec = {
  /** Include paths, dot paths included (`portal.languages`). */
  include?: readonly string[];
  /** Resource type → the attribute and relationship names a sparse fieldset may name. */
  fields?: Readonly<Record<string, readonly string[]>>;
  filter?: readonly string[];
  /** Filters that take one of a few values (`filter[status]=unread|read`): anything else is a 400. */
  filterValues?: Readonly<Record<string, readonly string[]>>;
  sort?: readonly string[];
  paginate?: boolean;
  /** page[size] when the request names none (spec §9: notifications 25, elsewhere 20). */
  defaultPageSize?: number;
};

export type SortField = { field: string; desc: boolean };

export type ParsedQuery = {
  /** The requested paths plus their prefixes (`a.b` implies `a`). */
  include: Set<string>;
  fields: Record<string, string[]>;
  filter: Record<string, string>;
  sort: SortField[];
  page: { number: number; size: number };
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const FAMILY = /^(fields|filter|page)\[([^\]]*)\]$/;

function list(value: string): string[] {
  return value.split(',').map((part) => part.trim());
}

function pageValue(parameter: string, raw: string, max: number): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw invalidQuery(
      parameter,
      max === Number.MAX_SAFE_INTEGER
        ? text('atLeastOne', { parameter })
        : text('betweenOneAndMax', { parameter, max }),
    );
  }
  return value;
}

/** Parses and validates include, fields[t], filter[x], sort and page[…] against a spec. */
export function parseQuery(params: URLSearchParams, spec: QuerySpec = {}): ParsedQuery {
  const query: ParsedQuery = {
    include: new Set(),
    fields: {},
    filter: {},
    sort: [],
    page: { number: 1, size: spec.defaultPageSize ?? DEFAULT_PAGE_SIZE },
  };
  for (const [name, value] of params) {
    if (name === 'include') {
      for (const path of list(value)) {
        if (!spec.include?.includes(path)) {
          throw invalidQuery('include', text('includeNotSupported', { path }));
        }
        const parts = path.split('.');
        for (let i = 1; i <= parts.length; i++) query.include.add(parts.slice(0, i).join('.'));
      }
    } else if (name === 'sort') {
      for (const key of list(value)) {
        const field = key.startsWith('-') ? key.slice(1) : key;
        if (!spec.sort?.includes(field)) {
          throw invalidQuery('sort', text('sortNotSupported', { field }));
        }
        query.sort.push({ field, desc: key.startsWith('-') });
      }
    } else if (name === 'fields' || name === 'filter' || name === 'page') {
      throw invalidQuery(name, text('parameterNeedsKey', { name, example: `${name}[name]` }));
    } else {
      const match = FAMILY.exec(name);
      if (!match) continue; // Not a JSON:API family (locale, token, _method, …): not ours to judge.
      const [, family, key = ''] = match;
      if (family === 'fields') {
        const allowed = spec.fields?.[key];
        if (!allowed) throw invalidQuery(name, text('unknownResourceType', { key }));
        const names = value === '' ? [] : list(value);
        const unknown = names.find((field) => !allowed.includes(field));
        if (unknown !== undefined)
          throw invalidQuery(name, text('unknownField', { key, field: unknown }));
        query.fields[key] = names;
      } else if (family === 'filter') {
        const values = spec.filterValues?.[key];
        if (!spec.filter?.includes(key) && !values) {
          throw invalidQuery(name, text('filterNotSupported', { key }));
        }
        if (values && !values.includes(value)) {
          throw invalidQuery(name, text('oneOfValues', { name, values: values.join(', ') }));
        }
        query.filter[key] = value;
      } else if (!spec.paginate || (key !== 'number' && key !== 'size')) {
        throw invalidQuery(name, text('parameterNotSupported', { name }));
      } else if (key === 'number') {
        query.page.number = pageValue(name, value, Number.MAX_SAFE_INTEGER);
      } else {
        query.page.size = pageValue(name, value, MAX_PAGE_SIZE);
      }
    }
  }
  return query;
}
