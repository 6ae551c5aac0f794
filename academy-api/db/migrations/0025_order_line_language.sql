ALTER TABLE "order_lines" ADD COLUMN "product_language" text;--> statement-breakpoint
-- hand-written: lines sold before this migration take their product's language where the product
-- still exists (0024 named the demo products English); the others stay unknown (null).
UPDATE "order_lines" AS l SET "product_language" = p."language" FROM "products" AS p WHERE l."product_id" = p."id" AND l."product_language" IS NULL;
