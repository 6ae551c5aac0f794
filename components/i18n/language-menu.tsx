'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LanguageMenuItem } from './language-menu-item';
import { useLanguageMenu } from './language-menu-state';
import { useLanguageSwitch } from './use-language-switch';
import './language-switch.css';

/**
 * The guest's language choice in the header: a menu button naming the current
 * language, each choice named in its own language with its lang attribute. The WAI-ARIA menu
 * button pattern, written out (Radix's dropdown was ~25 kB of every guest page's
 * first-load JavaScript): Enter, Space and ↓ open on the first language, ↑ on the last; arrows,
 * Home and End move, a letter jumps, Enter or Space chooses, Escape closes back to the button,
 * Tab or a click elsewhere closes. Choosing stores it like the signed-in switch (local storage
 * and the custom-language cookie) and renders the page again. The menu stays inside
 * the header, so it is inside a landmark.
 */
export function LanguageMenu() {
  const t = useTranslations('language');
  const { languages, current, choose, busy } = useLanguageSwitch();
  const menu = useLanguageMenu(choose);
  const { opened } = menu;
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;

  if (languages.length < 2) return null;

  return (
    <div ref={menu.rootRef} className="language-menu-root">
      <button
        ref={menu.triggerRef}
        id={triggerId}
        type="button"
        className="button language-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={opened !== false}
        aria-controls={opened ? menuId : undefined}
        aria-busy={busy || undefined}
        data-state={opened ? 'open' : 'closed'}
        onClick={menu.onTriggerClick}
        onKeyDown={menu.onTriggerKeyDown}
      >
        {/* The name holds the visible text (WCAG 2.5.3): "Language: Nederlands". */}
        <span className="visually-hidden">{t('label')}: </span>
        <span lang={current}>{t(`names.${current}`)}</span>
      </button>
      {opened && (
        <div
          ref={menu.menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          tabIndex={-1}
          className="menu language-menu"
          onKeyDown={menu.onMenuKeyDown}
          onBlur={menu.onMenuBlur}
        >
          <div className="menu-label">{t('label')}</div>
          {languages.map((locale) => (
            <LanguageMenuItem
              key={locale}
              locale={locale}
              name={t(`names.${locale}`)}
              checked={locale === current}
              highlighted={menu.highlighted === locale}
              onHighlight={() => menu.setHighlighted(locale)}
              onPick={() => menu.pick(locale)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
