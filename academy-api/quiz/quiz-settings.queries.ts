import { eq } from 'drizzle-orm';
import { DEFAULT_QUIZ_SETTINGS, type QuizSettings } from '../../shared/quiz/types';
import type { Db } from '../db/database';
import { quizzes } from '../db/schema';

/**
 * A quiz item's settings. A quiz added in the course editor has no row until its settings are
 * first saved: until then it has the defaults (and any key a later version adds gets its
 * default too).
 */
export async function loadQuizSettings(
  db: Db,
  params: { portalId: string; itemId: string },
): Promise<QuizSettings> {
  const [row] = await db
    .select({ settings: quizzes.settings, portalId: quizzes.portalId })
    .from(quizzes)
    .where(eq(quizzes.itemId, params.itemId));
  if (!row || row.portalId !== params.portalId) return { ...DEFAULT_QUIZ_SETTINGS };
  return { ...DEFAULT_QUIZ_SETTINGS, ...row.settings };
}

/** Stores a quiz's whole settings (the caller has validated them). */
export async function saveQuizSettings(
  db: Db,
  params: { portalId: string; itemId: string; settings: QuizSettings },
): Promise<void> {
  await db
    .insert(quizzes)
    .values({ itemId: params.itemId, portalId: params.portalId, settings: params.settings })
    .onConflictDoUpdate({
      target: quizzes.itemId,
      set: { settings: params.settings, updatedAt: new Date() },
    });
}
