-- The change feed (academy-api/db/change-feed.ts): every committed write to a table that what
-- a guest sees may depend on sends a notification on `academy_changes`, so each app instance
-- drops the guest pages it keeps (server/guest-page-cache.cjs) the moment the change commits,
-- whichever instance or background job made it. PostgreSQL sends a notification only on commit
-- and once per transaction, so a transaction of many statements costs one.
--
-- Left out: the tables a learner's everyday activity writes many times a minute and no guest
-- page reads (sessions, throttles, progress, attempts, notifications, statistics, views…);
-- accounts notify unless only last_online changed (touched once a minute per active account).
-- A table added later gets the trigger in its own migration, or joins this list: a test
-- (change-feed.test.ts) fails while a table is in neither.
CREATE OR REPLACE FUNCTION academy_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('academy_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname NOT IN (
      'accounts', 'login_tokens', 'auth_throttles', 'item_progress', 'learner_activity',
      'quiz_attempts', 'submissions', 'notifications', 'notification_counters',
      'recent_account_views', 'course_progress_stats', 'course_weekly_stats',
      'portal_weekly_activity', 'announcement_dismissals', 'account_preferences', 'coach_notes',
      'review_tickets', 'review_ticket_accounts', 'mailing_recipients', 'feedback_upvotes',
      'feedback_notes', 'grade_changes', 'server_secrets'
    )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER academy_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change()',
      name
    );
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_changes AFTER INSERT OR DELETE OR TRUNCATE ON accounts
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change();
--> statement-breakpoint
CREATE TRIGGER academy_changes_update AFTER UPDATE ON accounts FOR EACH ROW
WHEN ((to_jsonb(OLD) - 'last_online') IS DISTINCT FROM (to_jsonb(NEW) - 'last_online'))
EXECUTE FUNCTION academy_notify_change();
