-- Erasure requests (issue 42, item 4). No change-feed trigger: nothing an instance keeps reads them.
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"handled_by_name" text,
	"decision_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "erasure_requests_status_check" CHECK ("erasure_requests"."status" in ('open', 'erased', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_requests_portal_status_idx" ON "erasure_requests" USING btree ("portal_id","status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erasure_requests_portal_requested_idx" ON "erasure_requests" USING btree ("portal_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erasure_requests_account_idx" ON "erasure_requests" USING btree ("account_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_one_open_idx" ON "erasure_requests" USING btree ("account_id") WHERE "erasure_requests"."status" = 'open';
