'use client';

import { useLocale } from 'next-intl';
import { formatRelativeDate } from '@/lib/dates/format-date';
import { isLocale } from '@/lib/i18n/locales';

/** The app's time zone (lib/i18n/request.ts), the one a list's dates are read in. */
const TIME_ZONE = 'Europe/Amsterdam';

/**
 * Says when something was relative to `now` (spec §9: "5 minutes ago", "yesterday at 14:00",
 * else the date), in the page's language and the app's time zone, as the lists of people say
 * when each was last online. `now` is when the list was fetched, so the server's HTML and the
 * browser's hydration agree.
 */
export function useRelativeDate(): (moment: string, now: Date) => string {
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  return (moment, now) => formatRelativeDate(moment, now, locale, { timeZone: TIME_ZONE });
}
