-- LTI 1.3 (issue 38): each portal's RS256 signing keys, published as its JWKS at /lti/jwks; the private
-- halves sealed. No change-feed trigger: nothing an instance keeps reads them.
CREATE TABLE "lti_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "lti_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
ALTER TABLE "lti_keys" ADD CONSTRAINT "lti_keys_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_keys" ADD CONSTRAINT "lti_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_keys_portal_idx" ON "lti_keys" USING btree ("portal_id","created_at");