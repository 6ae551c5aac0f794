-- Open Badges 3.0 (issue 41, item 3): each portal's issuer keys (Ed25519, the secret sealed with the
-- server's key; a rotation retires a key but keeps it published) and, per certificate downloaded as a
-- credential, its place in the portal's status list and the salt of the hashed e-mail. No change-feed
-- trigger: nothing an instance keeps reads them.
CREATE TABLE "badge_credentials" (
	"certificate_id" uuid PRIMARY KEY NOT NULL,
	"portal_id" uuid NOT NULL,
	"status_index" integer NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_credentials_portal_index_unique" UNIQUE("portal_id","status_index"),
	CONSTRAINT "badge_credentials_index_check" CHECK ("badge_credentials"."status_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "badge_issuer_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"public_key_multibase" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "badge_issuer_keys_portal_key_unique" UNIQUE("portal_id","key_id")
);
--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD CONSTRAINT "badge_credentials_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD CONSTRAINT "badge_credentials_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_issuer_keys" ADD CONSTRAINT "badge_issuer_keys_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_issuer_keys" ADD CONSTRAINT "badge_issuer_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_issuer_keys_portal_idx" ON "badge_issuer_keys" USING btree ("portal_id","created_at");