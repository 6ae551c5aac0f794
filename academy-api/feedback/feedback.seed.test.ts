import { describe, expect, it } from 'vitest';
import { feedbackProjects } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { FEEDBACK_PROJECTS, seedFeedbackProjects } from './feedback.seed';

describe('seedFeedbackProjects (DEMO-DATA.md feedback projects)', () => {
  it('is idempotent: a second run adds nothing and keeps the votes', async () => {
    const { client, db } = await openTestDatabase();
    try {
      await db.update(feedbackProjects).set({ upvotes: 99 });
      await seedFeedbackProjects(db);
      const rows = await db.select().from(feedbackProjects);
      expect(rows).toHaveLength(FEEDBACK_PROJECTS.length);
      expect(rows.every((row) => row.upvotes === 99)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
