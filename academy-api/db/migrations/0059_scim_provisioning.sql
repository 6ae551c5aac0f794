-- Issue 39, item 3: SCIM 2.0 provisioning per portal. Its bearer tokens (only the sha256 kept),
-- what SCIM knows of a provisioned account (externalId, userName, name parts), its groups and
-- their members (a group may map to a role or an organisation), and accounts.deactivated_at
-- (active: false or DELETE: sessions end, sign-in refused, data kept). The four new tables are
-- off the change feed (no trigger): nothing an instance keeps reads them; accounts keeps its own.
CREATE TABLE "scim_group_members" (
	"group_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "scim_group_members_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "scim_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"external_id" text,
	"role" text,
	"entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scim_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"portal_id" uuid NOT NULL,
	"external_id" text,
	"user_name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_group_id_scim_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."scim_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scim_group_members_account_idx" ON "scim_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_groups_portal_name_unique" ON "scim_groups" USING btree ("portal_id",lower("display_name"));--> statement-breakpoint
CREATE INDEX "scim_groups_entity_idx" ON "scim_groups" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "scim_tokens_portal_created_idx" ON "scim_tokens" USING btree ("portal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scim_tokens_created_by_idx" ON "scim_tokens" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "scim_users_portal_user_name_idx" ON "scim_users" USING btree ("portal_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "scim_users_portal_external_idx" ON "scim_users" USING btree ("portal_id","external_id");