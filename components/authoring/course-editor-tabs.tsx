'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent, ReactNode } from 'react';

export const EDITOR_TABS = ['details', 'outline', 'publish'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The editor's tab list: Details, Outline, Publish; the arrow keys move between them. */
export function EditorTabList({
  tab,
  onSelect,
}: {
  tab: EditorTab;
  onSelect: (tab: EditorTab) => void;
}) {
  const t = useTranslations('authoring.editor');
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = EDITOR_TABS.indexOf(tab);
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    const next = EDITOR_TABS[(index + by + EDITOR_TABS.length) % EDITOR_TABS.length] ?? 'details';
    onSelect(next);
    document.getElementById(`editor-tab-${next}`)?.focus();
  };
  const label = (key: EditorTab) => (key === 'publish' ? t('publishTab') : t(key));
  return (
    <div role="tablist" aria-label={t('tabs')} className="course-editor-tabs">
      {EDITOR_TABS.map((key) => (
        <button
          key={key}
          id={`editor-tab-${key}`}
          type="button"
          role="tab"
          className="kit-tab"
          aria-selected={tab === key}
          aria-controls={`editor-panel-${key}`}
          tabIndex={tab === key ? 0 : -1}
          onClick={() => onSelect(key)}
          onKeyDown={onTabKey}
        >
          {label(key)}
        </button>
      ))}
    </div>
  );
}

/** A tab's panel: it stays mounted while hidden, so switching tabs keeps what is being typed. */
export function EditorTabPanel({
  name,
  tab,
  children,
}: {
  name: EditorTab;
  tab: EditorTab;
  children: ReactNode;
}) {
  return (
    <section
      id={`editor-panel-${name}`}
      role="tabpanel"
      aria-labelledby={`editor-tab-${name}`}
      hidden={tab !== name}
    >
      {children}
    </section>
  );
}
