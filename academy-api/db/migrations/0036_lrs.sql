CREATE TABLE "lrs_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"agent_key" text,
	"registration" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lrs_credentials_kind_check" CHECK ("lrs_credentials"."kind" in ('client', 'launch')),
	CONSTRAINT "lrs_credentials_launch_scope_check" CHECK ("lrs_credentials"."kind" = 'client' or ("lrs_credentials"."agent_key" is not null and "lrs_credentials"."registration" is not null))
);
--> statement-breakpoint
CREATE TABLE "xapi_activities" (
	"portal_id" uuid NOT NULL,
	"activity_id" text NOT NULL,
	"definition" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xapi_activities_portal_id_activity_id_pk" PRIMARY KEY("portal_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "xapi_attachments" (
	"portal_id" uuid NOT NULL,
	"sha2" text NOT NULL,
	"content_type" text NOT NULL,
	"length" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xapi_attachments_portal_id_sha2_pk" PRIMARY KEY("portal_id","sha2")
);
--> statement-breakpoint
CREATE TABLE "xapi_documents" (
	"portal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"activity_id" text NOT NULL,
	"agent_key" text NOT NULL,
	"registration" text NOT NULL,
	"document_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xapi_documents_portal_id_kind_activity_id_agent_key_registration_document_id_pk" PRIMARY KEY("portal_id","kind","activity_id","agent_key","registration","document_id"),
	CONSTRAINT "xapi_documents_kind_check" CHECK ("xapi_documents"."kind" in ('state', 'activity_profile', 'agent_profile'))
);
--> statement-breakpoint
CREATE TABLE "xapi_statements" (
	"portal_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "xapi_statements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement" jsonb NOT NULL,
	"stored" timestamp with time zone NOT NULL,
	"verb_id" text NOT NULL,
	"actor_keys" text[] NOT NULL,
	"object_agent_keys" text[] NOT NULL,
	"related_agent_keys" text[] NOT NULL,
	"object_activity_id" text,
	"related_activity_ids" text[] NOT NULL,
	"registration" uuid,
	"referenced_id" uuid,
	"voiding" boolean DEFAULT false NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"credential_id" uuid,
	CONSTRAINT "xapi_statements_portal_id_id_pk" PRIMARY KEY("portal_id","id")
);
--> statement-breakpoint
ALTER TABLE "lrs_credentials" ADD CONSTRAINT "lrs_credentials_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_credentials" ADD CONSTRAINT "lrs_credentials_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_activities" ADD CONSTRAINT "xapi_activities_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_attachments" ADD CONSTRAINT "xapi_attachments_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_documents" ADD CONSTRAINT "xapi_documents_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_credential_id_lrs_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."lrs_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lrs_credentials_key_unique" ON "lrs_credentials" USING btree ("key");--> statement-breakpoint
CREATE INDEX "lrs_credentials_portal_idx" ON "lrs_credentials" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "lrs_credentials_created_by_idx" ON "lrs_credentials" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "xapi_statements_portal_seq_idx" ON "xapi_statements" USING btree ("portal_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_verb_idx" ON "xapi_statements" USING btree ("portal_id","verb_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_registration_idx" ON "xapi_statements" USING btree ("portal_id","registration","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_activity_idx" ON "xapi_statements" USING btree ("portal_id","object_activity_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_referenced_idx" ON "xapi_statements" USING btree ("portal_id","referenced_id");--> statement-breakpoint
CREATE INDEX "xapi_statements_actor_keys_idx" ON "xapi_statements" USING gin ("actor_keys");--> statement-breakpoint
CREATE INDEX "xapi_statements_object_agent_keys_idx" ON "xapi_statements" USING gin ("object_agent_keys");--> statement-breakpoint
CREATE INDEX "xapi_statements_related_agent_keys_idx" ON "xapi_statements" USING gin ("related_agent_keys");--> statement-breakpoint
CREATE INDEX "xapi_statements_related_activity_ids_idx" ON "xapi_statements" USING gin ("related_activity_ids");--> statement-breakpoint
CREATE INDEX "xapi_statements_credential_idx" ON "xapi_statements" USING btree ("credential_id");