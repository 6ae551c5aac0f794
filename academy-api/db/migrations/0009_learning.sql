CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"item_id" uuid,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"reporter_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_issues_category_check" CHECK ("content_issues"."category" in ('typo', 'broken_media', 'wrong_answer', 'other')),
	CONSTRAINT "content_issues_status_check" CHECK ("content_issues"."status" in ('open', 'in_progress', 'resolved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "course_coaches" (
	"course_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "course_coaches_course_id_account_id_pk" PRIMARY KEY("course_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "course_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"kind" text DEFAULT 'lesson' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_items_course_slug_unique" UNIQUE("course_id","slug"),
	CONSTRAINT "course_items_kind_check" CHECK ("course_items"."kind" in ('lesson', 'quiz', 'assignment'))
);
--> statement-breakpoint
CREATE TABLE "course_labels" (
	"course_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "course_labels_course_id_label_id_pk" PRIMARY KEY("course_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ratings_course_account_unique" UNIQUE("course_id","account_id"),
	CONSTRAINT "course_ratings_stars_check" CHECK ("course_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "item_progress" (
	"account_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_progress_account_id_item_id_pk" PRIMARY KEY("account_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"color" text DEFAULT '#4a5568' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_catalogs" (
	"product_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	CONSTRAINT "product_catalogs_product_id_catalog_id_pk" PRIMARY KEY("product_id","catalog_id")
);
--> statement-breakpoint
CREATE TABLE "product_courses" (
	"product_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "product_courses_product_id_course_id_pk" PRIMARY KEY("product_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"business_model" text NOT NULL,
	"billing_period" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"access_months" integer,
	"covers_all_courses" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_business_model_check" CHECK ("products"."business_model" in ('subscription', 'flat_fee', 'in_plan'))
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "audience_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "audience_entity_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
-- Courses that exist already get an address from their title (made unique within the portal)
-- and the status their published flag meant.
UPDATE "courses" SET "slug" = trim(both '-' from lower(regexp_replace("title", '[^a-zA-Z0-9]+', '-', 'g')));--> statement-breakpoint
UPDATE "courses" c SET "slug" = c."slug" || '-' || left(c."id"::text, 8)
  WHERE EXISTS (SELECT 1 FROM "courses" o WHERE o."portal_id" = c."portal_id" AND o."slug" = c."slug" AND o."id" < c."id");--> statement-breakpoint
UPDATE "courses" SET "slug" = left("id"::text, 8) WHERE "slug" = '';--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_reporter_id_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coaches" ADD CONSTRAINT "course_coaches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coaches" ADD CONSTRAINT "course_coaches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_labels" ADD CONSTRAINT "course_labels_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_labels" ADD CONSTRAINT "course_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalogs" ADD CONSTRAINT "product_catalogs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalogs" ADD CONSTRAINT "product_catalogs_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_courses" ADD CONSTRAINT "product_courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_courses" ADD CONSTRAINT "product_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_catalog_position_idx" ON "categories" USING btree ("catalog_id","position");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_issues_portal_status_created_idx" ON "content_issues" USING btree ("portal_id","status","created_at");--> statement-breakpoint
CREATE INDEX "content_issues_course_idx" ON "content_issues" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "course_coaches_account_idx" ON "course_coaches" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "course_items_module_position_idx" ON "course_items" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "course_items_course_idx" ON "course_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_labels_label_idx" ON "course_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "course_modules_course_position_idx" ON "course_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "item_progress_account_course_idx" ON "item_progress" USING btree ("account_id","course_id");--> statement-breakpoint
CREATE INDEX "item_progress_item_idx" ON "item_progress" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "labels_portal_idx" ON "labels" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "product_catalogs_catalog_idx" ON "product_catalogs" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "product_courses_course_idx" ON "product_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "products_portal_position_idx" ON "products" USING btree ("portal_id","position");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_portal_status_position_idx" ON "courses" USING btree ("portal_id","status","position");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_portal_slug_unique" UNIQUE("portal_id","slug");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_duration_check" CHECK ("courses"."duration_minutes" >= 0);