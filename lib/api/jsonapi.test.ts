import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  camelizeKeys,
  deserialize,
  MAX_REMEMBERED_NAMES,
  rememberedNames,
  serialize,
  wireAttributes,
} from './jsonapi';

describe('JSON:API on the client (spec §3: camelCase on read, snake_case on send)', () => {
  it('reads attributes and included relationships camelCase', async () => {
    const result = await deserialize<{
      fullName: string;
      entity: { name: string; businessModels: string[] };
    }>({
      data: {
        type: 'accounts',
        id: 'a1',
        attributes: { full_name: 'Stijn Student', last_online: null },
        relationships: { entity: { data: { type: 'entities', id: 'e1' } } },
      },
      included: [
        { type: 'entities', id: 'e1', attributes: { name: 'Acme', business_models: ['x'] } },
      ],
      meta: { last_page: 3, total: 51 },
    });
    expect(result.data.fullName).toBe('Stijn Student');
    expect(result.data.entity.name).toBe('Acme');
    expect(result.data.entity.businessModels).toEqual(['x']);
    expect(result.meta).toEqual({ lastPage: 3, total: 51 });
  });

  it('keeps a null primary resource', async () => {
    expect((await deserialize({ data: null })).data).toBeNull();
  });

  it('sends snake_case attributes', () => {
    expect(serialize('registrations', { fullName: 'A B', email: 'a@b.c' })).toEqual({
      data: { type: 'registrations', attributes: { full_name: 'A B', email: 'a@b.c' } },
    });
  });

  it('camelizes objects parsed in another realm too (a test VM context), never class instances', () => {
    const foreign = runInNewContext('JSON.parse(\'{"page_count":{"last_page":2}}\')');
    expect(camelizeKeys(foreign)).toEqual({ pageCount: { lastPage: 2 } });
    const when = new Date(0);
    expect(camelizeKeys<{ sentAt: Date }>({ sent_at: when }).sentAt).toBe(when);
  });

  it('camelizes nested meta keys', () => {
    expect(camelizeKeys({ server_time: 1, nested_obj: { knowledge_base_url: 'x' } })).toEqual({
      serverTime: 1,
      nestedObj: { knowledgeBaseUrl: 'x' },
    });
  });
});

describe('attributes as they came', () => {
  it('keeps the keys of free-form values, for one resource or a list', () => {
    const one = { data: { type: 'x', id: '1', attributes: { payload: { account_id: 'a' } } } };
    expect(wireAttributes(one).get('1')).toEqual({ payload: { account_id: 'a' } });
    const list = { data: [{ type: 'x', id: '2', attributes: { before: { expires_at: 't' } } }] };
    expect(wireAttributes(list).get('2')?.before).toEqual({ expires_at: 't' });
    expect(wireAttributes({ data: null }).size).toBe(0);
  });
});

describe('remembered attribute names', () => {
  it('reads a document exactly as the library does by itself', async () => {
    const { default: JSONAPISerializer } = await import('jsonapi-serializer');
    const document = {
      data: [
        {
          type: 'courses',
          id: 'c1',
          attributes: {
            title: 'Data literacy',
            published_at: '2026-01-01',
            'dash-name': 1,
            HTMLBody: '<p>x</p>',
            settings: { show_progress_bar: true, nested_list: [{ item_count: 2 }] },
          },
          relationships: {
            unlocked_by: { data: [{ type: 'products', id: 'p1' }] },
            primary_coach: { data: null },
          },
        },
      ],
      included: [{ type: 'products', id: 'p1', attributes: { price_cents: 100, is_active: true } }],
    };
    const library = await new JSONAPISerializer.Deserializer({
      keyForAttribute: 'camelCase',
    }).deserialize(structuredClone(document));
    expect((await deserialize(structuredClone(document))).data).toEqual(library);
  });

  it('asks once per name and forgets all when full', () => {
    const seen: string[] = [];
    const name = rememberedNames((key) => {
      seen.push(key);
      return key.toUpperCase();
    });
    expect([name('a'), name('a'), name('b')]).toEqual(['A', 'A', 'B']);
    expect(seen).toEqual(['a', 'b']);
    for (let i = 0; i < MAX_REMEMBERED_NAMES; i++) name(`k${i}`);
    name('a');
    expect(seen.at(-1)).toBe('a');
  });
});
