import { z } from 'zod';
import { languageTag } from '../contract/fields';
import { defineResource } from '../contract/resource';

/**
 * The feedback domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): the feedback service of spec §7 (docs/upstream-contract.md), its
 * projects and the notes sent to it.
 */

/** Spec §3: a feedback project's states. */
export const FEEDBACK_PROJECT_STATES = ['planned', 'started', 'backlog'] as const;

export const feedbackProjects = defineResource({
  type: 'feedback_projects',
  description: 'A feedback project (spec §3): what it is, where it stands, its upvotes.',
  attributes: {
    name: z.string(),
    /** Hashtags in it (#coach) target roles; the BFF filters on them. */
    description: z.string(),
    /** The language name and description are written in (null: unknown; WCAG 3.1.2). */
    language: languageTag,
    state: z.enum(FEEDBACK_PROJECT_STATES),
    upvotes: z.number().int().nonnegative(),
    /**
     * Whether the asked-about address upvoted it: on the list asked with
     * `filter[upvoted_by]` only.
     */
    upvoted: z.boolean().optional(),
  },
});

export const feedbackNotes = defineResource({
  type: 'feedback_notes',
  description: 'A feedback note as stored (spec §3 payload); its portal stays internal.',
  attributes: {
    feedback: z.string(),
    email: z.string(),
    account_id: z.string(),
    url: z.string(),
    entity: z.string(),
    project_id: z.string().nullable(),
    segments: z.array(z.string()),
  },
});
