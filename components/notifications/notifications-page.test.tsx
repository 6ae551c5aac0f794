import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerJson, answerPage, keepView } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import { defineView } from '@/lib/lists/view-settings-schema';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import type { Account } from '@/lib/resources/accounts';
import { meKeys } from '@/lib/resources/me';
import type { AppNotification, NotificationListPage } from '@/lib/resources/notifications';
import { notificationsListQuery } from '@/lib/resources/notifications';
import { listOf, notificationRecord, notificationResource } from '@/tests/support/api-documents';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { NotificationsPage } from './notifications-page';
import {
  NOTIFICATIONS_VIEW,
  NOTIFICATIONS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './notifications-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const ACCOUNT_ID = 'a-stijn';
const SOURCE = {
  view: NOTIFICATIONS_VIEW,
  defaults: NOTIFICATIONS_VIEW_DEFAULTS,
  sizePreference: PAGE_SIZE_PREFERENCE,
};

/** Stijn Student's /v1/me, as the portal layout hydrates it. */
function setMe(client: QueryClient) {
  const result = meResult({ roles: ['student'] });
  const account = { id: ACCOUNT_ID, fullName: 'Stijn Student', avatarUrl: null } as Account;
  client.setQueryData(meKeys.me(), { ...result, me: { ...result.me, account } });
}

const message = (index: number) => `Notification ${index} for Stijn:`;
/** A row's name: its message and date, then "(unread)" while it is. */
const unreadName = (index: number) => new RegExp(`^${message(index)}.*\\(unread\\)$`);
const readName = (index: number) => new RegExp(`^${message(index)}(?!.*\\(unread\\)$)`);

/** The fake API: `count` notifications (the first `unread` of them unread), a page at a time. */
function installFakeNotificationsApi(count: number, unread = 0) {
  const calls: { method: string; url: string }[] = [];
  const records = Array.from({ length: count }, (_, index) =>
    notificationRecord({
      id: `n-${index + 1}`,
      accountId: ACCOUNT_ID,
      message: message(index + 1),
      readAt: index < unread ? null : new Date('2026-01-02T00:00:00Z'),
    }),
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: decodeURIComponent(url.pathname + url.search) });
    if (method !== 'GET') {
      // Marks one read (…/notifications/{id}) or all of them, as the API does.
      const id = url.pathname.split('/notifications/')[1];
      for (const record of records) {
        if (!id || record.id === id) record.readAt ??= new Date();
      }
      return answerJson({});
    }
    const unreadCount = records.filter((record) => !record.readAt).length;
    const { items, currentPage: page } = answerPage(records, url.searchParams);
    const size = Number(url.searchParams.get('page[size]'));
    const document = listOf(items.map(notificationResource), { total: count, page, size });
    const meta = { ...document.meta, unread_count: unreadCount };
    return answerJson({ ...document, meta });
  });
  return calls;
}

const listCalls = (calls: { method: string; url: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.includes('/notifications?'))
    .map((call) => call.url.split('?')[1]);

function renderPage() {
  const queryClient = testQueryClient();
  setMe(queryClient);
  return renderWithProviders(<NotificationsPage />, { queryClient });
}

/** The messages of the rows shown (the list items with a date, as the e2e tests read them). */
const rows = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .filter((row) => row.querySelector('time'))
    .map((row) => row.querySelector('.notification-message')?.textContent);

describe('NotificationsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const calls = installFakeNotificationsApi(0);
    const cookie = keepView(SOURCE, defineView({ preferences: { [PAGE_SIZE_PREFERENCE]: 50 } }));
    const items = [1, 2].map(
      (index): AppNotification => ({
        id: `n-${index}`,
        message: message(index),
        language: null,
        link: null,
        status: index === 1 ? 'unread' : 'read',
        readAt: null,
        receivedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const page: NotificationListPage = { ...answerPage(items), unreadCount: 1, status: 'all' };
    const { html, queryString, errors } = await serveListScreen({
      source: SOURCE,
      cookie,
      query: notificationsListQuery(ACCOUNT_ID),
      page,
      seed: setMe,
      screen: (initial) => <NotificationsPage initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('page[size]')).toBe('50');
    expect(html).toContain(message(1));
    expect(html).toContain('<h1');
    expect(errors).toEqual([]);
    expect(rows()).toEqual([message(1), message(2)]);
    // One unread: the first row says so, and "Mark all as read" can be pressed.
    expect(screen.getByRole('button', { name: unreadName(1) })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled,
    ).toBe(false);
    // 2 in total: no pages (spec §9), and nothing fetched again.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(listCalls(calls)).toEqual([]);
  });

  it('fetches another page for the view’s query string, at the top, and keeps its size', async () => {
    const calls = installFakeNotificationsApi(60);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openAddress('', '/notifications');
    renderPage();
    await screen.findByText(message(1));
    expect(rows()).toHaveLength(25);
    expect(listCalls(calls)).toEqual(['page[number]=1&page[size]=25']);

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await screen.findByText(message(26));
    expect(listCalls(calls).at(-1)).toBe('page[number]=2&page[size]=25');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Results per page' }), {
      target: { value: '50' },
    });
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(listCalls(calls).at(-1)).toBe('page[number]=1&page[size]=50');
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: { [NOTIFICATIONS_VIEW]: { preferences: { [PAGE_SIZE_PREFERENCE]: 50 } } },
    });
    // The address stays /notifications: the view is kept in the browser and its cookie.
    expect(fakeAddress.replaced).toEqual([]);
  });

  it('shows the pages above 25 in total at any size, so a larger size can be changed back', async () => {
    installFakeNotificationsApi(30);
    keepView(SOURCE, defineView({ preferences: { [PAGE_SIZE_PREFERENCE]: 50 } }));
    renderPage();
    await screen.findByText(message(30));
    expect(rows()).toHaveLength(30);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('says so when there are none, and has nothing to mark read', async () => {
    installFakeNotificationsApi(0);
    renderPage();
    const empty = await screen.findByText('No notifications');
    expect(empty.className).toBe('notifications-empty');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to my environment' }).getAttribute('href')).toBe(
      '/catalog',
    );
  });

  it('marks one read as it is opened, and all of them with "Mark all as read"', async () => {
    const calls = installFakeNotificationsApi(3, 2);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: unreadName(1) }));
    expect(await screen.findByRole('button', { name: readName(1) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
        `/api/v1/accounts/${ACCOUNT_ID}/notifications/n-1`,
        `/api/v1/accounts/${ACCOUNT_ID}/notifications`,
      ]),
    );
    expect(await screen.findByRole('button', { name: readName(2) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\(unread\)$/ })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled,
      ).toBe(true),
    );
  });
});
