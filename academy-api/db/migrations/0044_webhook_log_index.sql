-- Issue 42: the webhook delivery log filtered by status (its page and its capped count) reads
-- this index instead of every delivery of the endpoint (npm run bench:webhooks).
CREATE INDEX "webhook_deliveries_endpoint_status_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);