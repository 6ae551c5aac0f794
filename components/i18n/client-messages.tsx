import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';

/**
 * Sends the browser the translations its client components need: the shell's namespaces, plus
 * the ones a page names for its own (e.g. `['portfolio']`). Everything else stays on the server.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickNamespaces(messages, [...SHELL_NAMESPACES, ...namespaces])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
