import type { Db } from '../db/database';
import { type FeedbackProjectState, feedbackProjects } from '../db/schema';

/** DEMO-DATA.md "Feedback projects": name, state, description hashtags, upvotes. */
export const FEEDBACK_PROJECTS: {
  name: string;
  state: FeedbackProjectState;
  description: string;
  upvotes: number;
}[] = [
  {
    name: 'Bulk-enrol participants',
    state: 'backlog',
    description: 'Enrol a whole group of participants in a course in one go. #admin',
    upvotes: 30,
  },
  {
    name: 'Coach dashboard widgets',
    state: 'backlog',
    description: 'Arrange the coach dashboard with the widgets you use most. #coach',
    upvotes: 7,
  },
  {
    name: 'Dark mode',
    state: 'backlog',
    description: 'A dark theme for studying and coaching in the evening. #coach #student',
    upvotes: 12,
  },
  {
    name: 'Mobile app',
    state: 'planned',
    description: 'The academy on your phone, with notifications. #admin #coach',
    upvotes: 42,
  },
  {
    name: 'Quiz import from spreadsheets',
    state: 'started',
    description: 'Import quiz questions from a spreadsheet instead of typing them. #admin',
    upvotes: 18,
  },
  {
    // No hashtag: shown to nobody.
    name: 'Internal clean-up',
    state: 'backlog',
    description: 'Tidying up behind the scenes.',
    upvotes: 3,
  },
];

/** Adds the demo projects that do not exist yet (by name); existing ones keep their votes. */
export async function seedFeedbackProjects(db: Db) {
  // The product team writes its projects in English (WCAG 3.1.2: other pages mark them).
  const rows = FEEDBACK_PROJECTS.map((project) => ({ ...project, language: 'en' }));
  await db.insert(feedbackProjects).values(rows).onConflictDoNothing({
    target: feedbackProjects.name,
  });
}
