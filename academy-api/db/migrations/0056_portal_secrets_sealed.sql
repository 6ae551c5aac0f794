-- Issue 40 (and 38, 39): portal secrets are sealed at rest. What the settings screen shows of a
-- secret (its last four characters, a payment key's mode) is kept beside the seal, worked out
-- here from the plain values written before; the app seals those on its next start
-- (sealPlainPortalSecrets, academy-api/portals/integrations.queries.ts).
ALTER TABLE "portal_secrets" ADD COLUMN "hint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_secrets" ADD COLUMN "mode" text;--> statement-breakpoint
UPDATE "portal_secrets" SET
  "hint" = CASE WHEN "name" IN ('mollie_api_key', 'stripe_secret_key', 'stripe_webhook_secret')
    THEN '' ELSE '••••' || right("value", 4) END,
  "mode" = substring("value" from '^(?:(?:sk|rk)_)?(test|live)_');
