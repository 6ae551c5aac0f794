import { describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { token } = demoPeople(t, { sven: 'sales@demo.academy' });

const ask = (path: string, options: { method?: string; body?: unknown; language?: string } = {}) =>
  t.request(path, {
    method: options.method,
    body: options.body,
    token: token.sven,
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });

const promotion = (attributes: Record<string, unknown>) => ({
  data: { type: 'promotions', attributes },
});

describe('the language of a promotion’s description (WCAG 3.1.2)', () => {
  it('the demo promotions are English', async () => {
    const { body } = await ask('/v1/promotions?filter[search]=AUTUMN25');
    expect(body.data.map((row: Json) => row.attributes.language)).toEqual(['en']);
  });

  it("defaults to the writer's language, takes one of the portal's, refuses others in theirs", async () => {
    const code = `TAAL${Date.now() % 1_000_000}`;
    const created = await ask('/v1/promotions', {
      method: 'POST',
      language: 'nl',
      body: promotion({ code, description: '10 % korting', kind: 'percent', percent: 10 }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.language).toBe('nl');

    const changed = await ask(`/v1/promotions/${created.body.data.id}`, {
      method: 'PATCH',
      body: promotion({ language: 'en' }),
    });
    expect(changed.body.data.attributes.language).toBe('en');
    const refused = await ask(`/v1/promotions/${created.body.data.id}`, {
      method: 'PATCH',
      language: 'ro',
      body: promotion({ language: 'fr' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/language' },
      detail: 'Alege una dintre limbile acestui portal.',
    });
    await ask(`/v1/promotions/${created.body.data.id}`, { method: 'DELETE' });
  });
});

describe('the promotions screen’s refusals in the request’s language', () => {
  it('a taken code: title and detail in nl and ro, never the bare code', async () => {
    const expected = {
      nl: {
        title: 'Code al in gebruik',
        detail: 'Dit portaal heeft al een actie met deze code (hoofdletters tellen niet).',
      },
      ro: {
        title: 'Cod deja folosit',
        detail: 'Acest portal are deja o promoție cu acest cod (majusculele nu contează).',
      },
    };
    for (const language of ['nl', 'ro'] as const) {
      const taken = await ask('/v1/promotions', {
        method: 'POST',
        language,
        body: promotion({ code: 'autumn25', kind: 'percent', percent: 10 }),
      });
      expect(taken.status).toBe(422);
      expect(taken.body.errors[0]).toMatchObject({ code: 'CODE_TAKEN', ...expected[language] });
    }
  });
});
