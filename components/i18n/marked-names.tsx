import { type useFormatter, useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { partLanguage } from '@/lib/i18n/language-of-parts';

type ListFormat = Pick<ReturnType<typeof useFormatter>, 'list'>;

/**
 * Names from data (products) as a list in the page's language ("A of B"), each marked with its
 * own language when that is not the page's (WCAG 3.1.2). For a message's tag around
 * the plain-text list: `t.rich('…', { products: plain, names: () => markedNames(…) })`.
 */
export function markedNames(
  format: ListFormat,
  items: readonly { id: string; name: string; language?: string | null }[],
  pageLocale: string,
  type: Intl.ListFormatOptions['type'] = 'disjunction',
): ReactNode {
  return format.list(
    items.map((item) => (
      <span key={item.id} lang={partLanguage(item.language, pageLocale)}>
        {item.name}
      </span>
    )),
    undefined,
    { type },
  );
}

/** In a client component: the `lang` for a text from data in `language` on this page. */
export function usePartLanguage(): (language: string | null | undefined) => string | undefined {
  const locale = useLocale();
  return (language) => partLanguage(language, locale);
}
