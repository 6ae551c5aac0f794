'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
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
  return (
    <section className="quiz-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="quiz-heading">
        {t('history.title')}
      </h2>
      <table className="quiz-history-table">
        <caption className="visually-hidden">{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.number')}</th>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.percent')}</th>
            <th scope="col">{t('history.result')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('history.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.id}>
              <th scope="row" data-label={t('history.number')}>
                {attempt.number}
              </th>
              <td data-label={t('history.date')}>
                <time dateTime={attempt.submittedAt ?? attempt.startedAt}>
                  {formatDateTime(attempt.submittedAt ?? attempt.startedAt, locale, {
                    timeZone: TIME_ZONE,
                  })}
                </time>
              </td>
              <td data-label={t('history.percent')}>
                {attempt.percent === null
                  ? attempt.status === 'submitted'
                    ? t('history.notShown')
                    : '–'
                  : t('percent', { value: attempt.percent })}
              </td>
              <td data-label={t('history.result')}>
                <AttemptState attempt={attempt} />
              </td>
              <td>
                {attempt.status === 'submitted' && (
                  <button
                    type="button"
                    className="button button-ghost quiz-history-view"
                    aria-label={t('history.viewLabel', { number: attempt.number })}
                    onClick={(event) => onView(attempt.id, event.currentTarget)}
                  >
                    {t('history.view')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
