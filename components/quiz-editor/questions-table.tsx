'use client';

import { useTranslations } from 'next-intl';
import { excerpt } from '@/lib/quiz-editor/drafts';
import type { Question } from '@/shared/quiz/types';
import { type Editing, isEditingQuestion, questionsControlId } from './use-question-list';

interface QuestionsTableProps {
  itemId: string;
  questions: Question[];
  editing: Editing | null;
  onEdit: (question: Question, number: number) => void;
  onShift: (index: number, by: -1 | 1) => void;
  onDelete: (question: Question, number: number, trigger: HTMLElement) => void;
}

/** The quiz's questions as a table: number, type, prompt, points and each row's actions. */
export function QuestionsTable({ questions, ...row }: QuestionsTableProps) {
  const t = useTranslations('quizEditor.questions');
  return (
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
          {questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              index={index}
              last={index === questions.length - 1}
              {...row}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type QuestionRowProps = Omit<QuestionsTableProps, 'questions'> & {
  question: Question;
  index: number;
  last: boolean;
};

/** One question: its cells, then Edit, Move up, Move down and Delete, each named by number. */
function QuestionRow({ itemId, question, index, last, editing, ...on }: QuestionRowProps) {
  const t = useTranslations('quizEditor.questions');
  const tt = useTranslations('quizEditor.types');
  const number = index + 1;
  const id = (part: string) => questionsControlId(itemId, `question-${question.id}-${part}`);
  return (
    <tr>
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
          id={id('edit')}
          type="button"
          className="button button-ghost"
          aria-label={t('editNamed', { number })}
          aria-expanded={isEditingQuestion(editing, question.id)}
          disabled={editing !== null}
          onClick={() => on.onEdit(question, number)}
        >
          {t('edit')}
        </button>
        {([-1, 1] as const).map((by) => {
          const up = by < 0;
          return (
            <button
              key={by}
              id={id(up ? 'up' : 'down')}
              type="button"
              className="button button-ghost"
              aria-label={t(up ? 'moveUpNamed' : 'moveDownNamed', { number })}
              disabled={up ? index === 0 : last}
              onClick={() => on.onShift(index, by)}
            >
              {up ? '↑ ' : '↓ '}
              <span className="visually-hidden-narrow">{t(up ? 'moveUp' : 'moveDown')}</span>
            </button>
          );
        })}
        <button
          type="button"
          className="button button-ghost quiz-delete"
          aria-label={t('deleteNamed', { number })}
          onClick={(event) => on.onDelete(question, number, event.currentTarget)}
        >
          {t('delete')}
        </button>
      </td>
    </tr>
  );
}
