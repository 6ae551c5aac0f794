import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedbackNotes, feedbackProjects, feedbackUpvotes } from '../db/schema';

export type FeedbackProject = typeof feedbackProjects.$inferSelect;
export type FeedbackNote = typeof feedbackNotes.$inferSelect;
export type NewFeedbackNote = typeof feedbackNotes.$inferInsert;

/** All projects, by name: a stable order that upvotes do not reshuffle. */
export function listFeedbackProjects(db: Db): Promise<FeedbackProject[]> {
  return db.select().from(feedbackProjects).orderBy(asc(feedbackProjects.name));
}

export async function findFeedbackProject(db: Db, params: { id: string }) {
  const [row] = await db.select().from(feedbackProjects).where(eq(feedbackProjects.id, params.id));
  return row ?? null;
}

export async function createFeedbackNote(db: Db, note: NewFeedbackNote): Promise<FeedbackNote> {
  const [row] = await db.insert(feedbackNotes).values(note).returning();
  if (!row) throw new Error('Inserting a feedback note returned no row');
  return row;
}

/**
 * One upvote by an address for a project: the vote row and the count change together. Null
 * when this address (any case) already voted for it; the unique index decides, so two
 * simultaneous clicks still count once.
 */
export function addFeedbackUpvote(
  db: Db,
  params: { projectId: string; email: string; accountId: string },
): Promise<FeedbackProject | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(feedbackUpvotes)
      .values(params)
      .onConflictDoNothing()
      .returning({ id: feedbackUpvotes.id });
    if (inserted.length === 0) return null;
    const [project] = await tx
      .update(feedbackProjects)
      .set({ upvotes: sql`${feedbackProjects.upvotes} + 1` })
      .where(eq(feedbackProjects.id, params.projectId))
      .returning();
    return project ?? null;
  });
}
