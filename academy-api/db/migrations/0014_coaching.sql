CREATE TABLE "approval_settings" (
	"portal_id" uuid PRIMARY KEY NOT NULL,
	"mandate_days" integer DEFAULT 365 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_settings_days_check" CHECK ("approval_settings"."mandate_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"portal_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"instructions_html" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"mode" text DEFAULT 'individual' NOT NULL,
	"scheme" text DEFAULT 'pass_fail' NOT NULL,
	"max_points" integer DEFAULT 10 NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"rubric" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_mode_check" CHECK ("assignments"."mode" in ('individual', 'group')),
	CONSTRAINT "assignments_scheme_check" CHECK ("assignments"."scheme" in ('points', 'pass_fail', 'rubric')),
	CONSTRAINT "assignments_max_points_check" CHECK ("assignments"."max_points" between 1 and 1000),
	CONSTRAINT "assignments_pass_percent_check" CHECK ("assignments"."pass_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "coach_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_mandates_status_check" CHECK ("coach_mandates"."status" in ('pending', 'approved', 'declined', 'expired')),
	CONSTRAINT "coach_mandates_distinct_check" CHECK ("coach_mandates"."coach_id" <> "coach_mandates"."student_id")
);
--> statement-breakpoint
CREATE TABLE "course_group_members" (
	"group_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_group_members_group_id_account_id_pk" PRIMARY KEY("group_id","account_id"),
	CONSTRAINT "course_group_members_course_account_unique" UNIQUE("course_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "course_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"changed_by" uuid,
	"old_grade" jsonb,
	"new_grade" jsonb NOT NULL,
	"old_score" double precision,
	"new_score" double precision NOT NULL,
	"old_passed" boolean,
	"new_passed" boolean NOT NULL,
	"max_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_ticket_accounts" (
	"ticket_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "review_ticket_accounts_ticket_id_account_id_pk" PRIMARY KEY("ticket_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "review_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"group_id" uuid,
	"quiz_attempt_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"due_at" timestamp with time zone,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grade" jsonb,
	"score" double precision,
	"max_score" double precision,
	"passed" boolean,
	"feedback_html" text DEFAULT '' NOT NULL,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_tickets_kind_check" CHECK ("review_tickets"."kind" in ('assignment', 'quiz')),
	CONSTRAINT "review_tickets_status_check" CHECK ("review_tickets"."status" in ('new', 'in_review', 'changes_requested', 'resubmitted', 'graded', 'closed')),
	CONSTRAINT "review_tickets_owner_check" CHECK (("review_tickets"."account_id" is null) <> ("review_tickets"."group_id" is null)),
	CONSTRAINT "review_tickets_quiz_check" CHECK (("review_tickets"."kind" = 'quiz') = ("review_tickets"."quiz_attempt_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"account_id" uuid,
	"group_id" uuid,
	"submitted_by" uuid,
	"attempt" integer NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_ticket_attempt_unique" UNIQUE("ticket_id","attempt"),
	CONSTRAINT "submissions_attempt_check" CHECK ("submissions"."attempt" >= 1),
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('submitted', 'changes_requested', 'graded')),
	CONSTRAINT "submissions_owner_check" CHECK (("submissions"."account_id" is null) <> ("submissions"."group_id" is null))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_mandates" ADD CONSTRAINT "coach_mandates_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_mandates" ADD CONSTRAINT "coach_mandates_coach_id_accounts_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_mandates" ADD CONSTRAINT "coach_mandates_student_id_accounts_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_mandates" ADD CONSTRAINT "coach_mandates_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_mandates" ADD CONSTRAINT "coach_mandates_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_members" ADD CONSTRAINT "course_group_members_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_members" ADD CONSTRAINT "course_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_group_members" ADD CONSTRAINT "course_group_members_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_groups" ADD CONSTRAINT "course_groups_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_groups" ADD CONSTRAINT "course_groups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_ticket_id_review_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."review_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_ticket_accounts" ADD CONSTRAINT "review_ticket_accounts_ticket_id_review_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."review_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_ticket_accounts" ADD CONSTRAINT "review_ticket_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_quiz_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("quiz_attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_claimed_by_accounts_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tickets" ADD CONSTRAINT "review_tickets_graded_by_accounts_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_ticket_id_review_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."review_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_group_id_course_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."course_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_course_idx" ON "assignments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "assignments_portal_due_idx" ON "assignments" USING btree ("portal_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_mandates_pending_unique" ON "coach_mandates" USING btree ("coach_id","student_id") WHERE "coach_mandates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "coach_mandates_coach_student_idx" ON "coach_mandates" USING btree ("coach_id","student_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "coach_mandates_student_idx" ON "coach_mandates" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "coach_mandates_portal_status_created_idx" ON "coach_mandates" USING btree ("portal_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_group_members_account_idx" ON "course_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_groups_course_name_unique" ON "course_groups" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "course_groups_portal_idx" ON "course_groups" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "grade_changes_ticket_created_idx" ON "grade_changes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "review_ticket_accounts_account_idx" ON "review_ticket_accounts" USING btree ("account_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_tickets_item_account_unique" ON "review_tickets" USING btree ("item_id","account_id") WHERE "review_tickets"."kind" = 'assignment' and "review_tickets"."group_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_tickets_item_group_unique" ON "review_tickets" USING btree ("item_id","group_id") WHERE "review_tickets"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_tickets_quiz_attempt_unique" ON "review_tickets" USING btree ("quiz_attempt_id") WHERE "review_tickets"."quiz_attempt_id" is not null;--> statement-breakpoint
CREATE INDEX "review_tickets_portal_status_submitted_idx" ON "review_tickets" USING btree ("portal_id","status","submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "review_tickets_portal_open_submitted_idx" ON "review_tickets" USING btree ("portal_id","submitted_at" DESC NULLS LAST,"id") WHERE "review_tickets"."status" in ('new', 'in_review', 'resubmitted');--> statement-breakpoint
CREATE INDEX "review_tickets_portal_submitted_idx" ON "review_tickets" USING btree ("portal_id","submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "review_tickets_portal_due_idx" ON "review_tickets" USING btree ("portal_id","due_at","id");--> statement-breakpoint
CREATE INDEX "review_tickets_portal_updated_idx" ON "review_tickets" USING btree ("portal_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "review_tickets_course_status_submitted_idx" ON "review_tickets" USING btree ("course_id","status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_tickets_claimed_by_idx" ON "review_tickets" USING btree ("claimed_by","status");--> statement-breakpoint
CREATE INDEX "review_tickets_item_idx" ON "review_tickets" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "review_tickets_account_idx" ON "review_tickets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "review_tickets_group_idx" ON "review_tickets" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "submissions_item_account_idx" ON "submissions" USING btree ("item_id","account_id");--> statement-breakpoint
CREATE INDEX "submissions_item_group_idx" ON "submissions" USING btree ("item_id","group_id");--> statement-breakpoint
CREATE INDEX "submissions_course_idx" ON "submissions" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_submission_idx" ON "files" USING btree ("submission_id");