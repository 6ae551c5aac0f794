CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"purpose" text NOT NULL,
	"course_id" uuid,
	"portfolio_item_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" between 0 and 50000000),
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('course_cover', 'lesson_image', 'portfolio', 'submission', 'avatar'))
);
--> statement-breakpoint
ALTER TABLE "content_issues" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "content_issues" ADD COLUMN "resolution" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_issues" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_portfolio_item_id_portfolio_items_id_fk" FOREIGN KEY ("portfolio_item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_portal_created_idx" ON "files" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE INDEX "files_course_idx" ON "files" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "files_portfolio_item_idx" ON "files" USING btree ("portfolio_item_id");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;