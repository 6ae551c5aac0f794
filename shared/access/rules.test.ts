import { describe, expect, it } from 'vitest';
import { DEMO_FEATURES } from '@/tests/support/fixtures/demo-users';
import { hasFeature } from './features';
import { RULES } from './rules';

const can = (rule: keyof typeof RULES, roles: string[], features: readonly string[] = []) =>
  RULES[rule]({ roles, features });

describe('§6 rules with more than one clause', () => {
  it('certifications: academy/content groups, or course rights with the portals feature', () => {
    expect(can('certifications', ['academy_manager'])).toBe(true);
    expect(can('certifications', ['academy_author'])).toBe(true);
    expect(can('certifications', ['academy_author'], ['portals'])).toBe(true);
    expect(can('certifications', ['academy_sales'], ['portals'])).toBe(false);
  });
  it('orders, make order and promotions: portals feature plus academy/sales groups', () => {
    expect(can('orders', ['academy_sales'], ['portals'])).toBe(true);
    expect(can('orders', ['academy_sales'])).toBe(false);
    expect(can('orders', ['academy_author'], ['portals'])).toBe(false);
  });
  it('sales catalogs set the prices: the orders rule, not the content group', () => {
    expect(can('salesCatalogs', ['academy_sales'], ['portals'])).toBe(true);
    expect(can('salesCatalogs', ['academy_admin'], ['portals'])).toBe(true);
    expect(can('salesCatalogs', ['academy_author'], ['portals'])).toBe(false);
    expect(can('salesCatalogs', ['academy_sales'])).toBe(false);
  });
  it('marketing: portals feature and the academy group with its marketing role', () => {
    expect(can('marketing', ['academy_manager'], ['portals'])).toBe(true);
    expect(can('marketing', ['academy_marketing'], ['portals'])).toBe(true);
    expect(can('marketing', ['academy_marketing'])).toBe(false);
    expect(can('marketing', ['academy_sales'], ['portals'])).toBe(false);
  });
  it('approval settings: portals, academy group and coach_mandate_approvals', () => {
    expect(can('approvalSettings', ['academy_admin'], DEMO_FEATURES)).toBe(true);
    expect(can('approvalSettings', ['academy_admin'], ['portals'])).toBe(false);
    expect(can('approvalSettings', ['academy_author'], DEMO_FEATURES)).toBe(false);
  });
  it('people in bulk (issue 43): the admins and the sales group, not support or authors', () => {
    expect(can('people', ['academy_admin'])).toBe(true);
    expect(can('people', ['admin'])).toBe(true);
    expect(can('people', ['academy_sales'])).toBe(true);
    expect(can('people', ['financial_controller'])).toBe(true);
    expect(can('people', ['academy_support'])).toBe(false);
    expect(can('people', ['academy_author'])).toBe(false);
    expect(can('people', ['coach', 'student'])).toBe(false);
  });
  it('no rule passes for someone without roles (the unauthenticated)', () => {
    for (const rule of Object.values(RULES)) {
      // Pure feature rules: the route asks for sign-in first.
      if (rule === RULES.portfolio || rule === RULES.qualifications) continue;
      expect(rule({ roles: [], features: DEMO_FEATURES })).toBe(false);
    }
  });
});

describe('feature flags (spec §6)', () => {
  it('reads the flags /v1/me sends', () => {
    expect(hasFeature(DEMO_FEATURES, 'review-tickets')).toBe(true);
    expect(hasFeature(['account_files'], 'portals')).toBe(false);
    expect(DEMO_FEATURES).toHaveLength(12);
  });
});
