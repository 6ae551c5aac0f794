import { describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { token } = demoPeople(t, { sven: 'sales@demo.academy', ada: 'student@demo.academy' });

const ask = (
  path: string,
  options: { method?: string; body?: unknown; language?: string; who?: 'sven' | 'ada' } = {},
) =>
  t.request(path, {
    method: options.method,
    body: options.body,
    token: token[options.who ?? 'sven'],
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });

const product = (attributes: Record<string, unknown>) => ({
  data: { type: 'products', attributes },
});

describe('the language of a product’s name and description (WCAG 3.1.2)', () => {
  it('the demo products are English, in the admin list and where students see them', async () => {
    const admin = await ask('/v1/products');
    expect(new Set(admin.body.data.map((row: Json) => row.attributes.language))).toEqual(
      new Set(['en']),
    );
    const shown = await ask('/v1/catalog/products?filter[covers_all]=true', { who: 'ada' });
    expect(shown.status).toBe(200);
    expect(shown.body.data.length).toBeGreaterThan(0);
    for (const row of shown.body.data) expect(row.attributes.language).toBe('en');
  });

  it("defaults to the writer's language, takes one of the portal's, refuses others in theirs", async () => {
    const created = await ask('/v1/products', {
      method: 'POST',
      language: 'nl',
      body: product({
        name: `Jaarabonnement ${Date.now()}`,
        description: 'Alle cursussen een jaar lang.',
        business_model: 'flat_fee',
        access_months: 12,
        prices: [{ currency: 'EUR', amount_cents: 10_000 }],
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.language).toBe('nl');
    const id = created.body.data.id;

    const changed = await ask(`/v1/products/${id}`, {
      method: 'PATCH',
      body: product({ language: 'en' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.language).toBe('en');
    const refused = await ask(`/v1/products/${id}`, {
      method: 'PATCH',
      language: 'nl',
      body: product({ language: 'fr' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/language' },
      detail: 'Kies een van de talen van dit portaal.',
    });
    // A promotion names its products with their language.
    const code = `PRODTAAL${Date.now() % 100_000}`;
    const promotion = await ask('/v1/promotions', {
      method: 'POST',
      body: {
        data: {
          type: 'promotions',
          attributes: { code, kind: 'percent', percent: 5, product_ids: [id] },
        },
      },
    });
    expect(promotion.status).toBe(201);
    expect(promotion.body.data.attributes.products).toEqual([
      { id, name: expect.any(String), language: 'en' },
    ]);
    await ask(`/v1/promotions/${promotion.body.data.id}`, { method: 'DELETE' });
    // A change without a language keeps it.
    const renamed = await ask(`/v1/products/${id}`, {
      method: 'PATCH',
      body: product({ name: `Year ${Date.now()}` }),
    });
    expect(renamed.body.data.attributes.language).toBe('en');
    expect((await ask(`/v1/products/${id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
