import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  agreementAcceptances,
  contracts,
  entities,
  subscriptions,
} from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export const TRIAL_DAYS = 14;

/** Signals that an account with this e-mail address (any case) exists already. */
export class EmailTakenError extends Error {}

export type RegisterParams = {
  portalId: string;
  fullName: string;
  email: string;
  passwordHash: string;
  locale: string;
  /** The agreement versions the person ticked they accept (the route checks they are current). */
  acceptedVersionIds: readonly string[];
  now?: Date;
};

/**
 * A self-registered student: an entity of their own (business model subscription) with a
 * 14-day trial, with the acceptances of the agreement versions they ticked (nothing is assumed:
 * the acceptance report counts only these). One transaction, so a failure leaves no half-made
 * account behind.
 */
export async function registerStudent(db: Db, params: RegisterParams): Promise<string> {
  const now = params.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [entity] = await tx
        .insert(entities)
        .values({ portalId: params.portalId, name: params.fullName })
        .returning({ id: entities.id });
      if (!entity) throw new Error('Inserting an entity returned no row');
      await tx.insert(contracts).values({ entityId: entity.id, businessModels: ['subscription'] });
      const [account] = await tx
        .insert(accounts)
        .values({
          portalId: params.portalId,
          entityId: entity.id,
          email: params.email,
          fullName: params.fullName,
          locale: params.locale,
          passwordHash: params.passwordHash,
          lastOnline: now,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('Inserting an account returned no row');
      await tx.insert(accountRoles).values({ accountId: account.id, role: 'student' });
      if (params.acceptedVersionIds.length > 0) {
        await tx.insert(agreementAcceptances).values(
          params.acceptedVersionIds.map((versionId) => ({
            accountId: account.id,
            versionId,
            locale: params.locale,
            acceptedAt: now,
          })),
        );
      }
      await tx.insert(subscriptions).values({
        accountId: account.id,
        isActive: true,
        kind: 'trial',
        startsAt: now,
        endsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
      });
      return account.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
