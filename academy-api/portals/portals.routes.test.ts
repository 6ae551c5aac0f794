import { describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();

describe('portals', () => {
  it('lists only the current portal to non-staff (guests included)', async () => {
    const { body } = await t.request('/v1/portals?include=portal_domains');
    expect(body.data.map((p: Json) => p.attributes.key)).toEqual(['demo']);
    expect(body.meta).toMatchObject({ total: 1, last_page: 1 });
    expect(body.included).toHaveLength(3);
    expect(body.data[0].meta.features).toContain('portals');
  });

  it('lists every portal to academy staff, filtered by name', async () => {
    const token = await t.signIn('admin@demo.academy');
    const all = await t.request('/v1/portals?sort=-name', { token });
    expect(all.body.data.map((p: Json) => p.attributes.name)).toEqual([
      'Unlimited Learning',
      'Demo Academy',
    ]);
    const named = await t.request('/v1/portals?filter[name]=unlim&page[size]=5', { token });
    expect(named.body.data.map((p: Json) => p.attributes.key)).toEqual(['unlimited']);
    const other = all.body.data[0].id;
    expect((await t.request(`/v1/portals/${other}`, { token })).status).toBe(200);
  });

  it('answers /v1/portals/current and the portal id; 404 for another portal to non-staff', async () => {
    const current = await t.request('/v1/portals/current?include=languages');
    expect(current.body.data.attributes).toMatchObject({ key: 'demo', name: 'Demo Academy' });
    expect(current.body.included.map((l: Json) => l.attributes.locale)).toEqual(['nl', 'en', 'ro']);
    const id = current.body.data.id;
    expect((await t.request(`/v1/portals/${id}`)).status).toBe(200);
    expect((await t.request(`/v1/portals/${id}`, { domain: 'unlimited.localhost' })).status).toBe(
      404,
    );
  });

  it('lists and shows portal languages', async () => {
    const list = await t.request('/v1/portals/current/languages');
    expect(list.body.data.map((l: Json) => [l.attributes.locale, l.attributes.is_primary])).toEqual(
      [
        ['nl', true],
        ['en', false],
        ['ro', false],
      ],
    );
    const en = list.body.data[1];
    const shown = await t.request(`/v1/portals/current/languages/${en.id}`);
    expect(shown.body.data.attributes.overrides).toBe('{"catalog.title":"Course catalogue"}');
    const unlimited = await t.request('/v1/portals/current/languages?filter[locale]=en', {
      domain: 'unlimited.localhost',
    });
    expect(unlimited.body.data).toEqual([
      expect.objectContaining({ attributes: { locale: 'en', is_primary: true, overrides: '{}' } }),
    ]);
  });
});
