-- Scheduled reports (issue 43, item 5): a report e-mailed weekly or monthly to chosen accounts who may
-- read it; the worker claims due schedules (next_run_at, lease_until). No change-feed trigger: nothing an
-- instance keeps reads them.
CREATE TABLE "report_schedule_recipients" (
	"schedule_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"last_period" text,
	CONSTRAINT "report_schedule_recipients_schedule_id_account_id_pk" PRIMARY KEY("schedule_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer,
	"day" integer,
	"hour" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_frequency_check" CHECK ("report_schedules"."frequency" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_recipients" ADD CONSTRAINT "report_schedule_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedule_recipients_account_idx" ON "report_schedule_recipients" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_portal_created_idx" ON "report_schedules" USING btree ("portal_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);