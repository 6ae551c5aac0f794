/** Spec §6: the portal feature flags (and `lti`, issue 38), plus `portals` which gates multi-portal staff tools. */
export const FEATURE_FLAGS = [
  'account_files',
  'portfolio_feature',
  'qualifications-report',
  'review-tickets',
  'coach_mandate_approvals',
  'account-support',
  'group_assignments',
  'random-quizzes',
  'quiz-import',
  'catalog-categories',
  // Issue 38: LTI 1.3 (outside tools in courses, other platforms launching the portal).
  'lti',
  'portals',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Whether the portal has switched a feature on (flags arrive as plain strings from /v1/me). */
export function hasFeature(features: readonly string[], flag: FeatureFlag): boolean {
  return features.includes(flag);
}
