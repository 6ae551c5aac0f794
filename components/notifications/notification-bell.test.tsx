import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/lib/resources/accounts';
import { meKeys } from '@/lib/resources/me';
import {
  DROPDOWN_SIZE,
  type NotificationPage,
  notificationsQuery,
} from '@/lib/resources/notifications';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { labelInName, visibleText } from '@/tests/support/label-in-name';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { NotificationBell } from './notification-bell';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined }),
  usePathname: () => '/catalog',
}));

beforeEach(() => {
  // A desktop width: the bell opens a dropdown (the phone's panel has the same trigger).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

function renderBell(unreadCount: number, locale: 'en' | 'nl' | 'ro' = 'en') {
  const queryClient = testQueryClient();
  const result = meResult({ roles: ['student'] });
  const account = { id: 'acc-1', fullName: 'Stijn Student', avatarUrl: null } as Account;
  queryClient.setQueryData(meKeys.me(), { ...result, me: { ...result.me, account } });
  const page: NotificationPage = {
    items: [],
    total: 0,
    lastPage: 1,
    unreadCount,
    status: 'unread',
  };
  const query = notificationsQuery('acc-1', { status: 'unread', page: 1, size: DROPDOWN_SIZE });
  queryClient.setQueryData(query.queryKey, page);
  renderWithProviders(<NotificationBell />, { queryClient, locale });
  return screen.getByRole('button');
}

describe('NotificationBell (WCAG 2.5.3 Label in name)', () => {
  it.each([
    ['en', 1, '1', '1 unread notification'],
    ['en', 2, '2', '2 unread notifications'],
    ['en', 101, '99+', '99+ unread notifications'],
    ['nl', 1, '1', '1 ongelezen melding'],
    ['nl', 2, '2', '2 ongelezen meldingen'],
    ['nl', 101, '99+', '99+ ongelezen meldingen'],
    ['ro', 1, '1', '1 notificare necitită'],
    ['ro', 2, '2', '2 notificări necitite'],
    ['ro', 20, '20', '20 de notificări necitite'],
    ['ro', 101, '99+', '99+ de notificări necitite'],
  ] as const)(
    'in %s with %i unread it shows %s and is named "%s"',
    (locale, count, shown, name) => {
      const bell = renderBell(count, locale);
      expect(visibleText(bell)).toBe(shown);
      expect(labelInName(bell)).toBe(true);
      expect(bell.getAttribute('aria-label')).toBe(name);
    },
  );

  it('with nothing unread it shows no count and is named "Notifications"', () => {
    const bell = renderBell(0);
    expect(visibleText(bell)).toBe('');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
  });
});
