'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { Input } from '@/components/forms/native-fields';
import { useForm } from '@/components/forms/use-form';
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
  const deletion = useOutlineDelete(() => deleteModule(courseId, module.id), onChanged, onFailed);

  return (
    <div className="outline-module-header kit-row">
      {renaming ? (
        <RenameForm
          courseId={courseId}
          module={module}
          onRenamed={() => {
            setRenaming(false);
            onChanged().catch(onFailed);
          }}
          onFailed={onFailed}
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
            onClick={() => setRenaming(true)}
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

/**
 * The module's rename form, in place of its heading; the title field takes focus at once. It
 * starts from the module's title and saves it trimmed; an empty one is not sent.
 */
function RenameForm({
  courseId,
  module,
  onRenamed,
  onFailed,
  onCancel,
}: {
  courseId: string;
  module: EditorModule;
  onRenamed: () => void;
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('authoring.outline');
  // The outline refetches itself (onChanged) once renamed.
  const rename = useOptimisticMutation<string>({
    mutationFn: (title) => renameModule(courseId, module.id, title),
    errors: onFailed,
  });
  const form = useForm({
    fields: { title: { value: module.title } },
    onSubmit: async (values) => {
      await rename.mutateAsync(String(values.title).trim());
      return undefined;
    },
    onSuccess: onRenamed,
  });
  const title = form.field('title');
  return (
    <form
      className="outline-inline-form kit-wrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (String(title.value).trim()) void form.handleSubmit();
      }}
    >
      <div className="field">
        <label htmlFor={`module-${module.id}-rename`}>{t('moduleTitle')}</label>
        <Input
          id={`module-${module.id}-rename`}
          value={String(title.value)}
          maxLength={120}
          required
          // Focused at once: the field the user just asked for.
          autoFocus
          onChange={(event) => title.setValue(event.target.value)}
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
