import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, nl, ro } from 'date-fns/locale';
import type { Locale } from '@/lib/i18n/locales';

// en-GB rather than en-US: 24-hour times ("yesterday at 14:00") like the absolute format.
const BASE: Record<Locale, DateFnsLocale> = { en: enGB, nl, ro };

/** Spec §9: the week starts on Monday in Dutch (and, as it happens, in en-GB and ro). */
const WEEK_STARTS_ON: Record<Locale, 0 | 1> = { en: 1, nl: 1, ro: 1 };

/** The date-fns locale for a UI language, week start pinned by spec §9. */
export function dateLocale(locale: Locale): DateFnsLocale {
  const base = BASE[locale];
  return { ...base, options: { ...base.options, weekStartsOn: WEEK_STARTS_ON[locale] } };
}

/** Spec §9's date without its time ("d MMM y"): a day such as a certificate's expiry. */
export const DATE_FORMAT = 'd MMM y';

/** Spec §9 "d MMM y at HH:mm", with the word for "at" in each language. */
export const DATE_TIME_FORMATS: Record<Locale, string> = {
  en: "d MMM y 'at' HH:mm",
  nl: "d MMM y 'om' HH:mm",
  ro: "d MMM y 'la' HH:mm",
};
