'use client';

import { useLocale } from 'next-intl';
import { formatDateTime } from '@/lib/dates/format-date';
import { isLocale } from '@/lib/i18n/locales';

/** The app's time zone (lib/i18n/request.ts): server and browser show the same moment. */
const TIME_ZONE = 'Europe/Amsterdam';

/** A moment in spec §9's absolute format ("3 Mar 2026 at 09:05"), in the page's language. */
export function useDateTime(): (moment: string) => string {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  return (moment) => formatDateTime(moment, locale, { timeZone: TIME_ZONE });
}
