'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { deleteModule, type EditorModule, renameModule } from '@/lib/resources/authoring';

interface ModuleHeaderProps {
  courseId: string;
  module: EditorModule;
  first: boolean;
  last: boolean;
  onShift: (by: -1 | 1) => void;
  onChanged: () => Promise<unknown>;
  onFailed: (error: unknown) => void;
}

/** A module's title with rename, move up/down and delete (confirmed, it takes its items). */
export function ModuleHeader({
  courseId,
  module,
  first,
  last,
  onShift,
  onChanged,
  onFailed,
}: ModuleHeaderProps) {
  const t = useTranslations('authoring.outline');
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(module.title);
  const [confirming, setConfirming] = useState(false);

  const rename = async () => {
    const next = title.trim();
    if (!next) return;
    try {
      await renameModule(courseId, module.id, next);
      setRenaming(false);
      await onChanged();
    } catch (error) {
      onFailed(error);
    }
  };
  const remove = async () => {
    try {
      await deleteModule(courseId, module.id);
      await onChanged();
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <div className="outline-module-header">
      {renaming ? (
        <form
          className="outline-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <div className="field">
            <label htmlFor={`module-${module.id}-rename`}>{t('moduleTitle')}</label>
            <Input
              id={`module-${module.id}-rename`}
              value={title}
              maxLength={120}
              required
              // Focused at once: the field the user just asked for.
              autoFocus
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-primary">
            {t('save')}
          </button>
          <button type="button" className="button" onClick={() => setRenaming(false)}>
            {t('cancel')}
          </button>
        </form>
      ) : (
        <h3 id={`module-${module.id}-title`}>{module.title}</h3>
      )}
      <div className="outline-actions">
        {!renaming && (
          <button
            type="button"
            className="button button-ghost"
            aria-label={t('renameModule', { title: module.title })}
            onClick={() => {
              setTitle(module.title);
              setRenaming(true);
            }}
          >
            {t('rename')}
          </button>
        )}
        <button
          id={`module-${module.id}-up`}
          type="button"
          className="button button-ghost"
          aria-label={t('moveUpNamed', { title: module.title })}
          disabled={first}
          onClick={() => onShift(-1)}
        >
          ↑ <span className="visually-hidden-narrow">{t('moveUp')}</span>
        </button>
        <button
          id={`module-${module.id}-down`}
          type="button"
          className="button button-ghost"
          aria-label={t('moveDownNamed', { title: module.title })}
          disabled={last}
          onClick={() => onShift(1)}
        >
          ↓ <span className="visually-hidden-narrow">{t('moveDown')}</span>
        </button>
        <button
          type="button"
          className="button button-ghost outline-delete"
          aria-label={t('deleteModule', { title: module.title })}
          onClick={() => setConfirming(true)}
        >
          {t('delete')}
        </button>
      </div>
      {confirming && (
        <div
          className="outline-confirm"
          role="alertdialog"
          aria-labelledby={`module-${module.id}-confirm`}
        >
          <p id={`module-${module.id}-confirm`}>
            {t('confirmDeleteModule', { title: module.title, count: module.items.length })}
          </p>
          <button type="button" className="button button-danger" onClick={() => void remove()}>
            {t('delete')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
