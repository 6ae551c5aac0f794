/**
 * The language a new text starts in (announcements, promotions; WCAG 3.1.2): the
 * writer's current UI language when the portal offers it, else the portal's primary language,
 * else its first. The same rule as the API's default (academy-api/content/content-language.ts).
 */
export function defaultContentLanguage(
  languages: readonly { locale: string; isPrimary?: boolean }[],
  current: string,
): string {
  if (languages.length === 0 || languages.some((language) => language.locale === current)) {
    return current;
  }
  return (languages.find((language) => language.isPrimary) ?? languages[0])?.locale ?? current;
}
