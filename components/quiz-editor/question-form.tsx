'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Input, Textarea } from '@/components/forms/native-fields';
import { QUIZ_LIMITS, type Question, type QuestionType } from '@/shared/quiz/types';
import { DraftField, type PartProps } from './draft-fields';
import { useQuestionForm } from './question-form-state';
import { QuestionImageField } from './question-image-field';
import { TypeParts } from './question-parts';

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
  courseId,
  onDone,
}: {
  itemId: string;
  /** The quiz's course: a question's image is uploaded for it. */
  courseId?: string;
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
  const part: PartProps = { draft, fields, onChange: change };
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
      <DraftField {...part} field="prompt" label={t('prompt')}>
        {(control) => <Textarea {...control} rows={3} maxLength={QUIZ_LIMITS.maxPromptLength} />}
      </DraftField>
      <QuestionImageField {...part} courseId={courseId} />
      <DraftField {...part} field="points" label={t('points')} className="field quiz-points">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUIZ_LIMITS.maxPoints}
            step={1}
          />
        )}
      </DraftField>

      <TypeParts {...part} />

      <DraftField {...part} field="feedback" label={t('feedback')} hint={t('feedbackHint')}>
        {(control) => <Textarea {...control} rows={2} maxLength={QUIZ_LIMITS.maxFeedbackLength} />}
      </DraftField>
      <QuestionFiling {...part} categories={categories} />
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
function QuestionFiling({ categories, ...part }: PartProps & { categories: string[] }) {
  const t = useTranslations('quizEditor.form');
  const { id } = part.fields;
  return (
    <div className="quiz-settings-row">
      <DraftField {...part} field="category" label={t('category')}>
        {(control) => (
          <>
            <Input
              {...control}
              maxLength={100}
              list={categories.length > 0 ? id('categories') : undefined}
            />
            {categories.length > 0 && (
              <datalist id={id('categories')}>
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            )}
          </>
        )}
      </DraftField>
      <DraftField {...part} field="labels" label={t('labels')} hint={t('labelsHint')}>
        {(control) => <Input {...control} />}
      </DraftField>
    </div>
  );
}
