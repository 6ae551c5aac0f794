'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { Input } from '@/components/forms/native-fields';
import {
  authoringKeys,
  type CourseDraft,
  type EditorItem,
  updateItem,
} from '@/lib/resources/authoring';
import { RICH_TEXT_MAX } from '@/shared/authoring/course-rules';
import { SaveStatus } from './save-status';
import { useAutosave } from './use-autosave';

// A quiz's editor (settings, questions, import) loads when a quiz item is opened.
const QuizEditor = dynamic(
  () => import('@/components/quiz-editor/quiz-editor').then((module) => module.QuizEditor),
  { ssr: false },
);
// An assignment's editor (instructions, due date, grading) likewise (issue 17).
const AssignmentEditor = dynamic(
  () =>
    import('@/components/assignment-editor/assignment-editor').then(
      (module) => module.AssignmentEditor,
    ),
  { ssr: false },
);

/**
 * An item's editor: its title and, for a lesson, its content in the shared editor; for a quiz,
 * the quiz editor (components/quiz-editor) below the title; for an assignment, the assignment
 * editor (components/assignment-editor). Saved as you type, like the details.
 */
export function LessonEditor({
  courseId,
  item,
  onClose,
}: {
  courseId: string;
  item: EditorItem;
  onClose: () => void;
}) {
  const t = useTranslations('authoring.lesson');
  const client = useQueryClient();
  const [title, setTitle] = useState(item.title);
  const [content, setContent] = useState(item.contentHtml);
  const [revision, setRevision] = useState(0);
  const saved = useRef({ title: item.title, content: item.contentHtml });
  const current = useRef({ title, content });
  current.current = { title, content };
  const dirty = title.trim() !== saved.current.title || content !== saved.current.content;

  const autosave = useAutosave({
    dirty,
    revision,
    save: async () => {
      const sent = { ...current.current, title: current.current.title.trim() };
      const changes: { title?: string; content_html?: string } = {};
      if (sent.title && sent.title !== saved.current.title) changes.title = sent.title;
      if (item.kind === 'lesson' && sent.content !== saved.current.content)
        changes.content_html = sent.content;
      if (Object.keys(changes).length === 0) return 'saved';
      const updated = await updateItem(courseId, item.id, changes);
      // The server's sanitised HTML is not fed back into the editor (it would move the caret);
      // what was sent counts as saved.
      saved.current = { title: updated.title, content: sent.content };
      client.setQueryData(authoringKeys.editor(courseId), (old: CourseDraft | undefined) =>
        old
          ? {
              ...old,
              modules: old.modules.map((m) => ({
                ...m,
                items: m.items.map((i) => (i.id === item.id ? { ...i, ...updated } : i)),
              })),
            }
          : old,
      );
      return 'saved';
    },
  });
  const edit = (next: { title?: string; content?: string }) => {
    if (next.title !== undefined) setTitle(next.title);
    if (next.content !== undefined) setContent(next.content);
    setRevision((r) => r + 1);
  };

  return (
    <section className="lesson-editor" aria-labelledby={`lesson-${item.id}-heading`}>
      <div className="lesson-editor-header">
        <h4 id={`lesson-${item.id}-heading`}>{t('heading', { title: item.title })}</h4>
        <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
      </div>
      <div className="field">
        <label htmlFor={`lesson-${item.id}-title`}>{t('title')}</label>
        <Input
          id={`lesson-${item.id}-title`}
          value={title}
          maxLength={120}
          required
          onChange={(event) => edit({ title: event.target.value })}
          onBlur={() => void autosave.flush()}
        />
      </div>
      {item.kind === 'lesson' ? (
        <RichTextEditor
          id={`lesson-${item.id}-content`}
          label={t('content')}
          value={content}
          onChange={(html: string) => edit({ content: html })}
          onBlur={() => void autosave.flush()}
          maxLength={RICH_TEXT_MAX}
          images={{ purpose: 'lesson_image', courseId }}
          video
        />
      ) : item.kind === 'quiz' ? (
        <QuizEditor itemId={item.id} />
      ) : (
        <AssignmentEditor itemId={item.id} />
      )}
      <button
        type="button"
        className="button"
        onClick={() => {
          void autosave.flush();
          onClose();
        }}
      >
        {t('close')}
      </button>
    </section>
  );
}
