-- Issue 39: SAML single logout. Each session that came from a SAML IdP keeps the NameID and
-- SessionIndex of its assertion beside its login token: our LogoutRequest sends them, and the IdP's
-- LogoutRequest finds the sessions to end by them. Goes with the token (and the account). Not on
-- the change feed: nothing is cached from it (revoking the tokens notifies, migration 0031).
CREATE TABLE "sso_sessions" (
	"login_token_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"session_index" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_login_token_id_login_tokens_id_fk" FOREIGN KEY ("login_token_id") REFERENCES "public"."login_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_sessions_name_id_idx" ON "sso_sessions" USING btree ("provider_id","name_id");--> statement-breakpoint
CREATE INDEX "sso_sessions_account_idx" ON "sso_sessions" USING btree ("account_id");