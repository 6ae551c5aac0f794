-- A flagged course keeps its flag as an open content issue (they are reported one by one now).
INSERT INTO "content_issues" ("portal_id", "course_id", "category", "message")
  SELECT "portal_id", "id", 'other', 'Flagged as having a content issue before issues were reported one by one.'
  FROM "courses" WHERE "has_content_issue";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "has_content_issue";
