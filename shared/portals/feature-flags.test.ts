import { describe, expect, it } from 'vitest';
import { compareFlags, isPortalFeatureFlag, PORTAL_FEATURE_FLAGS } from './feature-flags';

describe('the portal’s feature flags (spec §6)', () => {
  it('are the ten flags of spec §6 and LTI (issue 38), without the platform’s portals flag', () => {
    expect(PORTAL_FEATURE_FLAGS).toEqual([
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
      'lti',
    ]);
    expect(isPortalFeatureFlag('portals')).toBe(false);
    expect(isPortalFeatureFlag('portfolio_feature')).toBe(true);
  });

  it('compares Demo Academy with Unlimited Learning flag by flag', () => {
    const demo = [...PORTAL_FEATURE_FLAGS, 'portals'];
    const unlimited = ['account_files', 'catalog-categories', 'random-quizzes'];
    const rows = compareFlags(demo, unlimited);
    expect(rows).toHaveLength(11);
    expect(rows.find((row) => row.flag === 'account_files')).toEqual({
      flag: 'account_files',
      left: true,
      right: true,
      differs: false,
    });
    expect(rows.filter((row) => row.differs).map((row) => row.flag)).toEqual([
      'portfolio_feature',
      'qualifications-report',
      'review-tickets',
      'coach_mandate_approvals',
      'account-support',
      'group_assignments',
      'quiz-import',
      'lti',
    ]);
  });
});
