import type { ProblemCategory } from '@/lib/resources/courses';

/** "Report a problem": the categories the content-issues screen sorts reports by, in order. */
export const PROBLEM_CATEGORIES = [
  'typo',
  'broken_media',
  'wrong_answer',
  'other',
] as const satisfies readonly ProblemCategory[];
