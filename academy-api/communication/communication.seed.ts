import { and, eq } from 'drizzle-orm';
import type { AnnouncementSeverity } from '../../shared/communication/rules';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { Db } from '../db/database';
import { announcements, mailingSubscribers, portalParameters } from '../db/schema';
import { PLAIN_STUDENTS } from '../db/seed-data';

const DAY = 24 * 60 * 60 * 1000;

type AnnouncementSeed = {
  portal: string;
  title: string;
  bodyHtml: string;
  severity: AnnouncementSeverity;
  roles: string[];
  showBanner: boolean;
  showNews: boolean;
  daysAgo: number;
};

/** DEMO-DATA.md "Communication". */
export const ANNOUNCEMENT_SEEDS: AnnouncementSeed[] = [
  {
    portal: 'demo',
    title: 'New courses this autumn',
    bodyHtml:
      '<p>New courses arrive in the catalog this autumn, starting with <strong>leadership</strong> and <strong>security</strong>. Enrol early to plan your learning.</p>',
    severity: 'info',
    roles: ['student', 'coach'],
    showBanner: true,
    showNews: true,
    daysAgo: 3,
  },
  {
    portal: 'demo',
    title: 'Coach meeting on Friday',
    bodyHtml:
      '<p>All coaches meet on Friday at 15:00 in the main room (or online). On the agenda: the new review queue and the participants at risk.</p>',
    severity: 'info',
    roles: ['coach'],
    showBanner: false,
    showNews: true,
    daysAgo: 1,
  },
  {
    portal: 'unlimited',
    title: 'Welcome to Unlimited Learning',
    bodyHtml: '<p>Every course in the catalog is included in your plan. Enjoy learning!</p>',
    severity: 'info',
    roles: [],
    showBanner: true,
    showNews: true,
    daysAgo: 7,
  },
];

/** DEMO-DATA.md: Stijn confirmed, Eva unsubscribed; every other plain student confirmed. */
const SUBSCRIBERS: { email: string; status: 'confirmed' | 'unsubscribed' }[] = [
  { email: 'student@demo.academy', status: 'confirmed' },
  { email: 'expired@demo.academy', status: 'unsubscribed' },
  ...PLAIN_STUDENTS.filter((_, index) => index % 2 === 0).map((seed) => ({
    email: seed.email,
    status: 'confirmed' as const,
  })),
];

/** Demo Academy's `mailing_list_settings`. */
const DEMO_SETTINGS = {
  from_name: 'Demo Academy',
  from_address: 'news@demo.academy',
  reply_to: 'support@demo.academy',
  footer: 'Demo Academy · Example Street 1 · 1000 AA Amsterdam',
  batch_size: 100,
};

/** Seeds the communication data of DEMO-DATA.md (idempotent: what exists stays). */
export async function seedCommunication(
  db: Db,
  portalIds: Map<string, string>,
  accountIds: Map<string, string>,
): Promise<void> {
  const now = Date.now();
  for (const seed of ANNOUNCEMENT_SEEDS) {
    const portalId = portalIds.get(seed.portal);
    if (!portalId) continue;
    const [existing] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.portalId, portalId), eq(announcements.title, seed.title)));
    if (existing) continue;
    await db.insert(announcements).values({
      portalId,
      title: seed.title,
      bodyHtml: sanitizeRichText(seed.bodyHtml),
      // DEMO-DATA.md's texts are English; Demo Academy's pages are Dutch (WCAG 3.1.2).
      language: 'en',
      severity: seed.severity,
      audienceRoles: seed.roles,
      showBanner: seed.showBanner,
      showNews: seed.showNews,
      startsAt: new Date(now - seed.daysAgo * DAY),
      createdAt: new Date(now - seed.daysAgo * DAY),
    });
  }
  const demo = portalIds.get('demo');
  if (!demo) return;
  const rows = SUBSCRIBERS.flatMap((seed) => {
    const accountId = accountIds.get(seed.email.toLowerCase());
    if (!accountId) return [];
    const at = new Date(now - 30 * DAY);
    return [
      {
        portalId: demo,
        accountId,
        status: seed.status,
        source: 'seed',
        confirmedAt: at,
        unsubscribedAt: seed.status === 'unsubscribed' ? new Date(now - 5 * DAY) : null,
        createdAt: at,
        updatedAt: seed.status === 'unsubscribed' ? new Date(now - 5 * DAY) : at,
      },
    ];
  });
  if (rows.length > 0) await db.insert(mailingSubscribers).values(rows).onConflictDoNothing();
  const [settings] = await db
    .select({ id: portalParameters.id })
    .from(portalParameters)
    .where(
      and(eq(portalParameters.portalId, demo), eq(portalParameters.type, 'mailing_list_settings')),
    );
  if (!settings) {
    await db
      .insert(portalParameters)
      .values({ portalId: demo, type: 'mailing_list_settings', data: DEMO_SETTINGS });
  }
}
