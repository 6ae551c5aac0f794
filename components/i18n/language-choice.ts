import { apiFetch } from '@/lib/api/client';
import { isLocale, LANGUAGE_COOKIE, type Locale } from '@/lib/i18n/locales';

/** The chosen language lives a year in its cookie. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
// A slow API must not hold the page in the old language.
const SAVE_TIMEOUT_MS = 5000;

/** The Set-Cookie-style string that mirrors the choice for server rendering. */
export function languageCookie(locale: Locale, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return `${LANGUAGE_COOKIE}=${locale}; ${attributes}${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The language chosen in this browser (spec §9: local storage key custom-language). */
export function readStoredLanguage(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_COOKIE);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage disabled: the cookie alone carries the choice
  }
}

export function writeLanguageCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}

/** Keeps the choice in local storage and mirrors it to the cookie the server reads. */
export function storeLanguageChoice(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, locale);
  } catch {
    // Storage disabled: see readStoredLanguage.
  }
  writeLanguageCookie(locale);
}

/**
 * Saves the account's locale, so the choice follows the user to other browsers. Non-fatal: the
 * cookie already holds the choice for this one. Resolves whether it was saved.
 */
export async function saveAccountLocale(accountId: string, locale: Locale): Promise<boolean> {
  try {
    await apiFetch(`/v1/accounts/${encodeURIComponent(accountId)}`, {
      method: 'PATCH',
      body: { data: { type: 'accounts', id: accountId, attributes: { locale } } },
      signal: AbortSignal.timeout(SAVE_TIMEOUT_MS),
    });
    return true;
  } catch (error) {
    console.warn('The account language could not be saved', error);
    return false;
  }
}
