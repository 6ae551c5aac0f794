import { and, eq, sql } from 'drizzle-orm';
import { keyMode, PAYMENT_SECRET_FIELDS } from '../../shared/commerce/payments';
import type { Db } from '../db/database';
import { type PortalInformation, portalSecrets, portals } from '../db/schema';
import { sealMarked, unsealMarked } from '../security/sealing';

/** The integration secrets a portal may hold (write-only: no endpoint ever reads one back). */
export const SECRET_NAMES = ['chat_secret', ...PAYMENT_SECRET_FIELDS] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * A secret as anyone may see it: the chat secret's last four characters; a payment key only its
 * mode (test or live, from its prefix), never any of its characters (issue 40).
 */
export type SecretState = {
  name: SecretName;
  hint: string;
  mode: 'test' | 'live' | null;
  updatedAt: Date;
};

export type IntegrationsRecord = {
  portalId: string;
  information: PortalInformation;
  secrets: SecretState[];
};

/**
 * A portal's integration settings: the public ones and, of each secret, only its mask (the
 * last four characters: enough to tell two secrets apart, too little to use one).
 */
export async function findIntegrations(db: Db, params: { portalId: string }) {
  const [portal] = await db
    .select({ information: portals.information })
    .from(portals)
    .where(eq(portals.id, params.portalId));
  if (!portal) return null;
  const rows = await db
    .select({
      name: portalSecrets.name,
      hint: portalSecrets.hint,
      mode: portalSecrets.mode,
      updatedAt: portalSecrets.updatedAt,
    })
    .from(portalSecrets)
    .where(eq(portalSecrets.portalId, params.portalId));
  const secrets = rows.map((row): SecretState => {
    const payment = isPaymentSecret(row.name);
    const mode = row.mode === 'test' || row.mode === 'live' ? row.mode : null;
    return {
      name: row.name as SecretName,
      updatedAt: row.updatedAt,
      hint: payment ? (mode ?? 'set') : row.hint,
      mode: payment ? mode : null,
    };
  });
  return {
    portalId: params.portalId,
    information: portal.information,
    secrets,
  } satisfies IntegrationsRecord;
}

export type IntegrationChanges = {
  information: Partial<PortalInformation>;
  /** A new value, or null to remove the secret; absent secrets stay as they are. */
  secrets: Partial<Record<SecretName, string | null>>;
};

/**
 * Saves the integration settings in one transaction. The portal's information is merged key by
 * key (jsonb ||), so a change to one field never undoes another admin's change to the next.
 */
export async function updateIntegrations(
  db: Db,
  params: { portalId: string; accountId: string; changes: IntegrationChanges },
) {
  // Sealed before the transaction: the sealing key is read (the first time written) on db.
  const sealed = new Map<string, Awaited<ReturnType<typeof keptBesideTheSeal>>>();
  for (const [name, value] of Object.entries(params.changes.secrets)) {
    if (typeof value === 'string') sealed.set(name, await keptBesideTheSeal(db, name, value));
  }
  await db.transaction(async (tx) => {
    if (Object.keys(params.changes.information).length > 0) {
      await tx
        .update(portals)
        .set({
          information: sql`${portals.information} || ${JSON.stringify(params.changes.information)}::jsonb`,
        })
        .where(eq(portals.id, params.portalId));
    }
    for (const [name, value] of Object.entries(params.changes.secrets)) {
      if (value === undefined) continue;
      if (value === null) {
        await tx
          .delete(portalSecrets)
          .where(and(eq(portalSecrets.portalId, params.portalId), eq(portalSecrets.name, name)));
        continue;
      }
      const kept = sealed.get(name);
      if (!kept) continue;
      await tx
        .insert(portalSecrets)
        .values({ portalId: params.portalId, name, ...kept, updatedBy: params.accountId })
        .onConflictDoUpdate({
          target: [portalSecrets.portalId, portalSecrets.name],
          set: { ...kept, updatedBy: params.accountId, updatedAt: sql`now()` },
        });
    }
  });
}

/**
 * A secret's value, for the server's own use (signing the chat identity, calling a payment
 * provider), never for a response.
 */
export async function readSecret(db: Db, params: { portalId: string; name: SecretName }) {
  const [row] = await db
    .select({ value: portalSecrets.value })
    .from(portalSecrets)
    .where(and(eq(portalSecrets.portalId, params.portalId), eq(portalSecrets.name, params.name)));
  return row ? unsealMarked(db, row.value, PURPOSE) : null;
}

const PURPOSE = 'portal-secrets';

function isPaymentSecret(name: string) {
  return (PAYMENT_SECRET_FIELDS as readonly string[]).includes(name);
}

/** The sealed value and what the settings screen may see of it, worked out before sealing. */
async function keptBesideTheSeal(db: Db, name: string, value: string) {
  return {
    value: await sealMarked(db, value, PURPOSE),
    hint: isPaymentSecret(name) ? '' : `••••${value.slice(-4)}`,
    mode: keyMode(value),
  };
}

/**
 * Seals the secrets written before they were sealed (migration 0056 kept their hints and modes).
 * Runs after the migrations on every start; a no-op once none is left.
 */
export async function sealPlainPortalSecrets(db: Db) {
  const plain = await db
    .select({
      portalId: portalSecrets.portalId,
      name: portalSecrets.name,
      value: portalSecrets.value,
    })
    .from(portalSecrets)
    .where(sql`${portalSecrets.value} not like 'sealed:%'`);
  for (const row of plain) {
    await db
      .update(portalSecrets)
      .set({ value: await sealMarked(db, row.value, PURPOSE) })
      .where(
        and(
          eq(portalSecrets.portalId, row.portalId),
          eq(portalSecrets.name, row.name),
          eq(portalSecrets.value, row.value),
        ),
      );
  }
  return plain.length;
}
