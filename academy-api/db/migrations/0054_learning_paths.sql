-- Issue 43, item 6: learning paths (courses followed in order and sold as one, a certificate for
-- the whole) and course prerequisites (a course opens once another is completed). What a guest
-- sees of them (the path page, "Requires" on a course page) comes from the paths, their courses
-- and the prerequisites: those get the change feed's trigger. A learner's path enrolments are
-- off the feed (no guest page reads them).
CREATE TABLE "course_prerequisites" (
	"course_id" uuid NOT NULL,
	"required_course_id" uuid NOT NULL,
	CONSTRAINT "course_prerequisites_course_id_required_course_id_pk" PRIMARY KEY("course_id","required_course_id"),
	CONSTRAINT "course_prerequisites_not_itself" CHECK ("course_prerequisites"."course_id" <> "course_prerequisites"."required_course_id")
);
--> statement-breakpoint
CREATE TABLE "learning_path_courses" (
	"path_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_path_courses_path_id_course_id_pk" PRIMARY KEY("path_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "learning_path_enrollments" (
	"account_id" uuid NOT NULL,
	"path_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "learning_path_enrollments_account_id_path_id_pk" PRIMARY KEY("account_id","path_id")
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sequential" boolean DEFAULT true NOT NULL,
	"certification_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_portal_slug_unique" UNIQUE("portal_id","slug"),
	CONSTRAINT "learning_paths_status_check" CHECK ("learning_paths"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_required_course_id_courses_id_fk" FOREIGN KEY ("required_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_courses" ADD CONSTRAINT "learning_path_courses_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_courses" ADD CONSTRAINT "learning_path_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_enrollments" ADD CONSTRAINT "learning_path_enrollments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_enrollments" ADD CONSTRAINT "learning_path_enrollments_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_prerequisites_required_idx" ON "course_prerequisites" USING btree ("required_course_id");--> statement-breakpoint
CREATE INDEX "learning_path_courses_course_idx" ON "learning_path_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "learning_path_enrollments_path_idx" ON "learning_path_enrollments" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "learning_paths_portal_position_idx" ON "learning_paths" USING btree ("portal_id","position","title");--> statement-breakpoint
CREATE INDEX "learning_paths_certification_idx" ON "learning_paths" USING btree ("certification_id");--> statement-breakpoint
CREATE TRIGGER academy_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_paths
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change();
--> statement-breakpoint
CREATE TRIGGER academy_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON learning_path_courses
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change();
--> statement-breakpoint
CREATE TRIGGER academy_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_prerequisites
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change();
