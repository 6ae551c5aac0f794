ALTER TABLE "login_tokens" ADD COLUMN "acting_as" uuid;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "acting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_acting_as_accounts_id_fk" FOREIGN KEY ("acting_as") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tokens_acting_as_idx" ON "login_tokens" USING btree ("acting_as");