-- Content packages (issue 37): a `package` item of the outline and the uploaded SCORM or cmi5
-- versions it has, with their unpacked files (academy-api/packages/schema.ts). Off the change feed:
-- nothing an instance keeps (guest pages, request contexts, Me) reads them.
CREATE TABLE "content_package_files" (
	"version_id" uuid NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"content_type" text NOT NULL,
	CONSTRAINT "content_package_files_version_id_path_pk" PRIMARY KEY("version_id","path"),
	CONSTRAINT "content_package_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "content_package_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"zip_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"file_count" integer NOT NULL,
	"total_bytes" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_package_versions_item_number_unique" UNIQUE("item_id","number"),
	CONSTRAINT "content_package_versions_kind_check" CHECK ("content_package_versions"."kind" in ('scorm12', 'scorm2004', 'cmi5')),
	CONSTRAINT "content_package_versions_number_check" CHECK ("content_package_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "course_items" DROP CONSTRAINT "course_items_kind_check";--> statement-breakpoint
ALTER TABLE "content_package_files" ADD CONSTRAINT "content_package_files_version_id_content_package_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."content_package_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_package_versions" ADD CONSTRAINT "content_package_versions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_package_versions" ADD CONSTRAINT "content_package_versions_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_package_versions" ADD CONSTRAINT "content_package_versions_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_package_versions_portal_idx" ON "content_package_versions" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "content_package_versions_uploaded_by_idx" ON "content_package_versions" USING btree ("uploaded_by");--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_kind_check" CHECK ("course_items"."kind" in ('lesson', 'quiz', 'assignment', 'package'));