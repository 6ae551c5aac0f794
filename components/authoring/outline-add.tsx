'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Input } from '@/components/forms/native-fields';
import { useForm } from '@/components/forms/use-form';
import { addItem, addModule, type EditorModule } from '@/lib/resources/authoring';
import type { CourseItemKind } from '@/lib/resources/courses';
import { useOutlineWrite } from './use-outline-write';

const KINDS: CourseItemKind[] = ['lesson', 'quiz', 'assignment'];

type NewItem = { moduleId: string; kind: CourseItemKind; title: string };

const addNewItem = (courseId: string, item: NewItem) =>
  addItem(courseId, item.moduleId, item.kind, item.title);

/**
 * An outline "add" form's one title field: `write` gets it trimmed ('' when left empty, for the
 * caller's default title); it clears once added and stays when refused.
 */
function useAddTitleForm(write: (title: string) => Promise<unknown>) {
  return useForm({
    fields: { title: { value: '' } },
    onSubmit: async (values) => {
      await write(String(values.title).trim());
      return undefined;
    },
  });
}

/** A module's "add" row: a title, then Add lesson / quiz / assignment (Enter adds a lesson). */
export function AddItem({ courseId, module }: { courseId: string; module: EditorModule }) {
  const t = useTranslations('authoring.outline');
  const create = useOutlineWrite(courseId, addNewItem);
  // The kind of the button that submitted the title.
  const submittedKind = useRef<CourseItemKind>('lesson');
  const form = useAddTitleForm((title) =>
    create.mutateAsync({
      moduleId: module.id,
      kind: submittedKind.current,
      title: title || t(`kind.${submittedKind.current}`),
    }),
  );
  const busy = create.isPending;
  const title = form.field('title');
  const inputId = `new-item-${module.id}`;
  const add = (next: CourseItemKind) => {
    submittedKind.current = next;
    void form.handleSubmit();
  };
  return (
    <div className="outline-add-item kit-wrap">
      <div className="field">
        <label htmlFor={inputId}>{t('newItemTitle')}</label>
        <Input
          id={inputId}
          value={String(title.value)}
          maxLength={120}
          onChange={(event) => title.setValue(event.target.value)}
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
  const addToOutline = useOutlineWrite(courseId, addModule);
  const form = useAddTitleForm((title) => addToOutline.mutateAsync(title || t('newModule')));
  const title = form.field('title');

  return (
    <form className="outline-add-module kit-wrap" onSubmit={form.handleSubmit}>
      <div className="field">
        <label htmlFor="new-module-title">{t('moduleTitle')}</label>
        <Input
          id="new-module-title"
          value={String(title.value)}
          maxLength={120}
          onChange={(event) => title.setValue(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={addToOutline.isPending}>
        {t('addModule')}
      </button>
    </form>
  );
}
