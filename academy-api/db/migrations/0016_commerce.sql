CREATE TABLE "course_access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "course_access_grants_run_account_course_unique" UNIQUE("run_id","account_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "order_automation_courses" (
	"automation_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "order_automation_courses_automation_id_course_id_pk" PRIMARY KEY("automation_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "order_automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"automation_id" uuid,
	"automation_name" text NOT NULL,
	"plan" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_automation_runs_key_unique" UNIQUE("key"),
	CONSTRAINT "order_automation_runs_status_check" CHECK ("order_automation_runs"."status" in ('running', 'done', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "order_automation_steps" (
	"run_id" uuid NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_automation_steps_run_id_step_pk" PRIMARY KEY("run_id","step"),
	CONSTRAINT "order_automation_steps_step_check" CHECK ("order_automation_steps"."step" in ('enrol', 'subscription', 'coach', 'notify')),
	CONSTRAINT "order_automation_steps_status_check" CHECK ("order_automation_steps"."status" in ('done', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "order_automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trigger" text DEFAULT 'paid' NOT NULL,
	"product_id" uuid,
	"subscription_months" integer,
	"coach_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_automations_trigger_check" CHECK ("order_automations"."trigger" in ('paid', 'refunded')),
	CONSTRAINT "order_automations_months_check" CHECK ("order_automations"."subscription_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"portal_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counters_portal_id_year_pk" PRIMARY KEY("portal_id","year")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor_name" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"portal_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_portal_id_status_pk" PRIMARY KEY("portal_id","status")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_entity_id" uuid,
	"customer_account_id" uuid,
	"customer_name" text NOT NULL,
	"sales_catalog_id" uuid,
	"currency" text NOT NULL,
	"promotion_id" uuid,
	"promotion_code" text,
	"billing_reference" text DEFAULT '' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_portal_number_unique" UNIQUE("portal_id","number"),
	CONSTRAINT "orders_portal_year_sequence_unique" UNIQUE("portal_id","year","sequence"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'pending_payment', 'paid', 'fulfilled', 'cancelled', 'refunded')),
	CONSTRAINT "orders_one_customer_check" CHECK ("orders"."customer_entity_id" is null or "orders"."customer_account_id" is null),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_cents" >= 0 and "orders"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "product_prices_currency_check" CHECK ("product_prices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "product_prices_amount_check" CHECK ("product_prices"."amount_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_key" uuid NOT NULL,
	"discount_cents" bigint NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_cents" bigint,
	"currency" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_account" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_portal_code_unique" UNIQUE("portal_id","code"),
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percent', 'amount')),
	CONSTRAINT "promotions_value_check" CHECK (("promotions"."kind" = 'percent' and "promotions"."percent" between 1 and 100) or ("promotions"."kind" = 'amount' and "promotions"."amount_cents" > 0 and "promotions"."currency" is not null)),
	CONSTRAINT "promotions_code_check" CHECK ("promotions"."code" ~ '^[A-Z0-9_-]{4,32}$')
);
--> statement-breakpoint
CREATE TABLE "sales_catalog_products" (
	"catalog_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_catalog_products_catalog_id_product_id_pk" PRIMARY KEY("catalog_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_catalogs_currency_check" CHECK ("sales_catalogs"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 2100 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_access_grants" ADD CONSTRAINT "course_access_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access_grants" ADD CONSTRAINT "course_access_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access_grants" ADD CONSTRAINT "course_access_grants_run_id_order_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."order_automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automation_courses" ADD CONSTRAINT "order_automation_courses_automation_id_order_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."order_automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automation_courses" ADD CONSTRAINT "order_automation_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automation_runs" ADD CONSTRAINT "order_automation_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automation_runs" ADD CONSTRAINT "order_automation_runs_automation_id_order_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."order_automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automation_steps" ADD CONSTRAINT "order_automation_steps_run_id_order_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."order_automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automations" ADD CONSTRAINT "order_automations_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automations" ADD CONSTRAINT "order_automations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_automations" ADD CONSTRAINT "order_automations_coach_id_accounts_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_entity_id_entities_id_fk" FOREIGN KEY ("customer_entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_account_id_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_catalog_id_sales_catalogs_id_fk" FOREIGN KEY ("sales_catalog_id") REFERENCES "public"."sales_catalogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_catalog_products" ADD CONSTRAINT "sales_catalog_products_catalog_id_sales_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."sales_catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_catalog_products" ADD CONSTRAINT "sales_catalog_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_catalogs" ADD CONSTRAINT "sales_catalogs_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_access_grants_account_course_idx" ON "course_access_grants" USING btree ("account_id","course_id");--> statement-breakpoint
CREATE INDEX "course_access_grants_course_idx" ON "course_access_grants" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "order_automation_courses_course_idx" ON "order_automation_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "order_automation_runs_order_idx" ON "order_automation_runs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_automations_portal_position_idx" ON "order_automations" USING btree ("portal_id","position");--> statement-breakpoint
CREATE INDEX "order_automations_product_idx" ON "order_automations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_events_order_created_idx" ON "order_events" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_portal_created_idx" ON "orders" USING btree ("portal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_portal_status_created_idx" ON "orders" USING btree ("portal_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_portal_status_total_idx" ON "orders" USING btree ("portal_id","status","total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_portal_total_idx" ON "orders" USING btree ("portal_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_portal_customer_idx" ON "orders" USING btree ("portal_id","customer_name","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("number" || ' ' || "customer_name" || ' ' || "billing_reference") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_entity_idx" ON "orders" USING btree ("customer_entity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_account_idx" ON "orders" USING btree ("customer_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_promotion_idx" ON "orders" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" USING btree ("promotion_id","redeemed_at","id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_customer_idx" ON "promotion_redemptions" USING btree ("promotion_id","customer_key");--> statement-breakpoint
CREATE INDEX "promotions_portal_created_idx" ON "promotions" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_catalog_products_catalog_position_idx" ON "sales_catalog_products" USING btree ("catalog_id","position");--> statement-breakpoint
CREATE INDEX "sales_catalog_products_product_idx" ON "sales_catalog_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sales_catalogs_portal_position_idx" ON "sales_catalogs" USING btree ("portal_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_trial_days_check" CHECK ("products"."trial_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_access_months_check" CHECK ("products"."access_months" between 1 and 120);--> statement-breakpoint
-- hand-written: order_status_counts stays exact. Statement-level triggers with transition
-- tables (as notification_counters in 0003): one counter write per status a statement touches.
CREATE FUNCTION order_status_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts AS c (portal_id, status, count)
  SELECT portal_id, status, count(*) FROM new_rows GROUP BY portal_id, status
  ORDER BY portal_id, status
  ON CONFLICT (portal_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO order_status_counts AS c (portal_id, status, count)
    SELECT portal_id, status, sum(delta)::int FROM (
      SELECT portal_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT portal_id, status, -1 FROM old_rows
    ) changes GROUP BY portal_id, status HAVING sum(delta) <> 0
    ORDER BY portal_id, status
    ON CONFLICT (portal_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE order_status_counts c SET count = c.count - d.n
    FROM (SELECT portal_id, status, count(*)::int AS n FROM old_rows GROUP BY portal_id, status) d
    WHERE c.portal_id = d.portal_id AND c.status = d.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_change();
