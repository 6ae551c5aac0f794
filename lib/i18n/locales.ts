export const LOCALES = ['en', 'nl', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §9: default language code nl; local storage key custom-language (mirrored to a cookie). */
export const DEFAULT_LOCALE: Locale = 'nl';
export const LANGUAGE_COOKIE = 'custom-language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

interface LocaleSources {
  chosen?: string | null;
  accountLocale?: string | null;
  portalDefault?: string | null;
  /** The portal's languages; only these can be used. Empty means all. */
  offered: readonly string[];
}

/**
 * The UI language: the user's choice → the account's locale → the portal's default_language →
 * nl, skipping any the portal does not offer (falling back to its first language).
 */
export function resolveLocale({
  chosen,
  accountLocale,
  portalDefault,
  offered,
}: LocaleSources): Locale {
  const allowed = (value: string | null | undefined): value is Locale =>
    isLocale(value) && (offered.length === 0 || offered.includes(value));
  for (const candidate of [chosen, accountLocale, portalDefault, DEFAULT_LOCALE]) {
    if (allowed(candidate)) return candidate;
  }
  return offered.find(isLocale) ?? DEFAULT_LOCALE;
}

/** The first supported language of an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return null;
}
