import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderOptions, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { ModalQueueProvider } from '@/components/modals/modal-queue';
import { loadMessages } from '@/messages';

// Test support for the DOM tests of components/: the real English bundle and a query client.
const messages = await loadMessages('en');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Renders inside next-intl (English; a missing key fails the test) and TanStack Query. */
export function renderWithProviders(
  ui: ReactElement,
  {
    queryClient = testQueryClient(),
    ...options
  }: RenderOptions & { queryClient?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider
      locale="en"
      messages={messages}
      timeZone="Europe/Amsterdam"
      onError={(error) => {
        throw error;
      }}
    >
      <QueryClientProvider client={queryClient}>
        <ModalQueueProvider>{children}</ModalQueueProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
