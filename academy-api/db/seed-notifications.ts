import { inArray } from 'drizzle-orm';
import type { Db } from './database';
import { notificationCounters, notifications } from './schema';
import { uuidV7 } from './uuid-v7';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Template = { message: (n: number) => string; link: string | null };

const COURSES = [
  'Project management basics',
  'Workplace safety',
  'Writing for the web',
  'Data literacy',
  'Customer conversations',
  'Time management',
];
const ITEMS = [
  'Reflection week 3',
  'Case study: onboarding',
  'Learning plan',
  'Team retrospective',
];
const pick = (list: string[], n: number) => list[n % list.length] ?? '';

/** Everyday notifications of a student; links mix relative paths and same-portal URLs. */
const STUDENT_TEMPLATES: Template[] = [
  {
    message: (n) => `Cora Coach left feedback on your portfolio item "${pick(ITEMS, n)}".`,
    link: '/portfolio?tab=feedback',
  },
  { message: (n) => `New course in the catalogue: ${pick(COURSES, n)}.`, link: '/catalog' },
  {
    message: (n) => `Reminder: the assignment "${pick(ITEMS, n + 1)}" is due in 2 days.`,
    link: '/courses',
  },
  {
    message: (n) => `You passed the quiz "${pick(COURSES, n + 2)}, chapter ${(n % 5) + 1}".`,
    link: '/courses',
  },
  {
    message: () => 'Your subscription has been renewed for another year.',
    link: 'http://localhost:3000/account/orders',
  },
  { message: () => 'Cora Coach sent you a message about your learning plan.', link: null },
  {
    message: (n) => `Your review ticket for "${pick(ITEMS, n + 2)}" was answered by Cora Coach.`,
    link: '/portfolio?tab=feedback',
  },
  {
    message: (n) => `Your certificate for "${pick(COURSES, n + 3)}" is ready to download.`,
    link: '/portfolio?tab=certificates',
  },
  {
    message: (n) => `A new version of the course "${pick(COURSES, n + 4)}" is available.`,
    link: 'http://localhost:3000/catalog?category=updated',
  },
  {
    message: () => 'Scheduled maintenance on Sunday from 06:00 to 08:00: the academy may be slow.',
    link: null,
  },
  {
    message: () => 'Complete your profile to get better course recommendations.',
    link: '/account/details',
  },
];

/** Links the UI must neutralise (spec §4: never navigate to script or foreign-host links). */
const HOSTILE: Record<number, Template> = {
  2: { message: () => 'Claim your free upgrade now!', link: 'javascript:alert(1)' },
  6: {
    message: () => 'Confirm your account details on our partner site.',
    link: 'https://login.partner-site.example.net/verify',
  },
};

// Five within the last 3 days (relative dates), the rest spread over about six months.
const RECENT_OFFSETS = [25 * 60 * 1000, 5 * HOUR, 20 * HOUR, 40 * HOUR, 65 * HOUR];

function studentNotification(i: number, now: number) {
  const template = HOSTILE[i] ?? STUDENT_TEMPLATES[(i * 7) % STUDENT_TEMPLATES.length];
  const age = RECENT_OFFSETS[i] ?? 4 * DAY + (i - 5) * ((176 * DAY) / 115) + ((i * 7) % 12) * HOUR;
  const receivedAt = new Date(now - age);
  // 15 of 120 are read (every eighth), a few hours after they arrived.
  const read = i % 8 === 7;
  return {
    message: template?.message(i) ?? '',
    link: template?.link ?? null,
    receivedAt,
    readAt: read ? new Date(receivedAt.getTime() + 3 * HOUR) : null,
  };
}

const ADMIN_NOTIFICATIONS = [
  { message: '3 new accounts signed up for Acme Learning BV this week.', link: '/admin/accounts' },
  {
    message: 'A content issue was reported on the course "Workplace safety".',
    link: '/admin/courses/content-issues',
  },
  {
    message: 'The monthly sales report of Demo Academy is ready.',
    link: 'http://localhost:3000/admin/sales/orders',
  },
];

/** E-mail → the notifications it is seeded with (DEMO-DATA.md: Stijn 120/105 unread, Ada 3). */
export function notificationSeeds(now = Date.now()) {
  return {
    'student@demo.academy': Array.from({ length: 120 }, (_, i) => studentNotification(i, now)),
    'admin@demo.academy': ADMIN_NOTIFICATIONS.map((n, i) => {
      const receivedAt = new Date(now - [2 * HOUR, DAY, 10 * DAY][i]!);
      return { ...n, receivedAt, readAt: i === 2 ? new Date(receivedAt.getTime() + HOUR) : null };
    }),
  };
}

/**
 * Seeds the demo notifications of accounts that never had any. A counter row exists once an
 * account received its first notification, so notifications read or deleted stay that way.
 */
export async function seedNotifications(db: Db, ids: Map<string, string>) {
  const seeds = Object.entries(notificationSeeds());
  const accountIds = seeds.map(([email]) => ids.get(email) ?? '').filter(Boolean);
  const counted = await db
    .select({ accountId: notificationCounters.accountId })
    .from(notificationCounters)
    .where(inArray(notificationCounters.accountId, accountIds));
  const done = new Set(counted.map((row) => row.accountId));
  const rows = seeds.flatMap(([email, list]) => {
    const accountId = ids.get(email);
    if (!accountId || done.has(accountId)) return [];
    return list.map((n) => ({ ...n, accountId, id: uuidV7(n.receivedAt.getTime()) }));
  });
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
