-- Invoices mailed to their buyers (issue 40, item 5): the address taken when issued, and the worker's
-- outbox state (mailed, tries, the next try or its lease, the last error), with an index of what is due.
ALTER TABLE "invoices" ADD COLUMN "mail_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mail_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mail_error" text;--> statement-breakpoint
CREATE INDEX "invoices_mail_due_idx" ON "invoices" USING btree ("mail_retry_at","issued_at") WHERE "invoices"."mailed_at" is null and "invoices"."mail_to" <> '';