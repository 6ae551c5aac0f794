ALTER TABLE "announcements" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "feedback_projects" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "subscription_promotions" ADD COLUMN "language" text;--> statement-breakpoint
-- hand-written: the demo texts seeded before this migration are English (DEMO-DATA.md); the
-- feedback projects come from the product team, in English. Other rows stay unknown (null).
UPDATE "feedback_projects" SET "language" = 'en' WHERE "language" IS NULL;--> statement-breakpoint
UPDATE "announcements" SET "language" = 'en' WHERE "language" IS NULL AND "title" IN ('New courses this autumn', 'Coach meeting on Friday', 'Welcome to Unlimited Learning');--> statement-breakpoint
UPDATE "promotions" SET "language" = 'en' WHERE "language" IS NULL AND "code" IN ('AUTUMN25', 'EXPIRED5');--> statement-breakpoint
UPDATE "subscription_promotions" SET "language" = 'en' WHERE "language" IS NULL AND "code" IN ('WELCOME20', 'SPRING10');
