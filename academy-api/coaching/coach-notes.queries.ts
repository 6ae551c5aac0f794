import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { coachNotes } from '../db/schema';

export type CoachNoteRow = typeof coachNotes.$inferSelect;

/**
 * A coach's private notes about a student. Every function takes the coach: notes are only ever
 * read or changed by the coach who wrote them (another coach's note does not exist for them).
 */
const mine = (params: { coachId: string; portalId: string; id: string }) =>
  and(
    eq(coachNotes.coachId, params.coachId),
    eq(coachNotes.portalId, params.portalId),
    eq(coachNotes.id, params.id),
  );

/** The coach's notes about the student, newest first (coach_notes_coach_student_created_idx). */
export async function listCoachNotes(
  db: Db,
  params: { coachId: string; student: AccountScope; page: { number: number; size: number } },
) {
  const where = and(
    eq(coachNotes.coachId, params.coachId),
    eq(coachNotes.studentId, params.student.accountId),
    eq(coachNotes.portalId, params.student.portalId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coachNotes)
      .where(where)
      .orderBy(desc(coachNotes.createdAt), desc(coachNotes.id))
      .limit(params.page.size)
      .offset((params.page.number - 1) * params.page.size),
    db.select({ value: count() }).from(coachNotes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function createCoachNote(
  db: Db,
  params: { coachId: string; student: AccountScope; body: string },
): Promise<CoachNoteRow> {
  const [row] = await db
    .insert(coachNotes)
    .values({
      portalId: params.student.portalId,
      coachId: params.coachId,
      studentId: params.student.accountId,
      body: params.body,
    })
    .returning();
  if (!row) throw new Error('Inserting a note returned no row');
  return row;
}

/** Changes the coach's own note on this portal; null when there is none. */
export async function updateCoachNote(
  db: Db,
  params: { coachId: string; portalId: string; id: string; body: string },
): Promise<CoachNoteRow | null> {
  const [row] = await db
    .update(coachNotes)
    .set({ body: params.body, updatedAt: new Date() })
    .where(mine(params))
    .returning();
  return row ?? null;
}

/** Deletes the coach's own note on this portal; false when there is none. */
export async function deleteCoachNote(
  db: Db,
  params: { coachId: string; portalId: string; id: string },
) {
  const rows = await db.delete(coachNotes).where(mine(params)).returning({ id: coachNotes.id });
  return rows.length > 0;
}

/** Per student: how many notes the coach keeps and the latest one (the mentees list). */
export async function latestCoachNotes(
  db: Db,
  params: { coachId: string; studentIds: string[] },
): Promise<Map<string, { count: number; latest: CoachNoteRow }>> {
  if (params.studentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([coachNotes.studentId], {
      note: coachNotes,
      count: sql<number>`(count(*) over (partition by ${coachNotes.studentId}))::int`,
    })
    .from(coachNotes)
    .where(
      and(eq(coachNotes.coachId, params.coachId), inArray(coachNotes.studentId, params.studentIds)),
    )
    .orderBy(coachNotes.studentId, desc(coachNotes.createdAt), desc(coachNotes.id));
  return new Map(rows.map((row) => [row.note.studentId, { count: row.count, latest: row.note }]));
}
