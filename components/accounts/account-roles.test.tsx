import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage, numbered } from '@/components/lists/list-api.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import { ApiError } from '@/lib/api/errors';
import { type AccountRoles, accountRolesQuery } from '@/lib/resources/account-roles';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { AccountRolesEditor } from './account-roles';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', async () => ({
  ...(await import('@/components/lists/view-address.test-support')),
  useRouter: () => router,
}));

const server = vi.hoisted(() => ({
  answer: (_roles: string[]): Promise<unknown> => Promise.resolve(),
  historyFetches: 0,
  /** How many changes the account's history holds (each by "Admin {n}"), newest first. */
  changes: 0,
  /** The query strings the history was asked for. */
  asked: [] as string[],
  /** One page of the history, as the API answers the query string. */
  historyPage(queryString: string) {
    const changes = numbered(server.changes, (n) => ({
      id: `change-${n}`,
      oldRoles: ['student'],
      newRoles: ['coach', 'student'],
      changedBy: null,
      changedByName: `Admin ${n}`,
      changedAt: '2026-03-02T09:30:00.000Z',
    }));
    return answerPage(changes, queryString);
  },
}));
vi.mock('@/lib/resources/account-roles', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/resources/account-roles')>();
  return {
    ...original,
    saveAccountRoles: vi.fn((_id: string, roles: string[]) => server.answer(roles)),
    roleChangesQuery: (id: string, queryString: string) => ({
      ...original.roleChangesQuery(id, queryString),
      queryFn: async () => {
        server.historyFetches++;
        server.asked.push(queryString);
        return server.historyPage(queryString);
      },
    }),
  };
});

const roles = (held: string[]) =>
  ({ id: 'acc-1', roles: held, grantable: ['coach', 'student'], editable: true }) as AccountRoles;

/** The editor of an account holding only the student role. */
async function renderRoles() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(accountRolesQuery('acc-1').queryKey, roles(['student']));
  renderWithProviders(<AccountRolesEditor accountId="acc-1" />, { queryClient });
  await waitFor(() => expect(server.historyFetches).toBe(1));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Coach' }));
}

const save = () => screen.getByRole('button', { name: 'Save roles' }) as HTMLButtonElement;

describe('AccountRolesEditor saves the roles', () => {
  afterEach(() => {
    vi.clearAllMocks();
    Object.assign(server, { historyFetches: 0, asked: [] });
  });

  it('disabled while saving; then the history is refetched and the status says so', async () => {
    let answer = () => {};
    server.answer = (held) =>
      new Promise((resolve) => {
        answer = () => resolve(roles(held));
      });
    await renderRoles();
    fireEvent.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(screen.getByRole('checkbox', { name: 'Coach' })).toHaveProperty('disabled', true);
    await act(async () => answer());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Roles saved: Student, Coach.'),
    );
    expect(server.historyFetches).toBe(2);
    expect(save().disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Coach' })).toHaveProperty('checked', true);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says so when refused', async () => {
    server.answer = () => Promise.reject(new ApiError(403, [{ status: '403' }]));
    await renderRoles();
    fireEvent.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You may not give or take away one of these roles.',
      ),
    );
    expect(save().disabled).toBe(false);
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('AccountRolesEditor pages the role history', () => {
  afterEach(() => {
    Object.assign(server, { historyFetches: 0, changes: 0, asked: [] });
    localStorage.clear();
  });

  /** The editor on the account's page, at the address `query`. */
  function renderHistory(query = '') {
    openAddress(query, '/admin/accounts/acc-1');
    const queryClient = testQueryClient();
    queryClient.setQueryData(accountRolesQuery('acc-1').queryKey, roles(['student']));
    renderWithProviders(<AccountRolesEditor accountId="acc-1" />, { queryClient });
  }

  const history = () => screen.findByRole('region', { name: 'Role changes' });
  const who = async () =>
    within(await history())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

  it('asks for the next page with the view’s query string and keeps it in the address', async () => {
    server.changes = 30;
    renderHistory();
    expect(await who()).toHaveLength(25);
    expect(server.asked).toEqual(['page%5Bnumber%5D=1&page%5Bsize%5D=25']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () =>
      expect(await who()).toEqual(['Admin 26', 'Admin 27', 'Admin 28', 'Admin 29', 'Admin 30']),
    );
    expect(server.asked.at(-1)).toBe('page%5Bnumber%5D=2&page%5Bsize%5D=25');
    expect(fakeAddress.replaced.at(-1)).toBe('/admin/accounts/acc-1?page=2');
  });

  it('opens at the page its address holds, and shows no pages while one holds them all', async () => {
    server.changes = 30;
    renderHistory('page=2');
    expect(await who()).toHaveLength(5);
    expect(server.asked).toEqual(['page%5Bnumber%5D=2&page%5Bsize%5D=25']);
    cleanup();
    server.changes = 3;
    renderHistory();
    expect(await who()).toEqual(['Admin 1', 'Admin 2', 'Admin 3']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
