'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { isLocale } from '@/lib/i18n/locales';
import { useLanguageSwitch } from './use-language-switch';
import './language-switch.css';

/**
 * The guest's language choice in the header (issue 22): a menu button naming the current
 * language, each choice named in its own language with its lang attribute (Radix: arrow keys,
 * Enter, Escape, typeahead). Choosing stores it like the signed-in switch (local storage and
 * the custom-language cookie, spec §9) and renders the page again. The menu stays inside the
 * header (no portal), so it is inside a landmark.
 */
export function LanguageMenu() {
  const t = useTranslations('language');
  const { languages, current, choose, busy } = useLanguageSwitch();
  if (languages.length < 2) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="button language-menu-trigger" aria-busy={busy || undefined}>
        {/* The name holds the visible text (WCAG 2.5.3): "Language: Nederlands". */}
        <span className="visually-hidden">{t('label')}: </span>
        <span lang={current}>{t(`names.${current}`)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="menu language-menu" align="end" sideOffset={8}>
        <DropdownMenu.Label className="menu-label">{t('label')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLocale(value)) void choose(value);
          }}
        >
          {languages.map((locale) => (
            <DropdownMenu.RadioItem
              key={locale}
              value={locale}
              lang={locale}
              className="menu-item language-menu-item"
            >
              <DropdownMenu.ItemIndicator className="language-menu-check" aria-hidden="true">
                ✓
              </DropdownMenu.ItemIndicator>
              {t(`names.${locale}`)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
