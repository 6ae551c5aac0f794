DROP INDEX "accounts_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "accounts_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "accounts_full_name_lower_trgm_idx" ON "accounts" USING gin (lower("full_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accounts_email_lower_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops) WITH (fastupdate=false);