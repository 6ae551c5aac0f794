/**
 * WCAG 3.1.2 (language of parts): the `lang` attribute for a text from data whose
 * language is known, when it differs from the page's (an English notification on a Dutch page).
 * Undefined when it is the page's own or unknown, so nothing is marked needlessly.
 */
export function partLanguage(
  language: string | null | undefined,
  pageLocale: string,
): string | undefined {
  if (!language || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) return undefined;
  const primary = (tag: string) => tag.split('-')[0]?.toLowerCase();
  return primary(language) === primary(pageLocale) ? undefined : language;
}

/**
 * The language a course's texts are in as the API answered them: `textLanguage`, a translation's
 * in the reader's language; older answers only say the language it is taught in.
 */
export function textLanguageOf(course: { language: string; textLanguage?: string }): string {
  return course.textLanguage ?? course.language;
}
