'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useState, useTransition } from 'react';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { meQuery } from '@/lib/resources/me';
import { saveAccountLocale, storeLanguageChoice } from './language-choice';

/**
 * The portal's languages, the current one and `choose`: it stores the choice (local storage and
 * cookie), saves the signed-in account's locale, then renders the page on the server again so
 * every server-rendered text changes. For menus that render their own items.
 */
export function useLanguageSwitch() {
  const current = useLocale();
  const router = useRouter();
  const { data } = useQuery(meQuery());
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const offered = (data?.me.portal.languages ?? []).map((language) => language.locale);
  // Only languages the portal offers can be chosen (issue 5), each once.
  const languages = [...new Set(offered)].filter(isLocale);
  const busy = saving || refreshing;

  async function choose(locale: Locale) {
    if (busy || locale === current || !languages.includes(locale)) return;
    storeLanguageChoice(locale);
    const account = data?.authenticated ? data.me.account : null;
    if (account) {
      setSaving(true);
      await saveAccountLocale(account.id, locale);
      setSaving(false);
    }
    startRefresh(() => router.refresh());
  }

  return { languages, current, choose, busy };
}
