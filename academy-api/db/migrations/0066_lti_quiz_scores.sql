-- Issue 38: a quiz posts its own score (AGS). lti_scores.item_id names the quiz whose line item it
-- goes to, score_given is null while a coach has yet to grade (PendingManual);
-- lti_launches.resource_link_id binds the line items the tool makes to the platform's resource
-- link, lti_launches.item_id is the one item (a quiz) a link deep linked on its own is for.
ALTER TABLE "lti_scores" ALTER COLUMN "score_given" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD COLUMN "resource_link_id" text;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_launches_item_idx" ON "lti_launches" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "lti_scores_item_idx" ON "lti_scores" USING btree ("item_id");