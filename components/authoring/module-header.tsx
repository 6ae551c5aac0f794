'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { deleteModule, type EditorModule, renameModule } from '@/lib/resources/authoring';
import { MoveAndDelete, OutlineConfirm, useOutlineDelete } from './outline-actions';

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
  const deletion = useOutlineDelete(() => deleteModule(courseId, module.id), onChanged, onFailed);

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

  return (
    <div className="outline-module-header">
      {renaming ? (
        <RenameForm
          moduleId={module.id}
          title={title}
          onTitle={setTitle}
          onSave={() => void rename()}
          onCancel={() => setRenaming(false)}
        />
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
        <MoveAndDelete
          idPrefix={`module-${module.id}`}
          title={module.title}
          first={first}
          last={last}
          onShift={onShift}
          deleteLabel={t('deleteModule', { title: module.title })}
          onDelete={deletion.ask}
        />
      </div>
      {deletion.confirming && (
        <OutlineConfirm
          id={`module-${module.id}-confirm`}
          text={t('confirmDeleteModule', { title: module.title, count: module.items.length })}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}

/** The module's rename form, in place of its heading; the title field takes focus at once. */
function RenameForm({
  moduleId,
  title,
  onTitle,
  onSave,
  onCancel,
}: {
  moduleId: string;
  title: string;
  onTitle: (title: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('authoring.outline');
  return (
    <form
      className="outline-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="field">
        <label htmlFor={`module-${moduleId}-rename`}>{t('moduleTitle')}</label>
        <Input
          id={`module-${moduleId}-rename`}
          value={title}
          maxLength={120}
          required
          // Focused at once: the field the user just asked for.
          autoFocus
          onChange={(event) => onTitle(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary">
        {t('save')}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
