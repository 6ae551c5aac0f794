import { describe, expect, it } from 'vitest';
import {
  buildDocument,
  listDocument,
  paginationLinks,
  type ResourceObject,
  sparse,
  toOne,
} from './document';
import { parseQuery } from './query';

const account = (id: string, entity = 'e1'): ResourceObject => ({
  type: 'accounts',
  id,
  attributes: { full_name: `Person ${id}`, email: `${id}@x.test` },
  relationships: { entity: toOne('entities', entity), profile: toOne('profiles', null) },
});
const entity = (id: string): ResourceObject => ({ type: 'entities', id, attributes: { name: id } });

describe('document builder', () => {
  it('builds a single-resource document with de-duplicated includes', () => {
    const doc = buildDocument(account('a1'), {
      included: [entity('e1'), entity('e1'), account('a1')],
    });
    expect(doc.data).toMatchObject({ type: 'accounts', id: 'a1' });
    expect(doc.included).toEqual([entity('e1')]);
    expect(doc).not.toHaveProperty('meta');
  });

  it('leaves out `included` when nothing is included, and keeps null data', () => {
    expect(buildDocument(null)).toEqual({ data: null });
  });

  it('applies sparse fieldsets to attributes and relationships, per type', () => {
    const shaped = sparse(account('a1'), { accounts: ['full_name', 'entity'] });
    expect(shaped.attributes).toEqual({ full_name: 'Person a1' });
    expect(Object.keys(shaped.relationships ?? {})).toEqual(['entity']);
    expect(sparse(account('a1'), { accounts: ['email'] })).not.toHaveProperty('relationships');
    expect(sparse(entity('e1'), { accounts: [] })).toEqual(entity('e1'));
  });

  it('adds list meta and host-less links that keep the other parameters', () => {
    const url = new URL(
      'http://api/v1/accounts?filter[search]=a&page[number]=2&page[size]=10&_method=GET',
    );
    const query = parseQuery(url.searchParams, { filter: ['search'], paginate: true });
    const doc = listDocument([account('a1')], { total: 45, url, query });
    expect(doc.meta).toEqual({ total: 45, last_page: 5, current_page: 2, per_page: 10 });
    expect(doc.links).toEqual({
      self: '/v1/accounts?filter%5Bsearch%5D=a&page%5Bnumber%5D=2&page%5Bsize%5D=10',
      first: '/v1/accounts?filter%5Bsearch%5D=a&page%5Bnumber%5D=1&page%5Bsize%5D=10',
      last: '/v1/accounts?filter%5Bsearch%5D=a&page%5Bnumber%5D=5&page%5Bsize%5D=10',
      prev: '/v1/accounts?filter%5Bsearch%5D=a&page%5Bnumber%5D=1&page%5Bsize%5D=10',
      next: '/v1/accounts?filter%5Bsearch%5D=a&page%5Bnumber%5D=3&page%5Bsize%5D=10',
    });
  });

  it('has one (empty) last page for an empty list, and no prev/next there', () => {
    const links = paginationLinks(new URL('http://api/v1/x'), 1, 1);
    expect(links).toMatchObject({ self: '/v1/x?page%5Bnumber%5D=1', prev: null, next: null });
  });
});
