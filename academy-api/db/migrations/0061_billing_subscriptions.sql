-- Issue 40, item 3: subscriptions that renew through Mollie or Stripe. billing_subscriptions holds
-- the provider's customer, mandate and subscription, the period paid for and the grace period of a
-- failed renewal; billing_subscription_payments records each renewal payment once, so a webhook
-- told twice or out of order changes nothing twice. invoice_settings gets the grace days (0-60).
-- Both tables have no change-feed trigger (SILENT_TABLES): only the API and its worker read them.
CREATE TABLE "billing_subscription_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text NOT NULL,
	"outcome" text NOT NULL,
	"payment_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscription_payments_ref_unique" UNIQUE("provider","payment_ref")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"product_id" uuid,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"interval" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"customer_ref" text,
	"subscription_ref" text,
	"mandate_ref" text,
	"period_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failed_payment_ref" text,
	"grace_mail_due" boolean DEFAULT false NOT NULL,
	"grace_mail_attempts" integer DEFAULT 0 NOT NULL,
	"grace_mail_retry_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"method_change_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_order_unique" UNIQUE("order_id"),
	CONSTRAINT "billing_subscriptions_status_check" CHECK ("billing_subscriptions"."status" in ('pending', 'active', 'past_due', 'canceled', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "renewal_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscription_payments" ADD CONSTRAINT "billing_subscription_payments_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription_payments" ADD CONSTRAINT "billing_subscription_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_subscription_payments_subscription_idx" ON "billing_subscription_payments" USING btree ("subscription_id","payment_at");--> statement-breakpoint
CREATE INDEX "billing_subscription_payments_order_idx" ON "billing_subscription_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_provider_ref_unique" ON "billing_subscriptions" USING btree ("provider","subscription_ref") WHERE "billing_subscriptions"."subscription_ref" is not null;--> statement-breakpoint
CREATE INDEX "billing_subscriptions_account_idx" ON "billing_subscriptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_product_idx" ON "billing_subscriptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_grace_idx" ON "billing_subscriptions" USING btree ("failed_at") WHERE "billing_subscriptions"."status" = 'past_due';--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_grace_check" CHECK ("invoice_settings"."renewal_grace_days" between 0 and 60);