import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * A page that is one section named by its h1, with an intro paragraph above the content: the
 * texts are `title` and `intro` of the messages named by `texts`.
 */
export async function IntroPageShell({
  texts,
  className,
  titleId,
  children,
}: {
  texts: string;
  className: string;
  /** The h1's id, naming the section. */
  titleId: string;
  children: ReactNode;
}) {
  const t = await getTranslations(texts);
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <p>{t('intro')}</p>
      {children}
    </section>
  );
}

/**
 * A coaching page: a header with the h1 and a lead paragraph, then the content. `texts` names
 * the messages (e.g. `coaching.review`) whose `title` and `intro` they are.
 */
export async function LeadPageShell({ texts, children }: { texts: string; children: ReactNode }) {
  const t = await getTranslations(texts);
  return (
    <div className="coach-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
      </header>
      {children}
    </div>
  );
}
