-- Invoices (issue 40, item 5): the seller details per portal, an unbroken number sequence per portal,
-- kind and year, the issued invoices and credit notes (snapshots, never changed), and the buyer's
-- billing details on orders. No change-feed trigger: nothing an instance keeps reads them.
CREATE TABLE "invoice_counters" (
	"portal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_portal_id_kind_year_pk" PRIMARY KEY("portal_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"portal_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text,
	"vat_id" text DEFAULT '' NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"contact_address" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_terms_check" CHECK ("invoice_settings"."payment_terms_days" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"credit_for_id" uuid,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"order_number" text NOT NULL,
	"billing_reference" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_portal_kind_year_sequence_unique" UNIQUE("portal_id","kind","year","sequence"),
	CONSTRAINT "invoices_portal_number_unique" UNIQUE("portal_id","number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credit_for_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_vat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_for_id_invoices_id_fk" FOREIGN KEY ("credit_for_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_for_unique" ON "invoices" USING btree ("credit_for_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_order_issued_idx" ON "invoices" USING btree ("order_id","issued_at");