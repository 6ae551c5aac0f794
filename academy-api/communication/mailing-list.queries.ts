import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { MailingAudience } from '../../shared/communication/audience';
import { DEFAULT_BATCH_SIZE, type SubscriberStatus } from '../../shared/communication/rules';
import { imageHostsOf } from '../../shared/portals/image-hosts';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  accountRoles,
  accounts,
  courses,
  enrollments,
  entities,
  mailingSubscribers,
  portalDomains,
  portalLanguages,
  portalParameters,
  portals,
  subscriptions,
} from '../db/schema';

type Page = { limit: number; offset: number };

// ---------------------------------------------------------------------------------------------
// Settings (spec §9: the `mailing_list_settings` key)
// ---------------------------------------------------------------------------------------------

/** The portal parameter (spec §3 type/data pairs) that holds the mailing list's settings. */
export const MAILING_LIST_SETTINGS = 'mailing_list_settings';

export type MailingListSettings = {
  from_name: string;
  from_address: string;
  reply_to: string | null;
  /** Plain text under every message (who sends it, the postal address the law asks for). */
  footer: string;
  /** Messages claimed and sent per batch. */
  batch_size: number;
};

export function defaultSettings(portal: {
  name: string;
  domain: string | null;
}): MailingListSettings {
  const domain = portal.domain?.includes('.') ? portal.domain : 'localhost';
  return {
    from_name: portal.name,
    from_address: `no-reply@${domain}`,
    reply_to: null,
    footer: '',
    batch_size: DEFAULT_BATCH_SIZE,
  };
}

/** What a mailing needs of its portal: name, main address, settings (defaults filled in). */
export async function mailingPortal(db: Db, params: { portalId: string }) {
  // Correlated subqueries name the outer portal by its qualified column (see qualified.ts).
  const portalId = qualified(portals.id);
  const [row] = await db
    .select({
      name: portals.name,
      information: portals.information,
      baseUrl: sql<string | null>`(select ${portalDomains.baseUrl} from ${portalDomains}
        where ${portalDomains.portalId} = ${portalId} order by ${portalDomains.position}, ${portalDomains.domain} limit 1)`,
      domain: sql<string | null>`(select ${portalDomains.domain} from ${portalDomains}
        where ${portalDomains.portalId} = ${portalId} order by ${portalDomains.position}, ${portalDomains.domain} limit 1)`,
      locale: sql<string | null>`(select ${portalLanguages.locale} from ${portalLanguages}
        where ${portalLanguages.portalId} = ${portalId} order by ${portalLanguages.isPrimary} desc, ${portalLanguages.position} limit 1)`,
      // That language's translation overrides (the footer's texts follow them).
      overrides: sql<string | null>`(select ${portalLanguages.overrides} from ${portalLanguages}
        where ${portalLanguages.portalId} = ${portalId} order by ${portalLanguages.isPrimary} desc, ${portalLanguages.position} limit 1)`,
      settings: sql<Partial<MailingListSettings> | null>`(select ${portalParameters.data} from ${portalParameters}
        where ${portalParameters.portalId} = ${portalId} and ${portalParameters.type} = ${MAILING_LIST_SETTINGS} limit 1)`,
    })
    .from(portals)
    .where(eq(portals.id, params.portalId));
  if (!row) return null;
  return {
    name: row.name,
    locale: row.locale ?? 'en',
    overrides: row.overrides,
    baseUrl: (row.baseUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    imageHosts: imageHostsOf(row.information),
    settings: { ...defaultSettings(row), ...(row.settings ?? {}) } as MailingListSettings,
  };
}

export type MailingPortal = NonNullable<Awaited<ReturnType<typeof mailingPortal>>>;

/** Replaces the settings (one parameter row per portal). */
export async function saveSettings(
  db: Db,
  params: { portalId: string; settings: MailingListSettings },
) {
  await db.transaction(async (tx) => {
    const where = and(
      eq(portalParameters.portalId, params.portalId),
      eq(portalParameters.type, MAILING_LIST_SETTINGS),
    );
    const [existing] = await tx
      .select({ id: portalParameters.id })
      .from(portalParameters)
      .where(where);
    if (existing) {
      await tx
        .update(portalParameters)
        .set({ data: params.settings })
        .where(eq(portalParameters.id, existing.id));
    } else {
      await tx.insert(portalParameters).values({
        portalId: params.portalId,
        type: MAILING_LIST_SETTINGS,
        data: params.settings,
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Audiences
// ---------------------------------------------------------------------------------------------

/**
 * The confirmed subscribers of a portal in a mailing's audience
 * (shared/communication/audience.ts inMailingAudience), as a WHERE clause over
 * `mailing_subscribers` joined to `accounts`. Both are tied to the portal: another portal's
 * subscribers are never in an audience.
 */
export function audienceWhere(portalId: string, audience: MailingAudience, now: Date): SQL {
  const accountId = qualified(accounts.id);
  const active = sql`${subscriptions.isActive} and (${subscriptions.endsAt} is null or ${subscriptions.endsAt} > ${now})`;
  const subscription = {
    any: undefined,
    active: sql`exists (select 1 from ${subscriptions} where ${subscriptions.accountId} = ${accountId} and ${active})`,
    inactive: sql`exists (select 1 from ${subscriptions} where ${subscriptions.accountId} = ${accountId} and not (${active}))`,
    none: sql`not exists (select 1 from ${subscriptions} where ${subscriptions.accountId} = ${accountId})`,
  }[audience.subscription];
  return and(
    eq(mailingSubscribers.portalId, portalId),
    eq(accounts.portalId, portalId),
    eq(mailingSubscribers.status, 'confirmed'),
    audience.roles.length > 0
      ? sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${accountId}
          and ${accountRoles.role} = any(${sql.param([...audience.roles])}::text[]))`
      : undefined,
    audience.entityIds.length > 0
      ? sql`${accounts.entityId} = any(${sql.param([...audience.entityIds])}::uuid[])`
      : undefined,
    subscription,
    audience.courseId
      ? sql`exists (select 1 from ${enrollments} where ${enrollments.accountId} = ${accountId}
          and ${enrollments.courseId} = ${audience.courseId})`
      : undefined,
  ) as SQL;
}

/**
 * Runs an audience query (its joins of subscribers, accounts, roles, subscriptions) with hash
 * and merge joins only. PGlite has no autovacuum, so the tables of a growing academy have no
 * column statistics; with the default selectivities the planner takes 10,000 subscribers for
 * one row and joins them by nested loops that re-scan accounts for each: 10,000 × 10,000 rows,
 * minutes during which PGlite answers nobody (npm run bench:mailing: 290 s; 0.1 s this way).
 * A hash join is linear in the portal's subscribers whatever the statistics say.
 */
export function withAudiencePlan<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    return work(tx as unknown as Db);
  });
}

/** The live count of the compose form: confirmed subscribers in the audience. */
export async function countAudience(
  db: Db,
  params: { portalId: string; audience: MailingAudience; now: Date },
) {
  const [row] = await withAudiencePlan(db, (tx) =>
    tx
      .select({ value: count() })
      .from(mailingSubscribers)
      .innerJoin(accounts, eq(accounts.id, mailingSubscribers.accountId))
      .where(audienceWhere(params.portalId, params.audience, params.now)),
  );
  return row?.value ?? 0;
}

/** The audience form's choices: the portal's entities and courses (A–Z). */
export async function audienceOptions(db: Db, params: { portalId: string }) {
  const [entityRows, courseRows] = await Promise.all([
    db
      .select({ id: entities.id, name: entities.name })
      .from(entities)
      .where(eq(entities.portalId, params.portalId))
      .orderBy(asc(entities.name)),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.portalId, params.portalId))
      .orderBy(asc(courses.title)),
  ]);
  return { entities: entityRows, courses: courseRows };
}

/** Whether a course id is one of the portal's. */
export async function isPortalCourse(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), eq(courses.id, params.id)));
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------
// Subscribers (consent)
// ---------------------------------------------------------------------------------------------

export const SUBSCRIBER_SORTS = ['name', 'updated_at'] as const;

export type SubscriberListParams = {
  portalId: string;
  status?: SubscriberStatus;
  search?: string;
  sort?: { field: (typeof SUBSCRIBER_SORTS)[number]; desc: boolean };
  page: Page | null;
};

const subscriberRecord = {
  id: mailingSubscribers.id,
  accountId: mailingSubscribers.accountId,
  status: mailingSubscribers.status,
  source: mailingSubscribers.source,
  confirmedAt: mailingSubscribers.confirmedAt,
  unsubscribedAt: mailingSubscribers.unsubscribedAt,
  updatedAt: mailingSubscribers.updatedAt,
  fullName: accounts.fullName,
  email: accounts.email,
  entityName: entities.name,
};

export type SubscriberRow = {
  id: string;
  accountId: string;
  status: SubscriberStatus;
  source: string;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  updatedAt: Date;
  fullName: string;
  email: string;
  entityName: string;
};

/** The mailing list's people with their consent; search over name and e-mail address. */
export async function listSubscribers(db: Db, params: SubscriberListParams) {
  const where = and(
    eq(mailingSubscribers.portalId, params.portalId),
    eq(accounts.portalId, params.portalId),
    params.status ? eq(mailingSubscribers.status, params.status) : undefined,
    params.search
      ? sql`(lower(${accounts.fullName}) like lower(${likePattern(params.search)})
          or lower(${accounts.email}) like lower(${likePattern(params.search)}))`
      : undefined,
  );
  const sort = params.sort ?? { field: 'updated_at', desc: true };
  const column = sort.field === 'name' ? accounts.fullName : mailingSubscribers.updatedAt;
  const query = db
    .select(subscriberRecord)
    .from(mailingSubscribers)
    .innerJoin(accounts, eq(accounts.id, mailingSubscribers.accountId))
    .innerJoin(entities, eq(entities.id, accounts.entityId))
    .where(where)
    .orderBy(sort.desc ? desc(column) : asc(column), asc(mailingSubscribers.id));
  const [rows, [total], counts] = await Promise.all([
    params.page ? query.limit(params.page.limit).offset(params.page.offset) : query,
    db
      .select({ value: count() })
      .from(mailingSubscribers)
      .innerJoin(accounts, eq(accounts.id, mailingSubscribers.accountId))
      .where(where),
    db
      .select({ status: mailingSubscribers.status, value: count() })
      .from(mailingSubscribers)
      .where(eq(mailingSubscribers.portalId, params.portalId))
      .groupBy(mailingSubscribers.status),
  ]);
  const statusCounts = { confirmed: 0, unsubscribed: 0 };
  for (const row of counts) statusCounts[row.status] = row.value;
  return { rows: rows as SubscriberRow[], total: total?.value ?? 0, statusCounts };
}

/** An account's own consent (null: never asked). */
export async function findSubscription(db: Db, params: { accountId: string }) {
  const [row] = await db
    .select()
    .from(mailingSubscribers)
    .where(eq(mailingSubscribers.accountId, params.accountId));
  return row ?? null;
}

/**
 * Sets an account's consent: confirmed (subscribing, by the account itself or from its own
 * unsubscribe page) or unsubscribed. Takes effect for the next send. Returns the row.
 */
export async function setConsent(
  db: Db,
  params: {
    accountId: string;
    portalId: string;
    status: SubscriberStatus;
    source: string;
    now: Date;
  },
) {
  const confirmed = params.status === 'confirmed';
  const [row] = await db
    .insert(mailingSubscribers)
    .values({
      portalId: params.portalId,
      accountId: params.accountId,
      status: params.status,
      source: params.source,
      confirmedAt: confirmed ? params.now : null,
      unsubscribedAt: confirmed ? null : params.now,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: mailingSubscribers.accountId,
      set: {
        status: params.status,
        source: confirmed ? params.source : sql`${mailingSubscribers.source}`,
        confirmedAt: confirmed ? params.now : sql`${mailingSubscribers.confirmedAt}`,
        unsubscribedAt: confirmed ? null : params.now,
        updatedAt: params.now,
      },
    })
    .returning();
  if (!row) throw new Error('Saving a mailing-list consent returned no row');
  return row;
}

/** The account an unsubscribe token names, if it belongs to the portal. */
export async function unsubscribeTarget(db: Db, params: { portalId: string; accountId: string }) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      status: mailingSubscribers.status,
    })
    .from(accounts)
    .leftJoin(mailingSubscribers, eq(mailingSubscribers.accountId, accounts.id))
    .where(and(eq(accounts.id, params.accountId), eq(accounts.portalId, params.portalId)));
  return row ?? null;
}
