/** Spec §6: the portal feature flags, plus `portals` which gates multi-portal staff tools. */
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
  'portals',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Whether the portal has switched a feature on (flags arrive as plain strings from /v1/me). */
export function hasFeature(features: readonly string[], flag: FeatureFlag): boolean {
  return features.includes(flag);
}
