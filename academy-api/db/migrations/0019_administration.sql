CREATE TABLE "agreement_acceptances" (
	"account_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_acceptances_account_id_version_id_pk" PRIMARY KEY("account_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_texts" (
	"version_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	CONSTRAINT "agreement_texts_version_id_locale_pk" PRIMARY KEY("version_id","locale")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_portal_kind_version_unique" UNIQUE("portal_id","kind","major","minor"),
	CONSTRAINT "agreement_versions_kind_check" CHECK ("agreement_versions"."kind" in ('terms', 'privacy')),
	CONSTRAINT "agreement_versions_status_check" CHECK ("agreement_versions"."status" in ('draft', 'published')),
	CONSTRAINT "agreement_versions_numbers_check" CHECK ("agreement_versions"."major" >= 1 and "agreement_versions"."minor" >= 0),
	CONSTRAINT "agreement_versions_published_check" CHECK (("agreement_versions"."status" = 'published') = ("agreement_versions"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "course_weekly_stats" (
	"course_id" uuid NOT NULL,
	"portal_id" uuid NOT NULL,
	"week" date NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_weekly_stats_course_id_week_pk" PRIMARY KEY("course_id","week")
);
--> statement-breakpoint
CREATE TABLE "feature_flag_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"flag" text NOT NULL,
	"old_value" boolean NOT NULL,
	"new_value" boolean NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_activity" (
	"portal_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_activity_portal_id_account_id_pk" PRIMARY KEY("portal_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "portal_secrets" (
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_secrets_portal_id_name_pk" PRIMARY KEY("portal_id","name")
);
--> statement-breakpoint
CREATE TABLE "portal_weekly_activity" (
	"portal_id" uuid NOT NULL,
	"week" date NOT NULL,
	"active_students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_weekly_activity_portal_id_week_pk" PRIMARY KEY("portal_id","week")
);
--> statement-breakpoint
CREATE TABLE "recent_account_views" (
	"viewer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"portal_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_account_views_viewer_id_account_id_pk" PRIMARY KEY("viewer_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_texts" ADD CONSTRAINT "agreement_texts_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_weekly_stats" ADD CONSTRAINT "course_weekly_stats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_weekly_stats" ADD CONSTRAINT "course_weekly_stats_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_changes" ADD CONSTRAINT "feature_flag_changes_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_changes" ADD CONSTRAINT "feature_flag_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_activity" ADD CONSTRAINT "learner_activity_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_activity" ADD CONSTRAINT "learner_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_secrets" ADD CONSTRAINT "portal_secrets_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_secrets" ADD CONSTRAINT "portal_secrets_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_weekly_activity" ADD CONSTRAINT "portal_weekly_activity_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_account_views" ADD CONSTRAINT "recent_account_views_viewer_id_accounts_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_account_views" ADD CONSTRAINT "recent_account_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_account_views" ADD CONSTRAINT "recent_account_views_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_acceptances_version_accepted_idx" ON "agreement_acceptances" USING btree ("version_id","accepted_at" DESC NULLS LAST,"account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_one_draft_unique" ON "agreement_versions" USING btree ("portal_id","kind") WHERE "agreement_versions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "agreement_versions_portal_published_idx" ON "agreement_versions" USING btree ("portal_id","kind","major" DESC NULLS LAST,"minor" DESC NULLS LAST) WHERE "agreement_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "course_weekly_stats_portal_week_idx" ON "course_weekly_stats" USING btree ("portal_id","week");--> statement-breakpoint
CREATE INDEX "feature_flag_changes_portal_changed_idx" ON "feature_flag_changes" USING btree ("portal_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "learner_activity_portal_active_idx" ON "learner_activity" USING btree ("portal_id","last_active_at");--> statement-breakpoint
CREATE INDEX "learner_activity_account_idx" ON "learner_activity" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recent_account_views_viewer_idx" ON "recent_account_views" USING btree ("viewer_id","portal_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recent_account_views_account_idx" ON "recent_account_views" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('course_cover', 'lesson_image', 'portfolio', 'submission', 'avatar', 'portal_logo'));--> statement-breakpoint
-- hand-written: the dashboard's pre-aggregated figures (issue 20). Weeks start on Monday in
-- Europe/Amsterdam (spec §9: the week starts on Monday in Dutch), as the dashboard shows them.
CREATE FUNCTION academy_week(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('week', at AT TIME ZONE 'Europe/Amsterdam')::date
$$;
--> statement-breakpoint
-- Enrolments made and completions reached per course and week, kept exact by statement-level
-- triggers on enrollments (one statement, however many rows: the seed, bulk loads).
CREATE FUNCTION course_weekly_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_weekly_stats AS s (course_id, portal_id, week, enrollments, completions)
  SELECT e.course_id, c.portal_id, d.week, sum(d.enrolled), sum(d.completed)
  FROM new_rows e
  JOIN courses c ON c.id = e.course_id
  CROSS JOIN LATERAL (VALUES (academy_week(e.enrolled_at), 1, 0),
                             (academy_week(e.completed_at), 0, 1)) AS d(week, enrolled, completed)
  WHERE d.week IS NOT NULL
  GROUP BY e.course_id, c.portal_id, d.week
  ON CONFLICT (course_id, week) DO UPDATE
    SET enrollments = s.enrollments + excluded.enrollments,
        completions = s.completions + excluded.completions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION course_weekly_stats_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose course, enrolment date or completion date changed (progress updates do not).
  INSERT INTO course_weekly_stats AS s (course_id, portal_id, week, enrollments, completions)
  SELECT x.course_id, c.portal_id, d.week, sum(d.enrolled * x.sign), sum(d.completed * x.sign)
  FROM (
    SELECT o.course_id, o.enrolled_at, o.completed_at, -1 AS sign
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.course_id, o.enrolled_at, o.completed_at) IS DISTINCT FROM (n.course_id, n.enrolled_at, n.completed_at)
    UNION ALL
    SELECT n.course_id, n.enrolled_at, n.completed_at, 1 AS sign
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.course_id, o.enrolled_at, o.completed_at) IS DISTINCT FROM (n.course_id, n.enrolled_at, n.completed_at)
  ) AS x
  JOIN courses c ON c.id = x.course_id
  CROSS JOIN LATERAL (VALUES (academy_week(x.enrolled_at), 1, 0),
                             (academy_week(x.completed_at), 0, 1)) AS d(week, enrolled, completed)
  WHERE d.week IS NOT NULL
  GROUP BY x.course_id, c.portal_id, d.week
  HAVING sum(d.enrolled * x.sign) <> 0 OR sum(d.completed * x.sign) <> 0
  ON CONFLICT (course_id, week) DO UPDATE
    SET enrollments = s.enrollments + excluded.enrollments,
        completions = s.completions + excluded.completions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION course_weekly_stats_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update only: when a course's deletion cascades here its own rows are going too.
  UPDATE course_weekly_stats AS s
  SET enrollments = s.enrollments - d.enrolled, completions = s.completions - d.completed
  FROM (
    SELECT o.course_id, w.week, sum(w.enrolled) AS enrolled, sum(w.completed) AS completed
    FROM old_rows o
    CROSS JOIN LATERAL (VALUES (academy_week(o.enrolled_at), 1, 0),
                               (academy_week(o.completed_at), 0, 1)) AS w(week, enrolled, completed)
    WHERE w.week IS NOT NULL
    GROUP BY o.course_id, w.week
  ) AS d
  WHERE s.course_id = d.course_id AND s.week = d.week;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_weekly_stats_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_weekly_stats_add();
--> statement-breakpoint
CREATE TRIGGER enrollments_weekly_stats_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_weekly_stats_change();
--> statement-breakpoint
CREATE TRIGGER enrollments_weekly_stats_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION course_weekly_stats_remove();
--> statement-breakpoint
-- Each learner's latest finished item per portal, and distinct active learners per week: a
-- learner counts in a week the first time they finish something in it (later than any week
-- they were counted in before; back-dated progress does not count again).
CREATE FUNCTION learner_activity_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH weeks AS (
    SELECT c.portal_id, p.account_id, academy_week(p.completed_at) AS week
    FROM new_rows p JOIN courses c ON c.id = p.course_id
    GROUP BY 1, 2, 3
  ), fresh AS (
    SELECT w.portal_id, w.week
    FROM weeks w
    LEFT JOIN learner_activity a ON a.portal_id = w.portal_id AND a.account_id = w.account_id
    WHERE a.last_active_at IS NULL OR w.week > academy_week(a.last_active_at)
  )
  INSERT INTO portal_weekly_activity AS s (portal_id, week, active_students)
  SELECT portal_id, week, count(*) FROM fresh GROUP BY portal_id, week
  ON CONFLICT (portal_id, week) DO UPDATE
    SET active_students = s.active_students + excluded.active_students;

  INSERT INTO learner_activity AS a (portal_id, account_id, last_active_at)
  SELECT c.portal_id, p.account_id, max(p.completed_at)
  FROM new_rows p JOIN courses c ON c.id = p.course_id
  GROUP BY c.portal_id, p.account_id
  ON CONFLICT (portal_id, account_id) DO UPDATE
    SET last_active_at = greatest(a.last_active_at, excluded.last_active_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_progress_learner_activity AFTER INSERT ON item_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learner_activity_add();
--> statement-breakpoint
-- What exists already, counted once.
INSERT INTO course_weekly_stats (course_id, portal_id, week, enrollments, completions)
SELECT e.course_id, c.portal_id, d.week, sum(d.enrolled), sum(d.completed)
FROM enrollments e
JOIN courses c ON c.id = e.course_id
CROSS JOIN LATERAL (VALUES (academy_week(e.enrolled_at), 1, 0),
                           (academy_week(e.completed_at), 0, 1)) AS d(week, enrolled, completed)
WHERE d.week IS NOT NULL
GROUP BY e.course_id, c.portal_id, d.week;
--> statement-breakpoint
INSERT INTO learner_activity (portal_id, account_id, last_active_at)
SELECT c.portal_id, p.account_id, max(p.completed_at)
FROM item_progress p JOIN courses c ON c.id = p.course_id
GROUP BY c.portal_id, p.account_id;
--> statement-breakpoint
INSERT INTO portal_weekly_activity (portal_id, week, active_students)
SELECT portal_id, week, count(*)
FROM (
  SELECT DISTINCT c.portal_id, academy_week(p.completed_at) AS week, p.account_id
  FROM item_progress p JOIN courses c ON c.id = p.course_id
) AS x
GROUP BY portal_id, week;
