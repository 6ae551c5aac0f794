-- Issue 38 (LTI admin screens): a platform gets a name the admins give it (the edit form's
-- "Name"; empty shows the issuer). Hand-written below: the new `lti` feature flag is switched on
-- for every portal that already has an LTI tool or platform, so no portal loses what it uses.
ALTER TABLE "lti_platforms" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "portals" SET "features" = array_append("features", 'lti')
WHERE NOT ('lti' = ANY("features"))
  AND (EXISTS (SELECT 1 FROM "lti_tools" t WHERE t."portal_id" = "portals"."id")
    OR EXISTS (SELECT 1 FROM "lti_platforms" p WHERE p."portal_id" = "portals"."id"));
