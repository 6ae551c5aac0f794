import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notificationCounters, notifications } from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Template = { message: (n: number) => string; link: (n: number) => string | null };

/** Demo Academy's published courses (seed-learning-data.ts), with the slug of their pages. */
const COURSES = [
  { title: 'Project management basics', slug: 'project-management-basics' },
  { title: 'Workplace safety', slug: 'workplace-safety' },
  { title: 'Writing for the web', slug: 'writing-for-the-web' },
  { title: 'Data literacy', slug: 'data-literacy' },
  { title: 'Time management', slug: 'time-management' },
];
/** Assignments in Stijn's courses (seed-learning-data.ts), with their player pages. */
const ASSIGNMENTS = [
  { title: 'Learning plan', path: '/courses/project-management-basics/learning-plan' },
  { title: 'Style guide', path: '/courses/writing-for-the-web/style-guide' },
];
const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;

/**
 * Everyday notifications of a student; links mix relative paths and same-portal URLs. Each link
 * leads to the page of what the message talks about (no tabs or pages that do not
 * exist; seed-notifications.test.ts checks them against the app's routes).
 */
const STUDENT_TEMPLATES: Template[] = [
  {
    // No "feedback on your portfolio item" — portfolio items hold no feedback, and
    // most of Stijn's are not shared with Cora. What is true: she is his primary coach.
    message: () => 'Cora Coach is your primary coach: you can reach her from your account.',
    link: () => '/account/primary-coach',
  },
  {
    message: (n) => `New course in the catalogue: ${pick(COURSES, n).title}.`,
    link: (n) => `/catalog/${pick(COURSES, n).slug}`,
  },
  {
    // No due reminders — the seeded assignments have no due date. What is true: the
    // group "Team North" handed in "Style guide" (seed-coaching.ts).
    message: () => 'Team North handed in your group assignment "Style guide".',
    link: () => '/courses/writing-for-the-web/style-guide',
  },
  {
    message: () => 'The quiz "Data literacy quiz" is open for you.',
    link: () => '/courses/data-literacy/data-literacy-quiz',
  },
  {
    message: () => 'Your subscription has been renewed for another year.',
    link: () => 'http://localhost:3000/account/orders',
  },
  {
    message: () => 'Cora Coach graded your assignment "Learning plan".',
    link: () => '/courses/project-management-basics/learning-plan',
  },
  {
    message: (n) => `Your assignment "${pick(ASSIGNMENTS, n + 1).title}" was handed in.`,
    link: (n) => pick(ASSIGNMENTS, n + 1).path,
  },
  {
    message: () => 'Your "Project management certificate" is ready to download.',
    link: () => '/account/certificates',
  },
  {
    message: (n) => `A new version of the course "${pick(COURSES, n + 4).title}" is available.`,
    link: (n) => `http://localhost:3000/catalog/${pick(COURSES, n + 4).slug}`,
  },
  {
    message: () => 'Scheduled maintenance on Sunday from 06:00 to 08:00: the academy may be slow.',
    link: () => null,
  },
  {
    message: () => 'Complete your profile so your coach knows what you are working on.',
    link: () => '/profile',
  },
];

/** Links the UI must neutralise (spec §4: never navigate to script or foreign-host links). */
const HOSTILE: Record<number, Template> = {
  2: { message: () => 'Claim your free upgrade now!', link: () => 'javascript:alert(1)' },
  6: {
    message: () => 'Confirm your account details on our partner site.',
    link: () => 'https://login.partner-site.example.net/verify',
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
    // DEMO-DATA.md's texts are English; Demo Academy's pages are Dutch by default.
    language: 'en',
    link: template?.link(i) ?? null,
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
      const readAt = i === 2 ? new Date(receivedAt.getTime() + HOUR) : null;
      return { ...n, language: 'en', receivedAt, readAt };
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
