import type { z } from 'zod';
import type { feedbackProjectSchema } from './server/project-schema';

/** Spec §3: a feedback project's states. */
export const FEEDBACK_PROJECT_STATES = ['planned', 'started', 'backlog'] as const;
export type FeedbackProjectState = (typeof FEEDBACK_PROJECT_STATES)[number];

/** Spec §3 feedback project: id, name, description, state, upvotes. */
export type FeedbackProject = z.infer<typeof feedbackProjectSchema>;

/** The error code of a second upvote by the same address. */
export const ALREADY_UPVOTED = 'ALREADY_UPVOTED';

/** Spec §3 feedback note payload, as the app's code sees it (camelCase). */
export interface FeedbackNote {
  feedback: string;
  email: string;
  accountId: string;
  url: string;
  entity: string;
  projectId: string | null;
  segments: string[];
}
