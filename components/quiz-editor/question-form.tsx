'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useShowError } from '@/components/errors/use-show-error';
import { Input, Textarea } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import { withQuestionAdded, withQuestionReplaced } from '@/lib/quiz-editor/cache';
import {
  type Check,
  checkQuestion,
  type QuestionErrors,
  type QuestionField,
} from '@/lib/quiz-editor/checks';
import {
  draftOf,
  emptyDraft,
  type QuestionDraft,
  type QuestionInput,
  questionOf,
} from '@/lib/quiz-editor/drafts';
import { detailsByField, questionFieldOf } from '@/lib/quiz-editor/errors';
import {
  createQuestion,
  type QuizEditorData,
  quizEditorKeys,
  updateQuestion,
} from '@/lib/resources/quiz-editor';
import { QUIZ_LIMITS, type Question, type QuestionType } from '@/shared/quiz/types';
import { type FieldState, TypeParts } from './question-parts';

/** Where the focus goes for a field's error, in the order the form shows them. */
const FIELD_ORDER: QuestionField[] = [
  'form',
  'prompt',
  'points',
  'options',
  'correct',
  'scoring',
  'accepted',
  'value',
  'tolerance',
  'pairs',
  'items',
  'feedback',
  'category',
  'labels',
];

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
  const tc = useTranslations('quizEditor.checks');
  const tt = useTranslations('quizEditor.types');
  const showError = useShowError();
  const [draft, setDraft] = useState<QuestionDraft>(() =>
    question ? draftOf(question) : emptyDraft(type),
  );
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<QuestionField, string>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const prefix = `quiz-${itemId}-q-${question?.id ?? 'new'}`;
  const id = (part: string) => `${prefix}-${part}`;

  // Opening the form takes the focus to its heading (its first field follows).
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const checks: QuestionErrors = checked ? checkQuestion(draft) : {};
  const checkText = (check: Check) => tc(check.code, check.values ?? {});
  const error = (field: QuestionField) => {
    const local = checks[field];
    return local ? checkText(local) : serverErrors[field];
  };
  const fields: FieldState = {
    id,
    error,
    index: (field) => {
      const row = checks[field]?.values?.number;
      return typeof row === 'number' ? row - 1 : undefined;
    },
    described: (field, hint) => {
      const message = error(field);
      const ids = [hint ?? '', message ? id(`${field}-error`) : ''].filter(Boolean).join(' ');
      return {
        ...(message ? { 'aria-invalid': true } : {}),
        ...(ids ? { 'aria-describedby': ids } : {}),
      };
    },
    errorLine: (field) => {
      const message = error(field);
      return message ? (
        <p id={id(`${field}-error`)} className="field-error">
          {message}
        </p>
      ) : null;
    },
  };

  const change = (next: Partial<QuestionDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
  };

  /** The first field with a problem gets the focus (its first control). */
  const focusFirst = (problems: Partial<Record<QuestionField, unknown>>) => {
    const field = FIELD_ORDER.find((name) => problems[name] !== undefined);
    if (!field) return;
    const check = problems[field] as Check | undefined;
    const at = typeof check?.values?.number === 'number' ? check.values.number - 1 : 0;
    requestAnimationFrame(() => {
      const element =
        document.getElementById(id(`${field}-${at}`)) ??
        document.getElementById(id(field)) ??
        document.getElementById(id(`${field}-error`));
      const target = element?.matches('fieldset, div')
        ? element.querySelector<HTMLElement>('input, select, textarea, button')
        : element;
      target?.focus();
    });
  };

  const write = useOptimisticMutation<QuestionInput, Question, QuizEditorData>({
    queryKey: quizEditorKeys.detail(itemId),
    mutationFn: async (input) => {
      const saved = question
        ? await updateQuestion(itemId, question.id, input)
        : await createQuestion(itemId, input);
      return { ...input, ...saved, id: saved?.id ?? question?.id ?? '' };
    },
    confirmed: (old, stored) =>
      question ? withQuestionReplaced(old, stored) : withQuestionAdded(old, stored),
    // The form closes with the question saved; the quiz is refetched behind it.
    refetchInBackground: true,
    // A 422 shows on its fields (the first one focused); anything else is the §8 toast.
    errors: (failure) => {
      if (!(failure instanceof ApiError && failure.status === 422)) return showError(failure);
      const { fields: byField } = detailsByField(failure.errors, questionFieldOf);
      setServerErrors(byField);
      focusFirst(byField);
    },
  });
  const busy = write.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const problems = checkQuestion(draft);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    write.mutate(questionOf(draft), { onSuccess: (stored) => onDone(stored) });
  };

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
      <div className="quiz-settings-row">
        <div className="field">
          <label htmlFor={id('category')}>{t('category')}</label>
          <Input
            id={id('category')}
            value={draft.category}
            maxLength={100}
            list={categories.length > 0 ? id('categories') : undefined}
            onChange={(event) => change({ category: event.target.value })}
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
            onChange={(event) => change({ labels: event.target.value })}
            {...fields.described('labels', id('labels-hint'))}
          />
          <p id={id('labels-hint')} className="field-hint">
            {t('labelsHint')}
          </p>
          {fields.errorLine('labels')}
        </div>
      </div>
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
