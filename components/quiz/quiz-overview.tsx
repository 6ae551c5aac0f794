'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { AdminActions } from '@/components/ui/admin-actions';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { formatDateTime } from '@/lib/dates/format-date';
import type { Locale } from '@/lib/i18n/locales';
import type { QuizAttemptSummary, QuizSummary } from '@/lib/resources/quiz-attempts';

const TIME_ZONE = 'Europe/Amsterdam';

/** Questions per attempt, pass mark, attempts used and left, time limit, best result. */
export function QuizFacts({ quiz }: { quiz: QuizSummary }) {
  const t = useTranslations('quiz');
  const headingId = useId();
  return (
    <section className="quiz-facts" aria-labelledby={headingId}>
      <h2 id={headingId} className="quiz-heading">
        {t('overview.title')}
      </h2>
      <dl className="facts">
        <div>
          <dt>{t('overview.questions')}</dt>
          <dd>{t('overview.questionsValue', { count: quiz.questionCount })}</dd>
        </div>
        <div>
          <dt>{t('overview.passMark')}</dt>
          <dd>{t('percent', { value: quiz.passMark })}</dd>
        </div>
        <div>
          <dt>{t('overview.attempts')}</dt>
          <dd>
            {quiz.maxAttempts === null
              ? t('overview.attemptsUnlimited', { used: quiz.attemptsUsed })
              : t('overview.attemptsLimited', {
                  used: quiz.attemptsUsed,
                  max: quiz.maxAttempts,
                  left: quiz.attemptsLeft ?? Math.max(0, quiz.maxAttempts - quiz.attemptsUsed),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('overview.timeLimit')}</dt>
          <dd>
            {quiz.timeLimitMinutes === null
              ? t('overview.noTimeLimit')
              : t('overview.timeLimitValue', { minutes: quiz.timeLimitMinutes })}
          </dd>
        </div>
        {quiz.bestPercent !== null && (
          <div>
            <dt>{t('overview.best')}</dt>
            <dd>{t('percent', { value: quiz.bestPercent })}</dd>
          </div>
        )}
      </dl>
      {quiz.passed && (
        <p className="quiz-verdict" data-passed="true">
          <span aria-hidden="true">✓</span> {t('overview.passed')}
        </p>
      )}
    </section>
  );
}

function AttemptState({ attempt }: { attempt: QuizAttemptSummary }) {
  const t = useTranslations('quiz.history');
  if (attempt.status === 'in_progress') return <>{t('inProgress')}</>;
  if (attempt.pendingReview) {
    return (
      <span className="quiz-state" data-state="pending">
        <span aria-hidden="true">…</span> {t('pending')}
      </span>
    );
  }
  if (attempt.passed === null) return null;
  return (
    <span className="quiz-state" data-state={attempt.passed ? 'passed' : 'failed'}>
      <span aria-hidden="true">{attempt.passed ? '✓' : '✗'}</span>{' '}
      {attempt.passed ? t('passed') : t('failed')}
    </span>
  );
}

/** The viewer's attempts, newest first: number, date, percentage, result; a submitted one opens. */
export function AttemptHistory({
  attempts,
  onView,
}: {
  attempts: QuizAttemptSummary[];
  onView: (attemptId: string, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('quiz');
  const locale = useLocale() as Locale;
  const headingId = useId();
  if (attempts.length === 0) return null;
  const columns: AdminColumn<QuizAttemptSummary>[] = [
    { header: t('history.number'), rowHeader: true, cell: (attempt) => attempt.number },
    {
      header: t('history.date'),
      cell: (attempt) => (
        <time dateTime={attempt.submittedAt ?? attempt.startedAt}>
          {formatDateTime(attempt.submittedAt ?? attempt.startedAt, locale, {
            timeZone: TIME_ZONE,
          })}
        </time>
      ),
    },
    {
      header: t('history.percent'),
      cell: (attempt) =>
        attempt.percent === null
          ? attempt.status === 'submitted'
            ? t('history.notShown')
            : '–'
          : t('percent', { value: attempt.percent }),
    },
    { header: t('history.result'), cell: (attempt) => <AttemptState attempt={attempt} /> },
    {
      header: t('history.view'),
      hideHeader: true,
      cell: (attempt) => (
        <AdminActions
          actions={[
            attempt.status === 'submitted' && {
              text: t('history.view'),
              label: t('history.viewLabel', { number: attempt.number }),
              className: 'button button-ghost quiz-history-view',
              onClick: (trigger) => onView(attempt.id, trigger),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <section className="quiz-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="quiz-heading">
        {t('history.title')}
      </h2>
      <AdminTable
        className="quiz-history-table"
        caption={t('history.caption')}
        labelCells
        columns={columns}
        rows={attempts}
      />
    </section>
  );
}
