import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage, numbered } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import {
  type FeatureFlag,
  featureFlagsQuery,
  flagChangesQuery,
} from '@/lib/resources/administration';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { FeatureFlagSettings, FlagHistory } from './feature-flags';
import {
  FLAG_CHANGES_VIEW,
  FLAG_CHANGES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './feature-flags-view';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', async () => ({
  ...(await import('@/components/lists/view-address.test-support')),
  useRouter: () => router,
}));

const server = vi.hoisted(() => ({
  answer: (_key: string, _enabled: boolean): Promise<unknown> => Promise.resolve(),
  /** How many flag changes the history holds (each by "Admin {n}"), newest first. */
  changes: 0,
  /** The query strings the history was asked for. */
  asked: [] as string[],
}));
vi.mock('@/lib/resources/administration', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/resources/administration')>();
  return {
    ...original,
    setFeatureFlag: vi.fn((key: string, enabled: boolean) => server.answer(key, enabled)),
    flagChangesQuery: (queryString: string) => ({
      ...original.flagChangesQuery(queryString),
      queryFn: async () => {
        server.asked.push(queryString);
        const changes = numbered(server.changes, (n) => ({
          id: `change-${n}`,
          flag: 'portfolio_feature',
          oldValue: true,
          newValue: false,
          changedBy: null,
          changedByName: `Admin ${n}`,
          changedAt: '2026-03-02T09:30:00.000Z',
        }));
        return answerPage(changes, queryString);
      },
    }),
  };
});

const flag = (key: FeatureFlag['key'], enabled: boolean) =>
  ({ id: key, key, enabled }) as FeatureFlag;

/** The settings with two flags, both off. */
function renderFlags() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(featureFlagsQuery().queryKey, [
    flag('account_files', false),
    flag('portfolio_feature', false),
  ]);
  renderWithProviders(<FeatureFlagSettings portalId="portal-1" />, { queryClient });
}

const switchOf = (key: string) => screen.getByRole('switch', { name: key }) as HTMLButtonElement;
const status = () => screen.getByRole('status').textContent;

describe('FeatureFlagSettings switches a flag', () => {
  afterEach(() => vi.clearAllMocks());

  it('disabling only that switch until saved, then says so', async () => {
    let answer = () => {};
    server.answer = (key, enabled) =>
      new Promise((resolve) => {
        answer = () => resolve(flag(key as FeatureFlag['key'], enabled));
      });
    renderFlags();
    fireEvent.click(switchOf('account_files'));
    await waitFor(() => expect(switchOf('account_files').disabled).toBe(true));
    expect(switchOf('portfolio_feature').disabled).toBe(false);
    await act(async () => answer());
    await waitFor(() => expect(status()).toBe('account_files is now on.'));
    expect(switchOf('account_files').disabled).toBe(false);
    expect(switchOf('account_files').getAttribute('aria-checked')).toBe('true');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says so when refused, the switch as it was', async () => {
    server.answer = () => Promise.reject(new Error('offline'));
    renderFlags();
    fireEvent.click(switchOf('portfolio_feature'));
    await waitFor(() =>
      expect(status()).toBe('portfolio_feature could not be changed. Try again.'),
    );
    expect(switchOf('portfolio_feature').disabled).toBe(false);
    expect(switchOf('portfolio_feature').getAttribute('aria-checked')).toBe('false');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('FlagHistory on its page', () => {
  afterEach(() => {
    Object.assign(server, { changes: 0, asked: [] });
    localStorage.clear();
  });

  /** The history as its page serves it at `address`, its first page prefetched. */
  function servePage(address = '') {
    openAddress(address, '/admin/settings/feature-flags');
    return serveListScreen({
      source: {
        view: FLAG_CHANGES_VIEW,
        defaults: FLAG_CHANGES_VIEW_DEFAULTS,
        sizePreference: PAGE_SIZE_PREFERENCE,
      },
      address,
      query: flagChangesQuery,
      screen: (initial) => <FlagHistory initial={initial} />,
    });
  }

  /** Who made each change the table shows. */
  const who = () =>
    within(screen.getByRole('region', { name: 'Changes' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

  it('has the first page in the HTML, and hydrates it as it is', async () => {
    server.changes = 30;
    const { html, queryString, errors } = await servePage();
    expect(queryString).toBe('page%5Bnumber%5D=1&page%5Bsize%5D=25');
    expect(html).toContain('Admin 25');
    expect(errors).toEqual([]);
    expect(who()).toHaveLength(25);
    expect(screen.getByRole('row', { name: /^portfolio_feature On → Off Admin 1 / })).toBeTruthy();
    // Asked once, by the server: the browser hydrated the page it was handed.
    expect(server.asked).toEqual([queryString]);
  });

  it('asks for another page or size with the view’s query string, mirrored in the address', async () => {
    server.changes = 30;
    await servePage();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(who()).toEqual(['Admin 26', 'Admin 27', 'Admin 28', 'Admin 29', 'Admin 30']),
    );
    expect(server.asked.at(-1)).toBe('page%5Bnumber%5D=2&page%5Bsize%5D=25');
    expect(fakeAddress.replaced.at(-1)).toBe('/admin/settings/feature-flags?page=2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Results per page' }), {
      target: { value: '50' },
    });
    await waitFor(() => expect(who()).toHaveLength(30));
    expect(server.asked.at(-1)).toBe('page%5Bnumber%5D=1&page%5Bsize%5D=50');
    expect(fakeAddress.replaced.at(-1)).toBe('/admin/settings/feature-flags?size=50');
  });

  it('opens the page its address holds', async () => {
    server.changes = 30;
    const { queryString, errors } = await servePage('page=2');
    expect(queryString).toBe('page%5Bnumber%5D=2&page%5Bsize%5D=25');
    expect(errors).toEqual([]);
    expect(who()).toHaveLength(5);
    expect(server.asked).toEqual([queryString]);
  });

  it('says so when no flag changed yet, without pages', async () => {
    await servePage();
    expect(screen.getByRole('status').textContent).toBe('No flag has been changed yet.');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
