import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { type AccountRoles, accountRolesQuery } from '@/lib/resources/account-roles';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { AccountRolesEditor } from './account-roles';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin' }));

const server = vi.hoisted(() => ({
  answer: (_roles: string[]): Promise<unknown> => Promise.resolve(),
  historyFetches: 0,
}));
vi.mock('@/lib/resources/account-roles', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/resources/account-roles')>();
  return {
    ...original,
    saveAccountRoles: vi.fn((_id: string, roles: string[]) => server.answer(roles)),
    roleChangesQuery: (id: string, page: number) => ({
      ...original.roleChangesQuery(id, page),
      queryFn: async () => {
        server.historyFetches++;
        return { items: [], total: 0, lastPage: 1 };
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
    server.historyFetches = 0;
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
