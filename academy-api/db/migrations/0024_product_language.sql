ALTER TABLE "products" ADD COLUMN "language" text;--> statement-breakpoint
-- hand-written: the demo products seeded before this migration are English (DEMO-DATA.md).
-- Other rows stay unknown (null).
UPDATE "products" SET "language" = 'en' WHERE "language" IS NULL AND "name" IN ('Annual subscription', 'Data literacy (single course)', 'Flat fee: all courses');
