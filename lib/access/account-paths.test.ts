import { describe, expect, it } from 'vitest';
import { DEMO_USERS, meResult, UNLIMITED_FEATURES } from '@/tests/support/fixtures/demo-users';
import { accountPath, accountsListPath, currentAccountLink } from './account-paths';
import { routeAccess } from './route-access';

const ID = '3f1c9a8e-1111-4222-8333-444455556666';
const DEMO = DEMO_USERS.ada.authenticated ? DEMO_USERS.ada.features : [];
const UNLIMITED = UNLIMITED_FEATURES;

describe('where an account is read (spec §2: /admin/accounts or /academy/accounts_support)', () => {
  it('lists accounts under /admin/accounts only with account-support', () => {
    expect(accountsListPath(DEMO)).toBe('/admin/accounts');
    expect(accountsListPath(UNLIMITED)).toBe('/academy/accounts_support');
    expect(accountPath(DEMO, ID)).toBe(`/admin/accounts/${ID}`);
    expect(accountPath(UNLIMITED, ID)).toBe(`/academy/accounts_support/${ID}`);
  });

  it('moves a pin saved under the other list to the account page there is now', () => {
    expect(currentAccountLink(UNLIMITED, `/admin/accounts/${ID}`)).toBe(
      `/academy/accounts_support/${ID}`,
    );
    expect(currentAccountLink(DEMO, `/academy/accounts_support/${ID}`)).toBe(
      `/admin/accounts/${ID}`,
    );
    expect(currentAccountLink(UNLIMITED, '/admin/courses/42')).toBe('/admin/courses/42');
  });

  it('never links a support admin to a page that answers 403 (a link never leads to a 403)', () => {
    for (const features of [DEMO, UNLIMITED]) {
      const ada = meResult({ roles: ['academy_admin', 'academy_support'], features });
      expect(routeAccess(accountsListPath(features), ada)).toBe('ok');
      expect(routeAccess(accountPath(features, ID), ada)).toBe('ok');
    }
  });
});
