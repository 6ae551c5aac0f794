'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { ApiError } from '@/lib/api/errors';
import {
  type AnswerMap,
  type AnswerQueue,
  createAnswerQueue,
  mergeAnswers,
  type SaveStatus,
  storageAnswerStore,
} from '@/lib/quiz/answer-queue';
import { isAnswered, unansweredQuestions } from '@/lib/quiz/answers';
import { type QuizAttempt, type QuizSource, quizAttemptKeys } from '@/lib/resources/quiz-attempts';
import type { Answer, PublicQuestion } from '@/shared/quiz/types';
import { QuestionImage } from './question-image';
import { QuestionInput } from './question-input';
import { QuizTimer } from './quiz-timer';

/**
 * The answers of the attempt on screen and their queue: each change is kept on the device and
 * PATCHed after 600 ms of quiet; dropped connections keep them until it returns. Student view
 * keeps them in the page only (nothing is sent before the submit).
 */
function useAnswers(attempt: QuizAttempt, source: QuizSource, onClosed: () => void) {
  const client = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [queue] = useState<AnswerQueue>(() =>
    createAnswerQueue({
      attemptId: attempt.id,
      store: storageAnswerStore(source.preview ? null : undefined),
      send: async (answers) => {
        await source.save(attempt.id, answers);
        // The cached attempt holds them too, should the view be opened again.
        client.setQueryData<QuizAttempt>(quizAttemptKeys.detail(attempt.id), (cached) =>
          cached ? { ...cached, answers: { ...cached.answers, ...answers } } : cached,
        );
      },
      onStatus: setStatus,
    }),
  );
  const [answers, setAnswers] = useState<AnswerMap>(() =>
    mergeAnswers(attempt.answers, queue.pending()),
  );

  useEffect(() => {
    const unwatch = queue.watch(window);
    // Answers an earlier visit left on this device go out now.
    if (Object.keys(queue.pending()).length > 0) void queue.flush();
    return () => {
      unwatch();
      // Leaving the page: what waits for its quiet time goes now (it stays queued if it fails).
      void queue.flush();
    };
  }, [queue]);

  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  }, [onClosed]);
  useEffect(() => {
    if (status === 'closed') closed.current();
  }, [status]);

  const change = useCallback(
    (questionId: string, answer: Answer | null) => {
      setAnswers((current) => {
        const next = { ...current };
        if (answer) next[questionId] = answer;
        else delete next[questionId];
        return next;
      });
      if (answer) queue.put(questionId, answer);
    },
    [queue],
  );
  return { answers, change, status, queue };
}

/** The polite status line: what became of the answers (never "Saving…", which would chatter). */
function SaveStatusLine({ status }: { status: SaveStatus }) {
  const t = useTranslations('quiz.save');
  const [shown, setShown] = useState<'saved' | 'offline' | 'failed' | 'rejected' | null>(null);
  useEffect(() => {
    if (status === 'saved' || status === 'offline' || status === 'rejected') setShown(status);
    else if (status === 'failed') setShown(navigator.onLine === false ? 'offline' : 'failed');
  }, [status]);
  return (
    <p className="quiz-save-status" aria-live="polite" aria-atomic="true" data-state={shown}>
      {shown && t(shown)}
    </p>
  );
}

function QuestionBlock({
  question,
  index,
  total,
  answer,
  onChange,
  headingRef,
}: {
  question: PublicQuestion;
  index: number;
  total: number;
  answer: Answer | undefined;
  onChange: (questionId: string, answer: Answer | null) => void;
  headingRef: (element: HTMLHeadingElement | null) => void;
}) {
  const t = useTranslations('quiz.attempt');
  const legendId = useId();
  return (
    <div className="quiz-question kit-stack">
      <h3 className="quiz-question-heading" tabIndex={-1} ref={headingRef}>
        {t('question', { number: index + 1, total })}
        <span className="quiz-question-points"> · {t('points', { count: question.points })}</span>
      </h3>
      <QuestionImage image={question.image} />
      <fieldset className="quiz-fieldset kit-fieldset">
        <legend id={legendId} className="quiz-prompt">
          {question.prompt}
        </legend>
        <QuestionInput
          question={question}
          answer={answer}
          legendId={legendId}
          onChange={(next) => onChange(question.id, next)}
        />
      </fieldset>
    </div>
  );
}

export interface QuizAttemptViewProps {
  attempt: QuizAttempt;
  /** Where the answers go: the student's attempt, or student view's (kept nowhere). */
  source: QuizSource;
  /** The graded attempt, once submitted (by the student, the timer, or found so). */
  onGraded: (attempt: QuizAttempt, options: { viaDialog: boolean }) => void;
  /** Focus the first question once shown ("Start quiz", "Continue quiz", "Try again"). */
  focusFirst: boolean;
  /** Where focus goes once the result is shown, after the confirmation dialog closes. */
  resultHeading: RefObject<HTMLHeadingElement | null>;
}

/**
 * An attempt in progress: the questions (one at a time with a navigator, or all on one page),
 * the timer, the save status and "Submit quiz".
 */
export function QuizAttemptView({
  attempt,
  source,
  onGraded,
  focusFirst,
  resultHeading,
}: QuizAttemptViewProps) {
  const t = useTranslations('quiz');
  const client = useQueryClient();
  const modals = useModals();
  const headingId = useId();
  const { questions } = attempt;
  const total = questions.length;
  const [current, setCurrent] = useState(0);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const focusQuestion = useRef<string | null>(focusFirst ? (questions[0]?.id ?? null) : null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const submitted = useRef(false);

  const graded = useCallback(
    (result: QuizAttempt, viaDialog = false) => {
      submitted.current = true;
      client.setQueryData(quizAttemptKeys.detail(result.id), result);
      onGraded(result, { viaDialog });
    },
    [client, onGraded],
  );

  /** The attempt as the server now has it (submitted by the timer, or elsewhere). */
  const reload = useCallback(async () => {
    const fresh = await client.fetchQuery({ ...source.attempt(attempt.id), staleTime: 0 });
    if (fresh.status === 'submitted') graded(fresh);
  }, [client, source, attempt.id, graded]);

  const { answers, change, status, queue } = useAnswers(attempt, source, () => {
    if (!submitted.current) void reload().catch(() => undefined);
  });

  useEffect(() => {
    const id = focusQuestion.current;
    if (!id) return;
    focusQuestion.current = null;
    headings.current.get(id)?.focus();
  });

  const headingRef = (id: string) => (element: HTMLHeadingElement | null) => {
    if (element) headings.current.set(id, element);
    else headings.current.delete(id);
  };

  const go = (index: number) => {
    const target = questions[index];
    if (!target) return;
    focusQuestion.current = target.id;
    setCurrent(index);
  };

  /** POST …/submit with the answers not saved yet; a second submit finds the grade. */
  const submit = async (viaDialog: boolean) => {
    if (submitted.current) return;
    queue.hold();
    try {
      // Student view saved nothing on the way: every answer on the page goes with the submit.
      const result = await source.submit(attempt.id, source.preview ? answers : queue.pending());
      queue.clear();
      graded(result, viaDialog);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        queue.clear();
        await reload();
        return;
      }
      queue.resume();
      throw error;
    }
  };

  // The graded attempt goes into the cache as it is: nothing to refetch.
  const submission = useOptimisticMutation<boolean>({
    mutationFn: submit,
    errorTitle: t('errors.submitFailed'),
  });
  const submitting = submission.isPending;
  const submitNow = (viaDialog = false) => submission.mutate(viaDialog);

  const askToSubmit = () => {
    const missing = unansweredQuestions(questions, answers).length;
    if (missing === 0) {
      submitNow();
      return;
    }
    const modalId = `quiz-submit:${attempt.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('confirm.title')}
        description={t('confirm.description', { count: missing })}
        confirm={t('confirm.confirm')}
        busy={t('confirm.busy')}
        cancel={t('confirm.cancel')}
        onConfirm={() => submit(true)}
        onClosed={(done) => (done ? resultHeading.current?.focus() : submitButton.current?.focus())}
      />
    ));
  };

  const answeredCount = questions.filter((q) => isAnswered(q, answers[q.id])).length;
  const shown = attempt.layout === 'one' ? questions.slice(current, current + 1) : questions;
  const offset = attempt.layout === 'one' ? current : 0;

  return (
    <section className="quiz-attempt" aria-labelledby={headingId}>
      <div className="quiz-attempt-head kit-bar">
        <h2 id={headingId} className="quiz-heading">
          {t('attempt.title', { number: attempt.number })}
        </h2>
        {attempt.deadlineAt && (
          <QuizTimer
            deadlineAt={attempt.deadlineAt}
            serverNow={attempt.serverNow}
            receivedAt={attempt.receivedAt}
            onExpire={() => submitNow()}
          />
        )}
      </div>
      <p className="quiz-answered">
        {t('attempt.answeredCount', { answered: answeredCount, total })}
      </p>

      {attempt.layout === 'one' && total > 1 && (
        <nav className="quiz-navigator" aria-label={t('attempt.navigator')}>
          <ol className="kit-list">
            {questions.map((question, index) => {
              const done = isAnswered(question, answers[question.id]);
              return (
                <li key={question.id}>
                  <button
                    type="button"
                    className="quiz-navigator-button"
                    data-answered={done || undefined}
                    aria-current={index === current ? 'step' : undefined}
                    aria-label={t('attempt.navigatorItem', {
                      number: index + 1,
                      state: done ? t('attempt.answered') : t('attempt.notAnswered'),
                    })}
                    onClick={() => go(index)}
                  >
                    {index + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      )}

      <div className="quiz-questions">
        {shown.map((question, index) => (
          <QuestionBlock
            key={question.id}
            question={question}
            index={offset + index}
            total={total}
            answer={answers[question.id]}
            onChange={change}
            headingRef={headingRef(question.id)}
          />
        ))}
      </div>

      <div className="quiz-attempt-actions kit-row">
        {attempt.layout === 'one' && (
          <div className="quiz-pager kit-wrap">
            {current > 0 && (
              <button type="button" className="button" onClick={() => go(current - 1)}>
                {t('attempt.previous')}
              </button>
            )}
            {current < total - 1 && (
              <button type="button" className="button" onClick={() => go(current + 1)}>
                {t('attempt.next')}
              </button>
            )}
          </div>
        )}
        <button
          ref={submitButton}
          type="button"
          className="button button-primary quiz-submit"
          aria-busy={submitting || undefined}
          onClick={() => {
            if (!submitting) askToSubmit();
          }}
        >
          {submitting ? t('attempt.submitting') : t('attempt.submit')}
        </button>
        {/* Student view saves nothing: no line says it did. */}
        {!source.preview && <SaveStatusLine status={status} />}
      </div>
    </section>
  );
}
