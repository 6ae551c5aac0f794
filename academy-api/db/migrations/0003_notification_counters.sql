-- Keeps notification_counters exact. Statement-level triggers with transition tables cost one
-- counter write per statement (a 5,000-row batch of "mark all as read", a bulk insert of a
-- million rows), where row-level triggers would rewrite the counter row once per notification.
CREATE FUNCTION notification_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counters AS c (account_id, total, unread)
  SELECT account_id, count(*), count(*) FILTER (WHERE read_at IS NULL)
  FROM new_rows GROUP BY account_id ORDER BY account_id
  ON CONFLICT (account_id) DO UPDATE
    SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates and deletes only adjust existing rows: a cascaded delete of an account must not
-- re-create its counter row.
CREATE FUNCTION notification_counters_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE notification_counters c
    SET total = c.total + d.total, unread = c.unread + d.unread
    FROM (
      SELECT account_id, sum(total)::int AS total, sum(unread)::int AS unread FROM (
        SELECT account_id, 1 AS total, (read_at IS NULL)::int AS unread FROM new_rows
        UNION ALL
        SELECT account_id, -1, -(read_at IS NULL)::int FROM old_rows
      ) changes GROUP BY account_id
    ) d
    WHERE c.account_id = d.account_id AND (d.total <> 0 OR d.unread <> 0);
  ELSE
    UPDATE notification_counters c
    SET total = c.total - d.total, unread = c.unread - d.unread
    FROM (
      SELECT account_id, count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
      FROM old_rows GROUP BY account_id
    ) d
    WHERE c.account_id = d.account_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_counters_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_on_insert();
--> statement-breakpoint
CREATE TRIGGER notification_counters_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_on_change();
--> statement-breakpoint
CREATE TRIGGER notification_counters_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_on_change();
