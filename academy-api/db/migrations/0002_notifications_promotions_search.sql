CREATE TABLE "notification_counters" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "account_roles_role_idx";--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_promotions" ADD CONSTRAINT "subscription_promotions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_account_unread_idx" ON "notifications" USING btree ("account_id","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_account_received_idx" ON "notifications" USING btree ("account_id","received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscription_promotions_account_expires_idx" ON "subscription_promotions" USING btree ("account_id","expires_at");--> statement-breakpoint
CREATE INDEX "account_roles_role_account_idx" ON "account_roles" USING btree ("role","account_id");--> statement-breakpoint
CREATE INDEX "accounts_portal_last_online_desc_idx" ON "accounts" USING btree ("portal_id","last_online" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "accounts_full_name_trgm_idx" ON "accounts" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);