-- Package attempts (issue 37 item 2): a learner's attempt at a package item and each SCO's run-time
-- data in it. Off the change feed: a learner's player writes them every few seconds and nothing an
-- instance keeps reads them.
CREATE TABLE "package_attempt_scos" (
	"attempt_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"commit_sequence" integer DEFAULT 0 NOT NULL,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completion_status" text,
	"success_status" text,
	"score_scaled" double precision,
	"total_seconds" double precision,
	"done" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_attempt_scos_attempt_id_identifier_pk" PRIMARY KEY("attempt_id","identifier")
);
--> statement-breakpoint
CREATE TABLE "package_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"app_origin" text,
	"completion_status" text,
	"success_status" text,
	"score_scaled" double precision,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_attempt_scos" ADD CONSTRAINT "package_attempt_scos_attempt_id_package_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."package_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_version_id_content_package_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."content_package_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_attempts_account_item_idx" ON "package_attempts" USING btree ("account_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "package_attempts_item_updated_idx" ON "package_attempts" USING btree ("item_id","updated_at");--> statement-breakpoint
CREATE INDEX "package_attempts_version_idx" ON "package_attempts" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "package_attempts_portal_idx" ON "package_attempts" USING btree ("portal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_attempts_token_unique" ON "package_attempts" USING btree ("token_hash");