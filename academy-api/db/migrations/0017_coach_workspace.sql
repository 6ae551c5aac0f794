CREATE TABLE "coach_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_notes_distinct_check" CHECK ("coach_notes"."coach_id" <> "coach_notes"."student_id")
);
--> statement-breakpoint
CREATE TABLE "coach_participants" (
	"coach_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"portal_id" uuid NOT NULL,
	"whole" boolean NOT NULL,
	"mentee" boolean NOT NULL,
	"course_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"progress" integer,
	"course_count" integer DEFAULT 0 NOT NULL,
	"active_courses" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"behind" integer,
	"behind_course_id" uuid,
	"overdue" integer DEFAULT 0 NOT NULL,
	"open_tickets" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_participants_coach_id_student_id_pk" PRIMARY KEY("coach_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "course_progress_stats" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"progress_sum" bigint DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"band_0" integer DEFAULT 0 NOT NULL,
	"band_1" integer DEFAULT 0 NOT NULL,
	"band_2" integer DEFAULT 0 NOT NULL,
	"band_3" integer DEFAULT 0 NOT NULL,
	"band_4" integer DEFAULT 0 NOT NULL,
	"band_5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "shared_with_coach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_coach_id_accounts_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_student_id_accounts_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_participants" ADD CONSTRAINT "coach_participants_coach_id_accounts_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_participants" ADD CONSTRAINT "coach_participants_student_id_accounts_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_participants" ADD CONSTRAINT "coach_participants_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress_stats" ADD CONSTRAINT "course_progress_stats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_notes_coach_student_created_idx" ON "coach_notes" USING btree ("coach_id","student_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_notes_student_idx" ON "coach_notes" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "coach_participants_student_idx" ON "coach_participants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "coach_participants_progress_idx" ON "coach_participants" USING btree ("coach_id","progress","student_id");--> statement-breakpoint
CREATE INDEX "coach_participants_progress_desc_idx" ON "coach_participants" USING btree ("coach_id","progress" DESC NULLS LAST,"student_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_participants_activity_idx" ON "coach_participants" USING btree ("coach_id","last_activity_at","student_id");--> statement-breakpoint
CREATE INDEX "coach_participants_activity_desc_idx" ON "coach_participants" USING btree ("coach_id","last_activity_at" DESC NULLS LAST,"student_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_participants_tickets_idx" ON "coach_participants" USING btree ("coach_id","open_tickets","student_id");--> statement-breakpoint
CREATE INDEX "coach_participants_valid_until_idx" ON "coach_participants" USING btree ("coach_id","valid_until") WHERE "coach_participants"."valid_until" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_progress_course_completed_idx" ON "item_progress" USING btree ("course_id","completed_at","account_id");--> statement-breakpoint
CREATE INDEX "profiles_avatar_file_idx" ON "profiles" USING btree ("avatar_file_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_visibility_check" CHECK ("profiles"."visibility" in ('private', 'portal'));--> statement-breakpoint
-- hand-written: the coach's participant facts (coach_participants) and the courses' progress
-- figures (course_progress_stats), kept by triggers on every table they depend on.
--
-- Who a coach reaches is the rule of academy-api/access/coach-scope.ts: the coaches of a course
-- reach its enrolled students in that course; the primary coach and the holder of an approved,
-- unexpired mandate (where the portal has coach_mandate_approvals) reach the student whole.
-- coach-workspace.test.ts checks this table against that module for every demo student.
-- Open tickets are those of shared/coaching/ticket-status.ts OPEN_TICKET_STATUSES (checked by
-- shared/participants/migration-sync.test.ts).
CREATE FUNCTION coach_participants_refresh(p_students uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_students IS NULL OR cardinality(p_students) = 0 THEN
    RETURN;
  END IF;
  -- The students as a set (joined, hashed): `= ANY (array)` of a parameter is a linear
  -- search per row, which a refresh of thousands of students cannot afford.
  DELETE FROM coach_participants cp
  USING (SELECT DISTINCT unnest(p_students) AS id) AS target
  WHERE cp.student_id = target.id;
  INSERT INTO coach_participants (coach_id, student_id, portal_id, whole, mentee, course_ids,
    progress, course_count, active_courses, last_activity_at, behind, behind_course_id, overdue,
    open_tickets, valid_until, refreshed_at)
  WITH target AS (
    SELECT DISTINCT unnest(p_students) AS id
  ),
  reach AS (
    SELECT cc.account_id AS coach_id, e.account_id AS student_id, e.course_id,
      false AS whole, false AS mentee, NULL::timestamptz AS reach_until
    FROM target
    JOIN enrollments e ON e.account_id = target.id
    JOIN course_coaches cc ON cc.course_id = e.course_id
    WHERE cc.account_id <> e.account_id
    UNION ALL
    SELECT a.primary_coach_id, a.id, NULL, true, true, NULL
    FROM target
    JOIN accounts a ON a.id = target.id
    WHERE a.primary_coach_id IS NOT NULL AND a.primary_coach_id <> a.id
    UNION ALL
    SELECT m.coach_id, m.student_id, NULL, true, false, m.expires_at
    FROM target
    JOIN coach_mandates m ON m.student_id = target.id
    JOIN portals p ON p.id = m.portal_id
    WHERE m.status = 'approved' AND m.expires_at > now()
      AND 'coach_mandate_approvals' = ANY (p.features)
  ),
  pairs AS (
    SELECT r.coach_id, r.student_id, s.portal_id, bool_or(r.whole) AS whole,
      bool_or(r.mentee) AS mentee,
      array_agg(r.course_id) FILTER (WHERE r.course_id IS NOT NULL) AS coached,
      -- Reached whole through a mandate alone: the row changes when the mandate lapses.
      CASE WHEN bool_or(r.mentee) THEN NULL ELSE min(r.reach_until) END AS reach_until
    FROM reach r
    JOIN accounts s ON s.id = r.student_id
    JOIN accounts coach ON coach.id = r.coach_id AND coach.portal_id = s.portal_id
    GROUP BY r.coach_id, r.student_id, s.portal_id
  ),
  -- Per pair, one aggregate over its enrolments, each looked at once with index probes: the
  -- student's tickets (by their account), the course's assignments and average. No join of
  -- aggregates: with PGlite's estimates (no autovacuum, no statistics) those became nested
  -- loops over every pair for every pair.
  facts AS (
    SELECT p.coach_id, p.student_id, p.portal_id, p.whole, p.mentee, p.reach_until,
      coalesce(array_agg(x.course_id ORDER BY x.course_id) FILTER (WHERE x.course_id IS NOT NULL),
        '{}'::uuid[]) AS course_ids,
      round(avg(x.progress))::int AS progress,
      count(x.course_id)::int AS course_count,
      (count(*) FILTER (WHERE x.status = 'active'))::int AS active_courses,
      max(x.active_at) FILTER (WHERE x.status = 'active') AS last_activity_at,
      max(x.gap) FILTER (WHERE x.status = 'active') AS behind,
      (array_agg(x.course_id ORDER BY x.gap DESC NULLS LAST, x.course_id)
        FILTER (WHERE x.status = 'active'))[1] AS behind_course_id,
      coalesce(sum(x.overdue) FILTER (WHERE x.status = 'active'), 0)::int AS overdue,
      coalesce(sum(x.open_tickets), 0)::int AS open_tickets,
      min(x.next_due) FILTER (WHERE x.status = 'active') AS next_due
    FROM pairs p
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(t.item_id), '{}'::uuid[]) AS submitted,
        coalesce(array_agg(t.course_id) FILTER (WHERE t.status IN ('new', 'in_review', 'resubmitted')),
          '{}'::uuid[]) AS open_courses
      FROM review_ticket_accounts rta
      -- OFFSET 0 keeps these lookups as they are written (by primary key, per row), whatever
      -- the planner guesses of the tables' sizes.
      CROSS JOIN LATERAL (
        SELECT t.item_id, t.course_id, t.status FROM review_tickets t
        WHERE t.id = rta.ticket_id OFFSET 0
      ) AS t
      WHERE rta.account_id = p.student_id
    ) AS tickets
    LEFT JOIN LATERAL (
      SELECT e.course_id, e.progress, e.status,
        coalesce(e.last_activity_at, e.enrolled_at) AS active_at,
        (floor(st.progress_sum::numeric / nullif(st.participants, 0)) - e.progress)::int AS gap,
        (SELECT count(*) FROM assignments asg
          WHERE asg.course_id = e.course_id AND asg.due_at < now()
            AND NOT (asg.item_id = ANY (tickets.submitted))) AS overdue,
        (SELECT min(asg.due_at) FROM assignments asg
          WHERE asg.course_id = e.course_id AND asg.due_at >= now()
            AND NOT (asg.item_id = ANY (tickets.submitted))) AS next_due,
        (SELECT count(*) FROM unnest(tickets.open_courses) AS open_course(id)
          WHERE open_course.id = e.course_id) AS open_tickets
      FROM (
        SELECT * FROM enrollments
        WHERE account_id = p.student_id AND (p.whole OR course_id = ANY (p.coached))
        OFFSET 0
      ) AS e
      LEFT JOIN course_progress_stats st ON st.course_id = e.course_id
    ) AS x ON true
    GROUP BY p.coach_id, p.student_id, p.portal_id, p.whole, p.mentee, p.reach_until
  )
  SELECT coach_id, student_id, portal_id, whole, mentee, course_ids, progress, course_count,
    active_courses, last_activity_at, behind, behind_course_id, overdue, open_tickets,
    nullif(least(coalesce(next_due, 'infinity'), coalesce(reach_until, 'infinity')),
      'infinity'::timestamptz),
    now()
  FROM facts;
END $$;
--> statement-breakpoint
-- A coach's rows whose facts have run out (an assignment fell due, a mandate lapsed), worked
-- out again; the list calls this before it reads.
CREATE FUNCTION coach_participants_refresh_due(p_coach uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_students uuid[];
BEGIN
  SELECT array_agg(student_id) INTO v_students FROM coach_participants
  WHERE coach_id = p_coach AND valid_until IS NOT NULL AND valid_until <= now();
  PERFORM coach_participants_refresh(v_students);
  RETURN coalesce(cardinality(v_students), 0);
END $$;
--> statement-breakpoint
-- The students of some courses (when what every participant's facts depend on changed).
CREATE FUNCTION coach_participants_refresh_courses(p_courses uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_courses IS NULL OR cardinality(p_courses) = 0 THEN
    RETURN;
  END IF;
  PERFORM coach_participants_refresh(array(
    SELECT DISTINCT e.account_id FROM enrollments e
    JOIN (SELECT DISTINCT unnest(p_courses) AS id) AS course ON course.id = e.course_id));
END $$;
--> statement-breakpoint
-- Enrolments changed: the courses' figures move by the change alone (participants, the sum of
-- progress, completions and the band counts of shared/participants/progress.ts). Returns the
-- courses whose whole-point average moved: how far behind it someone is depends on nothing
-- else (progress is whole), so their participants are worked out again too.
CREATE FUNCTION course_progress_apply(p_changes jsonb) RETURNS uuid[] LANGUAGE plpgsql AS $$
DECLARE
  v_moved uuid[];
BEGIN
  WITH changes AS (
    SELECT (c->>'course_id')::uuid AS course_id, (c->>'sign')::int AS sign,
      (c->>'progress')::int AS progress, c->>'status' AS status
    FROM jsonb_array_elements(p_changes) AS c
  ),
  deltas AS (
    SELECT course_id, sum(sign)::int AS participants, sum(sign * progress)::bigint AS progress_sum,
      sum(sign) FILTER (WHERE status = 'completed') AS completed,
      sum(sign) FILTER (WHERE progress BETWEEN 0 AND 19) AS b0,
      sum(sign) FILTER (WHERE progress BETWEEN 20 AND 39) AS b1,
      sum(sign) FILTER (WHERE progress BETWEEN 40 AND 59) AS b2,
      sum(sign) FILTER (WHERE progress BETWEEN 60 AND 79) AS b3,
      sum(sign) FILTER (WHERE progress BETWEEN 80 AND 99) AS b4,
      sum(sign) FILTER (WHERE progress >= 100) AS b5
    FROM changes GROUP BY course_id
  ),
  before AS (
    SELECT s.course_id, floor(s.progress_sum::numeric / nullif(s.participants, 0)) AS average
    FROM course_progress_stats s JOIN deltas d ON d.course_id = s.course_id
  ),
  applied AS (
    INSERT INTO course_progress_stats AS s (course_id, participants, progress_sum, completed,
      band_0, band_1, band_2, band_3, band_4, band_5)
    SELECT d.course_id, d.participants, d.progress_sum, coalesce(d.completed, 0),
      coalesce(d.b0, 0), coalesce(d.b1, 0), coalesce(d.b2, 0), coalesce(d.b3, 0),
      coalesce(d.b4, 0), coalesce(d.b5, 0)
    FROM deltas d
    JOIN courses c ON c.id = d.course_id
    ON CONFLICT (course_id) DO UPDATE SET
      participants = s.participants + excluded.participants,
      progress_sum = s.progress_sum + excluded.progress_sum,
      completed = s.completed + excluded.completed,
      band_0 = s.band_0 + excluded.band_0, band_1 = s.band_1 + excluded.band_1,
      band_2 = s.band_2 + excluded.band_2, band_3 = s.band_3 + excluded.band_3,
      band_4 = s.band_4 + excluded.band_4, band_5 = s.band_5 + excluded.band_5
    RETURNING s.course_id, floor(s.progress_sum::numeric / nullif(s.participants, 0)) AS average
  )
  SELECT array_agg(a.course_id) INTO v_moved
  FROM applied a LEFT JOIN before b ON b.course_id = a.course_id
  WHERE b.average IS DISTINCT FROM a.average;
  RETURN coalesce(v_moved, '{}');
END $$;
--> statement-breakpoint
-- Works out again the changed students and every participant of the moved courses, once.
CREATE FUNCTION coach_participants_refresh_with(p_students uuid[], p_moved uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh(array(
    SELECT unnest(p_students)
    UNION
    SELECT e.account_id FROM enrollments e
    JOIN (SELECT DISTINCT unnest(p_moved) AS id) AS moved ON moved.id = e.course_id));
END $$;
--> statement-breakpoint
CREATE FUNCTION enrollments_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh_with(
    array(SELECT DISTINCT account_id FROM new_rows),
    course_progress_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('course_id', course_id,
      'sign', 1, 'progress', progress, 'status', status)) FROM new_rows), '[]')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enrollments_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_moved uuid[];
BEGIN
  v_moved := course_progress_apply(coalesce((SELECT jsonb_agg(change) FROM (
    SELECT jsonb_build_object('course_id', o.course_id, 'sign', -1, 'progress', o.progress,
      'status', o.status) AS change
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.course_id, o.progress, o.status) IS DISTINCT FROM (n.course_id, n.progress, n.status)
    UNION ALL
    SELECT jsonb_build_object('course_id', n.course_id, 'sign', 1, 'progress', n.progress,
      'status', n.status)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.course_id, o.progress, o.status) IS DISTINCT FROM (n.course_id, n.progress, n.status)
  ) AS changes), '[]'));
  PERFORM coach_participants_refresh_with(array(
    SELECT DISTINCT n.account_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.account_id, o.course_id, o.progress, o.status, o.last_activity_at, o.enrolled_at)
      IS DISTINCT FROM (n.account_id, n.course_id, n.progress, n.status, n.last_activity_at,
        n.enrolled_at)
    UNION
    SELECT o.account_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.account_id <> n.account_id), v_moved);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enrollments_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh_with(
    array(SELECT DISTINCT account_id FROM old_rows),
    course_progress_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('course_id', course_id,
      'sign', -1, 'progress', progress, 'status', status)) FROM old_rows), '[]')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_coaching_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_after_insert();
--> statement-breakpoint
CREATE TRIGGER enrollments_coaching_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrollments_after_update();
--> statement-breakpoint
CREATE TRIGGER enrollments_coaching_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_after_delete();
--> statement-breakpoint
-- A ticket's students: their open tickets and what they have submitted.
CREATE FUNCTION review_ticket_accounts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh(array(SELECT DISTINCT account_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION review_ticket_accounts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh(array(SELECT DISTINCT account_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_ticket_accounts_coaching_insert AFTER INSERT ON review_ticket_accounts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_ticket_accounts_after_insert();
--> statement-breakpoint
CREATE TRIGGER review_ticket_accounts_coaching_delete AFTER DELETE ON review_ticket_accounts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_ticket_accounts_after_delete();
--> statement-breakpoint
CREATE FUNCTION review_tickets_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh(array(
    SELECT DISTINCT rta.account_id FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN review_ticket_accounts rta ON rta.ticket_id = n.id
    WHERE (o.status, o.course_id, o.item_id) IS DISTINCT FROM (n.status, n.course_id, n.item_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_tickets_coaching_update AFTER UPDATE ON review_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_tickets_after_update();
--> statement-breakpoint
-- Due dates and coaches of a course: every participant of it.
CREATE FUNCTION coaching_course_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coach_participants_refresh_courses(array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.course_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.course_id END], NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assignments_coaching AFTER INSERT OR DELETE OR UPDATE OF due_at, course_id
  ON assignments FOR EACH ROW EXECUTE FUNCTION coaching_course_rows_changed();
--> statement-breakpoint
CREATE TRIGGER course_coaches_coaching AFTER INSERT OR DELETE OR UPDATE ON course_coaches
  FOR EACH ROW EXECUTE FUNCTION coaching_course_rows_changed();
--> statement-breakpoint
-- The primary coach, and mandates.
CREATE FUNCTION coaching_student_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    PERFORM coach_participants_refresh(ARRAY[NEW.id]);
  ELSE
    PERFORM coach_participants_refresh(array_remove(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.student_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.student_id END], NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_coaching AFTER UPDATE OF primary_coach_id, portal_id ON accounts
  FOR EACH ROW
  WHEN (OLD.primary_coach_id IS DISTINCT FROM NEW.primary_coach_id
    OR OLD.portal_id IS DISTINCT FROM NEW.portal_id)
  EXECUTE FUNCTION coaching_student_changed();
--> statement-breakpoint
CREATE TRIGGER coach_mandates_coaching AFTER INSERT OR DELETE
  OR UPDATE OF status, expires_at, coach_id, student_id ON coach_mandates
  FOR EACH ROW EXECUTE FUNCTION coaching_student_changed();
--> statement-breakpoint
-- coach_mandate_approvals switched on or off: mandates count, or no longer.
CREATE FUNCTION portals_coaching_features() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ('coach_mandate_approvals' = ANY (OLD.features))
    IS DISTINCT FROM ('coach_mandate_approvals' = ANY (NEW.features)) THEN
    PERFORM coach_participants_refresh(array(
      SELECT DISTINCT student_id FROM coach_mandates WHERE portal_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER portals_coaching AFTER UPDATE OF features ON portals
  FOR EACH ROW EXECUTE FUNCTION portals_coaching_features();
--> statement-breakpoint
-- What exists already.
INSERT INTO course_progress_stats (course_id, participants, progress_sum, completed, band_0,
  band_1, band_2, band_3, band_4, band_5)
SELECT course_id, count(*), sum(progress), count(*) FILTER (WHERE status = 'completed'),
  count(*) FILTER (WHERE progress BETWEEN 0 AND 19),
  count(*) FILTER (WHERE progress BETWEEN 20 AND 39),
  count(*) FILTER (WHERE progress BETWEEN 40 AND 59),
  count(*) FILTER (WHERE progress BETWEEN 60 AND 79),
  count(*) FILTER (WHERE progress BETWEEN 80 AND 99),
  count(*) FILTER (WHERE progress >= 100)
FROM enrollments GROUP BY course_id;
--> statement-breakpoint
SELECT coach_participants_refresh(array(SELECT id FROM accounts));
