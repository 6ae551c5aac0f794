'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useLanguageSwitch } from './use-language-switch';
import './language-switch.css';

type Opened = false | 'first' | 'last' | 'menu';

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

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
  const [opened, setOpened] = useState<Opened>(false);
  const [highlighted, setHighlighted] = useState<Locale | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;

  // Focus goes into the menu once it is on screen: an item when opened by keyboard, else the menu.
  useEffect(() => {
    if (!opened) return;
    const all = menuItems(menuRef.current);
    const target = opened === 'first' ? all[0] : opened === 'last' ? all.at(-1) : menuRef.current;
    target?.focus();
  }, [opened]);

  // A press outside closes it (without taking focus anywhere).
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  if (languages.length < 2) return null;

  const close = (returnFocus: boolean) => {
    setOpened(false);
    setHighlighted(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  const pick = (locale: Locale) => {
    close(true);
    void choose(locale);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      setOpened('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpened('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[Math.max(0, Math.min(all.length - 1, next))]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index < 0 ? 0 : index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? all.length - 1 : index - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
      default: {
        // Typeahead: the next language whose name starts with the letter typed.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const order = [...all.slice(index + 1), ...all.slice(0, index + 1)];
        order
          .find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))
          ?.focus();
      }
    }
  };

  return (
    <div ref={rootRef} className="language-menu-root">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="button language-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={opened !== false}
        aria-controls={opened ? menuId : undefined}
        aria-busy={busy || undefined}
        data-state={opened ? 'open' : 'closed'}
        onClick={() => (opened ? close(false) : setOpened('menu'))}
        onKeyDown={onTriggerKeyDown}
      >
        {/* The name holds the visible text (WCAG 2.5.3): "Language: Nederlands". */}
        <span className="visually-hidden">{t('label')}: </span>
        <span lang={current}>{t(`names.${current}`)}</span>
      </button>
      {opened && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          tabIndex={-1}
          className="menu language-menu"
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
          }}
        >
          <div className="menu-label">{t('label')}</div>
          {languages.map((locale) => (
            <div
              key={locale}
              role="menuitemradio"
              aria-checked={locale === current}
              tabIndex={-1}
              lang={locale}
              className="menu-item language-menu-item"
              data-highlighted={highlighted === locale ? '' : undefined}
              onFocus={() => setHighlighted(locale)}
              onPointerMove={(event) => event.currentTarget.focus()}
              onClick={() => pick(locale)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                event.stopPropagation();
                pick(locale);
              }}
            >
              {locale === current && (
                <span className="language-menu-check" aria-hidden="true">
                  ✓
                </span>
              )}
              {t(`names.${locale}`)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
