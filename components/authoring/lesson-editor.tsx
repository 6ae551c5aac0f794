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
import { ITEM_DURATION_MAX, RICH_TEXT_MAX } from '@/shared/authoring/course-rules';
import { ExternalToolLink } from './add-external-tool';
import { PackageVersions } from './package-upload';
import { ReleaseSettings } from './release-settings';
import { SaveStatus } from './save-status';
import { useAutosave } from './use-autosave';

// A quiz's editor (settings, questions, import) loads when a quiz item is opened.
const QuizEditor = dynamic(
  () => import('@/components/quiz-editor/quiz-editor').then((module) => module.QuizEditor),
  { ssr: false },
);
// An assignment's editor (instructions, due date, grading) likewise.
const AssignmentEditor = dynamic(
  () =>
    import('@/components/assignment-editor/assignment-editor').then(
      (module) => module.AssignmentEditor,
    ),
  { ssr: false },
);

/** Whole minutes, 0 to a day, from the field's text (null: not such a number). */
export function durationOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes <= ITEM_DURATION_MAX ? minutes : null;
}

/**
 * An item's editor: its title and, for a lesson, its content in the shared editor; for a quiz,
 * the quiz editor (components/quiz-editor) below the title; for an assignment, the assignment
 * editor (components/assignment-editor). Each has a duration in whole minutes (the
 * outline shows it and the course's is their sum). Saved as you type, like the details.
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
  const [duration, setDuration] = useState(String(item.durationMinutes));
  // A lesson guests may read from the course's public page.
  const [preview, setPreview] = useState(item.freePreview ?? false);
  const [revision, setRevision] = useState(0);
  const saved = useRef({
    title: item.title,
    content: item.contentHtml,
    durationMinutes: item.durationMinutes,
    preview,
  });
  const current = useRef({ title, content, duration, preview });
  current.current = { title, content, duration, preview };
  const minutes = durationOf(duration);
  const dirty =
    title.trim() !== saved.current.title ||
    content !== saved.current.content ||
    (minutes !== null && minutes !== saved.current.durationMinutes) ||
    preview !== saved.current.preview;

  const autosave = useAutosave({
    dirty,
    revision,
    save: async () => {
      const sent = { ...current.current, title: current.current.title.trim() };
      const changes: {
        title?: string;
        content_html?: string;
        duration_minutes?: number;
        free_preview?: boolean;
      } = {};
      if (sent.title && sent.title !== saved.current.title) changes.title = sent.title;
      const sentMinutes = durationOf(sent.duration);
      if (sentMinutes !== null && sentMinutes !== saved.current.durationMinutes)
        changes.duration_minutes = sentMinutes;
      if (item.kind === 'lesson' && sent.content !== saved.current.content)
        changes.content_html = sent.content;
      if (item.kind === 'lesson' && sent.preview !== saved.current.preview)
        changes.free_preview = sent.preview;
      if (Object.keys(changes).length === 0) return 'saved';
      const updated = await updateItem(courseId, item.id, changes);
      // The server's sanitised HTML is not fed back into the editor (it would move the caret);
      // what was sent counts as saved.
      saved.current = {
        title: updated.title,
        content: sent.content,
        durationMinutes: updated.durationMinutes,
        preview: updated.freePreview ?? sent.preview,
      };
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
  const edit = (next: {
    title?: string;
    content?: string;
    duration?: string;
    preview?: boolean;
  }) => {
    if (next.title !== undefined) setTitle(next.title);
    if (next.content !== undefined) setContent(next.content);
    if (next.duration !== undefined) setDuration(next.duration);
    if (next.preview !== undefined) setPreview(next.preview);
    setRevision((r) => r + 1);
  };

  return (
    <section className="lesson-editor" aria-labelledby={`lesson-${item.id}-heading`}>
      <div className="lesson-editor-header kit-row">
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
      <div className="field">
        <label htmlFor={`lesson-${item.id}-duration`}>{t('duration')}</label>
        <Input
          id={`lesson-${item.id}-duration`}
          type="number"
          inputMode="numeric"
          min={0}
          max={ITEM_DURATION_MAX}
          step={1}
          value={duration}
          onChange={(event) => edit({ duration: event.target.value })}
          onBlur={() => void autosave.flush()}
          aria-invalid={minutes === null ? true : undefined}
          aria-describedby={
            minutes === null
              ? `lesson-${item.id}-duration-hint lesson-${item.id}-duration-error`
              : `lesson-${item.id}-duration-hint`
          }
        />
        <p id={`lesson-${item.id}-duration-hint`} className="field-hint">
          {t('durationHint')}
        </p>
        {minutes === null && (
          <p id={`lesson-${item.id}-duration-error`} className="field-error">
            {t('durationInvalid')}
          </p>
        )}
      </div>
      {item.kind === 'lesson' ? (
        <div className="field">
          <label className="course-choice">
            <Input
              type="checkbox"
              checked={preview}
              aria-describedby={`lesson-${item.id}-preview-hint`}
              // Saved after the pause like the other fields, or at once on blur.
              onChange={(event) => edit({ preview: event.target.checked })}
              onBlur={() => void autosave.flush()}
            />
            {t('freePreview')}
          </label>
          <p id={`lesson-${item.id}-preview-hint`} className="field-hint">
            {t('freePreviewHint')}
          </p>
        </div>
      ) : null}
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
      ) : item.kind === 'package' ? (
        <PackageVersions courseId={courseId} itemId={item.id} />
      ) : item.kind === 'lti' ? (
        <ExternalToolLink />
      ) : (
        <AssignmentEditor itemId={item.id} />
      )}
      <ReleaseSettings courseId={courseId} item={item} />
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
