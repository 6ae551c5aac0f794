'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Input, Textarea } from '@/components/forms/native-fields';
import type { QuestionDraft } from '@/lib/quiz-editor/drafts';
import { QUIZ_LIMITS, type Question, type QuestionType } from '@/shared/quiz/types';
import { useQuestionForm } from './question-form-state';
import { type FieldState, TypeParts } from './question-parts';

/**
 * One question's form (new or stored): the prompt, points, feedback, category, labels and its
 * type's part. The checks of lib/quiz-editor/checks.ts run on Save (then as you type); the
 * API's 422s show on their fields. Nothing is saved until Save.
 */
export function QuestionForm({
  itemId,
  question,
  type,
  number,
  categories,
  onDone,
}: {
  itemId: string;
  question: Question | null;
  type: QuestionType;
  number: number;
  categories: string[];
  /** Closed: with the saved question, or null when cancelled. */
  onDone: (saved: Question | null) => void;
}) {
  const t = useTranslations('quizEditor.form');
  const tt = useTranslations('quizEditor.types');
  const { id, draft, fields, change, save, busy } = useQuestionForm({
    itemId,
    question,
    type,
    onDone,
  });
  const { error } = fields;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the form takes the focus to its heading (its first field follows).
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const headingId = id('heading');
  return (
    <form className="quiz-question-form" aria-labelledby={headingId} onSubmit={save} noValidate>
      <h6 id={headingId} ref={headingRef} tabIndex={-1}>
        {question
          ? t('editHeading', { number, type: tt(type) })
          : t('newHeading', { type: tt(type) })}
      </h6>
      {error('form') && (
        <p id={id('form')} className="form-error" role="alert" tabIndex={-1}>
          {error('form')}
        </p>
      )}
      <div className="field">
        <label htmlFor={id('prompt')}>{t('prompt')}</label>
        <Textarea
          id={id('prompt')}
          rows={3}
          value={draft.prompt}
          maxLength={QUIZ_LIMITS.maxPromptLength}
          onChange={(event) => change({ prompt: event.target.value })}
          {...fields.described('prompt')}
        />
        {fields.errorLine('prompt')}
      </div>
      <div className="field quiz-points">
        <label htmlFor={id('points')}>{t('points')}</label>
        <Input
          id={id('points')}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUIZ_LIMITS.maxPoints}
          step={1}
          value={draft.points}
          onChange={(event) => change({ points: event.target.value })}
          {...fields.described('points')}
        />
        {fields.errorLine('points')}
      </div>

      <TypeParts draft={draft} fields={fields} onChange={change} />

      <div className="field">
        <label htmlFor={id('feedback')}>{t('feedback')}</label>
        <Textarea
          id={id('feedback')}
          rows={2}
          value={draft.feedback}
          maxLength={QUIZ_LIMITS.maxFeedbackLength}
          onChange={(event) => change({ feedback: event.target.value })}
          {...fields.described('feedback', id('feedback-hint'))}
        />
        <p id={id('feedback-hint')} className="field-hint">
          {t('feedbackHint')}
        </p>
        {fields.errorLine('feedback')}
      </div>
      <QuestionFiling draft={draft} fields={fields} categories={categories} onChange={change} />
      <div className="form-actions quiz-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onDone(null)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** Where a question is filed for the random draw: its category (one) and labels (any). */
function QuestionFiling({
  draft,
  fields,
  categories,
  onChange,
}: {
  draft: QuestionDraft;
  fields: FieldState;
  categories: string[];
  onChange: (next: Partial<QuestionDraft>) => void;
}) {
  const t = useTranslations('quizEditor.form');
  const { id } = fields;
  return (
    <div className="quiz-settings-row">
      <div className="field">
        <label htmlFor={id('category')}>{t('category')}</label>
        <Input
          id={id('category')}
          value={draft.category}
          maxLength={100}
          list={categories.length > 0 ? id('categories') : undefined}
          onChange={(event) => onChange({ category: event.target.value })}
          {...fields.described('category')}
        />
        {categories.length > 0 && (
          <datalist id={id('categories')}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        )}
        {fields.errorLine('category')}
      </div>
      <div className="field">
        <label htmlFor={id('labels')}>{t('labels')}</label>
        <Input
          id={id('labels')}
          value={draft.labels}
          onChange={(event) => onChange({ labels: event.target.value })}
          {...fields.described('labels', id('labels-hint'))}
        />
        <p id={id('labels-hint')} className="field-hint">
          {t('labelsHint')}
        </p>
        {fields.errorLine('labels')}
      </div>
    </div>
  );
}
