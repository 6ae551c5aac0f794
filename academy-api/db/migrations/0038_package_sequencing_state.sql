ALTER TABLE "package_attempts" ADD COLUMN "sequencing_state" jsonb;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD COLUMN "sequencing_sequence" integer DEFAULT 0 NOT NULL;