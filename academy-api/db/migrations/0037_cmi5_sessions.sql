CREATE TABLE "cmi5_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"au_identifier" text NOT NULL,
	"launch_mode" text NOT NULL,
	"credential_id" uuid,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_at" timestamp with time zone,
	"verbs" text[] DEFAULT '{}'::text[] NOT NULL,
	"terminated_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	CONSTRAINT "cmi5_sessions_launch_mode_check" CHECK ("cmi5_sessions"."launch_mode" in ('Normal', 'Browse', 'Review'))
);
--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_attempt_id_package_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."package_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_credential_id_lrs_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."lrs_credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cmi5_sessions_attempt_idx" ON "cmi5_sessions" USING btree ("attempt_id","launched_at");--> statement-breakpoint
CREATE INDEX "cmi5_sessions_credential_idx" ON "cmi5_sessions" USING btree ("credential_id");