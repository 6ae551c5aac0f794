'use client';

import type { Locale } from '@/lib/i18n/locales';

export interface LanguageMenuItemProps {
  locale: Locale;
  /** The language's name in its own language: "Nederlands". */
  name: string;
  checked: boolean;
  highlighted: boolean;
  onHighlight: () => void;
  onPick: () => void;
}

/**
 * One language in the language menu: a radio item with its lang attribute, focused as the
 * pointer moves over it, chosen by click, Enter or Space; the current one carries a check mark.
 */
export function LanguageMenuItem({
  locale,
  name,
  checked,
  highlighted,
  onHighlight,
  onPick,
}: LanguageMenuItemProps) {
  return (
    <div
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      lang={locale}
      className="menu-item language-menu-item"
      data-highlighted={highlighted ? '' : undefined}
      onFocus={onHighlight}
      onPointerMove={(event) => event.currentTarget.focus()}
      onClick={onPick}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        onPick();
      }}
    >
      {checked && (
        <span className="language-menu-check" aria-hidden="true">
          ✓
        </span>
      )}
      {name}
    </div>
  );
}
