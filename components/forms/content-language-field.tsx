'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { defaultContentLanguage } from '@/lib/i18n/content-language';
import { meQuery } from '@/lib/resources/me';
import { ErrorLine } from './error-line';
import { NativeSelect } from './native-fields';
import { Options } from './options';

/** The portal's languages (from Me) and the language a new text starts in. */
export function useContentLanguages() {
  const current = useLocale();
  const { data } = useQuery(meQuery());
  const languages = data?.me.portal.languages ?? [];
  return {
    locales: languages.map((language) => language.locale),
    fallback: defaultContentLanguage(languages, current),
  };
}

/**
 * "Language of the text" for what an author writes for others (announcements, promotions;
 * WCAG 3.1.2): the portal's languages, each named in its own language; pages in
 * another language mark the text with it. Nothing to choose on a portal with one language.
 */
export function ContentLanguageField({
  id,
  value,
  onChange,
  error,
  selectRef,
}: {
  id: string;
  value: string;
  onChange: (language: string) => void;
  error?: string | null;
  selectRef?: (element: HTMLSelectElement | null) => void;
}) {
  const t = useTranslations('language');
  const { locales } = useContentLanguages();
  if (locales.length < 2 && !error) return null;
  // A stored language the portal no longer offers stays visible until it is changed.
  const choices = locales.includes(value) || !value ? locales : [value, ...locales];
  const names = (locale: string) => (t.has(`names.${locale}`) ? t(`names.${locale}`) : locale);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{t('content')}</label>
      <NativeSelect
        ref={selectRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
      >
        <Options
          items={choices}
          value={(locale) => locale}
          label={names}
          lang={(locale) => locale}
        />
      </NativeSelect>
      <p id={`${id}-hint`} className="field-hint">
        {t('contentHint')}
      </p>
      <ErrorLine id={errorId} message={error} />
    </div>
  );
}
