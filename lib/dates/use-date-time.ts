'use client';

import { useLocale } from 'next-intl';
import { formatDateTime, formatDay, formatRelativeDate } from '@/lib/dates/format-date';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** The app's time zone (lib/i18n/request.ts): server and browser show the same moment. */
const TIME_ZONE = 'Europe/Amsterdam';
const zone = { timeZone: TIME_ZONE };

/** The page's language as the date formats know it (English for any other). */
function useDateLocale(): Locale {
  const current = useLocale();
  return isLocale(current) ? current : 'en';
}

/** A moment in spec §9's absolute format ("3 Mar 2026 at 09:05"), in the page's language. */
export function useDateTime(): (moment: string) => string {
  const locale = useDateLocale();
  return (moment) => formatDateTime(moment, locale, zone);
}

/**
 * A moment as spec §9 shows it near now: relative within 3 days ("tomorrow at 17:00"), else
 * absolute, in the page's language and the app's time zone.
 */
export function useRelativeDateTime(): (moment: string, now?: Date) => string {
  const locale = useDateLocale();
  return (moment, now = new Date()) => formatRelativeDate(moment, now, locale, zone);
}

/** A day in spec §9's format ("3 Mar 2026"), in the page's language and the app's time zone. */
export function useDay(): (moment: string) => string {
  const locale = useDateLocale();
  return (moment) => formatDay(moment, locale, zone);
}
