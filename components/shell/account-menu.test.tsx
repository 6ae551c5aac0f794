import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@/lib/resources/accounts';
import { meKeys } from '@/lib/resources/me';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { labelInName, visibleText } from '@/tests/support/label-in-name';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { AccountMenu } from './account-menu';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined }),
  usePathname: () => '/catalog',
}));

const stijn = (avatarUrl: string | null) =>
  ({ id: 'acc-1', fullName: 'Stijn Student', avatarUrl }) as Account;

function renderMenu(account: Account, locale: 'en' | 'nl' | 'ro' = 'en') {
  const queryClient = testQueryClient();
  const result = meResult({ roles: ['student'] });
  queryClient.setQueryData(meKeys.me(), { ...result, me: { ...result.me, account } });
  renderWithProviders(<AccountMenu />, { queryClient, locale });
  return screen.getByRole('button');
}

describe('AccountMenu trigger (WCAG 2.5.3 Label in name)', () => {
  it.each([
    ['en', 'SS, account menu'],
    ['nl', 'SS, accountmenu'],
    ['ro', 'SS, meniul contului'],
  ] as const)('in %s its name starts with the initials it shows: "%s"', (locale, name) => {
    const button = renderMenu(stijn(null), locale);
    expect(visibleText(button)).toBe('SS');
    expect(labelInName(button)).toBe(true);
    expect(button.getAttribute('aria-label')).toBe(name);
  });

  it('with a picture (no text shown) it is named "Account menu"', () => {
    const button = renderMenu(stijn('/files/avatar.png'));
    expect(visibleText(button)).toBe('');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBe(button);
  });
});
