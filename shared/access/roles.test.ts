import { describe, expect, it } from 'vitest';
import {
  ACADEMY_GROUP,
  ADMIN_ROLES,
  ALL_STAFF_ROLES,
  ANNOUNCEMENT_GROUP,
  AUTHOR_ROLES,
  BYPASS_ROLES,
  CONTENT_GROUP,
  COURSE_RIGHTS_GROUP,
  MANAGER_ROLES,
  MARKETING_GROUP,
  SALES_GROUP,
  SUPPORT_ROLES,
} from './roles';

describe('derived role groups (spec §6)', () => {
  it('support = support and academy support; author = author and academy author', () => {
    expect(SUPPORT_ROLES).toEqual(['support', 'academy_support']);
    expect(AUTHOR_ROLES).toEqual(['author', 'academy_author']);
  });
  it('admin = admin and academy admin; manager = academy manager', () => {
    expect(ADMIN_ROLES).toEqual(['admin', 'academy_admin']);
    expect(MANAGER_ROLES).toEqual(['academy_manager']);
  });
  it('staff plus academy roles form all-staff (10 roles)', () => {
    expect(ALL_STAFF_ROLES).toHaveLength(10);
    expect(ALL_STAFF_ROLES).toContain('financial_controller');
    expect(ALL_STAFF_ROLES).toContain('academy_marketing');
    expect(ALL_STAFF_ROLES).not.toContain('coach');
  });
  it('every staff role bypasses the subscription ("admins bypass", DEMO-DATA "staff bypass")', () => {
    expect(BYPASS_ROLES).toEqual(ALL_STAFF_ROLES);
  });
});

describe('menu groups (our definitions; §6 leaves them open)', () => {
  const members = (group: readonly string[]) => [...new Set(group)].sort();
  it('academy = admins and managers', () => {
    expect(members(ACADEMY_GROUP)).toEqual(['academy_admin', 'academy_manager', 'admin']);
  });
  it('sales = academy sales, financial controller and the academy group', () => {
    expect(members(SALES_GROUP)).toEqual([
      'academy_admin',
      'academy_manager',
      'academy_sales',
      'admin',
      'financial_controller',
    ]);
  });
  it('content = authors and admins; course-rights = content', () => {
    expect(members(CONTENT_GROUP)).toEqual(['academy_admin', 'academy_author', 'admin', 'author']);
    expect(COURSE_RIGHTS_GROUP).toBe(CONTENT_GROUP);
  });
  it('announcements = academy, sales, support and marketing, not authors', () => {
    expect(ANNOUNCEMENT_GROUP).toEqual(
      expect.arrayContaining(['academy_support', 'academy_marketing']),
    );
    expect(ANNOUNCEMENT_GROUP).not.toContain('academy_author');
  });
  it('marketing = the academy group and academy marketing', () => {
    expect(members(MARKETING_GROUP)).toEqual([
      'academy_admin',
      'academy_manager',
      'academy_marketing',
      'admin',
    ]);
  });
  it('every group holds staff roles only', () => {
    for (const group of [
      ACADEMY_GROUP,
      SALES_GROUP,
      CONTENT_GROUP,
      ANNOUNCEMENT_GROUP,
      MARKETING_GROUP,
    ]) {
      for (const role of group) expect(ALL_STAFF_ROLES).toContain(role);
    }
  });
});
