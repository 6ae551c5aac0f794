import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepView } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { defineView } from '@/lib/lists/view-settings-schema';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import { accountsListQuery } from '@/lib/resources/accounts';
import type { MeResult } from '@/lib/resources/me';
import { meKeys } from '@/lib/resources/me';
import { ADMIN_ID, INVITED, installFakeAccountsApi } from '@/tests/support/fakes/accounts-api';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { AccountsList } from './accounts-list';
import { ACCOUNTS_VIEW, ACCOUNTS_VIEW_DEFAULTS, PAGE_SIZE_PREFERENCE } from './accounts-view';
import { PinnedAccounts } from './pinned-accounts';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const STIJN_PIN = { uri: '/admin/accounts/a-stijn', title: 'Stijn Student' };

/** The signed-in admin's /v1/me, on a portal with these flags. */
const setMe = (
  queryClient: QueryClient,
  features: string[] = ['account-support'],
  roles = ['academy_admin'],
) =>
  queryClient.setQueryData(meKeys.me(), {
    me: { account: { id: ADMIN_ID }, roles },
    features,
    authenticated: true,
  } as unknown as MeResult);

/** The list on a portal with these flags (Demo Academy's list is /admin/accounts). */
function renderList(features: string[] = ['account-support'], roles?: string[]) {
  const queryClient = testQueryClient();
  setMe(queryClient, features, roles);
  return renderWithProviders(
    <>
      <PinnedAccounts />
      <AccountsList />
    </>,
    { queryClient },
  );
}

const table = () => screen.findByRole('table', { name: /\d+ accounts?$/ });
const rowNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
const lastListCall = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/accounts?')).at(-1)?.url;

describe('AccountsList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('links names and pins beneath /academy/accounts_support where account-support is off (spec §2)', async () => {
    installFakeAccountsApi([STIJN_PIN]);
    renderList([]);
    await table();
    expect(screen.getByRole('link', { name: 'Cora Coach' }).getAttribute('href')).toBe(
      '/academy/accounts_support/a-cora',
    );
    // A pin saved under /admin/accounts (403 here) opens the account where it is now.
    const pins = screen.getByRole('region', { name: 'Pinned accounts' });
    expect(
      (await within(pins).findByRole('link', { name: 'Stijn Student' })).getAttribute('href'),
    ).toBe('/academy/accounts_support/a-stijn');
  });

  it('links only pins whose address stays on this portal', async () => {
    installFakeAccountsApi([
      STIJN_PIN,
      { uri: '/\\evil.example/admin/accounts/x', title: 'Backslash' },
      { uri: '/.//evil.example/login', title: 'Dot segment' },
      { uri: '//evil.example', title: 'Protocol relative' },
    ]);
    renderList();
    const pins = await screen.findByRole('region', { name: 'Pinned accounts' });
    await within(pins).findByRole('link', { name: 'Stijn Student' });
    expect(
      within(pins)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/accounts/a-stijn']);
  });

  it('shows the accounts with their entity, roles, links and online dot', async () => {
    installFakeAccountsApi([STIJN_PIN]);
    renderList();
    const rows = within(await table()).getAllByRole('row');
    expect(await rowNames()).toEqual(['Ada Admin', 'Cora Coach', 'Stijn Student']);
    expect(screen.getByRole('link', { name: 'Cora Coach' }).getAttribute('href')).toBe(
      '/admin/accounts/a-cora',
    );
    expect(rows[3]?.textContent).toContain('Acme Learning BV');
    // Only Stijn was online within 15 minutes: one dot, read as "online".
    expect(within(rows[3] as HTMLElement).getByText('online')).toBeTruthy();
    expect(within(await table()).getAllByText('online')).toHaveLength(1);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('3 accounts');
  });

  it('marks an account whose invitation is pending "Invited" (issue 43)', async () => {
    INVITED.add('a-cora');
    try {
      installFakeAccountsApi([]);
      renderList();
      const rows = within(await table()).getAllByRole('row');
      expect(within(rows[2] as HTMLElement).getByText('Invited')).toBeTruthy();
      expect(within(await table()).getAllByText('Invited')).toHaveLength(1);
    } finally {
      INVITED.clear();
    }
  });

  it('lets the admins pick accounts for a bulk action, a page at a time (issue 43)', async () => {
    installFakeAccountsApi([]);
    renderList([]);
    const list = await table();
    expect(screen.getByRole('link', { name: 'Import from CSV' }).getAttribute('href')).toBe(
      '/academy/accounts_support/import',
    );
    expect(screen.getByRole('link', { name: 'Invite people' }).getAttribute('href')).toBe(
      '/academy/accounts_support/invitations',
    );
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Cora Coach' }));
    expect(screen.getByText('1 account selected')).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('checkbox', { name: 'Select every account on this page' }),
    );
    expect(screen.getByText('3 accounts selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(screen.getByText('No accounts selected')).toBeTruthy();
  });

  it('offers support no bulk actions: they read and help accounts, they do not make them', async () => {
    installFakeAccountsApi([]);
    renderList(['account-support'], ['academy_support']);
    const list = await table();
    expect(within(list).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Import from CSV' })).toBeNull();
  });

  it('toggles the name order from its column header', async () => {
    const calls = installFakeAccountsApi([]);
    renderList();
    await table();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(async () => expect((await rowNames())[0]).toBe('Stijn Student'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(lastListCall(calls)).toContain('sort=-full_name');
  });

  it('filters by role and keeps the filter and page size after a reload', async () => {
    const calls = installFakeAccountsApi([]);
    const first = renderList();
    await table();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), {
      target: { value: 'coach' },
    });
    await waitFor(async () => expect(await rowNames()).toEqual(['Cora Coach']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Results per page' }), {
      target: { value: '50' },
    });
    await waitFor(() => expect(lastListCall(calls)).toContain('page[size]=50'));
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: { 'admin-accounts': { filters: { role: 'coach' }, preferences: { pageSize: 50 } } },
    });
    first.unmount();

    renderList();
    await waitFor(async () => expect(await rowNames()).toEqual(['Cora Coach']));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role' }).value).toBe('coach');
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Results per page' }).value,
    ).toBe('50');
  });

  it('says so when no account matches the search', async () => {
    installFakeAccountsApi([]);
    renderList();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No accounts match')).toBeTruthy();
  });

  it('lists the pins and pins another account with a toggle button', async () => {
    const calls = installFakeAccountsApi([STIJN_PIN]);
    renderList();
    const pins = await screen.findByRole('region', { name: 'Pinned accounts' });
    expect(await within(pins).findByRole('link', { name: 'Stijn Student' })).toBeTruthy();
    const unpin = await screen.findByRole('button', { name: 'Unpin Stijn Student' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    const pin = screen.getByRole('button', { name: 'Pin Cora Coach' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(pin));
    expect(await screen.findByRole('button', { name: 'Unpin Cora Coach' })).toBeTruthy();
    expect(within(pins).getByRole('link', { name: 'Cora Coach' })).toBeTruthy();
    const saved = calls.find((call) => call.method === 'PUT');
    expect(saved?.body).toMatchObject({
      data: { attributes: { payload: [STIJN_PIN, { uri: '/admin/accounts/a-cora' }] } },
    });
  });

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const calls = installFakeAccountsApi([]);
    const source = {
      view: ACCOUNTS_VIEW,
      defaults: ACCOUNTS_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
    };
    const view = defineView({ ...ACCOUNTS_VIEW_DEFAULTS, filters: { role: 'coach' } });
    const { html, errors } = await serveListScreen({
      source,
      cookie: keepView(source, view),
      query: accountsListQuery,
      seed: (client) => setMe(client),
      screen: (initial) => <AccountsList initial={initial} />,
    });
    expect(html).toContain('>Cora Coach</a>');
    expect(html).not.toContain('Ada Admin');
    expect(errors).toEqual([]);
    expect(await rowNames()).toEqual(['Cora Coach']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role' }).value).toBe('coach');
    expect(calls.filter((call) => call.url.startsWith('/api/v1/accounts?'))).toHaveLength(1);
  });
});
