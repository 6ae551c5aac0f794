-- People in bulk (issue 43, item 2): invitations (an account without a password, an invitation link),
-- CSV imports checked then confirmed. The imports have no change-feed trigger: nothing an instance
-- keeps reads them.
CREATE TABLE "account_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"entity" text,
	"roles" text[],
	"language" text,
	"outcome" text NOT NULL,
	"changes" text[] NOT NULL,
	"problems" jsonb NOT NULL,
	"result" text,
	"account_id" uuid,
	CONSTRAINT "account_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "account_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text DEFAULT '' NOT NULL,
	"columns" text[] NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"counts" jsonb NOT NULL,
	"results" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "account_imports_status_check" CHECK ("account_imports"."status" in ('previewed', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "account_links" DROP CONSTRAINT "account_links_purpose_check";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_import_rows" ADD CONSTRAINT "account_import_rows_import_id_account_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."account_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_import_rows" ADD CONSTRAINT "account_import_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_import_rows_outcome_idx" ON "account_import_rows" USING btree ("import_id","outcome","row");--> statement-breakpoint
CREATE INDEX "account_import_rows_result_idx" ON "account_import_rows" USING btree ("import_id","result","row");--> statement-breakpoint
CREATE INDEX "account_import_rows_account_idx" ON "account_import_rows" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_imports_portal_created_idx" ON "account_imports" USING btree ("portal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_imports_expires_idx" ON "account_imports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "account_imports_created_by_idx" ON "account_imports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "accounts_portal_invited_idx" ON "accounts" USING btree ("portal_id","created_at" DESC NULLS LAST) WHERE "accounts"."password_hash" is null;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" in ('password_reset', 'email_change', 'invitation'));
