import { describe, expect, it } from 'vitest';
import { buildAccountMenu, GIVE_FEEDBACK_HASH } from './account-menu';

const hrefs = (input: Parameters<typeof buildAccountMenu>[0]) =>
  buildAccountMenu(input).map((item) => item.href);

describe('account menu (spec §2)', () => {
  it('a student without a primary coach: details, notifications, certificates, subscription', () => {
    expect(hrefs({ signedIn: true, roles: ['student'], hasPrimaryCoach: false })).toEqual([
      '/account/details',
      '/notifications',
      '/account/certificates',
      '/account/orders',
    ]);
  });
  it('staff without a student role have no certificates entry', () => {
    expect(
      hrefs({ signedIn: true, roles: ['academy_admin'], hasPrimaryCoach: false }),
    ).not.toContain('/account/certificates');
  });
  it('adds the primary coach when the user has one', () => {
    expect(hrefs({ signedIn: true, roles: ['student'], hasPrimaryCoach: true })).toContain(
      '/account/primary-coach',
    );
  });
  it('help opens the knowledge base in a new tab, only if configured', () => {
    const url = 'https://help.example.org/academy';
    const help = buildAccountMenu({
      signedIn: true,
      roles: ['student'],
      hasPrimaryCoach: false,
      knowledgeBaseUrl: url,
    }).find((item) => item.labelKey === 'menu.account.help');
    expect(help).toMatchObject({ href: url, external: true });
    expect(
      hrefs({ signedIn: true, roles: ['student'], hasPrimaryCoach: false, knowledgeBaseUrl: null }),
    ).not.toContain('');
  });
  it.each([
    [['academy_admin'], true],
    [['admin'], true],
    [['coach'], true],
    [['academy_support'], false],
    [['student'], false],
  ])('give feedback for admin or coach only: %j → %s', (roles, shown) => {
    expect(
      hrefs({ signedIn: true, roles, hasPrimaryCoach: false }).includes(GIVE_FEEDBACK_HASH),
    ).toBe(shown);
  });
  it('guests get no account menu (they see the login button)', () => {
    expect(buildAccountMenu({ signedIn: false, roles: [], hasPrimaryCoach: false })).toEqual([]);
  });
});
