'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { cookieValue, readStoredLanguage, writeLanguageCookie } from './language-choice';

/**
 * Local storage is where the choice lives; the cookie only mirrors it for the server.
 * When they differ (the cookie expired or was cleared), this rewrites the cookie and renders the
 * page again, so the choice survives. Mount it once, in the layout.
 */
export function LanguageSync() {
  const router = useRouter();
  useEffect(() => {
    const stored = readStoredLanguage();
    if (!stored || stored === cookieValue(document.cookie, LANGUAGE_COOKIE)) return;
    writeLanguageCookie(stored);
    router.refresh();
  }, [router]);
  return null;
}
