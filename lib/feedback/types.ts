import { z } from 'zod';

/** Spec §3: a feedback project's states. */
export const FEEDBACK_PROJECT_STATES = ['planned', 'started', 'backlog'] as const;
export type FeedbackProjectState = (typeof FEEDBACK_PROJECT_STATES)[number];

export const feedbackProjectSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** Hashtags (#coach) target roles; they are hidden when shown. */
  description: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
  /** The language name and description are written in (WCAG 3.1.2). */
  language: z.string().nullish(),
  state: z.enum(FEEDBACK_PROJECT_STATES),
  upvotes: z.number().int().nonnegative(),
  /** Whether the asking user upvoted it (when the service was asked with their address). */
  upvoted: z.boolean().optional(),
});

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
