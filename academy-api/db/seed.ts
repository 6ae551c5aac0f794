import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { seedCourses } from '../authoring/courses.seed';
import { seedCoaching } from '../coaching/coaching.seed';
import { seedCommerce } from '../commerce/commerce.seed';
import { seedPromotions } from '../commerce/promotions.seed';
import { seedCommunication } from '../communication/communication.seed';
import { seedNotifications } from '../communication/notifications.seed';
import { seedFeedbackProjects } from '../feedback/feedback.seed';
import { seedCertificates } from '../learning/certificates.seed';
import { seedLearningPaths } from '../learning/paths.seed';
import { seedPortfolio } from '../learning/portfolio.seed';
import { seedQualifications } from '../learning/qualifications.seed';
import { seedAgreements } from '../portals/agreements.seed';
import { seedEntities, seedPortals } from '../portals/portals.seed';
import { seedQuizzes } from '../quiz/quizzes.seed';
import type { Db } from './database';
import { accountPreferences, accountRoles, accounts, profiles, subscriptions } from './schema';
import { ACCOUNTS, type AccountSeed, ADMIN_PINS, DEMO_PASSWORD, PLAIN_STUDENTS } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

function subscriptionFor(seed: AccountSeed, accountId: string, now: number) {
  if (!seed.subscription) return [];
  const expired = seed.subscription === 'expired';
  return [
    {
      accountId,
      kind: 'paid' as const,
      // Eva's row stays is_active: it is the end date that makes it inactive in responses.
      isActive: true,
      startsAt: new Date(now - (expired ? 400 : 60) * DAY),
      endsAt: new Date(now + (expired ? -10 : 365) * DAY),
    },
  ];
}

/** Inserts the seed accounts that do not exist yet (by e-mail); returns e-mail → id for all. */
async function seedAccounts(
  db: Db,
  portalIds: Map<string, string>,
  entityIds: Map<string, string>,
) {
  const all = [...ACCOUNTS, ...PLAIN_STUDENTS];
  const existing = await db
    .select({ id: accounts.id, email: sql<string>`lower(${accounts.email})` })
    .from(accounts)
    .where(
      inArray(
        sql`lower(${accounts.email})`,
        all.map((a) => a.email.toLowerCase()),
      ),
    );
  const ids = new Map(existing.map((row) => [row.email, row.id]));
  const missing = all.filter((seed) => !ids.has(seed.email));
  if (missing.length === 0) return { ids, created: new Set<string>() };

  // A salt of its own for every named demo account; one shared hash for the plain students.
  const plainHash = hashPassword(DEMO_PASSWORD);
  const hashes = await Promise.all(
    missing.map((seed) =>
      PLAIN_STUDENTS.includes(seed) ? plainHash : hashPassword(DEMO_PASSWORD),
    ),
  );
  const now = Date.now();
  const rows = missing.map((seed, index) => {
    const plain = PLAIN_STUDENTS.indexOf(seed);
    return {
      portalId: portalIds.get(seed.portal) ?? '',
      entityId: entityIds.get(seed.entity) ?? '',
      email: seed.email,
      fullName: seed.fullName,
      phoneNumber: seed.phoneNumber ?? null,
      locale: seed.locale,
      passwordHash: hashes[index] ?? '',
      // Spread sign-up and last-seen times so sorting the list shows something.
      createdAt: new Date(now - (plain >= 0 ? 40 - plain : 400) * DAY),
      lastOnline: plain >= 0 && plain % 3 === 0 ? null : new Date(now - (plain + 2) * 47 * MINUTE),
    };
  });
  const inserted = await db
    .insert(accounts)
    .values(rows)
    .returning({ id: accounts.id, email: accounts.email });
  for (const row of inserted) ids.set(row.email.toLowerCase(), row.id);

  const idOf = (email: string) => ids.get(email.toLowerCase()) ?? '';
  await db
    .insert(accountRoles)
    .values(
      missing.flatMap((seed) => seed.roles.map((role) => ({ accountId: idOf(seed.email), role }))),
    );
  const subs = missing.flatMap((seed) => subscriptionFor(seed, idOf(seed.email), now));
  if (subs.length > 0) await db.insert(subscriptions).values(subs);
  const withProfile = missing.filter((seed) => seed.headline);
  if (withProfile.length > 0) {
    await db.insert(profiles).values(
      withProfile.map((seed) => ({
        accountId: idOf(seed.email),
        headline: seed.headline ?? null,
        bio: seed.bio ?? `${seed.fullName} is a demo account of the Academy platform.`,
        links: seed.links ?? [],
        visibility: seed.visibility ?? 'private',
      })),
    );
  }
  for (const seed of missing) {
    if (!seed.primaryCoach) continue;
    await db
      .update(accounts)
      .set({ primaryCoachId: idOf(seed.primaryCoach) })
      .where(eq(accounts.id, idOf(seed.email)));
  }
  return { ids, created: new Set(missing.map((seed) => seed.email)) };
}

async function seedPins(db: Db, ids: Map<string, string>, created: Set<string>) {
  // Only alongside a newly created owner: a later run must not restore pins someone removed.
  if (!created.has(ADMIN_PINS.owner)) return;
  const byEmail = new Map([...ACCOUNTS].map((seed) => [seed.email, seed]));
  const payload = ADMIN_PINS.accounts.map((email) => ({
    uri: `/admin/accounts/${ids.get(email)}`,
    title: byEmail.get(email)?.fullName ?? email,
    image: null,
  }));
  await db
    .insert(accountPreferences)
    .values({ accountId: ids.get(ADMIN_PINS.owner) ?? '', property: 'admin_account_pins', payload })
    .onConflictDoNothing();
}

/** Seeds the demo data of DEMO-DATA.md. Idempotent: what exists (by portal key, e-mail) stays. */
export async function seedDatabase(db: Db): Promise<{ createdAccounts: number }> {
  return db.transaction(async (tx) => {
    const portalIds = await seedPortals(tx);
    const entityIds = await seedEntities(tx, portalIds);
    const { ids, created } = await seedAccounts(tx, portalIds, entityIds);
    await seedPins(tx, ids, created);
    await seedNotifications(tx, ids);
    await seedPromotions(tx, ids);
    await seedCourses(tx, portalIds, ids);
    await seedQuizzes(tx, portalIds, ids);
    await seedCertificates(tx, portalIds, ids);
    await seedQualifications(tx, portalIds, ids);
    await seedLearningPaths(tx, portalIds);
    await seedCoaching(tx, portalIds, ids);
    await seedCommerce(tx, portalIds, entityIds, ids);
    await seedFeedbackProjects(tx);
    await seedPortfolio(tx, ids);
    await seedCommunication(tx, portalIds, ids);
    // Last: the seeded accounts accept Demo Academy's seeded agreements.
    await seedAgreements(tx, portalIds, ids);
    return { createdAccounts: created.size };
  });
}
