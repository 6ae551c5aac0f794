'use client';

import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { menuItems, onMenuKey, triggerKeyOpening } from './language-menu-keys';

/** Closed, or open with focus on the first item, the last item or the menu itself. */
type Opened = false | 'first' | 'last' | 'menu';

/**
 * The open state, focus and keyboard of the language menu (components/i18n/language-menu.tsx):
 * focus moves into the menu when it opens, a press or focus outside closes it, and closing by
 * Escape or a choice returns focus to the button.
 */
export function useLanguageMenu(choose: (locale: Locale) => Promise<void>) {
  const [opened, setOpened] = useState<Opened>(false);
  const [highlighted, setHighlighted] = useState<Locale | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

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

  const close = (returnFocus: boolean) => {
    setOpened(false);
    setHighlighted(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  return {
    opened,
    highlighted,
    setHighlighted,
    rootRef,
    triggerRef,
    menuRef,
    pick: (locale: Locale) => {
      close(true);
      void choose(locale);
    },
    onTriggerClick: () => (opened ? close(false) : setOpened('menu')),
    onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const opening = triggerKeyOpening(event.key);
      if (!opening) return;
      event.preventDefault();
      setOpened(opening);
    },
    onMenuKeyDown: (event: KeyboardEvent<HTMLDivElement>) =>
      onMenuKey(event, menuRef.current, close),
    onMenuBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
    },
  };
}
