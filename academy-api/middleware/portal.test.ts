import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portalDomains, portalLanguages, portals, themes } from '../db/schema';
import { setUpTestApi } from '../test/api-client';

const t = setUpTestApi();

const meOf = async (domain = 'localhost') =>
  (
    await t.request('/v1/me?include=portal.languages,portal.portal_domains,theme', {
      domain,
    })
  ).body;

const versionOf = async (key: string) =>
  (await t.db.select({ version: portals.version }).from(portals).where(eq(portals.key, key)))[0]
    ?.version ?? 0;

describe('what an API instance remembers of a portal', () => {
  it('every change to a portal or its parts raises its version', async () => {
    const [demo] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
    const before = await versionOf('demo');
    const unlimited = await versionOf('unlimited');
    // An update that changes nothing is not a change.
    await t.db.update(portals).set({ name: 'Demo Academy' }).where(eq(portals.id, demo!.id));
    expect(await versionOf('demo')).toBe(before);
    await t.db.update(portals).set({ logoUrl: '/x.svg' }).where(eq(portals.id, demo!.id));
    await t.db.update(portals).set({ logoUrl: demo!.logoUrl }).where(eq(portals.id, demo!.id));
    const afterOwn = await versionOf('demo');
    expect(afterOwn).toBe(before + 2);
    await t.db
      .update(portalLanguages)
      .set({ position: sql`${portalLanguages.position}` })
      .where(eq(portalLanguages.portalId, demo!.id));
    const afterLanguages = await versionOf('demo');
    expect(afterLanguages).toBeGreaterThan(afterOwn);
    await t.db
      .update(themes)
      .set({ version: sql`${themes.version} + 1` })
      .where(eq(themes.portalId, demo!.id));
    expect(await versionOf('demo')).toBeGreaterThan(afterLanguages);
    // Unlimited Learning was not touched.
    expect(await versionOf('unlimited')).toBe(unlimited);
  });

  it('shows a changed override, name, domain or theme on the very next request', async () => {
    const first = await meOf();
    const portal = first.included.find((r: { type: string }) => r.type === 'portals');
    expect(portal.attributes.name).toBe('Demo Academy');

    await t.db.update(portals).set({ name: 'Renamed Academy' }).where(eq(portals.key, 'demo'));
    const renamed = await meOf();
    expect(
      renamed.included.find((r: { type: string }) => r.type === 'portals').attributes.name,
    ).toBe('Renamed Academy');

    await t.db
      .update(portalLanguages)
      .set({ overrides: JSON.stringify({ 'catalog.title': 'Cursusaanbod' }) })
      .where(
        sql`${portalLanguages.portalId} = (select id from portals where key = 'demo') and ${portalLanguages.locale} = 'nl'`,
      );
    const overridden = await meOf();
    const nl = overridden.included.find(
      (r: { type: string; attributes: { locale?: string } }) =>
        r.type === 'portal_languages' && r.attributes.locale === 'nl',
    );
    expect(JSON.parse(nl.attributes.overrides)).toEqual({ 'catalog.title': 'Cursusaanbod' });

    await t.db.insert(portalDomains).values({
      portalId: portal.id,
      domain: 'extra.localhost',
      baseUrl: 'http://extra.localhost:3000',
    });
    const domains = (await meOf('extra.localhost')).included.filter(
      (r: { type: string }) => r.type === 'portal_domains',
    );
    expect(domains.map((d: { attributes: { domain: string } }) => d.attributes.domain)).toContain(
      'extra.localhost',
    );
    await t.db.update(portals).set({ name: 'Demo Academy' }).where(eq(portals.key, 'demo'));
  });
});
