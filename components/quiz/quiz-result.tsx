'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, type Ref, useId } from 'react';
import { type AnswerLine, answerLines, keyLines } from '@/lib/quiz/answers';
import type { AttemptResult, QuizAttempt } from '@/lib/resources/quiz-attempts';
import type { PublicQuestion } from '@/shared/quiz/types';
import { QuestionImage } from './question-image';

/** An answer or key written out: one line, or a list of them. */
function Lines({ lines }: { lines: AnswerLine[] }) {
  const t = useTranslations('quiz');
  const text = (line: AnswerLine): ReactNode => {
    switch (line.kind) {
      case 'text':
        return line.text;
      case 'boolean':
        return line.value ? t('inputs.true') : t('inputs.false');
      case 'number':
        return line.tolerance
          ? t('result.withTolerance', { value: line.value, tolerance: line.tolerance })
          : t('result.number', { value: line.value });
      case 'pair':
        return (
          <>
            {line.left} → {line.right}
          </>
        );
    }
  };
  if (lines.length === 1) return <span className="quiz-lines">{text(lines[0]!)}</span>;
  return (
    <ul className="quiz-lines">
      {lines.map((line, index) => (
        // Lines have no identity of their own; their order is the answer's.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <li key={index}>{text(line)}</li>
      ))}
    </ul>
  );
}

/** The chosen options' feedback with their texts (an option the question no longer shows: none). */
function answerFeedbackLines(question: PublicQuestion, result: AttemptResult | undefined) {
  const body = question.body;
  if (body.type !== 'single_choice' && body.type !== 'multiple_choice') return [];
  const texts = new Map(body.options.map((option) => [option.id, option.text]));
  return (result?.answerFeedback ?? []).flatMap((entry) => {
    const text = texts.get(entry.option);
    return text === undefined ? [] : [{ ...entry, text }];
  });
}

type Outcome = 'correct' | 'incorrect' | 'pending' | null;

const outcomeOf = (result: AttemptResult | undefined): Outcome => {
  if (!result) return null;
  if (result.pending) return 'pending';
  if (result.correct === undefined) return null;
  return result.correct ? 'correct' : 'incorrect';
};

const ICONS = { correct: '✓', incorrect: '✗', pending: '…' } as const;

function QuestionResult({
  question,
  number,
  result,
  attempt,
}: {
  question: PublicQuestion;
  number: number;
  result: AttemptResult | undefined;
  attempt: QuizAttempt;
}) {
  const t = useTranslations('quiz.result');
  const headingId = useId();
  const outcome = outcomeOf(result);
  const given = answerLines(question, attempt.answers[question.id]);
  const key = result?.correctAnswer ? keyLines(result.correctAnswer) : [];
  const chosen = answerFeedbackLines(question, result);
  return (
    <li className="quiz-result-question" data-outcome={outcome ?? undefined}>
      <article aria-labelledby={headingId}>
        <h4 id={headingId} className="quiz-result-question-title">
          {t('questionTitle', { number })}: {question.prompt}
        </h4>
        <QuestionImage image={question.image} />
        {outcome && (
          <p className="quiz-outcome" data-outcome={outcome}>
            <span className="quiz-outcome-icon" aria-hidden="true">
              {ICONS[outcome]}
            </span>{' '}
            {t(outcome)}
            {result?.score !== undefined && (
              <span className="quiz-outcome-points">
                {' '}
                · {t('points', { score: result.score, points: result.points })}
              </span>
            )}
          </p>
        )}
        {!outcome && result?.score !== undefined && (
          <p className="quiz-outcome">
            {t('points', { score: result.score, points: result.points })}
          </p>
        )}
        <dl className="quiz-result-details">
          <div>
            <dt>{t('yourAnswer')}</dt>
            <dd>{given.length > 0 ? <Lines lines={given} /> : t('noAnswer')}</dd>
          </div>
          {chosen.length > 0 && (
            // The feedback of the answers the student chose (issue 41), under their answer.
            <div>
              <dt>{t('answerFeedback')}</dt>
              <dd>
                <ul className="quiz-lines quiz-answer-feedback">
                  {chosen.map((entry) => (
                    <li key={entry.option}>
                      <span className="quiz-answer-feedback-option">{entry.text}</span>:{' '}
                      <span className="quiz-feedback">{entry.feedback}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {key.length > 0 && (
            <div>
              <dt>{t('correctAnswer')}</dt>
              <dd>
                <Lines lines={key} />
              </dd>
            </div>
          )}
          {result?.feedback && (
            <div>
              <dt>{t('feedback')}</dt>
              <dd className="quiz-feedback">{result.feedback}</dd>
            </div>
          )}
        </dl>
      </article>
    </li>
  );
}

/**
 * A submitted attempt: score, percentage and pass/fail against the pass mark, then each
 * question. The API sends only what the quiz's settings show; this renders what is there.
 */
export function QuizResult({
  attempt,
  headingRef,
  actions,
  preview = false,
}: {
  attempt: QuizAttempt;
  headingRef: Ref<HTMLHeadingElement>;
  /** "Try again", when attempts are left. */
  actions?: ReactNode;
  /** Student view: graded as a student's, kept nowhere (it says so). */
  preview?: boolean;
}) {
  const t = useTranslations('quiz');
  const headingId = useId();
  const results = new Map((attempt.results ?? []).map((result) => [result.questionId, result]));
  const hasScore = typeof attempt.score === 'number' && typeof attempt.maxScore === 'number';
  const hasPercent = typeof attempt.percent === 'number';
  return (
    <section className="quiz-result" aria-labelledby={headingId}>
      <h2 id={headingId} className="quiz-heading" tabIndex={-1} ref={headingRef}>
        {t('result.title')}
      </h2>
      <p className="quiz-result-attempt">{t('result.attempt', { number: attempt.number })}</p>
      {preview && <p className="quiz-note quiz-preview-note">{t('result.preview')}</p>}
      <dl className="facts quiz-result-facts">
        {typeof attempt.passed === 'boolean' && (
          <div>
            <dt>{t('result.verdict')}</dt>
            <dd className="quiz-verdict" data-passed={attempt.passed}>
              <span aria-hidden="true">{attempt.passed ? '✓' : '✗'}</span>{' '}
              {attempt.passed ? t('result.passed') : t('result.failed')}
            </dd>
          </div>
        )}
        {hasPercent && (
          <div>
            <dt>{t('result.percent')}</dt>
            <dd>{t('percent', { value: attempt.percent as number })}</dd>
          </div>
        )}
        {hasScore && (
          <div>
            <dt>{t('result.score')}</dt>
            <dd>
              {t('result.scoreValue', {
                score: attempt.score as number,
                max: attempt.maxScore as number,
              })}
            </dd>
          </div>
        )}
        {typeof attempt.passMark === 'number' && (
          <div>
            <dt>{t('result.passMark')}</dt>
            <dd>{t('percent', { value: attempt.passMark })}</dd>
          </div>
        )}
      </dl>
      {attempt.pendingReview && <p className="quiz-note">{t('result.pendingReview')}</p>}
      {attempt.submittedBy === 'timer' && <p className="quiz-note">{t('result.byTimer')}</p>}
      {actions}
      <h3 className="quiz-subheading">{t('result.questions')}</h3>
      <ol className="quiz-result-questions kit-list">
        {attempt.questions.map((question, index) => (
          <QuestionResult
            key={question.id}
            question={question}
            number={index + 1}
            result={results.get(question.id)}
            attempt={attempt}
          />
        ))}
      </ol>
    </section>
  );
}
