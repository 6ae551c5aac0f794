import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedbackNotes, feedbackProjects, feedbackUpvotes } from '../db/schema';

export type FeedbackProject = typeof feedbackProjects.$inferSelect;
export type FeedbackNote = typeof feedbackNotes.$inferSelect;
export type NewFeedbackNote = typeof feedbackNotes.$inferInsert;

export type ListedFeedbackProject = FeedbackProject & { upvoted: boolean | null };

/**
 * All projects, by name: a stable order that upvotes do not reshuffle. With `upvotedBy` (an
 * address), each says whether that address upvoted it; without, `upvoted` is null.
 */
export function listFeedbackProjects(
  db: Db,
  params: { upvotedBy?: string } = {},
): Promise<ListedFeedbackProject[]> {
  const email = params.upvotedBy?.toLowerCase();
  const upvoted = email
    ? sql<boolean>`${feedbackUpvotes.id} is not null`
    : sql<null>`null::boolean`;
  return db
    .select({ project: feedbackProjects, upvoted })
    .from(feedbackProjects)
    .leftJoin(
      feedbackUpvotes,
      and(
        eq(feedbackUpvotes.projectId, feedbackProjects.id),
        eq(sql`lower(${feedbackUpvotes.email})`, email ?? ''),
      ),
    )
    .orderBy(asc(feedbackProjects.name))
    .then((rows) => rows.map(({ project, upvoted: own }) => ({ ...project, upvoted: own })));
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
