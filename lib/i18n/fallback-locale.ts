import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from './locales';

/**
 * The language of a page that has no next-intl provider (app/global-error.tsx, shown when the
 * root layout itself failed): the person's choice (the custom-language cookie, or
 * local storage), then the browser's languages (what it sends as Accept-Language),
 * then nl.
 */
export function fallbackLocale(sources: {
  cookie?: string | null;
  stored?: string | null;
  languages?: readonly string[];
}): Locale {
  const chosen = cookieValue(sources.cookie ?? '', LANGUAGE_COOKIE);
  if (isLocale(chosen)) return chosen;
  if (isLocale(sources.stored)) return sources.stored;
  for (const language of sources.languages ?? []) {
    const tag = language.slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
