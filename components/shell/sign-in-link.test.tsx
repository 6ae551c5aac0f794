import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meKeys } from '@/lib/resources/me';
import { DEMO_USERS } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { SiteHeader } from './site-header';

const navigation = vi.hoisted(() => ({ pathname: '/catalog/data-literacy' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// The guest shell's server translations, from the real bundles.
vi.mock('next-intl/server', async () =>
  (await import('@/components/shell/server-translations.test-support')).serverIntlIn('nl'),
);
// The guest widgets (chat, ping) are beside the point here.
vi.mock('./guest-widgets', () => ({ GuestWidgets: () => null }));

const { GuestShell } = await import('./guest-shell');

const logIn = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the guest header’s “Log in” comes back to the page', () => {
  afterEach(() => {
    navigation.pathname = '/catalog/data-literacy';
  });

  it('on the public course page and its preview, in Dutch', async () => {
    const shell = await GuestShell({ result: DEMO_USERS.guest, children: <p>Page</p> });
    const { unmount } = renderWithProviders(shell, { locale: 'nl' });
    expect(logIn('Inloggen')).toBe('/auth?returnTo=%2Fcatalog%2Fdata-literacy');
    unmount();
    navigation.pathname = '/catalog/data-literacy/preview/bar-and-line-charts';
    renderWithProviders(await GuestShell({ result: DEMO_USERS.guest, children: <p>Preview</p> }), {
      locale: 'nl',
    });
    expect(logIn('Inloggen')).toBe(
      '/auth?returnTo=%2Fcatalog%2Fdata-literacy%2Fpreview%2Fbar-and-line-charts',
    );
  });

  it('not on the home page or the sign-in page itself', async () => {
    for (const path of ['/', '/auth']) {
      navigation.pathname = path;
      const { unmount } = renderWithProviders(
        await GuestShell({ result: DEMO_USERS.guest, children: null }),
        { locale: 'nl' },
      );
      expect(logIn('Inloggen'), path).toBe('/auth');
      unmount();
    }
  });

  it('the signed-in shell’s header, once the session is gone, does the same', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(meKeys.me(), DEMO_USERS.guest);
    renderWithProviders(
      <SiteHeader menuOpen={false} onToggleMenu={() => {}} toggleId="menu-toggle" />,
      { queryClient },
    );
    expect(logIn('Log in')).toBe('/auth?returnTo=%2Fcatalog%2Fdata-literacy');
  });
});
