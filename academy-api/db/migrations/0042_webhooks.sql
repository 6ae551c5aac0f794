-- Issue 42, item 2: outgoing webhooks. The four tables are off the change feed (no academy_changes
-- trigger): nothing an instance keeps reads them.
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_headers" jsonb NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text DEFAULT '' NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"lease_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status" integer,
	"replay_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"failing_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_portal_created_idx" ON "webhook_endpoints" USING btree ("portal_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_events_portal_created_idx" ON "webhook_events" USING btree ("portal_id","created_at");--> statement-breakpoint
-- Events are raised here, in the transaction of the change itself, whichever code path (a
-- route, an order automation, an import, the worker) made it: an event is never lost to a
-- crash between the change and its event, nor raised for a change that rolled back. A portal
-- without an endpoint that wants the type pays one index lookup and stores nothing.
CREATE OR REPLACE FUNCTION academy_iso(value timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_emit(portal uuid, event_type text, payload jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event uuid;
BEGIN
  -- An endpoint switched off after failing keeps its events (they go once it is switched on
  -- again); one an admin switched off gets none.
  IF portal IS NULL OR NOT EXISTS (
    SELECT 1 FROM webhook_endpoints
    WHERE portal_id = portal AND event_type = ANY (events)
      AND (disabled_at IS NULL OR disabled_reason = 'failing')
  ) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (portal_id, type, data) VALUES (portal, event_type, payload)
  RETURNING id INTO event;
  INSERT INTO webhook_deliveries (portal_id, endpoint_id, event_id)
  SELECT portal, id, event FROM webhook_endpoints
  WHERE portal_id = portal AND event_type = ANY (events)
    AND (disabled_at IS NULL OR disabled_reason = 'failing');
  -- The worker of every instance wakes (academy-api/db/change-feed.ts); on commit only.
  PERFORM pg_notify('academy_jobs', '');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM academy_webhook_emit(NEW.portal_id, 'account.created', jsonb_build_object(
    'account_id', NEW.id, 'email', NEW.email, 'full_name', NEW.full_name,
    'locale', NEW.locale, 'created_at', academy_iso(NEW.created_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT ON accounts
FOR EACH ROW EXECUTE FUNCTION academy_webhook_account();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_enrollment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  portal uuid := (SELECT portal_id FROM accounts WHERE id = NEW.account_id);
  body jsonb := jsonb_build_object(
    'enrollment_id', NEW.id, 'account_id', NEW.account_id, 'course_id', NEW.course_id,
    'status', NEW.status, 'enrolled_at', academy_iso(NEW.enrolled_at),
    'completed_at', academy_iso(NEW.completed_at));
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM academy_webhook_emit(portal, 'enrollment.created', body);
  END IF;
  IF NEW.status = 'completed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'completed') THEN
    PERFORM academy_webhook_emit(portal, 'course.completed', body);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT OR UPDATE OF status ON enrollments
FOR EACH ROW EXECUTE FUNCTION academy_webhook_enrollment();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_item_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM academy_webhook_emit(
    (SELECT portal_id FROM accounts WHERE id = NEW.account_id), 'lesson.completed',
    jsonb_build_object(
      'account_id', NEW.account_id, 'course_id', NEW.course_id, 'item_id', NEW.item_id,
      'item_kind', (SELECT kind FROM course_items WHERE id = NEW.item_id),
      'completed_at', academy_iso(NEW.completed_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT ON item_progress
FOR EACH ROW EXECUTE FUNCTION academy_webhook_item_progress();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_quiz_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.passed IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.passed IS DISTINCT FROM NEW.passed) THEN
    PERFORM academy_webhook_emit(
      NEW.portal_id, CASE WHEN NEW.passed THEN 'quiz.passed' ELSE 'quiz.failed' END,
      jsonb_build_object(
        'attempt_id', NEW.id, 'account_id', NEW.account_id, 'course_id', NEW.course_id,
        'item_id', NEW.item_id, 'number', NEW.number, 'score', NEW.score,
        'max_score', NEW.max_score, 'percent', NEW.percent,
        'submitted_at', academy_iso(NEW.submitted_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT OR UPDATE OF passed ON quiz_attempts
FOR EACH ROW EXECUTE FUNCTION academy_webhook_quiz_attempt();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_certificate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  body jsonb := jsonb_build_object(
    'certificate_id', NEW.id, 'account_id', NEW.account_id,
    'certification_id', NEW.certification_id, 'code', NEW.code,
    'issued_at', academy_iso(NEW.issued_at), 'expires_at', academy_iso(NEW.expires_at),
    'revoked_at', academy_iso(NEW.revoked_at));
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM academy_webhook_emit(NEW.portal_id, 'certificate.issued', body);
  END IF;
  IF NEW.revoked_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.revoked_at IS NULL) THEN
    PERFORM academy_webhook_emit(NEW.portal_id, 'certificate.revoked',
      body || jsonb_build_object('reason', NEW.revoked_reason));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT OR UPDATE OF revoked_at ON certificates
FOR EACH ROW EXECUTE FUNCTION academy_webhook_certificate();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('paid', 'refunded') AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status) THEN
    PERFORM academy_webhook_emit(NEW.portal_id, 'order.' || NEW.status, jsonb_build_object(
      'order_id', NEW.id, 'number', NEW.number, 'status', NEW.status,
      'customer_account_id', NEW.customer_account_id, 'customer_name', NEW.customer_name,
      'currency', NEW.currency, 'total_cents', NEW.total_cents, 'vat_cents', NEW.vat_cents,
      'paid_at', academy_iso(NEW.paid_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT OR UPDATE OF status ON orders
FOR EACH ROW EXECUTE FUNCTION academy_webhook_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_ticket() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.graded_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.graded_at IS DISTINCT FROM NEW.graded_at) THEN
    PERFORM academy_webhook_emit(NEW.portal_id, 'ticket.graded', jsonb_build_object(
      'ticket_id', NEW.id, 'kind', NEW.kind, 'account_id', NEW.account_id,
      'group_id', NEW.group_id, 'course_id', NEW.course_id, 'item_id', NEW.item_id,
      'passed', NEW.passed, 'score', NEW.score, 'max_score', NEW.max_score,
      'graded_by', NEW.graded_by, 'graded_at', academy_iso(NEW.graded_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT OR UPDATE OF graded_at ON review_tickets
FOR EACH ROW EXECUTE FUNCTION academy_webhook_ticket();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_webhook_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.is_active, OLD.kind, OLD.starts_at, OLD.ends_at)
      IS DISTINCT FROM (NEW.is_active, NEW.kind, NEW.starts_at, NEW.ends_at) THEN
    PERFORM academy_webhook_emit(
      (SELECT portal_id FROM accounts WHERE id = NEW.account_id), 'subscription.changed',
      jsonb_build_object(
        'account_id', NEW.account_id, 'kind', NEW.kind, 'is_active', NEW.is_active,
        'starts_at', academy_iso(NEW.starts_at), 'ends_at', academy_iso(NEW.ends_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academy_webhooks AFTER INSERT OR UPDATE ON subscriptions
FOR EACH ROW EXECUTE FUNCTION academy_webhook_subscription();
