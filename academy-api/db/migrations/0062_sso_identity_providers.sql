-- Issue 39: single sign-on per portal. The identity providers (OIDC, SAML) with their sealed
-- secrets, the sign-ins under way (state, nonce, PKCE verifier, SAML request ids: one use, shared
-- by every instance), who a provider's subject is here, and the SAML assertion ids seen (replay).
-- identity_providers is on the change feed (the trigger at the end, hand-written): /auth shows
-- the providers and is a guest page kept for every guest (server/guest-page-cache.cjs) until the
-- feed reports a change. The other three are silent: nothing an instance keeps reads them.
CREATE TABLE "identity_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"client_secret" text,
	"sp_private_key" text,
	"mapping" jsonb NOT NULL,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"passwords_off" boolean DEFAULT false NOT NULL,
	"default_entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_assertion_ids" (
	"provider_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_default_entity_id_entities_id_fk" FOREIGN KEY ("default_entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_assertion_ids" ADD CONSTRAINT "sso_assertion_ids_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_transactions" ADD CONSTRAINT "sso_transactions_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_providers_portal_idx" ON "identity_providers" USING btree ("portal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_assertion_ids_idx" ON "sso_assertion_ids" USING btree ("provider_id","assertion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_provider_subject_idx" ON "sso_identities" USING btree ("provider_id","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_account_idx" ON "sso_identities" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sso_transactions_expires_idx" ON "sso_transactions" USING btree ("expires_at");--> statement-breakpoint
CREATE TRIGGER academy_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON identity_providers
FOR EACH STATEMENT EXECUTE FUNCTION academy_notify_change();
