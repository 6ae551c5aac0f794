import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portalSecrets, portals } from '../db/schema';
import { setUpTestApi } from '../test/api-client';
import { readSecret, sealPlainPortalSecrets, updateIntegrations } from './integrations.queries';

const t = setUpTestApi();

async function demoPortal() {
  const [portal] = await t.db.select({ id: portals.id }).from(portals).limit(1);
  if (!portal) throw new Error('no portal seeded');
  return portal.id;
}

async function stored(portalId: string, name: string) {
  const [row] = await t.db
    .select()
    .from(portalSecrets)
    .where(and(eq(portalSecrets.portalId, portalId), eq(portalSecrets.name, name)));
  return row;
}

/** Issue 40, item 2: "keys write-only and encrypted". */
describe('portal secrets at rest', () => {
  it('keeps a payment key sealed, its mode beside it, and opens it only for the server', async () => {
    const portalId = await demoPortal();
    const key = 'test_abcdefghijklmnopqrstuvwxyz1234';
    await updateIntegrations(t.db, {
      portalId,
      accountId: (await t.db.query.accounts.findFirst())?.id ?? '',
      changes: { information: {}, secrets: { mollie_api_key: key } },
    });
    const row = await stored(portalId, 'mollie_api_key');
    expect(row?.value.startsWith('sealed:')).toBe(true);
    expect(row?.value).not.toContain('abcdefgh');
    expect(row).toMatchObject({ hint: '', mode: 'test' });
    expect(await readSecret(t.db, { portalId, name: 'mollie_api_key' })).toBe(key);
  });

  it('seals the plain secrets written before sealing, once, and still reads them', async () => {
    const portalId = await demoPortal();
    await t.db
      .insert(portalSecrets)
      .values({
        portalId,
        name: 'chat_secret',
        value: 'an-old-plain-secret-4321',
        hint: '••••4321',
      })
      .onConflictDoUpdate({
        target: [portalSecrets.portalId, portalSecrets.name],
        set: { value: 'an-old-plain-secret-4321', hint: '••••4321' },
      });
    expect(await readSecret(t.db, { portalId, name: 'chat_secret' })).toBe(
      'an-old-plain-secret-4321',
    );
    expect(await sealPlainPortalSecrets(t.db)).toBeGreaterThanOrEqual(1);
    expect((await stored(portalId, 'chat_secret'))?.value).toMatch(/^sealed:/);
    expect(await readSecret(t.db, { portalId, name: 'chat_secret' })).toBe(
      'an-old-plain-secret-4321',
    );
    expect(await sealPlainPortalSecrets(t.db)).toBe(0);
  });
});
