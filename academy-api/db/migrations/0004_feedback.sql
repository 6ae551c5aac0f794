CREATE TABLE "feedback_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"project_id" uuid,
	"feedback" text NOT NULL,
	"email" text NOT NULL,
	"url" text NOT NULL,
	"entity" text NOT NULL,
	"segments" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'backlog' NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_projects_name_unique" UNIQUE("name"),
	CONSTRAINT "feedback_projects_state_check" CHECK ("feedback_projects"."state" in ('planned', 'started', 'backlog')),
	CONSTRAINT "feedback_projects_upvotes_check" CHECK ("feedback_projects"."upvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feedback_upvotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_project_id_feedback_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."feedback_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_upvotes" ADD CONSTRAINT "feedback_upvotes_project_id_feedback_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."feedback_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_upvotes" ADD CONSTRAINT "feedback_upvotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_notes_project_idx" ON "feedback_notes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "feedback_notes_account_idx" ON "feedback_notes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "feedback_notes_portal_created_idx" ON "feedback_notes" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_upvotes_email_project_unique" ON "feedback_upvotes" USING btree (lower("email"),"project_id");--> statement-breakpoint
CREATE INDEX "feedback_upvotes_project_idx" ON "feedback_upvotes" USING btree ("project_id");