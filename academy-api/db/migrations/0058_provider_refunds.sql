-- Issue 40, item 4: refunds through Mollie or Stripe, full or partial. Every provider refund
-- gets its own credit note (the provider's refund id on it, unique per portal), so an invoice may
-- now have several credit notes; the whole-order credit note of a refund by staff stays one per
-- invoice.
DROP INDEX "invoices_credit_for_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_portal_refund_unique" ON "invoices" USING btree ("portal_id","refund_id") WHERE "invoices"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_for_unique" ON "invoices" USING btree ("credit_for_id") WHERE "invoices"."kind" = 'credit_note' and "invoices"."refund_id" is null;