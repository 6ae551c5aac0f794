import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../access/features';
import { dashboardSections } from './dashboard-sections';

const demo = [...FEATURE_FLAGS];
const unlimited = ['account_files', 'catalog-categories', 'random-quizzes'];

describe('the dashboard’s sections per role (revenue only for sales roles)', () => {
  it('Ada (academy admin) sees every section on Demo Academy', () => {
    expect(
      dashboardSections({ roles: ['academy_admin', 'academy_support'], features: demo }),
    ).toEqual({
      learning: true,
      contentIssues: true,
      reviewTickets: true,
      sales: true,
    });
  });

  it('Sven (sales) sees learning and sales, no content or tickets', () => {
    expect(dashboardSections({ roles: ['academy_sales'], features: demo })).toEqual({
      learning: true,
      contentIssues: false,
      reviewTickets: false,
      sales: true,
    });
  });

  it('Alex (author) sees learning and content issues; Sam (support) learning only', () => {
    expect(dashboardSections({ roles: ['academy_author'], features: demo })).toMatchObject({
      contentIssues: true,
      reviewTickets: false,
      sales: false,
    });
    expect(dashboardSections({ roles: ['academy_support'], features: demo })).toEqual({
      learning: true,
      contentIssues: false,
      reviewTickets: false,
      sales: false,
    });
  });

  it('no tickets where review-tickets is off, no sales without the portals feature', () => {
    expect(dashboardSections({ roles: ['academy_admin'], features: unlimited })).toMatchObject({
      reviewTickets: false,
      sales: false,
    });
  });

  it('nothing for students and coaches', () => {
    expect(dashboardSections({ roles: ['student'], features: demo })).toEqual({
      learning: false,
      contentIssues: false,
      reviewTickets: false,
      sales: false,
    });
  });
});
