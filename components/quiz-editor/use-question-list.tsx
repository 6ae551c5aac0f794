'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { withQuestionOrder, withQuestionRemoved } from '@/lib/quiz-editor/cache';
import { excerpt } from '@/lib/quiz-editor/drafts';
import { moveBy } from '@/lib/quiz-editor/ordering';
import {
  deleteQuestion,
  type QuizEditorData,
  quizEditorKeys,
  reorderQuestions,
} from '@/lib/resources/quiz-editor';
import { refusalText } from '@/lib/validation/form-response';
import type { Question, QuestionType } from '@/shared/quiz/types';

/** What the form is open for: a stored question, or a new one of a type. */
export type Editing = { question: Question; number: number } | { type: QuestionType };

/** The id of one of the questions section's controls, e.g. `quiz-{item}-question-{id}-edit`. */
export const questionsControlId = (itemId: string, part: string) => `quiz-${itemId}-${part}`;

/** Whether the form is open on this stored question. */
export const isEditingQuestion = (editing: Editing | null, questionId: string) =>
  !!editing && 'question' in editing && editing.question.id === questionId;

/**
 * A control to focus once it is there and enabled (after a move, a delete or closing the form;
 * a saved question's row comes with the cache update that follows). Checked after every render.
 */
function usePendingFocus() {
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    const target = document.getElementById(focusAfter.current);
    if (!target || (target as HTMLButtonElement).disabled) return;
    focusAfter.current = null;
    target.focus();
  });
  return (id: string) => {
    focusAfter.current = id;
  };
}

interface ListActions {
  itemId: string;
  announce: (text: string) => void;
  focusLater: (id: string) => void;
}

/** Move up / Move down: shown at once, announced, the focus on the moved row; saved after. */
function useQuestionMove(questions: Question[], { itemId, announce, focusLater }: ListActions) {
  const t = useTranslations('quizEditor.questions');
  const client = useQueryClient();
  const key = quizEditorKeys.detail(itemId);
  return async (index: number, by: -1 | 1) => {
    const next = moveBy(questions, index, by);
    if (next === questions) return;
    const moved = questions[index];
    if (!moved) return;
    const to = index + by;
    const edge = (by < 0 && to === 0) || (by > 0 && to === next.length - 1);
    const direction = by < 0 !== edge ? 'up' : 'down';
    focusLater(questionsControlId(itemId, `question-${moved.id}-${direction}`));
    const ids = next.map((q) => q.id);
    client.setQueryData(key, (old: QuizEditorData | undefined) =>
      old ? withQuestionOrder(old, ids) : old,
    );
    announce(
      t('moved', {
        from: index + 1,
        position: to + 1,
        total: next.length,
        title: excerpt(moved.prompt, 40),
      }),
    );
    try {
      await reorderQuestions(itemId, ids);
    } catch (error) {
      const detail = refusalText(error, '');
      showToast({
        scheme: 'error',
        message: t('moveFailed'),
        ...(detail ? { description: detail } : {}),
      });
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

/** Delete, confirmed first; the focus goes to Add question when done, else back to Delete. */
function useQuestionDelete(
  itemId: string,
  announce: (text: string) => void,
  onDeleted: (questionId: string) => void,
) {
  const t = useTranslations('quizEditor.questions');
  const client = useQueryClient();
  const modals = useModals();
  const key = quizEditorKeys.detail(itemId);
  return (question: Question, number: number, trigger: HTMLElement) => {
    const modalId = `quiz-question-delete:${question.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('deleteTitle', { number })}
        description={t('deleteDescription', { prompt: excerpt(question.prompt, 120) })}
        confirm={t('delete')}
        busy={t('deleting')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await deleteQuestion(itemId, question.id);
          client.setQueryData(key, (old: QuizEditorData | undefined) =>
            old ? withQuestionRemoved(old, question.id) : old,
          );
          onDeleted(question.id);
          announce(t('deleted', { number }));
          await client.invalidateQueries({ queryKey: key });
        }}
        onClosed={(done) => {
          if (done) document.getElementById(questionsControlId(itemId, 'add-question'))?.focus();
          else trigger.focus();
        }}
      />
    ));
  };
}

/**
 * The questions section's state: which form is open, what was last announced, and the
 * actions (move, delete, close the form) with where each leaves the focus.
 */
export function useQuestionList(itemId: string, questions: Question[]) {
  const t = useTranslations('quizEditor.questions');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusLater = usePendingFocus();
  const shift = useQuestionMove(questions, { itemId, announce: setAnnouncement, focusLater });
  const remove = useQuestionDelete(itemId, setAnnouncement, (questionId) =>
    setEditing((current) => (isEditingQuestion(current, questionId) ? null : current)),
  );

  const closeForm = (saved: Question | null) => {
    const opened = editing;
    setEditing(null);
    if (saved) {
      setAnnouncement(t('saved'));
      focusLater(questionsControlId(itemId, `question-${saved.id}-edit`));
    } else if (opened && 'question' in opened) {
      focusLater(questionsControlId(itemId, `question-${opened.question.id}-edit`));
    } else {
      focusLater(questionsControlId(itemId, 'add-question'));
    }
  };

  return { editing, setEditing, announcement, shift, remove, closeForm };
}
