import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meKeys } from '@/lib/resources/me';
import type { AppNotification } from '@/lib/resources/notifications';
import { DEMO_USERS } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { NotificationRow } from './notification-item';

vi.mock('next/navigation', () => ({
  usePathname: () => '/notifications',
  useRouter: () => ({ push: vi.fn() }),
}));

const notification = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n-1',
  message: 'Cora Coach graded your assignment “Learning plan”: Pass.',
  language: 'en',
  link: '/courses/project-management-basics/learning-plan',
  status: 'unread',
  readAt: null,
  receivedAt: new Date().toISOString(),
  ...overrides,
});

function renderRow(item: AppNotification, onOpen = vi.fn()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.me(), DEMO_USERS.stijn);
  renderWithProviders(
    <ul>
      <NotificationRow notification={item} onOpen={onOpen} unreadLabel="Unread" />
    </ul>,
    { queryClient },
  );
  return onOpen;
}

describe('a notification row (each leads to what it is about)', () => {
  it('with a link is a link to it, named by its message, and opening it marks it read', () => {
    const onOpen = renderRow(notification({}));
    const link = screen.getByRole('link', { name: /graded your assignment “Learning plan”/ });
    expect(link.getAttribute('href')).toBe('/courses/project-management-basics/learning-plan');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'n-1' }));
  });

  it('without a link, or with a foreign or script link, stays plain (no link)', () => {
    for (const link of [
      null,
      'javascript:alert(1)',
      'https://evil.example/x',
      '/.//evil.example',
    ]) {
      renderRow(notification({ id: `n-${link}`, link }));
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('button', { name: /Learning plan/ })).toBeTruthy();
      cleanup();
    }
  });
});
