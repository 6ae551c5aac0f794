import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  accountRoles,
  accounts,
  agreementAcceptances,
  agreementVersions,
  contracts,
  entities,
  subscriptions,
} from '../db/schema';
import { isUniqueViolation } from './unique-violation';

export const TRIAL_DAYS = 14;

/** Signals that an account with this e-mail address (any case) exists already. */
export class EmailTakenError extends Error {}

export type RegisterParams = {
  portalId: string;
  fullName: string;
  email: string;
  passwordHash: string;
  locale: string;
  now?: Date;
};

/**
 * A self-registered student: an entity of their own (business model subscription) with a
 * 14-day trial, who accepted the portal's current agreements by registering. One transaction, so a failure leaves no half-made account behind.
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
      // Registering is accepting the portal's current terms and privacy statement (the form
      // says so and links them): recorded per version, so a later major version is still asked.
      await tx.execute(sql`insert into ${agreementAcceptances} (account_id, version_id, locale)
        select ${account.id}, latest.id, ${params.locale} from (
          select distinct on (kind) id from ${agreementVersions}
          where portal_id = ${params.portalId} and status = 'published'
          order by kind, major desc, minor desc) as latest`);
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
