'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useShowError } from '@/components/errors/use-show-error';
import { useForm } from '@/components/forms/use-form';
import { useMessageText } from '@/components/forms/use-message-text';
import { ApiError } from '@/lib/api/errors';
import { withQuestionAdded, withQuestionReplaced } from '@/lib/quiz-editor/cache';
import { type Check, checkQuestion, type QuestionErrors } from '@/lib/quiz-editor/checks';
import { draftOf, emptyDraft, type QuestionDraft, questionOf } from '@/lib/quiz-editor/drafts';
import { liftedErrors, QUESTION_API_FIELDS } from '@/lib/quiz-editor/errors';
import {
  createQuestion,
  type QuizEditorData,
  quizEditorKeys,
  updateQuestion,
} from '@/lib/resources/quiz-editor';
import type { Question, QuestionType } from '@/shared/quiz/types';
import type { FieldState } from './draft-fields';
import { describedBy, ErrorLine } from './field-aria';
import {
  draftOfValues,
  firstProblem,
  type QuestionFormField,
  questionFormFields,
  refusedFields,
  wasChecked,
} from './question-form-fields';

const isUnprocessable = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && failure.status === 422;

/**
 * The focus goes to the first problem's control (its row's, in a list) once the commit that
 * shows the messages is done; `id` is the form's id of a part.
 */
function useProblemFocus(id: (part: string) => string) {
  const pending = useRef<ReturnType<typeof firstProblem>>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const element =
      document.getElementById(id(`${target.field}-${target.row}`)) ??
      document.getElementById(id(target.field)) ??
      document.getElementById(id(`${target.field}-error`));
    const control = element?.matches('fieldset, div')
      ? element.querySelector<HTMLElement>('input, select, textarea, button')
      : element;
    control?.focus();
  });
  return (problems: Parameters<typeof firstProblem>[0]) => {
    pending.current = firstProblem(problems);
  };
}

/** Saves the question: the quiz's cache gets it; anything but a 422 is the §8 toast. */
function useQuestionWrite(itemId: string, question: Question | null) {
  const showError = useShowError();
  return useOptimisticMutation<ReturnType<typeof questionOf>, Question, QuizEditorData>({
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
    // A 422 lands on the form's fields (see useQuestionForm).
    errors: (failure) => {
      if (!isUnprocessable(failure)) showError(failure);
    },
  });
}

/**
 * One question's form on useForm: the draft's parts are its fields. Save runs the checks of
 * lib/quiz-editor/checks.ts first (then as the author types) and sends only a draft that passes;
 * the API's 422s land on their fields, the unplaced ones above the form. Either way the focus
 * goes to the first problem.
 */
export function useQuestionForm({
  itemId,
  question,
  type,
  onDone,
}: {
  itemId: string;
  question: Question | null;
  type: QuestionType;
  onDone: (saved: Question) => void;
}) {
  const tc = useTranslations('quizEditor.checks');
  const text = useMessageText();
  const prefix = `quiz-${itemId}-q-${question?.id ?? 'new'}`;
  const id = (part: string) => `${prefix}-${part}`;
  const focusProblem = useProblemFocus(id);
  const write = useQuestionWrite(itemId, question);
  const form = useForm<QuestionFormField>({
    fields: questionFormFields(question ? draftOf(question) : emptyDraft(type)),
    // The API's attributes, lifted out of `definition`: useForm lands its 422 on these fields.
    apiFields: QUESTION_API_FIELDS,
    // The form closes once saved.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      try {
        onDone(await write.mutateAsync(questionOf(draftOfValues(values))));
        return undefined;
      } catch (failure) {
        // Any other failure was the §8 toast: the form stays as it was.
        return isUnprocessable(failure)
          ? { status: failure.status, errors: liftedErrors(failure.errors) }
          : undefined;
      }
    },
    // Only a 422 comes back as a failure: its first field (or the form's error) gets the focus.
    onError: (result) => focusProblem(refusedFields(result.errors ?? [])),
  });
  const draft = draftOfValues(form.values);

  const checks: QuestionErrors = wasChecked(form.state) ? checkQuestion(draft) : {};
  const checkText = (check: Check) => tc(check.code, check.values ?? {});
  const error = (field: keyof QuestionErrors) => {
    const local = checks[field];
    if (local) return checkText(local);
    if (field === 'form') return form.generalError ? text(form.generalError) : undefined;
    const message = form.field(field).messages[0];
    return message ? text(message) : undefined;
  };
  const fields: FieldState = {
    id,
    error,
    index: (field) => {
      const row = checks[field]?.values?.number;
      return typeof row === 'number' ? row - 1 : undefined;
    },
    described: (field, hint) => describedBy(hint, error(field) ? id(`${field}-error`) : undefined),
    errorLine: (field) => <ErrorLine id={id(`${field}-error`)} message={error(field)} />,
  };

  const change = (next: Partial<QuestionDraft>) => {
    for (const [name, value] of Object.entries(next)) {
      form.setValue(name as QuestionFormField, value);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    // Every field evaluated: the checks show from now on.
    form.validate();
    const problems = checkQuestion(draft);
    if (Object.keys(problems).length > 0) {
      focusProblem(problems);
      return;
    }
    void form.handleSubmit();
  };

  return { id, draft, fields, change, save, busy: form.submitting };
}
