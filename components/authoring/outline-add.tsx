'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { addItem, addModule, type EditorModule } from '@/lib/resources/authoring';
import type { CourseItemKind } from '@/lib/resources/courses';
import { useOutlineWrite } from './use-outline-write';

const KINDS: CourseItemKind[] = ['lesson', 'quiz', 'assignment'];

type NewItem = { moduleId: string; kind: CourseItemKind; title: string };

const addNewItem = (courseId: string, item: NewItem) =>
  addItem(courseId, item.moduleId, item.kind, item.title);

/** A module's "add" row: a title, then Add lesson / quiz / assignment (Enter adds a lesson). */
export function AddItem({ courseId, module }: { courseId: string; module: EditorModule }) {
  const t = useTranslations('authoring.outline');
  const [title, setTitle] = useState('');
  const create = useOutlineWrite(courseId, addNewItem);
  const busy = create.isPending;
  const inputId = `new-item-${module.id}`;
  const add = (kind: CourseItemKind) => {
    const item = { moduleId: module.id, kind, title: title.trim() || t(`kind.${kind}`) };
    create.mutate(item, { onSuccess: () => setTitle('') });
  };
  return (
    <div className="outline-add-item">
      <div className="field">
        <label htmlFor={inputId}>{t('newItemTitle')}</label>
        <Input
          id={inputId}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add('lesson');
            }
          }}
        />
      </div>
      <div className="outline-add-buttons">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => add(kind)}
          >
            {t(kind === 'lesson' ? 'addLesson' : kind === 'quiz' ? 'addQuiz' : 'addAssignment')}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The outline's last row: a new module's title (a default one when left empty) and Add. */
export function AddModuleForm({ courseId }: { courseId: string }) {
  const t = useTranslations('authoring.outline');
  const [newModule, setNewModule] = useState('');
  const addToOutline = useOutlineWrite(courseId, addModule);

  const submitModule = (event: FormEvent) => {
    event.preventDefault();
    const title = newModule.trim() || t('newModule');
    addToOutline.mutate(title, { onSuccess: () => setNewModule('') });
  };

  return (
    <form className="outline-add-module" onSubmit={submitModule}>
      <div className="field">
        <label htmlFor="new-module-title">{t('moduleTitle')}</label>
        <Input
          id="new-module-title"
          value={newModule}
          maxLength={120}
          onChange={(event) => setNewModule(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={addToOutline.isPending}>
        {t('addModule')}
      </button>
    </form>
  );
}
