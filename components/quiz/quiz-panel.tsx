'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { useShowError } from '@/components/errors/use-show-error';
import { usePreviewCourseId } from '@/components/player/player-mode';
import { Link } from '@/components/ui/link';
import { ApiError } from '@/lib/api/errors';
import { withItemDone } from '@/lib/player/outline-cache';
import { setPreviewDone } from '@/lib/player/preview-progress';
import { previewQuizSource } from '@/lib/resources/course-preview';
import { courseKeys } from '@/lib/resources/courses';
import {
  type QuizAttempt,
  type QuizSource,
  type QuizSummary,
  quizAttemptKeys,
  studentQuizSource,
} from '@/lib/resources/quiz-attempts';
import { QuizAttemptView } from './quiz-attempt';
import { AttemptHistory, QuizFacts } from './quiz-overview';
import { QuizResult } from './quiz-result';
import './quiz.css';

type View =
  | { kind: 'overview' }
  | { kind: 'attempt'; id: string; focusFirst: boolean }
  | { kind: 'result'; id: string };

function NotEnrolled({ courseSlug }: { courseSlug: string }) {
  const t = useTranslations('quiz.overview');
  return (
    <div className="quiz-panel">
      <p className="quiz-note">
        {t('notEnrolled')}{' '}
        <Link href={`/catalog/${encodeURIComponent(courseSlug)}`}>{t('coursePage')}</Link>
      </p>
    </div>
  );
}

const attemptsLeft = (quiz: QuizSummary) => quiz.attemptsLeft === null || quiz.attemptsLeft > 0;

/**
 * A quiz in the course player (SCREENS "Quizzes"): its facts and the viewer's attempts with
 * "Start quiz" (or "Continue quiz"), then the attempt, then its result with "Try again". A pass
 * ticks the quiz in the outline and moves the course's progress, as "Mark as done" does. In
 * student view the same panel takes the quiz through student view's API: graded, never kept.
 */
export function QuizPanel({
  courseSlug,
  itemId,
  enrolled,
}: {
  courseSlug: string;
  itemId: string;
  enrolled: boolean;
}) {
  const previewId = usePreviewCourseId();
  const source = useMemo(
    () =>
      previewId ? previewQuizSource(previewId, itemId) : studentQuizSource(courseSlug, itemId),
    [previewId, courseSlug, itemId],
  );
  if (!enrolled) return <NotEnrolled courseSlug={courseSlug} />;
  return <EnrolledQuizPanel courseSlug={courseSlug} itemId={itemId} source={source} />;
}

function EnrolledQuizPanel({
  courseSlug,
  itemId,
  source,
}: {
  courseSlug: string;
  itemId: string;
  source: QuizSource;
}) {
  const t = useTranslations('quiz');
  const client = useQueryClient();
  const showError = useShowError();
  const previewId = usePreviewCourseId();
  const summary = useQuery(source.summary);
  const [view, setView] = useState<View>({ kind: 'overview' });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  const summaryKey = source.summary.queryKey;

  const start = useMutation({
    mutationFn: source.start,
    meta: { handlesErrors: true },
    onSuccess: (attempt) => {
      client.setQueryData(quizAttemptKeys.detail(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: summaryKey });
      if (attempt.status === 'submitted') {
        focusResult.current = true;
        setView({ kind: 'result', id: attempt.id });
      } else {
        setView({ kind: 'attempt', id: attempt.id, focusFirst: true });
      }
    },
    onError: (error) => {
      showError(error, { title: t('errors.startFailed') });
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: summaryKey });
      }
    },
  });

  const graded = useCallback(
    (attempt: QuizAttempt) => {
      void client.invalidateQueries({ queryKey: summaryKey });
      if (attempt.passed && previewId) {
        // Student view: the tab's tick, as a pass would give a student.
        setPreviewDone(previewId, itemId, true);
      } else if (attempt.passed) {
        // The quiz is done now: its tick, the course's count and percentage (as "Mark as done").
        client.setQueriesData({ queryKey: courseKeys.detail(courseSlug) }, (data: unknown) =>
          data === undefined ? data : withItemDone(data, itemId, true),
        );
        void client.invalidateQueries({ queryKey: courseKeys.detail(courseSlug) });
        void client.invalidateQueries({
          predicate: (query) => query.queryKey.includes('enrollments'),
        });
      }
      focusResult.current = true;
      setView({ kind: 'result', id: attempt.id });
    },
    [client, courseSlug, itemId, summaryKey, previewId],
  );

  // Focus goes to the result's heading once it exists: at once when the result is in the cache,
  // or when ResultLoader has fetched it (it calls this then; the panel itself does not re-render).
  const focusResultHeading = useCallback(() => {
    if (!focusResult.current || !resultHeading.current) return;
    focusResult.current = false;
    resultHeading.current.focus();
  }, []);
  useEffect(focusResultHeading);

  if (summary.error) {
    if (summary.error instanceof ApiError && summary.error.code === 'NOT_ENROLLED') {
      return <NotEnrolled courseSlug={courseSlug} />;
    }
    return (
      <div className="quiz-panel">
        <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />
      </div>
    );
  }
  const quiz = summary.data;
  if (!quiz) {
    return (
      <div className="quiz-panel">
        <p className="quiz-loading" role="status">
          {t('loading')}
        </p>
      </div>
    );
  }

  const startButton = (label: string) => (
    <button
      type="button"
      className="button button-primary"
      aria-busy={start.isPending || undefined}
      onClick={() => {
        if (!start.isPending) start.mutate();
      }}
    >
      {start.isPending ? t('overview.starting') : label}
    </button>
  );
  const actions = (again: boolean) => {
    if (quiz.openAttemptId) return startButton(t('overview.continue'));
    if (!attemptsLeft(quiz)) return <p className="quiz-note">{t('overview.noAttemptsLeft')}</p>;
    return startButton(again ? t('result.tryAgain') : t('overview.start'));
  };
  const viewResult = (id: string) => {
    focusResult.current = true;
    setView({ kind: 'result', id });
  };

  if (view.kind === 'attempt') {
    return (
      <div className="quiz-panel">
        <AttemptLoader
          key={view.id}
          id={view.id}
          source={source}
          focusFirst={view.focusFirst}
          resultHeading={resultHeading}
          onGraded={graded}
        />
      </div>
    );
  }

  return (
    <div className="quiz-panel">
      {view.kind === 'result' ? (
        <ResultLoader
          id={view.id}
          source={source}
          headingRef={resultHeading}
          onShown={focusResultHeading}
          actions={<div className="quiz-actions kit-wrap">{actions(true)}</div>}
        />
      ) : (
        <>
          <QuizFacts quiz={quiz} />
          <div className="quiz-actions kit-wrap">{actions(false)}</div>
        </>
      )}
      <AttemptHistory attempts={quiz.attempts} onView={viewResult} />
    </div>
  );
}

/** The attempt from the cache (put there by "Start quiz") or the API; its result once graded. */
function AttemptLoader({
  id,
  source,
  focusFirst,
  resultHeading,
  onGraded,
}: {
  id: string;
  source: QuizSource;
  focusFirst: boolean;
  resultHeading: RefObject<HTMLHeadingElement | null>;
  onGraded: (attempt: QuizAttempt) => void;
}) {
  const t = useTranslations('quiz');
  const query = useQuery(source.attempt(id));
  const attempt = query.data;
  const submittedAlready = attempt?.status === 'submitted';
  // Graded once, whether the view submitted it or it was found submitted (by the timer).
  const done = useRef(false);
  const finish = useCallback(
    (graded: QuizAttempt) => {
      if (done.current) return;
      done.current = true;
      onGraded(graded);
    },
    [onGraded],
  );
  useEffect(() => {
    if (attempt && submittedAlready) finish(attempt);
  }, [attempt, submittedAlready, finish]);
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  if (!attempt || submittedAlready) {
    return (
      <p className="quiz-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <QuizAttemptView
      attempt={attempt}
      source={source}
      focusFirst={focusFirst}
      resultHeading={resultHeading}
      onGraded={finish}
    />
  );
}

function ResultLoader({
  id,
  source,
  headingRef,
  onShown,
  actions,
}: {
  id: string;
  source: QuizSource;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onShown: () => void;
  actions: ReactNode;
}) {
  const t = useTranslations('quiz');
  const query = useQuery(source.attempt(id));
  const shown = query.data !== undefined;
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <p className="quiz-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <QuizResult
      attempt={query.data}
      headingRef={headingRef}
      actions={actions}
      preview={source.preview}
    />
  );
}
