import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { throwawayPostgres } from '../test/throwaway-postgres';
import {
  type ChangeEvent,
  type ChangeFeed,
  FEED_APPLICATION_NAME,
  pgliteChangeFeed,
  postgresChangeFeed,
} from './change-feed';
import { openPostgres } from './client';

/**
 * The tables without a trigger (migration 0030; 0032 gives announcement_dismissals one, 0033 takes
 * portfolio_items' away, 0034, 0035 and 0041 add the content packages' and the API tokens' without one): what a learner's activity
 * writes all the time, or what nothing an instance keeps reads. A new table must get the trigger or a line here (with a reason
 * in the migration that leaves it out).
 */
const SILENT_TABLES = [
  'account_import_rows',
  'account_imports',
  'account_preferences',
  'api_tokens',
  'audit_events',
  'auth_throttles',
  'badge_credentials',
  'badge_issuer_keys',
  'billing_subscription_payments',
  'billing_subscriptions',
  'calendar_feeds',
  'cmi5_sessions',
  'coach_notes',
  'content_package_files',
  'content_package_versions',
  'course_progress_stats',
  'course_weekly_stats',
  'erasure_requests',
  'feedback_notes',
  'feedback_upvotes',
  'grade_changes',
  'invoice_counters',
  'invoice_settings',
  'invoices',
  'item_progress',
  'learner_activity',
  'learning_path_enrollments',
  'login_tokens',
  'lrs_credentials',
  'lti_access_tokens',
  'lti_keys',
  'lti_launches',
  'lti_line_items',
  'lti_nonces',
  'lti_platforms',
  'lti_resource_links',
  'lti_scores',
  'lti_tool_scores',
  'lti_tools',
  'lti_used_jtis',
  'lti_user_links',
  'mailing_recipients',
  'notification_counters',
  'notifications',
  'package_attempt_scos',
  'package_attempts',
  'portal_weekly_activity',
  'portfolio_items',
  'quiz_attempts',
  'recent_account_views',
  'report_schedule_recipients',
  'report_schedules',
  'review_ticket_accounts',
  'review_tickets',
  'scim_group_members',
  'scim_groups',
  'scim_tokens',
  'scim_users',
  'server_secrets',
  'sso_assertion_ids',
  'sso_identities',
  'sso_sessions',
  'sso_transactions',
  'submissions',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_events',
  'xapi_activities',
  'xapi_attachments',
  'xapi_documents',
  'xapi_statements',
];

describe('the change feed on PGlite', () => {
  let client: PGlite;
  let feed: ChangeFeed;
  const events: ChangeEvent[] = [];

  beforeAll(async () => {
    ({ client } = await openTestDatabase());
    feed = await pgliteChangeFeed(client);
    feed.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await feed.close();
    await client.close();
  });

  const contentEvents = () => events.filter((event) => event.kind === 'content').length;

  /** The content changes a statement caused, heard by the time it returned. */
  async function heardFrom(statement: string): Promise<number> {
    const before = contentEvents();
    await client.query(statement);
    return contentEvents() - before;
  }

  it('says it is live as soon as one subscribes', () => {
    expect(events[0]).toEqual({ kind: 'state', live: true });
  });

  it('gives every table but the listed ones a trigger, and the listed ones none', async () => {
    const { rows } = await client.query<{ table: string; triggered: boolean }>(`
      select c.relname as table,
        exists (select 1 from pg_trigger t where t.tgrelid = c.oid
          and t.tgname like 'academy_changes%') as triggered
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and c.relname not like '\\_\\_drizzle%'
      order by 1`);
    const silent = rows.filter((row) => !row.triggered).map((row) => row.table);
    expect(silent).toEqual(SILENT_TABLES);
    expect(rows.length).toBeGreaterThan(SILENT_TABLES.length + 50);
  });

  it('reports a committed write before the writing query returns, once per transaction', async () => {
    expect(await heardFrom(`update courses set title = title || ' ' where true`)).toBe(1);
    const before = contentEvents();
    await client.transaction(async (tx) => {
      await tx.query(`update categories set name = name where true`);
      await tx.query(`update portals set name = name where true`);
      expect(contentEvents()).toBe(before);
    });
    expect(contentEvents() - before).toBe(1);
  });

  it('reports nothing for a rolled-back write', async () => {
    const before = events.length;
    await client
      .transaction(async (tx) => {
        await tx.query(`update login_tokens set expires_at = expires_at where true`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await client
      .transaction(async (tx) => {
        await tx.query(`update courses set title = title where true`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(events.length).toBe(before);
  });

  it('stays quiet for a learner activity and for last_online alone', async () => {
    expect(await heardFrom(`update login_tokens set expires_at = expires_at where true`)).toBe(0);
    expect(await heardFrom(`update accounts set last_online = now() where true`)).toBe(0);
    // A name is on the course pages (coaches): a change of it is a change; the same value is not.
    expect(await heardFrom(`update accounts set full_name = full_name where true`)).toBe(0);
    expect(await heardFrom(`update accounts set full_name = full_name || '.' where true`)).toBe(1);
  });

  it('names the session of a sign-in, a revocation and a removal, on a channel of its own', async () => {
    const sessions = () =>
      events.flatMap((event) => (event.kind === 'session' ? [event.tokenHash] : []));
    const before = sessions().length;
    await client.query(`insert into login_tokens (account_id, token_hash, expires_at)
      select id, 'hash-1', now() + interval '1 day' from accounts limit 1`);
    await client.query(`update login_tokens set revoked_at = now() where token_hash = 'hash-1'`);
    await client.query(`delete from login_tokens where token_hash = 'hash-1'`);
    expect(sessions().slice(before)).toEqual(['hash-1', 'hash-1', 'hash-1']);
    expect(await heardFrom(`update login_tokens set expires_at = expires_at where true`)).toBe(0);
  });

  it('says it is no longer live when closed', async () => {
    const own = await pgliteChangeFeed(client);
    const heard: ChangeEvent[] = [];
    own.subscribe((event) => heard.push(event));
    await own.close();
    expect(heard.at(-1)).toEqual({ kind: 'state', live: false });
    await client.query(`update courses set title = title where true`);
    expect(heard.at(-1)).toEqual({ kind: 'state', live: false });
  });
});

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL delivers notifications to a connection of their own; `settle` is what makes the
// writer's own instance hear its write before it answers.
describe.runIf(url)('the change feed on PostgreSQL (TEST_DATABASE_URL)', () => {
  const { database, admin } = throwawayPostgres(url, 'academy_feed');

  it('hears a write of another connection by the time settle resolves, and its loss', async () => {
    const opened = await openPostgres(database.url, {
      migrationsFolder: path.join(import.meta.dirname, 'migrations'),
      seed: false,
    });
    const other = await postgresChangeFeed(database.url);
    const heard: ChangeEvent[] = [];
    other.subscribe((event) => heard.push(event));
    try {
      expect(heard).toEqual([{ kind: 'state', live: true }]);
      const writer = new Pool({ connectionString: database.url, max: 1 });
      // A statement-level trigger: a write of no row is a write too.
      await writer.query(`update portals set name = name where false`);
      await writer.end();
      await other.settle();
      expect(heard.length).toBe(2);
      // Many writers settling at once: one round trip at a time, each resolved after its own.
      const writers = new Pool({ connectionString: database.url, max: 5 });
      writers.on('error', () => undefined);
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const before = heard.length;
          await writers.query(`update portals set name = name where false`);
          await other.settle();
          expect(heard.length).toBeGreaterThan(before);
        }),
      );
      await writers.end();
      // The listening connection dropped (a restart, a failover): not live until it is back.
      await admin().query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name = $2`,
        [database.name, FEED_APPLICATION_NAME],
      );
      await expect.poll(() => heard.some((event) => !event.live)).toBe(true);
      await expect.poll(() => heard.at(-1)?.live, { timeout: 5_000 }).toBe(true);
    } finally {
      await other.close();
      await opened.close();
    }
  });
});
