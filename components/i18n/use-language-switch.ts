'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useState, useTransition } from 'react';
import { useShellMe } from '@/components/shell/shell-me';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { saveAccountLocale, storeLanguageChoice } from './language-choice';

/**
 * The portal's languages, the current one and `choose`: it stores the choice (local storage and
 * cookie), saves the signed-in account's locale, then renders the page on the server again so
 * every server-rendered text changes. For menus that render their own items.
 */
export function useLanguageSwitch() {
  const current = useLocale();
  const router = useRouter();
  // The shell's /v1/me: guest pages have no query client.
  const data = useShellMe();
  // Kept by hand, not by the mutation hook: the guest shell renders this menu without TanStack
  // Query (guest pages load no query client).
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const offered = (data?.me.portal.languages ?? []).map((language) => language.locale);
  // Only languages the portal offers can be chosen, each once.
  const languages = [...new Set(offered)].filter(isLocale);
  const busy = saving || refreshing;

  async function choose(locale: Locale) {
    if (busy || locale === current || !languages.includes(locale)) return;
    storeLanguageChoice(locale);
    const account = data?.authenticated ? data.me.account : null;
    if (account) {
      setSaving(true);
      await saveAccountLocale(account.id, locale); // never throws: a failure is only logged
      setSaving(false);
    }
    startRefresh(() => router.refresh());
  }

  return { languages, current, choose, busy };
}
