import { describe, expect, it } from 'vitest';
import { camelizeKeys, deserialize, serialize } from './jsonapi';

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

  it('camelizes nested meta keys', () => {
    expect(camelizeKeys({ server_time: 1, nested_obj: { knowledge_base_url: 'x' } })).toEqual({
      serverTime: 1,
      nestedObj: { knowledgeBaseUrl: 'x' },
    });
  });
});
