// Test support for components that translate on the server (next-intl/server), rendered in DOM
// tests where no request carries a locale.

import { createTranslator } from 'next-intl';
import { loadMessages } from '@/messages';

/**
 * next-intl/server as it answers for a request in `locale`: translations from the real bundle
 * of that language. Use it as
 * `vi.mock('next-intl/server', async () => (await import('@/components/shell/server-translations.test-support')).serverIntlIn('en'))`.
 */
export function serverIntlIn(locale: 'en' | 'nl' | 'ro') {
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({
        locale,
        messages: await loadMessages(locale),
        namespace: namespace as never,
      }),
    getLocale: async () => locale,
  };
}
