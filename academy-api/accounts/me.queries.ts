import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { builtOncePerDb } from '../db/prepared';
import {
  accounts,
  announcements,
  contracts,
  courseAccessGrants,
  entities,
  loginTokens,
  profiles,
  subscriptions,
} from '../db/schema';
import {
  type AccountRecord,
  accountRecord,
  type EntityRecord,
  type PersonRecord,
} from './accounts.queries';

const coach = alias(accounts, 'coach');

export type MeRecord = { account: AccountRecord; entity: EntityRecord; coach: PersonRecord | null };

/**
 * An account with everything /v1/me shows, in one round trip: Me is read on every page
 * load, and each PGlite query costs about half a millisecond of CPU.
 */
const meQuery = builtOncePerDb((db) =>
  db
    .select({
      ...accountRecord,
      entity: { id: entities.id, name: entities.name },
      contract: contracts,
      coach: {
        id: coach.id,
        fullName: coach.fullName,
        email: coach.email,
        phoneNumber: coach.phoneNumber,
      },
    })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .innerJoin(entities, eq(entities.id, accounts.entityId))
    .leftJoin(contracts, eq(contracts.entityId, entities.id))
    .leftJoin(coach, eq(coach.id, accounts.primaryCoachId))
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('me_account'),
);

export async function findMeAccount(db: Db, params: { id: string }): Promise<MeRecord | null> {
  const [row] = await meQuery(db).execute({ id: params.id });
  if (!row) return null;
  const { entity, contract, coach: person, ...account } = row;
  return { account, entity: { ...entity, contract }, coach: person };
}

/**
 * The next moment at which an account's Me changes by the clock alone, with no write: a banner
 * of its portal starting or ending (bannerFor), one of its course grants starting or ending
 * (holdsCourseGrant). Null when none is ahead. Read when a Me document is kept
 * (me-documents.ts), so it is never kept across one.
 */
const clockBoundaryQuery = builtOncePerDb((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const portalId = sql`${sql.placeholder('portalId')}::uuid`;
  const accountId = sql`${sql.placeholder('accountId')}::uuid`;
  return db
    .select({
      next: sql<Date | string | null>`least(
        (select min(${announcements.startsAt}) from ${announcements}
          where ${announcements.portalId} = ${portalId} and ${announcements.showBanner}
          and ${announcements.startsAt} > ${now}),
        (select min(${announcements.endsAt}) from ${announcements}
          where ${announcements.portalId} = ${portalId} and ${announcements.showBanner}
          and ${announcements.endsAt} > ${now}),
        (select min(${courseAccessGrants.startsAt}) from ${courseAccessGrants}
          where ${courseAccessGrants.accountId} = ${accountId}
          and ${courseAccessGrants.revokedAt} is null and ${courseAccessGrants.startsAt} > ${now}),
        (select min(${courseAccessGrants.endsAt}) from ${courseAccessGrants}
          where ${courseAccessGrants.accountId} = ${accountId}
          and ${courseAccessGrants.revokedAt} is null and ${courseAccessGrants.endsAt} > ${now})
      )`,
    })
    .from(sql`(select 1) as one`)
    .prepare('me_clock_boundary');
});

export async function meClockBoundary(
  db: Db,
  params: { portalId: string; accountId: string; now: Date },
): Promise<Date | null> {
  const [row] = await clockBoundaryQuery(db).execute({
    portalId: params.portalId,
    accountId: params.accountId,
    now: params.now.toISOString(),
  });
  return row?.next ? new Date(row.next) : null;
}

/**
 * Who really asks while a session acts as someone (issue 43, item 3), for the shell's banner:
 * the actor's name and since when.
 */
export async function actingOf(db: Db, params: { actorId: string; tokenHash: string }) {
  const [row] = await db
    .select({ actorName: accounts.fullName, since: loginTokens.actingSince })
    .from(loginTokens)
    .innerJoin(accounts, eq(accounts.id, loginTokens.accountId))
    .where(
      and(eq(loginTokens.tokenHash, params.tokenHash), eq(loginTokens.accountId, params.actorId)),
    );
  return row ? { actor_name: row.actorName, since: row.since?.toISOString() ?? null } : null;
}
