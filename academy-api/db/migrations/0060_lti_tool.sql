-- LTI 1.3 as a tool (issue 38 item 2): the platforms that launch a portal, the login nonces (used
-- once), the accounts linked to platform users, the launches (their one-time session hand-over) and
-- the outbox of AGS scores. No change-feed trigger: nothing an instance keeps reads them.
CREATE TABLE "lti_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"message_type" text NOT NULL,
	"deployment_id" text NOT NULL,
	"sub" text NOT NULL,
	"course_id" uuid,
	"ags" jsonb,
	"deep_linking" jsonb,
	"handoff_hash" text NOT NULL,
	"handoff_expires_at" timestamp with time zone NOT NULL,
	"handoff_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_launches_handoff_unique" UNIQUE("handoff_hash")
);
--> statement-breakpoint
CREATE TABLE "lti_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" text[] NOT NULL,
	"auth_endpoint" text NOT NULL,
	"token_endpoint" text NOT NULL,
	"jwks_url" text NOT NULL,
	"administrator_role" text DEFAULT 'coach' NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "lti_platforms_portal_issuer_client_unique" UNIQUE("portal_id","issuer","client_id"),
	CONSTRAINT "lti_platforms_administrator_role_check" CHECK ("lti_platforms"."administrator_role" in ('coach', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "lti_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"launch_id" uuid NOT NULL,
	"score_given" double precision NOT NULL,
	"score_maximum" double precision NOT NULL,
	"activity_progress" text NOT NULL,
	"grading_progress" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_scores_launch_reason_unique" UNIQUE("launch_id","reason")
);
--> statement-breakpoint
CREATE TABLE "lti_user_links" (
	"platform_id" uuid NOT NULL,
	"sub" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_user_links_platform_id_sub_pk" PRIMARY KEY("platform_id","sub")
);
--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_nonces" ADD CONSTRAINT "lti_nonces_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_launch_id_lti_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."lti_launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user_links" ADD CONSTRAINT "lti_user_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user_links" ADD CONSTRAINT "lti_user_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_launches_account_course_idx" ON "lti_launches" USING btree ("account_id","course_id");--> statement-breakpoint
CREATE INDEX "lti_nonces_expires_idx" ON "lti_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lti_scores_due_idx" ON "lti_scores" USING btree ("next_attempt_at") WHERE "lti_scores"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "lti_user_links_account_idx" ON "lti_user_links" USING btree ("account_id");