'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { ApiError } from '@/lib/api/errors';
import { withQuestionOrder, withQuestionRemoved } from '@/lib/quiz-editor/cache';
import { excerpt } from '@/lib/quiz-editor/drafts';
import { moveBy } from '@/lib/quiz-editor/ordering';
import {
  deleteQuestion,
  type QuizEditorData,
  quizEditorKeys,
  reorderQuestions,
} from '@/lib/resources/quiz-editor';
import { QUESTION_TYPES, type Question, type QuestionType } from '@/shared/quiz/types';
import { QuestionForm } from './question-form';

/** What the form is open for: a stored question, or a new one of a type. */
type Editing = { question: Question; number: number } | { type: QuestionType };

/**
 * The quiz's questions: a table (number, type, prompt, points) with Edit, Move up / Move down
 * (announced, the focus staying on the moved row) and Delete (confirmed), and Add question of
 * a chosen type. One question form at a time, below the table.
 */
export function QuestionsSection({ itemId, quiz }: { itemId: string; quiz: QuizEditorData }) {
  const t = useTranslations('quizEditor.questions');
  const tt = useTranslations('quizEditor.types');
  const client = useQueryClient();
  const modals = useModals();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [addType, setAddType] = useState<QuestionType>('single_choice');
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  const key = quizEditorKeys.detail(itemId);
  const questions = quiz.questions;
  const id = (part: string) => `quiz-${itemId}-${part}`;
  const addButtonId = id('add-question');

  // After a move, a delete or closing the form: the focus goes where it was asked to, once
  // that control is there (a saved question's row comes with the cache update that follows).
  useEffect(() => {
    if (!focusAfter.current) return;
    const target = document.getElementById(focusAfter.current);
    if (!target || (target as HTMLButtonElement).disabled) return;
    focusAfter.current = null;
    target.focus();
  });

  const refresh = () => client.invalidateQueries({ queryKey: key });

  const shift = async (index: number, by: -1 | 1) => {
    const next = moveBy(questions, index, by);
    if (next === questions) return;
    const moved = questions[index];
    if (!moved) return;
    const to = index + by;
    const edge = (by < 0 && to === 0) || (by > 0 && to === next.length - 1);
    const direction = by < 0 !== edge ? 'up' : 'down';
    focusAfter.current = id(`question-${moved.id}-${direction}`);
    const ids = next.map((q) => q.id);
    client.setQueryData(key, (old: QuizEditorData | undefined) =>
      old ? withQuestionOrder(old, ids) : old,
    );
    setAnnouncement(
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
      const detail = error instanceof ApiError ? error.errors[0]?.detail : undefined;
      showToast({
        scheme: 'error',
        message: t('moveFailed'),
        ...(detail ? { description: detail } : {}),
      });
      void refresh();
    }
  };

  const remove = (question: Question, number: number, trigger: HTMLElement) => {
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
          setEditing((current) =>
            current && 'question' in current && current.question.id === question.id
              ? null
              : current,
          );
          setAnnouncement(t('deleted', { number }));
          await refresh();
        }}
        onClosed={(done) => {
          if (done) document.getElementById(addButtonId)?.focus();
          else trigger.focus();
        }}
      />
    ));
  };

  const closeForm = (saved: Question | null) => {
    const opened = editing;
    setEditing(null);
    if (saved) {
      setAnnouncement(t('saved'));
      focusAfter.current = id(`question-${saved.id}-edit`);
    } else if (opened && 'question' in opened) {
      focusAfter.current = id(`question-${opened.question.id}-edit`);
    } else {
      focusAfter.current = addButtonId;
    }
  };

  return (
    <section className="quiz-editor-section" aria-labelledby={id('questions-heading')}>
      <h5 id={id('questions-heading')}>{t('heading')}</h5>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {questions.length === 0 ? (
        <p className="quiz-empty">{t('empty')}</p>
      ) : (
        <div className="quiz-table-wrap">
          <table className="quiz-questions">
            <caption>{t('caption', { count: questions.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.type')}</th>
                <th scope="col">{t('columns.prompt')}</th>
                <th scope="col" className="quiz-number">
                  {t('columns.points')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {questions.map((question, index) => {
                const number = index + 1;
                return (
                  <tr key={question.id}>
                    <td data-label={t('columns.number')}>{number}</td>
                    <td data-label={t('columns.type')}>{tt(question.definition.type)}</td>
                    <th scope="row" data-label={t('columns.prompt')} className="quiz-prompt">
                      {excerpt(question.prompt) || t('noPrompt')}
                    </th>
                    <td data-label={t('columns.points')} className="quiz-number">
                      {question.points}
                    </td>
                    <td className="quiz-row-actions">
                      <button
                        id={id(`question-${question.id}-edit`)}
                        type="button"
                        className="button button-ghost"
                        aria-label={t('editNamed', { number })}
                        aria-expanded={
                          !!editing && 'question' in editing && editing.question.id === question.id
                        }
                        disabled={editing !== null}
                        onClick={() => setEditing({ question, number })}
                      >
                        {t('edit')}
                      </button>
                      <button
                        id={id(`question-${question.id}-up`)}
                        type="button"
                        className="button button-ghost"
                        aria-label={t('moveUpNamed', { number })}
                        disabled={index === 0}
                        onClick={() => void shift(index, -1)}
                      >
                        ↑ <span className="visually-hidden-narrow">{t('moveUp')}</span>
                      </button>
                      <button
                        id={id(`question-${question.id}-down`)}
                        type="button"
                        className="button button-ghost"
                        aria-label={t('moveDownNamed', { number })}
                        disabled={index === questions.length - 1}
                        onClick={() => void shift(index, 1)}
                      >
                        ↓ <span className="visually-hidden-narrow">{t('moveDown')}</span>
                      </button>
                      <button
                        type="button"
                        className="button button-ghost quiz-delete"
                        aria-label={t('deleteNamed', { number })}
                        onClick={(event) => remove(question, number, event.currentTarget)}
                      >
                        {t('delete')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {editing ? (
        <QuestionForm
          itemId={itemId}
          question={'question' in editing ? editing.question : null}
          type={'question' in editing ? editing.question.definition.type : editing.type}
          number={'question' in editing ? editing.number : questions.length + 1}
          categories={quiz.categories}
          onDone={closeForm}
        />
      ) : null}

      <div className="quiz-add-question">
        <div className="field">
          <label htmlFor={id('add-type')}>{t('type')}</label>
          <NativeSelect
            id={id('add-type')}
            value={addType}
            onChange={(event) => setAddType(event.target.value as QuestionType)}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {tt(type)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <button
          id={addButtonId}
          type="button"
          className="button button-primary"
          disabled={editing !== null}
          onClick={() => setEditing({ type: addType })}
        >
          {t('add')}
        </button>
      </div>
    </section>
  );
}
