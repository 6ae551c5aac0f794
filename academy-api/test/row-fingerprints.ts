import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The tables anything a learner does writes to, directly or by what follows from it (issue 43
 * item 4: "no enrolment, no item_progress/learner_activity, no quiz_attempts, no ticket, no
 * certificate, no xAPI statements, no notifications, no webhooks").
 */
export const LEARNER_TABLES = [
  'enrollments',
  'item_progress',
  'learner_activity',
  'course_progress_stats',
  'course_weekly_stats',
  'portal_weekly_activity',
  'quiz_attempts',
  'review_tickets',
  'review_ticket_accounts',
  'submissions',
  'certificates',
  'course_ratings',
  'content_issues',
  'files',
  'package_attempts',
  'package_attempt_scos',
  'cmi5_sessions',
  'xapi_statements',
  'notifications',
  'notification_counters',
  'webhook_events',
  'webhook_deliveries',
  'audit_events',
] as const;

/**
 * Each table's row count and a digest of its rows: equal before and after means nothing was
 * inserted, changed or deleted (the tables are small in a test database).
 */
export async function rowFingerprints(db: Db, tables: readonly string[] = LEARNER_TABLES) {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const result = await db.execute<{ rows: number; digest: string | null }>(
        sql.raw(
          `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`,
        ),
      );
      const [row] = (result as unknown as { rows: { rows: number; digest: string | null }[] }).rows;
      return [table, `${row?.rows ?? 0}:${row?.digest ?? ''}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
