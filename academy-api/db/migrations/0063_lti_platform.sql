-- LTI 1.3 platform (issue 38 item 1): the outside tools a portal launches, the course items that link
-- to them (kind lti), their AGS line items and scores, the service tokens (hashed) and used assertion
-- jtis. No change-feed trigger: nothing an instance keeps reads them.
CREATE TABLE "lti_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_access_tokens_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lti_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"item_id" uuid,
	"label" text NOT NULL,
	"score_maximum" double precision NOT NULL,
	"resource_id" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"start_date_time" timestamp with time zone,
	"end_date_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_line_items_score_maximum_check" CHECK ("lti_line_items"."score_maximum" > 0)
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"tool_id" uuid,
	"url" text,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_tool_scores" (
	"line_item_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"score_given" double precision,
	"score_maximum" double precision,
	"activity_progress" text NOT NULL,
	"grading_progress" text NOT NULL,
	"comment" text,
	"scored_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_tool_scores_line_item_id_account_id_pk" PRIMARY KEY("line_item_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "lti_tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"login_url" text NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"target_link_uri" text NOT NULL,
	"deep_link_uri" text,
	"jwks_url" text,
	"public_jwk" jsonb,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"presentation" text DEFAULT 'iframe' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "lti_tools_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "lti_tools_presentation_check" CHECK ("lti_tools"."presentation" in ('iframe', 'window')),
	CONSTRAINT "lti_tools_status_check" CHECK ("lti_tools"."status" in ('active', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "lti_used_jtis" (
	"tool_id" uuid NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_used_jtis_tool_id_jti_pk" PRIMARY KEY("tool_id","jti")
);
--> statement-breakpoint
ALTER TABLE "course_items" DROP CONSTRAINT "course_items_kind_check";--> statement-breakpoint
ALTER TABLE "lti_access_tokens" ADD CONSTRAINT "lti_access_tokens_tool_id_lti_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."lti_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_tool_id_lti_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."lti_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_tool_id_lti_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."lti_tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_tool_scores" ADD CONSTRAINT "lti_tool_scores_line_item_id_lti_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."lti_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_tool_scores" ADD CONSTRAINT "lti_tool_scores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_tools" ADD CONSTRAINT "lti_tools_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_tools" ADD CONSTRAINT "lti_tools_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_used_jtis" ADD CONSTRAINT "lti_used_jtis_tool_id_lti_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."lti_tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_access_tokens_tool_idx" ON "lti_access_tokens" USING btree ("tool_id","expires_at");--> statement-breakpoint
CREATE INDEX "lti_line_items_tool_course_idx" ON "lti_line_items" USING btree ("tool_id","course_id","created_at");--> statement-breakpoint
CREATE INDEX "lti_line_items_item_idx" ON "lti_line_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "lti_resource_links_tool_idx" ON "lti_resource_links" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "lti_tool_scores_account_idx" ON "lti_tool_scores" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "lti_tools_portal_idx" ON "lti_tools" USING btree ("portal_id","name");--> statement-breakpoint
CREATE INDEX "lti_used_jtis_expires_idx" ON "lti_used_jtis" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_kind_check" CHECK ("course_items"."kind" in ('lesson', 'quiz', 'assignment', 'package', 'lti'));