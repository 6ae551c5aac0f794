-- Question images (issue 41): a quiz question may show a picture above its prompt, a stored file of
-- the new purpose question_image (read with the quiz's access) with its alt text. The file going
-- away leaves the question without its image (set null). Nothing hand-written.
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_image_file_idx" ON "questions" USING btree ("image_file_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('course_cover', 'lesson_image', 'portfolio', 'submission', 'avatar', 'portal_logo', 'question_image'));