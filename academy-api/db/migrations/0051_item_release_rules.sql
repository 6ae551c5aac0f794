-- Release rules for items inside a course (issue 43 item 6, docs/release-rules.md): an item opens N days
-- after enrolment and/or on a date, and/or once another item of the same course is completed or passed.
-- Same course and no cycles are the API's checks (authoring.routes.ts); the rest is checked here.
ALTER TABLE "course_items" ADD COLUMN "release_days" integer;--> statement-breakpoint
ALTER TABLE "course_items" ADD COLUMN "release_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_items" ADD COLUMN "requires_item_id" uuid;--> statement-breakpoint
ALTER TABLE "course_items" ADD COLUMN "requires" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_requires_item_id_course_items_id_fk" FOREIGN KEY ("requires_item_id") REFERENCES "public"."course_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_items_requires_idx" ON "course_items" USING btree ("requires_item_id");--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_release_days_check" CHECK ("course_items"."release_days" is null or "course_items"."release_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_requires_check" CHECK ("course_items"."requires" in ('completed', 'passed'));--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_requires_self_check" CHECK ("course_items"."requires_item_id" is null or "course_items"."requires_item_id" <> "course_items"."id");