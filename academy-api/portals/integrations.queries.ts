import { and, eq, sql } from 'drizzle-orm';
import { keyMode, PAYMENT_SECRET_FIELDS } from '../../shared/commerce/payments';
import type { Db } from '../db/database';
import { type PortalInformation, portalSecrets, portals } from '../db/schema';

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
      hint: sql<string>`'••••' || right(${portalSecrets.value}, 4)`,
      prefix: sql<string>`left(${portalSecrets.value}, 8)`,
      updatedAt: portalSecrets.updatedAt,
    })
    .from(portalSecrets)
    .where(eq(portalSecrets.portalId, params.portalId));
  const secrets = rows.map(({ prefix, ...row }): SecretState => {
    const payment = (PAYMENT_SECRET_FIELDS as readonly string[]).includes(row.name);
    const mode = keyMode(prefix);
    return {
      ...(row as Omit<SecretState, 'mode'>),
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
      await tx
        .insert(portalSecrets)
        .values({ portalId: params.portalId, name, value, updatedBy: params.accountId })
        .onConflictDoUpdate({
          target: [portalSecrets.portalId, portalSecrets.name],
          set: { value, updatedBy: params.accountId, updatedAt: sql`now()` },
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
  return row?.value ?? null;
}
