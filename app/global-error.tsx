'use client';

import { useSyncExternalStore } from 'react';
import { fallbackLocale } from '@/lib/i18n/fallback-locale';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/errors.json';
import nl from '@/messages/nl/errors.json';
import ro from '@/messages/ro/errors.json';

const MESSAGES: Record<Locale, { errorTitle: string; errorDescription: string; retry: string }> = {
  en,
  nl,
  ro,
};

const noSubscription = () => () => {};

function browserLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('custom-language');
  } catch {
    // Storage may be blocked; the cookie and the browser's languages remain.
  }
  return fallbackLocale({ cookie: document.cookie, stored, languages: navigator.languages });
}

/**
 * Last resort when the root layout itself fails: no next-intl provider exists here, so the
 * language comes from the person's choice or the browser (lib/i18n/fallback-locale.ts) and the
 * texts from the errors messages of that language.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const locale = useSyncExternalStore(noSubscription, browserLocale, () => 'nl' as Locale);
  const t = MESSAGES[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <main>
          <h1>{t.errorTitle}</h1>
          <p>{t.errorDescription}</p>
          <button type="button" onClick={reset}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
