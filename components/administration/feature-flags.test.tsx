import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FeatureFlag, featureFlagsQuery } from '@/lib/resources/administration';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { FeatureFlagSettings } from './feature-flags';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin' }));

const server = vi.hoisted(() => ({
  answer: (_key: string, _enabled: boolean): Promise<unknown> => Promise.resolve(),
}));
vi.mock('@/lib/resources/administration', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/resources/administration')>()),
  setFeatureFlag: vi.fn((key: string, enabled: boolean) => server.answer(key, enabled)),
}));

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
