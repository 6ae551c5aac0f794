'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import type { NewsItem } from '@/lib/resources/announcements';

/**
 * News items as cards: title, date, severity in words, and the text (the API's sanitised HTML).
 * `headingLevel` fits the page: h2 on /coach/news, h3 inside a dashboard section.
 */
export function NewsList({ items, headingLevel = 2 }: { items: NewsItem[]; headingLevel?: 2 | 3 }) {
  const t = useTranslations('communication');
  const format = useFormatter();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="comm-news kit-list">
      {items.map((item) => {
        // The item's own language (WCAG 3.1.2): the date and severity stay the page's.
        const lang = partLanguage(item.language, locale);
        return (
          <li key={item.id} className={`comm-news-item comm-news-item-${item.severity}`}>
            <article aria-labelledby={`news-${item.id}`}>
              <Heading id={`news-${item.id}`} lang={lang}>
                {item.title}
              </Heading>
              <p className="muted comm-news-meta">
                <time dateTime={item.startsAt}>
                  {format.dateTime(new Date(item.startsAt), { dateStyle: 'long' })}
                </time>
                {item.severity !== 'info' ? ` · ${t(`severity.${item.severity}`)}` : null}
              </p>
              {item.bodyHtml ? (
                <div
                  className="rich-text"
                  lang={lang}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises it with the shared allowlist on every write and again on output.
                  dangerouslySetInnerHTML={{ __html: item.bodyHtml }}
                />
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
