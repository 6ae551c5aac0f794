-- Sessions on the change feed (academy-api/db/change-feed.ts): a sign-in, a sign-out, a revoked
-- or removed session notifies `academy_sessions` with the token's hash, so every app instance
-- drops what it keeps for that session (academy-api/middleware/request-contexts.ts) the moment
-- the change commits. A channel of its own: a sign-in changes nothing a guest sees, so it must
-- not drop the guest pages the `academy_changes` channel is for.
CREATE OR REPLACE FUNCTION academy_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- No rows to name: every session is dropped (an empty payload).
    PERFORM pg_notify('academy_sessions', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('academy_sessions', OLD.token_hash);
  ELSE
    PERFORM pg_notify('academy_sessions', NEW.token_hash);
    IF TG_OP = 'UPDATE' AND OLD.token_hash IS DISTINCT FROM NEW.token_hash THEN
      PERFORM pg_notify('academy_sessions', OLD.token_hash);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_sessions AFTER INSERT OR UPDATE OR DELETE ON login_tokens
FOR EACH ROW EXECUTE FUNCTION academy_notify_session();
--> statement-breakpoint
CREATE TRIGGER academy_sessions_truncate AFTER TRUNCATE ON login_tokens
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_session();
