import 'server-only';
import { z } from 'zod';
import { FEEDBACK_PROJECT_STATES } from '../types';

/**
 * A feedback project as the outside feedback service sends it, checked on the server. Kept out
 * of ../types, which the browser's feedback dialog imports: zod is ~110 KB of script the
 * dialog has no use for.
 */
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
