import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, type RenderOptions, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { ModalQueueProvider } from '@/components/modals/modal-queue';
import { ShellMeProvider } from '@/components/shell/shell-me';
import { meQuery } from '@/lib/resources/me';
import { loadMessages } from '@/messages';

// Test support for the DOM tests of components/: the real bundles (English unless a test asks
// for another language) and a query client.
const bundles = {
  en: await loadMessages('en'),
  nl: await loadMessages('nl'),
  ro: await loadMessages('ro'),
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** The shell's /v1/me (the language choice, the chat read it) from the test's cached one. */
function ShellMe({ children }: { children: ReactNode }) {
  const { data } = useQuery({ ...meQuery(), enabled: false });
  return data ? <ShellMeProvider value={data}>{children}</ShellMeProvider> : children;
}

/**
 * Renders inside next-intl (English unless `locale` says otherwise; a missing key fails the
 * test) and TanStack Query.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    queryClient = testQueryClient(),
    locale = 'en',
    ...options
  }: RenderOptions & { queryClient?: QueryClient; locale?: keyof typeof bundles } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider
      locale={locale}
      messages={bundles[locale]}
      timeZone="Europe/Amsterdam"
      onError={(error) => {
        throw error;
      }}
    >
      <QueryClientProvider client={queryClient}>
        <ModalQueueProvider>
          <ShellMe>{children}</ShellMe>
        </ModalQueueProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
