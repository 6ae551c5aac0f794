import { eq, inArray } from 'drizzle-orm';
import { trustedAccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { courses, enrollments, type PortfolioItemKind, portfolioItems } from '../db/schema';
import { insertPortfolioItems } from './portfolio.queries';

const DAY = 24 * 60 * 60 * 1000;

type PortfolioSeed = {
  title: string;
  description: string;
  kind: PortfolioItemKind;
  /** The title of a course the account is enrolled in (seed-courses.ts), or none. */
  course?: string;
  daysAgo: number;
  /** Shared with the account's primary coach (the participant's page shows it to them). */
  sharedWithCoach?: boolean;
};

/**
 * DEMO-DATA.md: "a portfolio with a few items for Stijn Student". The linked courses are two
 * of his enrolments; the dates follow them (the achievement just after he completed the course).
 */
export const PORTFOLIO_SEEDS: Record<string, PortfolioSeed[]> = {
  'student@demo.academy': [
    {
      title: 'Completed Project management basics',
      description:
        'Finished every module and passed the final test with 86%. The project charter ' +
        'template from module 2 is now where I start each new assignment at work.',
      kind: 'achievement',
      course: 'Project management basics',
      daysAgo: 94,
    },
    {
      title: 'What planning our team day taught me',
      description:
        'I planned our team day with a clear scope, a schedule and a budget. Writing down ' +
        'what was out of scope saved us two long discussions. Next time I will ask the ' +
        'others for their input on the schedule earlier.',
      kind: 'reflection',
      daysAgo: 61,
    },
    {
      title: 'Reading our sales dashboard critically',
      description:
        'I analysed the quarterly sales dashboard and found a chart with a truncated axis ' +
        'that made a 3% rise look like a doubling. I rewrote the summary for my manager ' +
        'with the numbers in context.',
      kind: 'assignment',
      course: 'Data literacy',
      daysAgo: 27,
      sharedWithCoach: true,
    },
    {
      title: 'My learning goals for this quarter',
      description:
        'Finish Data literacy, start Writing for the web and practise writing shorter ' +
        'e-mails. I will review my progress with Cora every two weeks.',
      kind: 'reflection',
      daysAgo: 5,
    },
  ],
};

/** Title → id of the courses an account is enrolled in. */
async function enrolledCourses(db: Db, accountId: string) {
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.accountId, accountId));
  return new Map(rows.map((row) => [row.title, row.id]));
}

/**
 * Seeds the portfolios of accounts that have no items yet, so a second run adds nothing and
 * items a student deleted stay deleted while any remain. Runs after seedCourses: an item only
 * links a course its account is enrolled in.
 */
export async function seedPortfolio(db: Db, ids: Map<string, string>, now = Date.now()) {
  const seeds = Object.entries(PORTFOLIO_SEEDS);
  const accountIds = seeds.map(([email]) => ids.get(email) ?? '').filter(Boolean);
  if (accountIds.length === 0) return;
  const existing = await db
    .selectDistinct({ accountId: portfolioItems.accountId })
    .from(portfolioItems)
    .where(inArray(portfolioItems.accountId, accountIds));
  const done = new Set(existing.map((row) => row.accountId));
  for (const [email, list] of seeds) {
    const accountId = ids.get(email);
    if (!accountId || done.has(accountId)) continue;
    const courseIds = await enrolledCourses(db, accountId);
    await insertPortfolioItems(
      db,
      list.map((seed) => ({
        scope: trustedAccountScope(accountId, ''),
        courseId: (seed.course && courseIds.get(seed.course)) || null,
        title: seed.title,
        description: seed.description,
        kind: seed.kind,
        sharedWithCoach: seed.sharedWithCoach ?? false,
        createdAt: new Date(now - seed.daysAgo * DAY),
      })),
    );
  }
}
