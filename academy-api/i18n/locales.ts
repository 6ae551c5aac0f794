/** The languages the API writes its texts in (the app's locales). */
export type Locale = 'en' | 'nl' | 'ro';
export const LOCALES: readonly Locale[] = ['en', 'nl', 'ro'];

/** The first of en/nl/ro that an Accept-Language header asks for (by q), or undefined. */
export function acceptedLocale(
  header: string | null | undefined,
  offered: readonly string[] = LOCALES,
) {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => offered.includes(entry.tag))?.tag;
}
