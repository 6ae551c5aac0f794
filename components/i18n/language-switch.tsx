'use client';

import { useTranslations } from 'next-intl';
import { useLanguageSwitch } from './use-language-switch';
import './language-switch.css';

/**
 * The portal's languages as toggle buttons, each named in its own language (English,
 * Nederlands, Română) with its lang attribute; the current one is pressed. Buttons rather than
 * a select, because a select's arrow keys would switch (and reload) at every step. Nothing
 * shows when the portal offers fewer than two languages.
 */
export function LanguageSwitch() {
  const t = useTranslations('language');
  const { languages, current, choose, busy } = useLanguageSwitch();
  if (languages.length < 2) return null;
  return (
    <fieldset aria-busy={busy} className="language-switch kit-fieldset kit-row">
      <legend className="language-switch-label">{t('label')}</legend>
      {languages.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="button"
          aria-pressed={locale === current}
          aria-disabled={busy || undefined}
          onClick={() => void choose(locale)}
        >
          {t(`names.${locale}`)}
        </button>
      ))}
    </fieldset>
  );
}
