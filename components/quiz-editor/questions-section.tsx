'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import type { QuizEditorData } from '@/lib/resources/quiz-editor';
import { QUESTION_TYPES, type QuestionType } from '@/shared/quiz/types';
import { QuestionForm } from './question-form';
import { QuestionsTable } from './questions-table';
import { questionsControlId, useQuestionList } from './use-question-list';

/**
 * The quiz's questions: a table (number, type, prompt, points) with Edit, Move up / Move down
 * (announced, the focus staying on the moved row) and Delete (confirmed), and Add question of
 * a chosen type. One question form at a time, below the table.
 */
export function QuestionsSection({ itemId, quiz }: { itemId: string; quiz: QuizEditorData }) {
  const t = useTranslations('quizEditor.questions');
  const questions = quiz.questions;
  const list = useQuestionList(itemId, questions);
  const { editing } = list;
  const id = (part: string) => questionsControlId(itemId, part);

  return (
    <section className="quiz-editor-section" aria-labelledby={id('questions-heading')}>
      <h5 id={id('questions-heading')}>{t('heading')}</h5>
      <p className="visually-hidden" role="status" aria-live="polite">
        {list.announcement}
      </p>
      {questions.length === 0 ? (
        <p className="quiz-empty">{t('empty')}</p>
      ) : (
        <QuestionsTable
          itemId={itemId}
          questions={questions}
          editing={editing}
          onEdit={(question, number) => list.setEditing({ question, number })}
          onShift={(index, by) => void list.shift(index, by)}
          onDelete={list.remove}
        />
      )}

      {editing ? (
        <QuestionForm
          itemId={itemId}
          question={'question' in editing ? editing.question : null}
          type={'question' in editing ? editing.question.definition.type : editing.type}
          number={'question' in editing ? editing.number : questions.length + 1}
          categories={quiz.categories}
          courseId={quiz.courseId}
          onDone={list.closeForm}
        />
      ) : null}

      <AddQuestion
        itemId={itemId}
        disabled={editing !== null}
        onAdd={(type) => list.setEditing({ type })}
      />
    </section>
  );
}

/** The type of the next question, and Add question (which opens the form for it). */
function AddQuestion({
  itemId,
  disabled,
  onAdd,
}: {
  itemId: string;
  disabled: boolean;
  onAdd: (type: QuestionType) => void;
}) {
  const t = useTranslations('quizEditor.questions');
  const tt = useTranslations('quizEditor.types');
  const [addType, setAddType] = useState<QuestionType>('single_choice');
  const id = (part: string) => questionsControlId(itemId, part);
  return (
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
        id={id('add-question')}
        type="button"
        className="button button-primary"
        disabled={disabled}
        onClick={() => onAdd(addType)}
      >
        {t('add')}
      </button>
    </div>
  );
}
