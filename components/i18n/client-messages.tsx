import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces, shellNamespaces } from '@/lib/i18n/client-messages';
import { getMe } from '@/lib/server/me';

/**
 * Sends the browser the translations its client components need: the shell's namespaces (fewer
 * for guests, see GUEST_NAMESPACES), plus
 * the ones a page names for its own (e.g. `['portfolio']`). Everything else stays on the server.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  // /v1/me is the request's one (the layouts read it already); a page without a portal is a guest's.
  const [messages, authenticated] = await Promise.all([
    getMessages(),
    getMe().then(
      (result) => result.authenticated,
      () => false,
    ),
  ]);
  return (
    <NextIntlClientProvider
      messages={pickNamespaces(messages, [...shellNamespaces(authenticated), ...namespaces])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
