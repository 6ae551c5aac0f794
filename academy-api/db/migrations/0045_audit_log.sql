-- Issue 42, item 5: the audit log. Append-only with a hash chain per portal: the trigger below
-- numbers each entry and hashes it with the previous entry's hash under a per-portal lock, and the
-- database refuses to change or remove an entry (only a portal's own removal takes its log). Off
-- the change feed (no academy_changes trigger): nothing an instance keeps reads it.
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_address" text,
	"via" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_portal_seq_unique" UNIQUE("portal_id","seq")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_portal_occurred_idx" ON "audit_events" USING btree ("portal_id","occurred_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_portal_action_idx" ON "audit_events" USING btree ("portal_id","action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
-- An entry's hash: sha256 of a JSON array of its fields and the previous hash. jsonb's text form
-- is canonical (keys sorted, one spacing), so the same entry always hashes the same; the time
-- counts in microseconds, whatever the session's time zone.
CREATE OR REPLACE FUNCTION academy_audit_hash(e audit_events) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    e.prev_hash, e.seq, e.portal_id, (extract(epoch from e.occurred_at) * 1000000)::bigint,
    e.actor_id, e.actor_name, e.actor_address, e.via, e.action, e.target_type, e.target_id,
    e.target_label, e.before, e.after
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last audit_events%ROWTYPE;
BEGIN
  -- One writer per portal at a time, until its transaction ends: two entries never share a number
  -- or a predecessor.
  PERFORM pg_advisory_xact_lock(hashtextextended('audit:' || NEW.portal_id::text, 0));
  SELECT * INTO last FROM audit_events WHERE portal_id = NEW.portal_id ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last.seq, 0) + 1;
  NEW.prev_hash := last.hash;
  NEW.occurred_at := date_trunc('milliseconds', coalesce(NEW.occurred_at, now()));
  NEW.hash := academy_audit_hash(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_audit_chain BEFORE INSERT ON audit_events
FOR EACH ROW EXECUTE FUNCTION academy_audit_chain();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A portal's removal takes its log with it (the foreign key's cascade runs once the portal row
  -- is gone); nothing else may change or remove an entry.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM portals WHERE id = OLD.portal_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % of entry % refused', TG_OP, OLD.seq
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_audit_append_only BEFORE UPDATE OR DELETE ON audit_events
FOR EACH ROW EXECUTE FUNCTION academy_audit_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_audit_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: TRUNCATE refused'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_audit_no_truncate BEFORE TRUNCATE ON audit_events
FOR EACH STATEMENT EXECUTE FUNCTION academy_audit_no_truncate();
