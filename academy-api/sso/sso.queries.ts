import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ClaimMapping, ProviderKind, ProviderSettings } from '../../shared/sso/providers';
import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  contracts,
  entities,
  identityProviders,
  loginTokens,
  ssoAssertionIds,
  ssoIdentities,
  ssoSessions,
  ssoTransactions,
} from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { sealMarked, unsealMarked } from '../security/sealing';

/** The sealing purpose of the providers' secrets (academy-api/security/sealing.ts). */
const SEALING = 'sso-secrets';

export type ProviderRow = typeof identityProviders.$inferSelect;

/** An OIDC sign-in (`login`), a SAML request id (`saml`), a link waiting for a password (`link`). */
export type TransactionPurpose = 'login' | 'saml' | 'saml_logout' | 'link';

export async function listProviders(db: Db, params: { portalId: string; enabledOnly?: boolean }) {
  return db
    .select()
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.portalId, params.portalId),
        params.enabledOnly ? eq(identityProviders.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(identityProviders.name), asc(identityProviders.id));
}

export async function findProvider(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(
      and(eq(identityProviders.portalId, params.portalId), eq(identityProviders.id, params.id)),
    );
  return row ?? null;
}

export type ProviderValues = {
  kind: ProviderKind;
  name: string;
  logoUrl: string | null;
  enabled: boolean;
  settings: ProviderSettings;
  mapping: ClaimMapping;
  emailDomains: string[];
  passwordsOff: boolean;
  defaultEntityId: string | null;
};

/** Absent: unchanged; null: cleared; a text: sealed and saved. */
export type SecretChanges = { clientSecret?: string | null; spPrivateKey?: string | null };

async function sealedChanges(db: Db, secrets: SecretChanges) {
  const out: { clientSecret?: string | null; spPrivateKey?: string | null } = {};
  for (const key of ['clientSecret', 'spPrivateKey'] as const) {
    const value = secrets[key];
    if (value === undefined) continue;
    out[key] = value === null || value === '' ? null : await sealMarked(db, value, SEALING);
  }
  return out;
}

export async function createProvider(
  db: Db,
  params: { portalId: string; values: ProviderValues; secrets: SecretChanges },
) {
  const [row] = await db
    .insert(identityProviders)
    .values({
      portalId: params.portalId,
      ...params.values,
      ...(await sealedChanges(db, params.secrets)),
    })
    .returning();
  if (!row) throw new Error('Inserting an identity provider returned no row');
  return row;
}

export async function updateProvider(
  db: Db,
  params: {
    portalId: string;
    id: string;
    values: Partial<ProviderValues>;
    secrets: SecretChanges;
  },
) {
  const [row] = await db
    .update(identityProviders)
    .set({ ...params.values, ...(await sealedChanges(db, params.secrets)), updatedAt: sql`now()` })
    .where(
      and(eq(identityProviders.portalId, params.portalId), eq(identityProviders.id, params.id)),
    )
    .returning();
  return row ?? null;
}

export async function deleteProvider(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .delete(identityProviders)
    .where(
      and(eq(identityProviders.portalId, params.portalId), eq(identityProviders.id, params.id)),
    )
    .returning();
  return row ?? null;
}

/** A provider's secret, opened (null when none is set). */
export async function providerSecret(
  db: Db,
  row: ProviderRow,
  which: 'clientSecret' | 'spPrivateKey',
): Promise<string | null> {
  const stored = row[which];
  return stored ? unsealMarked(db, stored, SEALING) : null;
}

/** Whether an entity belongs to the portal (a provider's default entity must). */
export async function entityOnPortal(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.portalId, params.portalId), eq(entities.id, params.id)));
  return Boolean(row);
}

/** The portal's entity of this name (case-insensitive), the oldest when several share it. */
export async function entityNamed(db: Db, params: { portalId: string; name: string }) {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.portalId, params.portalId),
        eq(sql`lower(${entities.name})`, params.name.trim().toLowerCase()),
      ),
    )
    .orderBy(asc(entities.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** A sign-in's transaction; its id is the `state` (OIDC) or the request id (SAML). */
export async function createTransaction(
  db: Db,
  params: {
    id: string;
    purpose: TransactionPurpose;
    providerId: string;
    data: Record<string, unknown>;
    ttlMs: number;
    now?: Date;
  },
) {
  const now = params.now ?? new Date();
  // Old ones go as new ones come: the table stays the size of the sign-ins under way.
  await db.delete(ssoTransactions).where(lt(ssoTransactions.expiresAt, now));
  await db.insert(ssoTransactions).values({
    id: params.id,
    purpose: params.purpose,
    providerId: params.providerId,
    data: params.data,
    createdAt: now,
    expiresAt: new Date(now.getTime() + params.ttlMs),
  });
}

export type TakenTransaction =
  | { status: 'taken'; providerId: string; data: Record<string, unknown> }
  | { status: 'unknown' | 'used' | 'expired' };

/**
 * Uses a transaction once: the update that sets `used_at` wins on one instance only, so a
 * replayed callback finds it used.
 */
export async function takeTransaction(
  db: Db,
  params: { id: string; purpose: TransactionPurpose; now?: Date },
): Promise<TakenTransaction> {
  const now = params.now ?? new Date();
  const [row] = await db
    .update(ssoTransactions)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoTransactions.id, params.id),
        eq(ssoTransactions.purpose, params.purpose),
        isNull(ssoTransactions.usedAt),
        gt(ssoTransactions.expiresAt, now),
      ),
    )
    .returning({ providerId: ssoTransactions.providerId, data: ssoTransactions.data });
  if (row) return { status: 'taken', providerId: row.providerId, data: row.data };
  const [seen] = await db
    .select({ usedAt: ssoTransactions.usedAt })
    .from(ssoTransactions)
    .where(and(eq(ssoTransactions.id, params.id), eq(ssoTransactions.purpose, params.purpose)));
  if (!seen) return { status: 'unknown' };
  return { status: seen.usedAt ? 'used' : 'expired' };
}

/** The account a provider's subject was linked to, or null. */
export async function linkedAccount(db: Db, params: { providerId: string; subject: string }) {
  const [row] = await db
    .select({ accountId: ssoIdentities.accountId, email: accounts.email })
    .from(ssoIdentities)
    .innerJoin(accounts, eq(accounts.id, ssoIdentities.accountId))
    .where(
      and(
        eq(ssoIdentities.providerId, params.providerId),
        eq(ssoIdentities.subject, params.subject),
      ),
    );
  return row ?? null;
}

export async function linkIdentity(
  db: Db,
  params: { providerId: string; subject: string; accountId: string },
) {
  await db
    .insert(ssoIdentities)
    .values(params)
    .onConflictDoNothing({ target: [ssoIdentities.providerId, ssoIdentities.subject] });
}

/** Signals that the e-mail address is someone's already (a sign-in raced another). */
export class ProvisionEmailTakenError extends Error {}

/**
 * Just-in-time provisioning: an account without a password, in the mapped entity (or the
 * provider's default, or one of its own like a registration), with the mapped roles, linked to
 * the provider's subject. One transaction: a failure leaves nothing behind.
 */
export async function provisionAccount(
  db: Db,
  params: {
    portalId: string;
    providerId: string;
    subject: string;
    email: string;
    fullName: string;
    locale: string;
    entityId: string | null;
    roles: readonly string[];
    now?: Date;
  },
): Promise<string> {
  const now = params.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      let entityId = params.entityId;
      if (!entityId) {
        const [entity] = await tx
          .insert(entities)
          .values({ portalId: params.portalId, name: params.fullName })
          .returning({ id: entities.id });
        if (!entity) throw new Error('Inserting an entity returned no row');
        await tx
          .insert(contracts)
          .values({ entityId: entity.id, businessModels: ['subscription'] });
        entityId = entity.id;
      }
      const [account] = await tx
        .insert(accounts)
        .values({
          portalId: params.portalId,
          entityId,
          email: params.email,
          fullName: params.fullName,
          locale: params.locale,
          passwordHash: null,
          lastOnline: now,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('Inserting an account returned no row');
      if (params.roles.length > 0) {
        await tx
          .insert(accountRoles)
          .values(params.roles.map((role) => ({ accountId: account.id, role })));
      }
      await tx.insert(ssoIdentities).values({
        providerId: params.providerId,
        subject: params.subject,
        accountId: account.id,
      });
      return account.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProvisionEmailTakenError();
    throw error;
  }
}

/** The e-mail address and password hash of an account (linking confirms the password). */
export async function accountForLink(db: Db, params: { accountId: string }) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, params.accountId));
  return row ?? null;
}

/** A transaction as it is, without using it (a link waits for the right password). */
export async function peekTransaction(db: Db, params: { id: string; purpose: TransactionPurpose }) {
  const [row] = await db
    .select()
    .from(ssoTransactions)
    .where(and(eq(ssoTransactions.id, params.id), eq(ssoTransactions.purpose, params.purpose)));
  return row ?? null;
}

/**
 * Records a SAML assertion's id until it expires: false when it was seen already (a replay),
 * on any instance (the unique index decides).
 */
export async function firstUseOfAssertion(
  db: Db,
  params: { providerId: string; assertionId: string; expiresAt: Date; now?: Date },
): Promise<boolean> {
  await db.delete(ssoAssertionIds).where(lt(ssoAssertionIds.expiresAt, params.now ?? new Date()));
  const inserted = await db
    .insert(ssoAssertionIds)
    .values({
      providerId: params.providerId,
      assertionId: params.assertionId,
      expiresAt: params.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: ssoAssertionIds.assertionId });
  return inserted.length === 1;
}

/** What a SAML assertion said of the session it started (single logout needs it back). */
export type SamlSession = {
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
};

/** Keeps a session's NameID and SessionIndex beside its login token. */
export async function recordSamlSession(
  db: Db,
  params: SamlSession & { loginTokenId: string; accountId: string; providerId: string },
) {
  await db.insert(ssoSessions).values(params).onConflictDoNothing();
}

/** The SAML session of the request's token with this provider (revoked or not), or null. */
export async function samlSessionOfToken(
  db: Db,
  params: { tokenHash: string; providerId: string },
): Promise<(SamlSession & { accountId: string }) | null> {
  const [row] = await db
    .select({
      nameId: ssoSessions.nameId,
      nameIdFormat: ssoSessions.nameIdFormat,
      sessionIndex: ssoSessions.sessionIndex,
      accountId: ssoSessions.accountId,
    })
    .from(ssoSessions)
    .innerJoin(loginTokens, eq(loginTokens.id, ssoSessions.loginTokenId))
    .where(
      and(
        eq(loginTokens.tokenHash, params.tokenHash),
        eq(ssoSessions.providerId, params.providerId),
      ),
    );
  return row ?? null;
}

/**
 * The IdP's LogoutRequest (single logout): revokes the tokens of this provider's sessions with
 * this NameID (and SessionIndex, when the request names one), as SCIM deactivation does: every
 * instance drops them at once (the revoked tokens' notifications, migration 0031). Answers the
 * accounts whose sessions matched (ended now or before) and how many were live.
 */
export async function endSamlSessions(
  db: Db,
  params: { providerId: string; nameId: string; sessionIndex: string | null },
): Promise<{ matched: number; ended: number; accountIds: string[] }> {
  return db.transaction(async (tx) => {
    const sessions = await tx
      .select({ tokenId: ssoSessions.loginTokenId, accountId: ssoSessions.accountId })
      .from(ssoSessions)
      .where(
        and(
          eq(ssoSessions.providerId, params.providerId),
          eq(ssoSessions.nameId, params.nameId),
          params.sessionIndex === null
            ? undefined
            : eq(ssoSessions.sessionIndex, params.sessionIndex),
        ),
      );
    if (sessions.length === 0) return { matched: 0, ended: 0, accountIds: [] };
    const ended = await tx
      .update(loginTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          inArray(
            loginTokens.id,
            sessions.map((s) => s.tokenId),
          ),
          isNull(loginTokens.revokedAt),
        ),
      )
      .returning({ id: loginTokens.id });
    return {
      matched: sessions.length,
      ended: ended.length,
      accountIds: [...new Set(sessions.map((s) => s.accountId))],
    };
  });
}
